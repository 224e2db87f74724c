/**
 * SIGINT/SIGTERM end the process once, cleanly: `stop` closes what it holds (the app, the
 * queue, the database); a stop that hangs longer than `forceMs` exits 1 instead of never.
 */
export function exitOnSignals(
  log: { info(obj: object, msg: string): void },
  stop: () => Promise<void>,
  opts: { forceMs: number; message: string },
) {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, opts.message);
    const force = setTimeout(() => process.exit(1), opts.forceMs).unref();
    try {
      await stop();
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
