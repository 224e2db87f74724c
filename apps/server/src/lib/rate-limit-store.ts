import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';

/** Keys longer than the column (a very long account name) are counted by their digest. */
const KEY_MAX = 200;
function storedKey(key: string): string {
  return key.length <= KEY_MAX ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`;
}

/**
 * Counts one hit of a fixed window in the database and answers the window's count and the
 * milliseconds left. One statement, so concurrent hits from any number of app instances on one
 * database each see their own count (the row lock of ON CONFLICT serialises them). The window's
 * clock is the database's, so instances with skewed clocks still agree on when it resets.
 */
export async function countHit(
  db: Db,
  key: string,
  windowMs: number,
): Promise<{ count: number; ttlMs: number }> {
  const resetAt = sql`now() + make_interval(secs => ${windowMs / 1000})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key: storedKey(key), count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.resetAt} <= now() THEN 1 ELSE ${rateLimits.count} + 1 END`,
        resetAt: sql`CASE WHEN ${rateLimits.resetAt} <= now() THEN excluded.reset_at ELSE ${rateLimits.resetAt} END`,
      },
    })
    .returning({
      count: rateLimits.count,
      ttlMs: sql<number>`greatest(0, ceil(extract(epoch from ${rateLimits.resetAt} - now()) * 1000))::int`,
    });
  if (!row) throw new Error('rate limit: the upsert returned no row');
  return { count: row.count, ttlMs: Number(row.ttlMs) };
}

/** Removes the rows whose window has ended (indexed by reset_at, so cheap). */
export async function sweepRateLimits(db: Db): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now()`));
}

/**
 * @fastify/rate-limit's store on our database. The plugin keeps its windows, its limiter
 * functions and its answers; only where the counts live changes. Expired rows are swept at most
 * once a window by each instance, after answering a hit, so the table holds about one window's keys.
 */
export function databaseRateLimitStore(db: Db, sweepEveryMs = 60_000): FastifyRateLimitStoreCtor {
  let lastSweep = 0;
  class DatabaseStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      countHit(db, key, timeWindow).then(
        ({ count, ttlMs }) => {
          callback(null, { current: count, ttl: ttlMs });
          const now = Date.now();
          if (now - lastSweep < sweepEveryMs) return;
          lastSweep = now;
          // Housekeeping only: a failed sweep is retried a window later, never fails a login.
          sweepRateLimits(db).catch(() => {});
        },
        (err: Error) => callback(err),
      );
    }
    /** The limiters tell their keys apart by prefix: one table serves them all. */
    child(): FastifyRateLimitStore {
      return this;
    }
  }
  return DatabaseStore;
}
