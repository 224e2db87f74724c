import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import journal from '../db/migrations/meta/_journal.json' with { type: 'json' };
import { PGLITE_OPTIONS } from '../db/pglite-options';
import { migrationLevelOf, type TMigrationLevel } from './manifest';

/** How many migrations this version of the server knows. */
export const CODE_MIGRATIONS = journal.entries.length;

type TQuery = (sql: string) => Promise<{ rows: Array<Record<string, unknown>> }>;

/** The database's migration level; 0 when drizzle never ran on it. */
export async function migrationLevel(query: TQuery): Promise<TMigrationLevel> {
  const exists = await query(`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`);
  if (!exists.rows[0]?.present) return { count: 0, last: '' };
  const { rows } = await query('SELECT created_at FROM drizzle.__drizzle_migrations');
  return migrationLevelOf(journal, rows as Array<{ created_at: unknown }>);
}

/**
 * Opens a PGlite data directory (replaying its WAL after a crash), writes every change into
 * the data files (CHECKPOINT) and closes it cleanly: the folder is then a consistent snapshot
 * as long as nobody else opens it. Answers its migration level.
 */
export async function settlePglite(dir: string): Promise<TMigrationLevel> {
  const db = await PGlite.create(dir, PGLITE_OPTIONS);
  try {
    await db.exec('CHECKPOINT');
    return await migrationLevel((sql) => db.query(sql));
  } finally {
    await db.close();
  }
}

/** Runs a statement set on a PostgreSQL database with one short-lived connection. */
export async function withPg<T>(url: string, work: (query: TQuery) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work((sql) => client.query(sql));
  } finally {
    await client.end();
  }
}

/** Tables, sequences or views outside the system schemas: a database that has any is not empty. */
export async function userRelationCount(query: TQuery): Promise<number> {
  const { rows } = await query(
    `SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname NOT IN ('pg_catalog', 'information_schema')
        AND n.nspname NOT LIKE 'pg_toast%' AND n.nspname NOT LIKE 'pg_temp%'`,
  );
  return Number(rows[0]?.n ?? 0);
}

const run = promisify(execFile);

/**
 * Runs a PostgreSQL client program (pg_dump, pg_restore); its stderr becomes the error's
 * message. A missing program gets a message that says what to install.
 */
export async function pgTool(
  program: 'pg_dump' | 'pg_restore',
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<string> {
  try {
    const { stdout } = await run(program, args, {
      maxBuffer: 16 * 1024 * 1024,
      env: { ...process.env, ...env },
    });
    return stdout;
  } catch (err) {
    const e = err as NodeJS.ErrnoException & { stderr?: string };
    if (e.code === 'ENOENT') {
      throw new Error(
        `找不到 ${program}: 请安装 postgresql-client (与服务器同一主版本)。\n` +
          `${program} not found: install postgresql-client (the server's major version) and put it on PATH.`,
      );
    }
    throw new Error(`${program} failed: ${(e.stderr || e.message).trim()}`);
  }
}

/**
 * The `--dbname` for a client program and its password apart (PGPASSWORD), so the password
 * never shows in the process list.
 */
export function pgConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { dbname: u.toString(), env: password ? { PGPASSWORD: password } : {} };
}
