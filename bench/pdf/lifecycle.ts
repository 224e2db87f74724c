/**
 * Undo steps of one benchmark run (app, PGlite, browsers, temp dir), run last first on
 * success, on failure and on Ctrl-C, the way api/run.ts does it.
 */
import { rmSync } from 'node:fs';

type Cleanup = { label: string; fn: () => Promise<void> | void };
const cleanups: Cleanup[] = [];

let interrupted = false;

/** True once Ctrl-C (or SIGTERM) arrived: the run stops at its next step. */
export const isInterrupted = () => interrupted;

/** Registers an undo step; the returned function runs it now (once) and unregisters it. */
export function defer(label: string, fn: () => Promise<void> | void): () => Promise<void> {
  const entry: Cleanup = { label, fn };
  cleanups.push(entry);
  return async () => {
    const i = cleanups.indexOf(entry);
    if (i < 0) return;
    cleanups.splice(i, 1);
    await fn();
  };
}

let cleaning: Promise<void> | null = null;

/**
 * Runs every undo step once, last first. Ctrl-C and the end of main may both ask: they share
 * one pass, so PGlite is closed before its directory is removed, never at the same time.
 */
export function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    while (cleanups.length > 0) {
      const { label, fn } = cleanups.pop()!;
      try {
        await fn();
      } catch (err) {
        console.error(`cleanup (${label}) failed:`, err);
      }
    }
  })();
  return cleaning;
}

/**
 * Ctrl-C: clean up what exists and leave (a waiting step may still be mid-flight). Playwright
 * (ours and the print pool's) also answers SIGINT: it closes its browsers and exits the process
 * without waiting for us, so the temp directory goes in an `exit` hook as well (removeOnExit).
 */
export function onInterrupt() {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (interrupted) return;
      interrupted = true;
      console.error(`\n${signal}: cleaning up`);
      void cleanup().finally(() => process.exit(130));
    });
  }
}

/** Removes `dir` at the end of the run, and at exit whatever ended the process. */
export function removeOnExit(dir: string) {
  const remove = () => rmSync(dir, { recursive: true, force: true });
  process.on('exit', remove);
  defer('temp dir', () => {
    process.off('exit', remove);
    remove();
  });
}

/** Milliseconds since `start` (performance.now()), rounded to 0.1 ms. */
export const since = (start: number) => Math.round((performance.now() - start) * 10) / 10;
