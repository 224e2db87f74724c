import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { type DbHandle, openDatabase } from '@kg/server/src/db/client';
import { seedDemo } from '@kg/server/src/seed/demo';
import autocannon, { type Result } from 'autocannon';
import fastify from 'fastify';
import { cleanup, defer } from './cleanups';
import { createPgDatabase, redact, withDatabase } from './postgres';
import { loadText, type Row, rowOf, TARGET_SHARE, type Target, table, verdicts } from './rows';
import { benchSubjects, listen, startCeiling, startRealApp } from './servers';

const WARMUP_SECONDS = 2;
/** a database's targets take turns in this many rounds (see benchInRounds) */
const ROUNDS = 5;
const here = import.meta.dirname;

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
if (!(duration > 0) || !Number.isInteger(connections) || connections < 1) {
  console.error('usage: tsx api/run.ts [--duration seconds] [--connections n]');
  process.exit(2);
}

let interrupted = false;
let current: ReturnType<typeof autocannon> | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    interrupted = true;
    console.error(`\n${signal}: cleaning up`);
    current?.stop();
    void cleanup().finally(() => process.exit(130));
  });
}

async function load(t: Target, seconds: number): Promise<Result> {
  current = autocannon({ url: t.url, headers: t.headers, connections, duration: seconds, workers: 1 });
  try {
    return await current;
  } finally {
    current = undefined;
  }
}

const rows: Row[] = [];
const warnings: string[] = [];

/** A single target: warm-up, then the measured run (the bare /ping). */
async function bench(t: Target) {
  await benchInRounds([t], 1);
}

/**
 * Loads the targets in turns: a warm-up of each, then `rounds` rounds in which each target
 * gets duration / rounds seconds. A database's ceiling and its app routes share every round,
 * so a busy moment of the machine (other work on the 2 cores) hits them alike and the
 * percentages stay comparable even when the absolute numbers move.
 */
async function benchInRounds(targets: Target[], rounds: number) {
  const slice = Math.max(1, Math.round(duration / rounds));
  console.log(
    `${targets[0]!.database}: ${targets.length} target(s), warm-up ${WARMUP_SECONDS} s each, ` +
      `then ${rounds} round(s) of ${slice} s each`,
  );
  const runs = new Map<Target, { results: Result[]; elu: number[] }>(
    targets.map((t) => [t, { results: [], elu: [] }]),
  );
  for (const t of targets) if (!interrupted) await load(t, WARMUP_SECONDS);
  for (let round = 0; round < rounds; round++) {
    for (const t of targets) {
      if (interrupted) return;
      const elu = performance.eventLoopUtilization();
      const result = await load(t, slice);
      runs.get(t)!.results.push(result);
      runs.get(t)!.elu.push(performance.eventLoopUtilization(elu).utilization);
    }
  }
  const made = targets.map((t) => rowOf(t, runs.get(t)!.results, runs.get(t)!.elu));
  const ceiling = made.find((r) => r.ceiling);
  for (const row of made) {
    if (!row.ceiling && ceiling) row.ofCeiling = row.reqPerSec / ceiling.reqPerSec;
    rows.push(row);
    console.log(
      `  ${row.target}: ${Math.round(row.reqPerSec)} req/s, p99 ${row.p99Ms} ms, ` +
        `server event loop ${Math.round(row.serverEventLoopUtilization * 100)}% busy` +
        (row.ofCeiling === null ? '' : `, ${Math.round(row.ofCeiling * 100)}% of the ceiling`),
    );
    if (row.non2xx > 0 || row.errors > 0 || row.timeouts > 0) {
      const w =
        `WARNING: ${row.target} on ${row.database}: ${row.non2xx} non-2xx, ${row.errors} errors, ` +
        `${row.timeouts} timeouts (status codes ${JSON.stringify(row.statusCodes)})`;
      warnings.push(w);
      console.warn(w);
    }
  }
}

/** Seeds the demo school, loads the ceiling, then each app route, on one database. */
async function benchDatabase(handle: DbHandle, database: string, dataDir: string) {
  await seedDemo(handle.db);
  const { classId, studentId } = await benchSubjects(handle);
  const ceiling = await startCeiling(handle, database, studentId);
  const { targets, close } = await startRealApp(handle, database, dataDir, classId);
  await benchInRounds([ceiling.target, ...targets], ROUNDS);
  await close();
  await ceiling.close();
}

async function main() {
  const date = new Date().toISOString();
  const loadAtStart = os.loadavg();
  const cpus = os.cpus();
  const cpuModel = cpus[0]?.model.trim() ?? 'unknown';
  const pgUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const notes: string[] = [];
  let pgVersion: string | undefined;

  console.log(
    `KinderGrowth API benchmark: ${connections} connections, ${duration} s per target ` +
      `(after ${WARMUP_SECONDS} s warm-up), node ${process.version}, ${cpus.length} x ${cpuModel}\n`,
  );

  // 1. The machine's baseline: a bare Fastify route answering a small JSON.
  const bare = fastify({ logger: false });
  bare.get('/ping', async () => ({ ok: true }));
  const closeBare = defer('bare app', () => bare.close());
  const bareBase = await listen(bare);
  await bench({ name: 'GET /ping (bare Fastify)', database: '-', url: `${bareBase}/ping` });
  await closeBare();

  // 2. The real app on PGlite, in a fresh temp data dir.
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'kg-bench-'));
  defer('temp dir', () => rmSync(tmp, { recursive: true, force: true }));
  if (!interrupted) {
    const dataDir = path.join(tmp, 'pglite-data');
    const handle = await openDatabase({ dataDir });
    const closePglite = defer('PGlite', () => handle.close());
    await benchDatabase(handle, 'PGlite', dataDir);
    await closePglite();
  }

  // 3. The same app on PostgreSQL, in a fresh database (dropped at the end).
  if (!interrupted) {
    const created = await createPgDatabase(pgUrl);
    if ('note' in created) {
      notes.push(created.note);
      console.warn(created.note);
    } else {
      pgVersion = created.version;
      const handle = await openDatabase({ databaseUrl: withDatabase(pgUrl, created.name) });
      const closePool = defer('PostgreSQL pool', () => handle.close());
      await benchDatabase(handle, 'PostgreSQL', path.join(tmp, 'pg-data'));
      await closePool();
    }
  }
  if (interrupted) return;

  const verdictLines = verdicts(rows);
  const md = [
    '# API benchmark results',
    '',
    `- date: ${date}`,
    `- node: ${process.version} (${process.platform} ${process.arch})`,
    `- CPU: ${cpus.length} x ${cpuModel}`,
    `- load average (1/5/15 min): ${loadText(loadAtStart)} at the start, ${loadText(os.loadavg())} at the end`,
    `- PostgreSQL: ${pgVersion ? `${pgVersion} (${redact(pgUrl)})` : 'skipped'}`,
    `- load: autocannon, ${connections} connections, ${duration} s per target after a ${WARMUP_SECONDS} s warm-up; ` +
      'servers and load generator on the same machine (autocannon in a worker thread)',
    '- req/s is the average of per-second samples; p99 is the latency 99th percentile',
    '',
    table(rows),
    '',
    ...verdictLines.map((v) => `- ${v}`),
    ...(notes.length + warnings.length > 0 ? ['', ...[...notes, ...warnings].map((n) => `- ${n}`)] : []),
    '',
  ].join('\n');
  const json = {
    date,
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    cpuCount: cpus.length,
    cpuModel,
    postgres: pgVersion ? { version: pgVersion, url: redact(pgUrl) } : null,
    connections,
    durationSeconds: duration,
    warmupSeconds: WARMUP_SECONDS,
    notes,
    warnings,
    targetShareOfCeiling: TARGET_SHARE,
    verdicts: verdictLines,
    loadAverage: { start: loadAtStart, end: os.loadavg() },
    rows,
  };
  writeFileSync(path.join(here, 'results.md'), md);
  writeFileSync(path.join(here, 'results.json'), `${JSON.stringify(json, null, 2)}\n`);

  console.log(`\n${table(rows)}\n`);
  for (const v of verdictLines) console.log(v);
  for (const n of [...notes, ...warnings]) console.log(n);
  console.log(`written: ${path.relative(process.cwd(), path.join(here, 'results.md'))}, results.json`);
}

try {
  await main();
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  await cleanup();
}
