/**
 * API load benchmark (not a test): requests/s and p99 latency of four reads every session makes
 * (getInfoByToken, GetNavigationBar, a class's children, the growth-record list of a class) on
 * PGlite and on PostgreSQL, each beside its ceiling in the same run: a bare Fastify route doing
 * one indexed SELECT by id through the same database handle (issue 16). Each app route is
 * reported as a percentage of that ceiling; a bare `GET /ping` shows what the machine can do
 * at all. A database's ceiling and routes take turns in rounds (benchInRounds), so a busy
 * moment of the machine hits them alike. Writes api/results.md and api/results.json.
 *
 *   npm run api -w @kg/bench                      # 50 connections, 10 s per target (5 rounds)
 *   npm run api -w @kg/bench -- --duration 5 --connections 10
 *
 * PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres). A fresh
 * database kg_bench_<random> is created and dropped; if connecting fails the PostgreSQL rows are
 * skipped with a note.
 *
 * The servers run in this process (main thread); autocannon runs in a worker thread
 * (`workers: 1`), so the load generator does not share an event loop with the server under test.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { buildApp } from '@kg/server/src/app';
import { type AppConfig, loadConfig } from '@kg/server/src/config';
import { type DbHandle, openDatabase } from '@kg/server/src/db/client';
import { classes, students } from '@kg/server/src/db/schema';
import { DEMO_PASSWORD, seedDemo } from '@kg/server/src/seed/demo';
import autocannon, { type Result } from 'autocannon';
import { eq } from 'drizzle-orm';
import fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';

const WARMUP_SECONDS = 2;
/** a database's targets take turns in this many rounds (see benchInRounds) */
const ROUNDS = 5;
const HOST = '127.0.0.1';
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

type Target = {
  name: string;
  database: string;
  url: string;
  headers?: Record<string, string>;
  /** the database's ceiling route: app routes are reported as a share of it */
  ceiling?: boolean;
};

type Row = {
  target: string;
  database: string;
  reqPerSec: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  latency: { averageMs: number; p50Ms: number; p90Ms: number; p99Ms: number; maxMs: number };
  requests: { average: number; stddev: number; min: number; max: number; total: number; sent: number };
  throughputBytesPerSec: number;
  statusCodes: Record<string, number>;
  /** event-loop utilisation of the main thread (the server; autocannon runs in a worker) */
  serverEventLoopUtilization: number;
  /** the database's ceiling route itself */
  ceiling: boolean;
  /** req/s as a share of the same database's ceiling route (null for the ceiling and /ping) */
  ofCeiling: number | null;
  /** req/s of each round (the rounds show how steady the machine was) */
  perRoundReqPerSec: number[];
};

type Cleanup = { label: string; fn: () => Promise<void> | void };
/** Things to undo, last first; run on success, failure and Ctrl-C. */
const cleanups: Cleanup[] = [];

/** Registers an undo step; the returned function runs it now (once) and unregisters it. */
function defer(label: string, fn: () => Promise<void> | void): () => Promise<void> {
  const entry: Cleanup = { label, fn };
  cleanups.push(entry);
  return async () => {
    const i = cleanups.indexOf(entry);
    if (i < 0) return;
    cleanups.splice(i, 1);
    await fn();
  };
}

async function cleanup() {
  while (cleanups.length > 0) {
    const { label, fn } = cleanups.pop()!;
    try {
      await fn();
    } catch (err) {
      console.error(`cleanup (${label}) failed:`, err);
    }
  }
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

/** Listens on a free port of 127.0.0.1 and returns the base URL. */
async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: HOST, port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  return `http://${HOST}:${address.port}`;
}

function appConfig(dataDir: string): AppConfig {
  return {
    ...loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('base64url'),
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
    }),
    host: HOST,
    port: 0,
    loginRateLimitPerMinute: 10_000,
    webDist: path.join(dataDir, 'no-web-build'),
  };
}

/**
 * The ceiling of a database: a bare Fastify app (no plugins, no auth, no schemas) whose one
 * route reads one child by primary key through the same drizzle handle the app uses and
 * answers it as JSON. No app route can do less than this.
 */
async function startCeiling(
  handle: DbHandle,
  database: string,
  studentId: number,
): Promise<{ target: Target; close: () => Promise<void> }> {
  const bare = fastify({ logger: false });
  bare.get<{ Params: { id: string } }>('/student/:id', async (request) => {
    const [row] = await handle.db
      .select({
        id: students.id,
        name: students.name,
        classId: students.classId,
        birthday: students.birthday,
      })
      .from(students)
      .where(eq(students.id, Number(request.params.id)))
      .limit(1);
    return row ?? null;
  });
  const close = defer(`${database} ceiling app`, () => bare.close());
  const base = await listen(bare);
  const target = {
    name: 'GET /student/:id (bare Fastify, 1 SELECT by id)',
    database,
    url: `${base}/student/${studentId}`,
    ceiling: true,
  };
  const res = await fetch(target.url);
  if (!res.ok || !((await res.json()) as { id?: number } | null)?.id)
    throw new Error(`the ceiling route on ${database} answered ${res.status}`);
  return { target, close };
}

/** 小一班 (the demo's first class, 15 children with records) and one of its children. */
async function benchSubjects(handle: DbHandle) {
  const [klass] = await handle.db.select({ id: classes.id }).from(classes).where(eq(classes.name, '小一班'));
  if (!klass) throw new Error('the demo school has no 小一班');
  const [child] = await handle.db
    .select({ id: students.id })
    .from(students)
    .where(eq(students.classId, klass.id))
    .limit(1);
  if (!child) throw new Error('小一班 has no children');
  return { classId: klass.id, studentId: child.id };
}

/** Seeds the demo school, starts the real app, logs in as admin; returns the app's targets. */
async function startRealApp(
  handle: DbHandle,
  database: string,
  dataDir: string,
  classId: number,
): Promise<{ targets: Target[]; close: () => Promise<void> }> {
  const app = await buildApp({ config: appConfig(dataDir), handle, logger: false });
  const close = defer(`${database} app`, () => app.close());
  const base = await listen(app);

  const res = await fetch(`${base}/api/Login/JWTToken5.0`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'admin', pass: DEMO_PASSWORD }),
  });
  const body = (await res.json()) as { success?: boolean; msg?: string; response?: { token?: string } };
  const token = body.response?.token;
  if (!res.ok || !body.success || !token)
    throw new Error(`login on ${database} failed: ${res.status} ${body.msg}`);
  const headers = { authorization: `Bearer ${token}` };

  const targets: Target[] = [
    { name: 'GET /api/user/getInfoByToken', database, url: `${base}/api/user/getInfoByToken`, headers },
    {
      name: 'GET /api/permission/GetNavigationBar',
      database,
      url: `${base}/api/permission/GetNavigationBar`,
      headers,
    },
    {
      name: "GET GetStudentPage (a class's children, 20 a page)",
      database,
      url: `${base}/api/back/Student/GetStudentPage?ClassId=${classId}&PageIndex=1&PageSize=20`,
      headers,
    },
    {
      name: 'GET GetGrowthClassStudents (growth-record list)',
      database,
      url: `${base}/api/mgd/Eval_Growth/GetGrowthClassStudents?ClassId=${classId}`,
      headers,
    },
  ];
  for (const t of targets) {
    const r = await fetch(t.url, { headers });
    const b = (await r.json()) as { success?: boolean };
    if (!r.ok || !b.success) throw new Error(`${t.name} on ${database} answered ${r.status}`);
  }
  return { targets, close };
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

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** One row from a target's rounds: req/s over all of them, latency of the worst round. */
function rowOf(t: Target, results: Result[], elu: number[]): Row {
  const seconds = sum(results.map((r) => r.duration));
  const total = sum(results.map((r) => r.requests.total));
  const worst = (pick: (r: Result) => number) => Math.max(...results.map(pick));
  const statusCodes: Record<string, number> = {};
  for (const r of results)
    for (const [code, v] of Object.entries(r.statusCodeStats))
      statusCodes[code] = (statusCodes[code] ?? 0) + v.count;
  return {
    target: t.name,
    database: t.database,
    reqPerSec: total / seconds,
    p99Ms: worst((r) => r.latency.p99),
    non2xx: sum(results.map((r) => r.non2xx)),
    errors: sum(results.map((r) => r.errors)),
    timeouts: sum(results.map((r) => r.timeouts)),
    latency: {
      averageMs: sum(results.map((r) => r.latency.average * r.requests.total)) / Math.max(1, total),
      p50Ms: worst((r) => r.latency.p50),
      p90Ms: worst((r) => r.latency.p90),
      p99Ms: worst((r) => r.latency.p99),
      maxMs: worst((r) => r.latency.max),
    },
    requests: {
      average: total / seconds,
      stddev: 0,
      min: Math.min(...results.map((r) => r.requests.min)),
      max: worst((r) => r.requests.max),
      total,
      sent: sum(results.map((r) => r.requests.sent)),
    },
    throughputBytesPerSec: sum(results.map((r) => r.throughput.total)) / seconds,
    statusCodes,
    serverEventLoopUtilization: sum(elu) / elu.length,
    ceiling: t.ceiling ?? false,
    ofCeiling: null,
    perRoundReqPerSec: results.map((r) => r.requests.total / r.duration),
  };
}

function redact(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Connects to PostgreSQL and creates a fresh database; null (with a note) if unreachable. */
async function createPgDatabase(url: string): Promise<{ name: string; version: string } | { note: string }> {
  const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (err) {
    await admin.end().catch(() => {});
    return { note: `PostgreSQL not reachable at ${redact(url)} (${(err as Error).message}): rows skipped` };
  }
  try {
    const version = (await admin.query<{ v: string }>("SELECT current_setting('server_version') AS v"))
      .rows[0]!.v;
    const name = `kg_bench_${randomBytes(6).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${name}`);
    defer(`drop ${name}`, async () => {
      const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
      await c.connect();
      try {
        // pool.end() resolves before its connections are gone; a forced drop would then kill
        // them and the pool would emit an unhandled error. Wait for them (5 s at most).
        for (let i = 0; i < 50; i++) {
          const { rows } = await c.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
            [name],
          );
          if (rows[0]!.n === 0) break;
          await new Promise((r) => setTimeout(r, 100));
        }
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    });
    return { name, version };
  } finally {
    await admin.end();
  }
}

const loadText = (l: number[]) => l.map((x) => x.toFixed(2)).join(' / ');

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

const TARGET_SHARE = 0.5;

function table(): string {
  const lines = [
    '| target | database | req/s | p99 ms | of ceiling | non-2xx |',
    '| --- | --- | ---: | ---: | ---: | ---: |',
  ];
  for (const r of rows) {
    const share = r.ofCeiling === null ? (r.ceiling ? 'ceiling' : '-') : `${Math.round(r.ofCeiling * 100)}%`;
    lines.push(
      `| ${r.target} | ${r.database} | ${fmt(r.reqPerSec)} | ${fmt(r.p99Ms)} | ${share} | ${r.non2xx} |`,
    );
  }
  return lines.join('\n');
}

/** Issue 16's target: on PostgreSQL every app route at least half its ceiling. */
function verdicts(): string[] {
  return rows
    .filter((r) => r.database === 'PostgreSQL' && r.ofCeiling !== null)
    .map(
      (r) =>
        `${r.ofCeiling! >= TARGET_SHARE ? 'MET' : 'NOT MET'}: ${r.target} on PostgreSQL at ` +
        `${Math.round(r.ofCeiling! * 100)}% of the ceiling (target ${TARGET_SHARE * 100}%)`,
    );
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

  const verdictLines = verdicts();
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
    table(),
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

  console.log(`\n${table()}\n`);
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
