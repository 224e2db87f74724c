import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { defer } from './cleanups';

export function redact(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Connects to PostgreSQL and creates a fresh database; null (with a note) if unreachable. */
export async function createPgDatabase(
  url: string,
): Promise<{ name: string; version: string } | { note: string }> {
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
