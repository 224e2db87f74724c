import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDataDirLock } from './lock';
import { PGLITE_OPTIONS } from './pglite-options';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction is used wherever a Db is, so repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type DbHandle = {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** PostgreSQL's address (the job queue opens its own pool on it); none for PGlite */
  url?: string;
  close: () => Promise<void>;
};

/** The drizzle-kit migrations this build carries (applied at open; readiness compares). */
export const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/** PostgreSQL when a URL is given, else embedded PGlite under the data directory. Migrates. */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
  /** an existing PGlite (tests clone a migrated one) */
  pglite?: PGlite;
  /** apply the migrations (default); off where a one-shot `npm run migrate` did it first */
  migrate?: boolean;
}): Promise<DbHandle> {
  const migrate = opts.migrate ?? true;
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection the server closes (a restart, a dropped test database) must not end
    // the process: the pool replaces it on the next query. Without a listener, pg rethrows.
    pool.on('error', (err) => console.warn(`[db] idle PostgreSQL connection closed: ${err.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    if (migrate) await migrateUnderLock(pool);
    return { db, driver: 'postgres', url: opts.databaseUrl, close: () => pool.end() };
  }
  let release = async () => {};
  let client = opts.pglite;
  if (!client) {
    if (!opts.dataDir) throw new Error('dataDir or databaseUrl is required');
    const unlock = acquireDataDirLock(opts.dataDir);
    release = async () => unlock();
    client = await PGlite.create(path.join(opts.dataDir, 'pglite'), PGLITE_OPTIONS);
  }
  const pglite = client;
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  if (migrate) await migratePglite(drizzlePglite(pglite), { migrationsFolder });
  return {
    db,
    driver: 'pglite',
    close: async () => {
      await pglite.close();
      await release();
    },
  };
}

/** Any fixed number: the advisory lock every KinderGrowth process takes to migrate. */
const MIGRATION_LOCK = 20_261_127;

/**
 * Several app instances and workers may start at once on one PostgreSQL: the first to take the
 * lock migrates, the others wait and then find nothing left to apply (drizzle's own journal).
 */
async function migrateUnderLock(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migratePg(drizzlePg(client), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}
