/**
 * Issue 21's acceptance run: KinderGrowth scaled out on loopback. PostgreSQL (the machine's,
 * a database of its own), an S3-compatible server (s3rver), 2 app instances and 2 print
 * workers, all started as production starts them (the compiled entries, JOB_QUEUE=postgres).
 *
 * 1. A photo uploaded through instance 1 is read through instance 2.
 * 2. A batch of N rosters (default 60) started on instance 2; one worker is killed with SIGKILL
 *    when half are done. Every report is printed, each PDF is in the bucket, the merged file holds
 *    each report once, and progress read on both instances moved.
 * 3. Wrong-password logins alternating between the instances hit one shared limit.
 *
 * Usage: npm run build && npm run bench:scale [-- --reports 60 --lease 10]
 * Writes scale/results.md and scale/results.json; exits 1 when a check fails.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { API, REPORT_ROUTES, type TBatchProgress } from '@kg/contracts';
import { PDFDocument } from 'pdf-lib';
import pg from 'pg';
import { startS3Server } from '../../apps/server/test/s3-server-start';

const here = import.meta.dirname;
const repoRoot = path.resolve(here, '../..');
const dist = path.join(repoRoot, 'apps/server/dist');
const { values: args } = parseArgs({
  options: {
    reports: { type: 'string', default: '60' },
    lease: { type: 'string', default: '10' },
    'pg-url': {
      type: 'string',
      default: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
  },
});
const REPORTS = Number(args.reports);
const LEASE = Number(args.lease);
const LOGIN_LIMIT = 10;

const checks: { what: string; ok: boolean; detail: string }[] = [];
function check(what: string, ok: boolean, detail = '') {
  checks.push({ what, ok, detail });
  console.log(`${ok ? '✓' : '✗'} ${what}${detail ? ` (${detail})` : ''}`);
}
const seconds = (ms: number) => Math.round(ms / 100) / 10;

type Proc = { name: string; child: ChildProcess; exited: Promise<unknown> };
const procs: Proc[] = [];
const logDir = mkdtempSync(path.join(os.tmpdir(), 'kg-bench-scale-'));

function spawnEntry(name: string, entry: string, env: Record<string, string>): Proc {
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

async function waitReady(base: string, proc: Proc, timeoutMs = 180_000) {
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

async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

async function call(
  base: string,
  endpoint: { method: string; path: string },
  body?: unknown,
  token?: string,
) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (endpoint.method === 'GET') {
    const q = new URLSearchParams(Object.entries((body ?? {}) as Record<string, string>)).toString();
    return fetch(`${base}${endpoint.path}${q ? `?${q}` : ''}`, { headers });
  }
  return fetch(`${base}${endpoint.path}`, {
    method: endpoint.method,
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
}

async function login(base: string, name: string, pass = 'Kinder@2026') {
  const res = await call(base, API.auth.login, { name, pass, uID: 0 });
  const json = (await res.json()) as { success: boolean; response: { token: string }; msg: string };
  if (!json.success) throw new Error(`login ${name} on ${base}: ${json.msg}`);
  return json.response.token;
}

type TItem = { query: { ClassId: number }; name: string };

/**
 * Follows a batch until done: each turn reads its progress (from whichever instance `read`
 * asks) and shows it to `seen`; fails after 15 minutes.
 */
async function untilBatchDone(
  read: (turn: number) => Promise<TBatchProgress>,
  seen: (p: TBatchProgress, turn: number) => void = () => {},
): Promise<TBatchProgress> {
  const started = performance.now();
  for (let turn = 0; ; turn++) {
    const p = await read(turn);
    seen(p, turn);
    if (p.Status === 'done') return p;
    if (performance.now() - started > 15 * 60_000) throw new Error('the batch did not finish in 15 minutes');
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function startRosters(base: string, token: string, name: string, items: TItem[]): Promise<string> {
  const res = await call(base, API.pdf.startBatch, { route: REPORT_ROUTES.classRoster, name, items }, token);
  const json = (await res.json()) as { success: boolean; response: string; msg: string };
  if (!json.success) throw new Error(`StartBatch on ${base}: ${json.msg}`);
  return json.response;
}

async function progressOf(base: string, token: string, jobId: string): Promise<TBatchProgress> {
  const res = await call(base, API.pdf.batchProgress, { jobId }, token);
  return ((await res.json()) as { response: TBatchProgress }).response;
}

/** The demo school's classes, repeated to `n` rosters with distinct file names (so none comes from the print cache). */
function rosterItems(classRows: { id: number; name: string }[], n: number): TItem[] {
  return Array.from({ length: n }, (_, i) => {
    const c = classRows[i % classRows.length]!;
    return { query: { ClassId: c.id }, name: `${String(i + 1).padStart(2, '0')}_${c.name}_幼儿名册.pdf` };
  });
}

/**
 * The baseline: the embedded default (one process, PGlite, files on disk, the in-process queue)
 * printing the same batch with as many print pages as the two workers have together.
 */
async function embeddedBaseline(): Promise<number> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const app = spawnEntry('embedded', 'main.js', {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(logDir, 'embedded'),
    DATABASE_URL: '',
    JOB_QUEUE: 'in-process',
    PDF_CONCURRENCY: '4',
    LOG_LEVEL: 'warn',
  });
  try {
    await waitReady(base, app);
    const token = await login(base, 'admin');
    const classes = (await (await call(base, API.classes.select, {}, token)).json()) as {
      response: { Id: number; Name: string }[];
    };
    // 全园 (not a class) comes first for an administrator.
    const items = rosterItems(
      classes.response.filter((c) => c.Id > 0).map((c) => ({ id: c.Id, name: c.Name })),
      REPORTS,
    );
    const t = performance.now();
    const jobId = await startRosters(base, token, 'baseline', items);
    const p = await untilBatchDone(() => progressOf(base, token, jobId));
    if (p.Done !== REPORTS || p.Failed !== 0) throw new Error(`baseline batch: ${JSON.stringify(p)}`);
    return performance.now() - t;
  } finally {
    app.child.kill('SIGTERM');
    await app.exited;
  }
}

async function main() {
  if (
    !existsSync(path.join(dist, 'worker.js')) ||
    !existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))
  )
    throw new Error('build first: npm run build');
  const t0 = performance.now();
  const admin = new pg.Client({ connectionString: args['pg-url'] });
  await admin.connect();
  const dbName = `kg_bench_scale_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${dbName}`);
  const dbUrl = new URL(args['pg-url']!);
  dbUrl.pathname = `/${dbName}`;
  const s3 = await startS3Server();
  // s3rver's one account, as the test server's config names it.
  const credentials = s3.config.credentials ?? { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const db = new pg.Client({ connectionString: dbUrl.toString() });

  const [port1, port2] = [await freePort(), await freePort()];
  const base1 = `http://127.0.0.1:${port1}`;
  const base2 = `http://127.0.0.1:${port2}`;
  const shared = {
    DATABASE_URL: dbUrl.toString(),
    JOB_QUEUE: 'postgres',
    JOB_LEASE_SECONDS: String(LEASE),
    JWT_SECRET: 'bench-scale-secret-bench-scale-secret-0123',
    S3_ENDPOINT: s3.config.endpoint ?? '',
    S3_BUCKET: s3.config.bucket,
    S3_REGION: s3.config.region,
    S3_ACCESS_KEY_ID: credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
    LOGIN_RATE_LIMIT_PER_MINUTE: String(LOGIN_LIMIT),
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    DATA_DIR: path.join(logDir, 'data'),
  };
  const times: Record<string, number> = {};
  try {
    console.log(`baseline: the embedded default prints ${REPORTS} rosters…`);
    times.baselineBatchMs = await embeddedBaseline();
    // Migrations once, then instance 1 seeds the demo school; instance 2 and the workers join it.
    let t = performance.now();
    const migrate = spawnEntry('migrate', 'ops/migrate-cli.js', shared);
    await migrate.exited;
    check('npm run migrate applies the migrations once and exits 0', migrate.child.exitCode === 0);
    times.migrateMs = performance.now() - t;
    t = performance.now();
    const app1 = spawnEntry('app1', 'main.js', {
      ...shared,
      PORT: String(port1),
      INSTANCE_ID: 'app1',
      MIGRATE_ON_START: 'false',
    });
    times.app1ReadyMs = await waitReady(base1, app1);
    const app2 = spawnEntry('app2', 'main.js', {
      ...shared,
      PORT: String(port2),
      INSTANCE_ID: 'app2',
      SEED_DEMO: '0',
      MIGRATE_ON_START: 'false',
    });
    times.app2ReadyMs = await waitReady(base2, app2);
    const workerEnv = (n: 'a' | 'b', origin: string) => ({
      ...shared,
      INSTANCE_ID: `worker-${n}`,
      PDF_RENDER_ORIGIN: origin,
      PDF_CONCURRENCY: '2',
      MIGRATE_ON_START: 'false',
    });
    // Each worker's print browser opens its pages at a different instance: either can check the token.
    const workerA = spawnEntry('worker-a', 'worker.js', workerEnv('a', base1));
    const workerB = spawnEntry('worker-b', 'worker.js', workerEnv('b', base2));
    times.startupMs = performance.now() - t;
    await db.connect();

    // 1. Files: one bucket behind both instances.
    const token1 = await login(base1, 'admin');
    const token2 = await login(base2, 'admin');
    const png = await (await import('sharp'))
      .default({
        create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 80, b: 40 } },
      })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'bench.png');
    const up = await fetch(`${base1}${API.uploads.image.path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token1}` },
      body: form,
    });
    const upJson = (await up.json()) as { response: string };
    const read = await fetch(`${base2}${upJson.response}`, {
      headers: { authorization: `Bearer ${token2}` },
    });
    const readBytes = Buffer.from(await read.arrayBuffer());
    const [{ storage_key: photoKey }] = (
      await db.query('SELECT storage_key FROM stored_files WHERE id = $1', [upJson.response.split('/').pop()])
    ).rows;
    const client = new S3Client({
      endpoint: s3.config.endpoint,
      region: s3.config.region,
      credentials,
      forcePathStyle: true,
    });
    const inBucket = async (key: string) => {
      try {
        await client.send(new HeadObjectCommand({ Bucket: s3.config.bucket, Key: key }));
        return true;
      } catch {
        return false;
      }
    };
    check(
      'a photo uploaded through instance 1 is read through instance 2, from the bucket',
      read.status === 200 &&
        readBytes.length > 0 &&
        (await inBucket(photoKey)) &&
        !existsSync(path.join(shared.DATA_DIR, 'files')),
      `${read.status}, ${readBytes.length} bytes`,
    );

    // 2. The batch, started on instance 2.
    const { rows: classRows } = await db.query(
      `SELECT c.id, c.name FROM classes c JOIN schools s ON s.id = c.school_id WHERE s.name = '阳光幼儿园' ORDER BY c.id`,
    );
    const items = rosterItems(classRows, REPORTS);
    t = performance.now();
    const jobId = await startRosters(base2, token2, '阳光幼儿园_名册批量', items);
    times.enqueueMs = performance.now() - t;
    const seen: Record<'app1' | 'app2', number[]> = { app1: [], app2: [] };
    let killedAt: number | undefined;
    let doneAtKill = 0;
    const final = await untilBatchDone(
      (turn) => (turn % 2 === 0 ? progressOf(base1, token1, jobId) : progressOf(base2, token2, jobId)),
      (p, turn) => {
        seen[turn % 2 === 0 ? 'app1' : 'app2'].push(p.Done);
        if (killedAt === undefined && p.Done >= REPORTS / 2) {
          workerA.child.kill('SIGKILL');
          killedAt = performance.now();
          doneAtKill = p.Done;
          console.log(`  SIGKILL worker-a at ${p.Done}/${p.Total}`);
        }
      },
    );
    times.batchMs = performance.now() - t;
    times.afterKillMs = killedAt ? performance.now() - killedAt : 0;
    check(
      'worker-a was killed with SIGKILL halfway',
      killedAt !== undefined && workerA.child.signalCode === 'SIGKILL',
      `at ${doneAtKill}/${REPORTS}`,
    );
    check(
      `all ${REPORTS} reports printed, none failed`,
      final.Done === REPORTS && final.Failed === 0,
      JSON.stringify(final.Failures),
    );
    const moved = (xs: number[]) => new Set(xs).size;
    check(
      'progress moved on both instances',
      moved(seen.app1) > 2 && moved(seen.app2) > 2,
      `distinct Done values: app1 ${moved(seen.app1)}, app2 ${moved(seen.app2)}`,
    );

    const { rows: itemRows } = await db.query(
      `SELECT i.seq, i.done_by, f.id, f.storage_key FROM pdf_job_items i JOIN stored_files f ON f.id = i.file_id
       WHERE i.job_id = $1 ORDER BY i.seq`,
      [jobId],
    );
    const byWorker: Record<string, number> = {};
    for (const r of itemRows) byWorker[r.done_by] = (byWorker[r.done_by] ?? 0) + 1;
    let missing = 0;
    let pages = 0;
    for (const r of itemRows) {
      if (!(await inBucket(r.storage_key))) missing++;
      const res = await fetch(`${base1}/files/${r.id}`, { headers: { authorization: `Bearer ${token1}` } });
      pages += (await PDFDocument.load(await res.arrayBuffer())).getPageCount();
    }
    check(
      `all ${REPORTS} PDFs are in the object store, one file per report`,
      itemRows.length === REPORTS && new Set(itemRows.map((r) => r.id)).size === REPORTS && missing === 0,
      `${itemRows.length} items, ${missing} missing; printed by ${JSON.stringify(byWorker)}`,
    );
    const mergedUrl = (
      (await (await call(base1, API.pdf.batchResult, { jobId, format: 'merged' }, token1)).json()) as {
        response: string;
      }
    ).response;
    const merged = await fetch(`${base1}${mergedUrl}`, { headers: { authorization: `Bearer ${token1}` } });
    const mergedPages = (await PDFDocument.load(await merged.arrayBuffer())).getPageCount();
    const { rows: mergedRows } = await db.query(
      `SELECT f.storage_key FROM pdf_jobs j JOIN stored_files f ON f.id = j.merged_file_id WHERE j.id = $1`,
      [jobId],
    );
    check(
      'the merged file holds each report once',
      mergedPages === pages && mergedRows.length === 1 && (await inBucket(mergedRows[0].storage_key)),
      `${mergedPages} pages merged = ${pages} pages in the ${REPORTS} reports`,
    );
    const { rows: queueRows } = await db.query(
      `SELECT state, retry_count, count(*)::int AS n FROM pgboss.job
       WHERE name = 'print-report' GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    const retried = queueRows.filter((r) => r.retry_count > 0).reduce((n, r) => n + r.n, 0);
    check(
      'the killed worker’s reports were taken over after its lease',
      retried >= 1 && queueRows.every((r) => r.state === 'completed'),
      queueRows.map((r) => `${r.n} ${r.state} after ${r.retry_count} retries`).join(', '),
    );

    // The same batch again with worker-a started anew: both workers, no kill.
    const workerA2 = spawnEntry('worker-a2', 'worker.js', workerEnv('a', base1));
    t = performance.now();
    const againId = await startRosters(
      base1,
      token1,
      '阳光幼儿园_名册批量_2',
      rosterItems(classRows, REPORTS).map((it) => ({ ...it, name: `b_${it.name}` })),
    );
    const second = await untilBatchDone(() => progressOf(base2, token2, againId));
    times.secondBatchMs = performance.now() - t;
    const { rows: secondBy } = await db.query(
      'SELECT done_by, count(*)::int AS n FROM pdf_job_items WHERE job_id = $1 GROUP BY 1 ORDER BY 1',
      [againId],
    );
    const secondByWorker = Object.fromEntries(secondBy.map((r) => [r.done_by, r.n]));
    check(
      `a restarted worker joins: a second batch of ${REPORTS} completes on both workers`,
      second.Done === REPORTS && second.Failed === 0 && Object.keys(secondByWorker).length === 2,
      JSON.stringify(secondByWorker),
    );
    void workerA2;

    // 3. One login limit across both instances (per account: LOGIN_RATE_LIMIT_PER_MINUTE).
    const answers: number[] = [];
    for (let i = 0; i < LOGIN_LIMIT + 2; i++) {
      const res = await call(i % 2 === 0 ? base1 : base2, API.auth.login, {
        name: 'teacher',
        pass: 'wrong-password',
        uID: 0,
      });
      answers.push(res.status);
    }
    check(
      `wrong logins alternating between the instances hit one limit of ${LOGIN_LIMIT}`,
      answers.slice(0, LOGIN_LIMIT).every((s) => s !== 429) &&
        answers.slice(LOGIN_LIMIT).every((s) => s === 429),
      answers.join(' '),
    );
    void workerB;
    times.totalMs = performance.now() - t0;

    const rows = [
      ['migrate (npm run migrate, empty database)', times.migrateMs],
      ['app1 ready (seeds the demo school into PostgreSQL + bucket)', times.app1ReadyMs],
      ['app2 ready', times.app2ReadyMs],
      [`batch of ${REPORTS} rosters: StartBatch answered`, times.enqueueMs],
      [`batch of ${REPORTS} rosters: start to done`, times.batchMs],
      [
        `baseline: the same batch in the embedded default (one process, 4 print pages, no kill)`,
        times.baselineBatchMs,
      ],
      ['from the SIGKILL to done', times.afterKillMs],
      ['whole run', times.totalMs],
    ] as const;
    const md = [
      '# Scale-out bench (issue 21)',
      '',
      `Run ${new Date().toISOString()} on ${os.cpus().length} cores, Node ${process.version}. PostgreSQL on loopback,`,
      `s3rver, 2 app instances and 2 print workers (PDF_CONCURRENCY=2 each), JOB_LEASE_SECONDS=${LEASE}.`,
      '',
      '| step | seconds |',
      '| --- | ---: |',
      ...rows.map(([what, ms]) => `| ${what} | ${seconds(ms)} |`),
      '',
      `Reports per second: ${(REPORTS / (times.batchMs / 1000)).toFixed(2)} with the kill (printed by ${JSON.stringify(byWorker)}), ` +
        `${(REPORTS / (times.secondBatchMs / 1000)).toFixed(2)} without (printed by ${JSON.stringify(secondByWorker)}), ` +
        `${(REPORTS / (times.baselineBatchMs / 1000)).toFixed(2)} in the embedded default.`,
      '',
      '| check | result | detail |',
      '| --- | --- | --- |',
      ...checks.map((c) => `| ${c.what} | ${c.ok ? 'pass' : 'FAIL'} | ${c.detail.replace(/\|/g, '/')} |`),
      '',
    ].join('\n');
    writeFileSync(path.join(here, 'results.md'), md);
    writeFileSync(
      path.join(here, 'results.json'),
      `${JSON.stringify({ reports: REPORTS, leaseSeconds: LEASE, times, byWorker, secondByWorker, checks }, null, 2)}\n`,
    );
    console.log(`\n${md}`);
  } finally {
    for (const p of procs)
      if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGTERM');
    await Promise.all(procs.map((p) => Promise.race([p.exited, new Promise((r) => setTimeout(r, 20_000))])));
    await db.end().catch(() => {});
    await s3.close();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
    console.log(`logs: ${logDir}`);
  }
  if (checks.some((c) => !c.ok)) process.exit(1);
}

await main();
