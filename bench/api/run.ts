/**
 * API load benchmark (not a test): requests/s and p99 latency of getInfoByToken and
 * GetNavigationBar on PGlite and on PostgreSQL, beside a bare Fastify route as the machine's
 * baseline, all in one run. Writes api/results.md and api/results.json.
 *
 *   npm run api -w @kg/bench                      # 50 connections, 10 s per target
 *   npm run api -w @kg/bench -- --duration 2 --connections 10
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
import { DEMO_PASSWORD, seedDemo } from '@kg/server/src/seed/demo';
import autocannon, { type Result } from 'autocannon';
import fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';

const WARMUP_SECONDS = 2;
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

type Target = { name: string; database: string; url: string; headers?: Record<string, string> };

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

/** Seeds the demo school, starts the real app, logs in as admin; returns the two targets. */
async function startRealApp(
  handle: DbHandle,
  database: string,
  dataDir: string,
): Promise<{ targets: Target[]; close: () => Promise<void> }> {
  await seedDemo(handle.db);
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

  const targets = [
    { name: 'GET /api/user/getInfoByToken', database, url: `${base}/api/user/getInfoByToken`, headers },
    {
      name: 'GET /api/permission/GetNavigationBar',
      database,
      url: `${base}/api/permission/GetNavigationBar`,
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

async function bench(t: Target) {
  if (interrupted) return;
  process.stdout.write(`${t.name} on ${t.database}: warm-up ${WARMUP_SECONDS} s, run ${duration} s ... `);
  await load(t, WARMUP_SECONDS);
  const elu = performance.eventLoopUtilization();
  const r = await load(t, duration);
  const serverEventLoopUtilization = performance.eventLoopUtilization(elu).utilization;
  const row: Row = {
    target: t.name,
    database: t.database,
    reqPerSec: r.requests.average,
    p99Ms: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    latency: {
      averageMs: r.latency.average,
      p50Ms: r.latency.p50,
      p90Ms: r.latency.p90,
      p99Ms: r.latency.p99,
      maxMs: r.latency.max,
    },
    requests: {
      average: r.requests.average,
      stddev: r.requests.stddev,
      min: r.requests.min,
      max: r.requests.max,
      total: r.requests.total,
      sent: r.requests.sent,
    },
    throughputBytesPerSec: r.throughput.average,
    statusCodes: Object.fromEntries(Object.entries(r.statusCodeStats).map(([k, v]) => [k, v.count])),
    serverEventLoopUtilization,
  };
  rows.push(row);
  console.log(
    `${Math.round(row.reqPerSec)} req/s, p99 ${row.p99Ms} ms, ` +
      `server event loop ${Math.round(serverEventLoopUtilization * 100)}% busy`,
  );
  if (row.non2xx > 0 || row.errors > 0 || row.timeouts > 0) {
    const w =
      `WARNING: ${t.name} on ${t.database}: ${row.non2xx} non-2xx, ${row.errors} errors, ` +
      `${row.timeouts} timeouts (status codes ${JSON.stringify(row.statusCodes)})`;
    warnings.push(w);
    console.warn(w);
  }
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

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

function table(): string {
  const lines = ['| target | database | req/s | p99 ms | non-2xx |', '| --- | --- | ---: | ---: | ---: |'];
  for (const r of rows) {
    lines.push(`| ${r.target} | ${r.database} | ${fmt(r.reqPerSec)} | ${fmt(r.p99Ms)} | ${r.non2xx} |`);
  }
  return lines.join('\n');
}

async function main() {
  const date = new Date().toISOString();
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
    const { targets, close } = await startRealApp(handle, 'PGlite', dataDir);
    for (const t of targets) await bench(t);
    await close();
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
      const { targets, close } = await startRealApp(handle, 'PostgreSQL', path.join(tmp, 'pg-data'));
      for (const t of targets) await bench(t);
      await close();
      await closePool();
    }
  }
  if (interrupted) return;

  const md = [
    '# API benchmark results',
    '',
    `- date: ${date}`,
    `- node: ${process.version} (${process.platform} ${process.arch})`,
    `- CPU: ${cpus.length} x ${cpuModel}`,
    `- PostgreSQL: ${pgVersion ? `${pgVersion} (${redact(pgUrl)})` : 'skipped'}`,
    `- load: autocannon, ${connections} connections, ${duration} s per target after a ${WARMUP_SECONDS} s warm-up; ` +
      'servers and load generator on the same machine (autocannon in a worker thread)',
    '- req/s is the average of per-second samples; p99 is the latency 99th percentile',
    '',
    table(),
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
    rows,
  };
  writeFileSync(path.join(here, 'results.md'), md);
  writeFileSync(path.join(here, 'results.json'), `${JSON.stringify(json, null, 2)}\n`);

  console.log(`\n${table()}\n`);
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
