/** The processes of the scale bench: the compiled entries started as production starts them. */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API } from '@kg/contracts';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
export const dist = path.join(repoRoot, 'apps/server/dist');
/** each process's output, kept after the run */
export const logDir = mkdtempSync(path.join(os.tmpdir(), 'kg-bench-scale-'));

export type Proc = { name: string; child: ChildProcess; exited: Promise<unknown> };
const procs: Proc[] = [];

export function spawnEntry(name: string, entry: string, env: Record<string, string>): Proc {
  const log = createWriteStream(path.join(logDir, `${name}.log`));
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(dist, entry)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const proc = { name, child, exited };
  procs.push(proc);
  return proc;
}

export async function waitReady(base: string, proc: Proc, timeoutMs = 180_000) {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (proc.child.exitCode !== null) throw new Error(`${proc.name} exited: see ${logDir}/${proc.name}.log`);
    try {
      if ((await fetch(`${base}${API.health.ready.path}`)).ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${proc.name} not ready in ${timeoutMs / 1000} s: see ${logDir}/${proc.name}.log`);
}

export async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

/** SIGTERM to every process still running, and up to 20 s for each to end. */
export async function stopAll() {
  for (const p of procs)
    if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGTERM');
  await Promise.all(procs.map((p) => Promise.race([p.exited, new Promise((r) => setTimeout(r, 20_000))])));
}
