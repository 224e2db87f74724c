/**
 * What the school scope costs (issue 15): a typical list query of one school three ways.
 *
 *   explicit  — today's hand-written `eq(students.schoolId, …)` filter
 *   scoped    — the same query through `scoped(db, schoolId)` (lib/scoped.ts): same SQL
 *   rls       — no filter in the query; a row-level-security policy on `school_id =
 *               current_setting('app.school_id')`, set per request in a transaction with
 *               `set_config(…, true)` and a non-owner role (the owner and superusers skip RLS)
 *
 * On PGlite (fresh temp directory) and, when reachable, PostgreSQL (BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres; a fresh database, dropped after). Each database
 * gets the demo school (seedDemo). Two measurements per variant:
 *
 *   sequential — one "request" at a time: the class's children in school, first page of 20
 *                (the 幼儿管理 list), `--iterations` times after a warm-up; mean and p99 in µs
 *   concurrent — `--requests` requests, `--concurrency` at a time, each request three
 *                queries (the class lookup, the page, the count) with a tick between them as a
 *                handler has; requests/s. With RLS each request is one transaction.
 *
 *   npx tsx bench/scope/run.ts [--iterations 2000] [--requests 2000] [--concurrency 10]
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { type DbHandle, type DbOrTx, openDatabase } from '@kg/server/src/db/client';
import { classes, grades, schools, students } from '@kg/server/src/db/schema';
import { scoped } from '@kg/server/src/lib/scoped';
import { seedDemo } from '@kg/server/src/seed/demo';
import { and, asc, eq, sql } from 'drizzle-orm';
import pg from 'pg';

const { values: args } = parseArgs({
  options: {
    iterations: { type: 'string', default: '2000' },
    requests: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '10' },
  },
});
const ITERATIONS = Number(args.iterations);
const REQUESTS = Number(args.requests);
const CONCURRENCY = Number(args.concurrency);
const WARMUP = Math.max(50, Math.round(ITERATIONS / 10));
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const here = import.meta.dirname;

type TVariant = 'explicit' | 'scoped' | 'rls';
const VARIANTS: TVariant[] = ['explicit', 'scoped', 'rls'];
type TRow = {
  database: string;
  variant: TVariant;
  meanUs: number;
  p99Us: number;
  reqPerSec: number;
};

const columns = {
  id: students.id,
  name: students.name,
  gender: students.gender,
  className: classes.name,
  gradeName: grades.name,
};

/** The three ways to read one page of a class's children. */
function pageQuery(db: DbOrTx, variant: TVariant, schoolId: number, classId: number) {
  const rest = and(eq(students.classId, classId), eq(students.status, 1));
  if (variant === 'scoped')
    return scoped(db, schoolId)
      .select(columns)
      .from(students)
      .innerJoin(classes, eq(classes.id, students.classId))
      .innerJoin(grades, eq(grades.id, classes.gradeId))
      .where(rest)
      .orderBy(asc(students.id))
      .limit(20);
  const where = variant === 'explicit' ? and(eq(students.schoolId, schoolId), rest) : rest;
  return db
    .select(columns)
    .from(students)
    .innerJoin(classes, eq(classes.id, students.classId))
    .innerJoin(grades, eq(grades.id, classes.gradeId))
    .where(where)
    .orderBy(asc(students.id))
    .limit(20);
}

function classQuery(db: DbOrTx, variant: TVariant, schoolId: number, classId: number) {
  if (variant === 'scoped')
    return scoped(db, schoolId).select({ id: classes.id }).from(classes).where(eq(classes.id, classId));
  const where =
    variant === 'explicit'
      ? and(eq(classes.schoolId, schoolId), eq(classes.id, classId))
      : eq(classes.id, classId);
  return db.select({ id: classes.id }).from(classes).where(where);
}

function countQuery(db: DbOrTx, variant: TVariant, schoolId: number, classId: number) {
  const rest = and(eq(students.classId, classId), eq(students.status, 1));
  const n = { n: sql<number>`count(*)::int` };
  if (variant === 'scoped') return scoped(db, schoolId).select(n).from(students).where(rest);
  return db
    .select(n)
    .from(students)
    .where(variant === 'explicit' ? and(eq(students.schoolId, schoolId), rest) : rest);
}

/** RLS: the request's school and role, for this transaction only. */
const enterSchool = (tx: DbOrTx, schoolId: number) =>
  tx.execute(
    sql`select set_config('app.school_id', ${String(schoolId)}, true), set_config('role', 'kg_scope', true)`,
  );

/** One request in the variant's form: `work` runs its queries on the db (or the transaction). */
async function request<T>(
  handle: DbHandle,
  variant: TVariant,
  schoolId: number,
  work: (db: DbOrTx) => Promise<T>,
) {
  if (variant !== 'rls') return work(handle.db);
  return handle.db.transaction(async (tx) => {
    await enterSchool(tx, schoolId);
    return work(tx);
  });
}

/** The policies RLS needs: on every table the queries read, keyed by the per-transaction setting. */
async function installRls(handle: DbHandle) {
  const db = handle.db;
  await db.execute(
    sql.raw(`do $$ begin create role kg_scope nologin; exception when duplicate_object then null; end $$`),
  );
  await db.execute(sql.raw('grant usage on schema public to kg_scope'));
  for (const table of ['students', 'classes', 'grades']) {
    await db.execute(sql.raw(`grant select on ${table} to kg_scope`));
    await db.execute(sql.raw(`alter table ${table} enable row level security`));
    await db.execute(
      sql.raw(
        `create policy ${table}_school on ${table} using (school_id = nullif(current_setting('app.school_id', true), '')::int)`,
      ),
    );
  }
}

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

async function measure(database: string, handle: DbHandle): Promise<TRow[]> {
  await seedDemo(handle.db);
  const [sun] = await handle.db
    .select({ id: schools.id })
    .from(schools)
    .where(eq(schools.name, '阳光幼儿园'));
  const [rainbow] = await handle.db
    .select({ id: schools.id })
    .from(schools)
    .where(eq(schools.name, '彩虹幼儿园'));
  const [klass] = await handle.db
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.schoolId, sun!.id), eq(classes.name, '小一班')));
  const schoolId = sun!.id;
  const classId = klass!.id;
  await installRls(handle);

  // The three forms answer the same rows; RLS as the other school sees none of them.
  const expected = JSON.stringify(await pageQuery(handle.db, 'explicit', schoolId, classId));
  for (const v of VARIANTS) {
    const got = JSON.stringify(
      await request(handle, v, schoolId, (db) => pageQuery(db, v, schoolId, classId)),
    );
    if (got !== expected) throw new Error(`${database} ${v}: a different answer`);
  }
  const leak = await request(handle, 'rls', rainbow!.id, (db) => pageQuery(db, 'rls', rainbow!.id, classId));
  if (leak.length) throw new Error(`${database} rls: another school's rows came back`);
  console.log(
    `${database}: ${JSON.parse(expected).length} rows per page, same answer in every form; RLS as 彩虹 sees 0`,
  );

  // Sequential: the variants take turns in rounds of 100, so a busy moment of the machine
  // (other work on the same cores) falls on all of them alike.
  const one = (variant: TVariant) =>
    request(handle, variant, schoolId, (db) => pageQuery(db, variant, schoolId, classId));
  for (const variant of VARIANTS) for (let i = 0; i < WARMUP; i++) await one(variant);
  const times = new Map<TVariant, number[]>(VARIANTS.map((v) => [v, []]));
  for (let done = 0; done < ITERATIONS; done += 100)
    for (const variant of VARIANTS)
      for (let i = 0; i < Math.min(100, ITERATIONS - done); i++) {
        const t0 = performance.now();
        await one(variant);
        times.get(variant)!.push(performance.now() - t0);
      }

  // Concurrent: requests of three queries, `CONCURRENCY` at a time; the variants take turns.
  const handler = (variant: TVariant) =>
    request(handle, variant, schoolId, async (db) => {
      await classQuery(db, variant, schoolId, classId);
      await tick();
      await pageQuery(db, variant, schoolId, classId);
      await tick();
      await countQuery(db, variant, schoolId, classId);
    });
  const seconds = new Map<TVariant, number>(VARIANTS.map((v) => [v, 0]));
  const ROUND = Math.max(CONCURRENCY, Math.round(REQUESTS / 5));
  for (let done = 0; done < REQUESTS; done += ROUND)
    for (const variant of VARIANTS) {
      let next = 0;
      const count = Math.min(ROUND, REQUESTS - done);
      const worker = async () => {
        while (next < count) {
          next++;
          await handler(variant);
        }
      };
      const t0 = performance.now();
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      seconds.set(variant, seconds.get(variant)! + (performance.now() - t0) / 1000);
    }

  const rows: TRow[] = [];
  for (const variant of VARIANTS) {
    const list = times.get(variant)!.sort((a, b) => a - b);
    const mean = list.reduce((a, b) => a + b, 0) / list.length;
    const p99 = list[Math.floor(list.length * 0.99)]!;
    const row = {
      database,
      variant,
      meanUs: mean * 1000,
      p99Us: p99 * 1000,
      reqPerSec: REQUESTS / seconds.get(variant)!,
    };
    console.log(
      `${database} ${variant}: ${row.meanUs.toFixed(0)} µs mean, ${row.p99Us.toFixed(0)} µs p99, ${row.reqPerSec.toFixed(0)} req/s`,
    );
    rows.push(row);
  }
  return rows;
}

async function withPglite(): Promise<TRow[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kg-bench-scope-'));
  const handle = await openDatabase({ dataDir: dir });
  try {
    return await measure('PGlite', handle);
  } finally {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function withPostgres(): Promise<{ rows: TRow[]; note?: string }> {
  const admin = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (err) {
    return { rows: [], note: `PostgreSQL not reachable (${(err as Error).message}): rows skipped` };
  }
  const name = `kg_bench_scope_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const u = new URL(PG_URL);
  u.pathname = `/${name}`;
  try {
    const handle = await openDatabase({ databaseUrl: u.toString() });
    try {
      return { rows: await measure('PostgreSQL', handle) };
    } finally {
      await handle.close();
    }
  } finally {
    // pool.end() resolves before its connections are gone: wait for them before the drop.
    for (let i = 0; i < 50; i++) {
      const { rows } = await admin.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
        [name],
      );
      if (rows[0]!.n === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

const pgliteRows = await withPglite();
const postgres = await withPostgres();
const all = [...pgliteRows, ...postgres.rows];

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const base = (r: TRow) => all.find((x) => x.database === r.database && x.variant === 'explicit')!;
const lines = [
  '| database   | variant  | page query mean µs | p99 µs | vs explicit | 3-query requests/s | vs explicit |',
  '| ---------- | -------- | -----------------: | -----: | ----------: | -----------------: | ----------: |',
  ...all.map(
    (r) =>
      `| ${r.database.padEnd(10)} | ${r.variant.padEnd(8)} | ${fmt(r.meanUs)} | ${fmt(r.p99Us)} | ${(r.meanUs / base(r).meanUs).toFixed(2)}× | ${fmt(r.reqPerSec)} | ${(r.reqPerSec / base(r).reqPerSec).toFixed(2)}× |`,
  ),
];
const head = `${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, load ${os.loadavg()[0]!.toFixed(1)}; ${ITERATIONS} sequential page queries, ${REQUESTS} requests × ${CONCURRENCY} concurrent`;
const out = [head, '', ...lines, ...(postgres.note ? ['', postgres.note] : [])].join('\n');
console.log(`\n${out}`);
writeFileSync(path.join(here, 'results.md'), `${out}\n`);
writeFileSync(
  path.join(here, 'results.json'),
  `${JSON.stringify({ head, rows: all, note: postgres.note }, null, 2)}\n`,
);
