import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { PGLITE_OPTIONS } from '../src/db/pglite-options';
import { seedDemo } from '../src/seed/demo';
import { templateDbName, templateFile, testDatabaseUrl, withDatabase } from './database';

/**
 * Migrates and seeds one database per run (the demo school), which every test file then
 * clones: a PGlite data dump, or a PostgreSQL template database.
 */
export default async function setup(project: TestProject) {
  const url = testDatabaseUrl();
  if (url) {
    const TEMPLATE_DB = templateDbName(url);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    await admin.end();
    const handle = await openDatabase({ databaseUrl: withDatabase(url, TEMPLATE_DB) });
    await seedDemo(handle.db);
    await handle.close();
    project.provide('dbKind', 'postgres');
    return async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
      await c.end();
    };
  }
  const pglite = await PGlite.create(PGLITE_OPTIONS);
  const handle = await openDatabase({ pglite });
  await seedDemo(handle.db);
  const dump = await pglite.dumpDataDir('gzip');
  mkdirSync(path.dirname(templateFile), { recursive: true });
  writeFileSync(templateFile, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('dbKind', 'pglite');
}

declare module 'vitest' {
  export interface ProvidedContext {
    dbKind: 'pglite' | 'postgres';
  }
}
