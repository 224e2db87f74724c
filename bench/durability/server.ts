/**
 * The real server as a child process (issue 16): started the way production starts it, on a
 * data directory (and database) that outlives it, so it can be killed with SIGKILL and started
 * again on the same data.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import path from 'node:path';
import { API } from '@kg/contracts';

export type TServerEntry = { label: string; args: string[] };

/** The compiled server when it has been built (apps/server/dist/main.js), else TypeScript through tsx. */
export function serverEntry(repoRoot: string, wanted: 'auto' | 'dist' | 'tsx'): TServerEntry {
  const dist = path.join(repoRoot, 'apps/server/dist/main.js');
  if (wanted === 'dist' || (wanted === 'auto' && existsSync(dist))) {
    if (!existsSync(dist)) throw new Error(`no compiled server at ${dist}: build it first`);
    return { label: 'compiled (apps/server/dist/main.js)', args: [dist] };
  }
  return {
    label: 'tsx (apps/server/src/main.ts)',
    args: ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/main.ts')],
  };
}

export type TServerPlace = {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  /** the child's stdout and stderr go here (shown when something fails) */
  logFile: string;
};

export type TRunningServer = {
  child: ChildProcess;
  base: string;
  /** milliseconds from spawn to the first healthy answer */
  readyMs: number;
  exited: Promise<NodeJS.Signals | number | null>;
};

const HEALTH_POLL_MS = 50;

/** Starts the server and waits until /api/health answers 200 (or it exits, or time runs out). */
export async function startServer(
  entry: TServerEntry,
  place: TServerPlace,
  timeoutMs: number,
): Promise<TRunningServer> {
  const log = createWriteStream(place.logFile, { flags: 'a' });
  const started = performance.now();
  const child = spawn(process.execPath, entry.args, {
    env: {
      ...process.env,
      PORT: String(place.port),
      HOST: '127.0.0.1',
      DATA_DIR: place.dataDir,
      DATABASE_URL: place.databaseUrl ?? '',
      LOG_LEVEL: 'warn',
      PDF_BROWSER: 'none',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(log, { end: false });
  child.stderr!.pipe(log, { end: false });
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  let gone: NodeJS.Signals | number | null | undefined;
  void exited.then((v) => {
    gone = v;
  });
  const base = `http://127.0.0.1:${place.port}`;
  while (performance.now() - started < timeoutMs) {
    if (gone !== undefined)
      throw new Error(`the server exited (${gone}) before it was ready: see ${place.logFile}`);
    try {
      const res = await fetch(`${base}${API.health.check.path}`);
      if (res.ok) return { child, base, readyMs: performance.now() - started, exited };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, HEALTH_POLL_MS));
  }
  child.kill('SIGKILL');
  throw new Error(`the server was not ready within ${timeoutMs / 1000} s: see ${place.logFile}`);
}

/** SIGTERM and wait: the clean end of a run. */
export async function stopServer(server: TRunningServer) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  await server.exited;
}
