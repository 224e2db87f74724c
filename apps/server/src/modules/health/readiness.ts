import type { READINESS_MESSAGES } from '@kg/contracts';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { type DbHandle, migrationsFolder } from '../../db/client';
import type { FileStore } from '../uploads/file-store';

/** A check that has not answered in this time counts as failed: a probe must not hang. */
export const READY_TIMEOUT_MS = 3000;

export type TNotReady = keyof typeof READINESS_MESSAGES;

/** The newest migration this build carries (drizzle applies those newer than the last applied). */
const newestMigration = Math.max(0, ...readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis));

async function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** True when the database holds every migration of this build (another instance may run them). */
async function migrated(handle: DbHandle): Promise<boolean> {
  const result = await handle.db.execute(
    sql`select coalesce(max(created_at), 0) as newest from drizzle.__drizzle_migrations`,
  );
  const [row] = (result as unknown as { rows: { newest: string | number }[] }).rows;
  return Number(row?.newest ?? 0) >= newestMigration;
}

/**
 * Why this instance cannot serve, or null when it can: the database answers, its migrations
 * are all applied, the file store can be written. The first failing check is the reason.
 */
export async function notReady(
  handle: DbHandle,
  store: FileStore,
  log: (reason: TNotReady, err?: unknown) => void,
  ms = READY_TIMEOUT_MS,
): Promise<TNotReady | null> {
  try {
    if (!(await within(migrated(handle), ms))) {
      log('migrationsPending');
      return 'migrationsPending';
    }
  } catch (err) {
    log('databaseDown', err);
    return 'databaseDown';
  }
  try {
    await within(store.ready(), ms);
  } catch (err) {
    log('filesDown', err);
    return 'filesDown';
  }
  return null;
}
