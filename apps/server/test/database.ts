import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type DbHandle, openDatabase } from '../src/db/client';
import { PGLITE_OPTIONS } from '../src/db/pglite-options';

/** The migrated, seeded template: named after the run's database, so parallel runs never meet. */
export function templateDbName(url: string): string {
  const base = new URL(url).pathname.replace(/^\//, '') || 'postgres';
  return `${base.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}_kg_template`;
}
export const templateFile = path.resolve(import.meta.dirname, '../../../.tmp/test-template.tar.gz');

/** PostgreSQL for the API tests when TEST_DATABASE_URL (or DATABASE_URL) is set. */
export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined;
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** A fresh database holding the migrated demo school, for one test file. */
export async function cloneTemplate(): Promise<DbHandle> {
  const url = testDatabaseUrl();
  if (!url) {
    const blob = new Blob([readFileSync(templateFile)]);
    const pglite = await PGlite.create({ ...PGLITE_OPTIONS, loadDataDir: blob });
    return openDatabase({ pglite });
  }
  const name = `kg_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${templateDbName(url)}`);
  await admin.end();
  const handle = await openDatabase({ databaseUrl: withDatabase(url, name) });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
