/**
 * Runtime benchmark (not a test, issue 16): how fast the server starts on an existing data
 * directory and how much memory it holds, run the old way (TypeScript through tsx at run time)
 * and the new way (`npm start`: the compiled apps/server/dist), in one run on one data dir.
 *
 * For each way, `--runs` times: start the server as its own process on the prepared PGlite data
 * directory, time spawn → first 200 from /api/health, read its resident memory (VmRSS) after
 * `--settle` seconds idle, print one child's growth booklet (成长足迹, a new child each run so
 * no stored PDF is reused) and read VmRSS again, then stop it with SIGTERM.
 *
 *   npm run build                                   # web and server builds it serves and runs
 *   npm run runtime -w @kg/bench                    # or, from the root: npm run bench:runtime
 *   npm run runtime -w @kg/bench -- --baseline /path/to/old/checkout   # "before" from an old tree
 *
 * Writes runtime/results.md and runtime/results.json.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { API, REPORT_ROUTES } from '@kg/contracts';
import { fillClass } from '../growth/fill';
import type { BenchApp } from '../pdf/app';
import { signIn } from '../pdf/app';
import { removeOnExit } from '../pdf/lifecycle';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    settle: { type: 'string', default: '10' },
    port: { type: 'string', default: '8181' },
    baseline: { type: 'string' },
  },
});
const RUNS = Number(args.runs);
const SETTLE_MS = Number(args.settle) * 1000;
const PORT = Number(args.port);
const BASE = `http://127.0.0.1:${PORT}`;
const node = process.execPath;

type TWay = { name: string; cwd: string; args: string[] };
const ways: TWay[] = [
  {
    name: args.baseline
      ? `tsx, source of ${path.basename(args.baseline)} (before)`
      : 'tsx, TypeScript at run time (before)',
    cwd: args.baseline ?? repoRoot,
    args: ['--import', 'tsx', 'apps/server/src/main.ts'],
  },
  {
    name: 'compiled apps/server/dist (npm start)',
    cwd: repoRoot,
    args: ['--enable-source-maps', 'apps/server/dist/main.js'],
  },
];

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'))!;
  return Math.round(Number(line.replace(/\D/g, '')) / 1024);
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function untilHealthy(child: ChildProcess, limitMs = 120_000): Promise<void> {
  const t0 = performance.now();
  while (performance.now() - t0 < limitMs) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${BASE}${API.health.check.path}`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(20);
  }
  throw new Error('server did not answer /api/health in time');
}

function startServer(way: TWay, dataDir: string) {
  const child = spawn(node, way.args, {
    cwd: way.cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      LOG_PRETTY: '',
      // Both ways serve this tree's web build (a baseline checkout may have none).
      WEB_DIST: path.join(repoRoot, 'apps/web/dist'),
    },
  });
  return child;
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

type TRun = { startMs: number; idleMb: number; printMs: number; afterPrintMb: number };

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kg-bench-runtime-'));
  removeOnExit(dataDir);
  console.log(
    `› preparing ${dataDir}: first start seeds the demo school, then ${ways.length * RUNS} booklets are filled`,
  );
  const prep = startServer(ways[1]!, dataDir);
  await untilHealthy(prep, 300_000);
  const teacher = await signIn(BASE, 'teacher');
  // The demo class has the children these booklets need: no child is added.
  const noNewChildren = { addChildren: () => Promise.reject(new Error('the demo class is too small')) };
  const filled = await fillClass(noNewChildren as unknown as BenchApp, teacher, ways.length * RUNS);
  await stop(prep);
  const booklets = [...filled.items];

  const results: Array<{ way: string; runs: TRun[] }> = [];
  for (const way of ways) {
    const runs: TRun[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const t0 = performance.now();
      const child = startServer(way, dataDir);
      await untilHealthy(child);
      const startMs = Math.round(performance.now() - t0);
      await sleep(SETTLE_MS);
      const idleMb = rssMb(child.pid!);
      const item = booklets.shift()!;
      const api = await signIn(BASE, 'teacher');
      const t1 = performance.now();
      await api.call('POST', API.pdf.render.path, {
        route: REPORT_ROUTES.growingFootprint,
        query: item.query,
        name: item.name,
      });
      const printMs = Math.round(performance.now() - t1);
      await sleep(2000);
      const afterPrintMb = rssMb(child.pid!);
      await stop(child);
      runs.push({ startMs, idleMb, printMs, afterPrintMb });
      console.log(
        `  ${way.name} #${i + 1}: start ${startMs} ms, idle ${idleMb} MB, booklet ${printMs} ms, after ${afterPrintMb} MB`,
      );
    }
    results.push({ way: way.name, runs });
  }

  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const rows = results.map(({ way, runs }) => ({
    way,
    start: median(runs.map((r) => r.startMs)),
    idle: median(runs.map((r) => r.idleMb)),
    print: median(runs.map((r) => r.printMs)),
    after: median(runs.map((r) => r.afterPrintMb)),
  }));
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
  const md = [
    `${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, PGlite; medians of ${RUNS} runs; load average at the end: ${load}`,
    '',
    '| runtime | start on existing data | RSS idle | first booklet print | RSS after print |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...rows.map((r) => `| ${r.way} | ${r.start} ms | ${r.idle} MB | ${r.print} ms | ${r.after} MB |`),
    '',
    'Targets: start within 5 s; idle RSS on PGlite under 400 MB.',
  ].join('\n');
  console.log(`\n${md}`);
  writeFileSync(path.join(import.meta.dirname, 'results.md'), `${md}\n`);
  writeFileSync(
    path.join(import.meta.dirname, 'results.json'),
    `${JSON.stringify({ load, results }, null, 2)}\n`,
  );
  const compiled = rows[1]!;
  if (compiled.start > 5000 || compiled.idle >= 400) {
    console.error(`\n✖ target missed: start ${compiled.start} ms (≤ 5000), idle ${compiled.idle} MB (< 400)`);
    process.exitCode = 1;
  }
}

await main();
