import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';

const base = { DATA_DIR: '.tmp/unused', JWT_SECRET: 'test-secret-test-secret-test-secret-0123' };

describe('the job settings (issue 21)', () => {
  it('default to the in-process queue, a 30 s lease, 2 retries and migrating at start', () => {
    const config = loadConfig(base);
    expect(config.jobs).toEqual({ queue: 'in-process', leaseSeconds: 30, retryLimit: 2 });
    expect(config.migrateOnStart).toBe(true);
    expect(loadConfig({ ...base, MIGRATE_ON_START: '0' }).migrateOnStart).toBe(false);
  });

  it('put the queue in PostgreSQL only with its database and one shared secret', () => {
    const url = 'postgres://u@127.0.0.1:5432/kg';
    expect(() => loadConfig({ ...base, JOB_QUEUE: 'postgres' })).toThrow(
      'JOB_QUEUE=postgres needs DATABASE_URL: the queue lives in PostgreSQL',
    );
    expect(() => loadConfig({ DATA_DIR: '.tmp/unused', JOB_QUEUE: 'postgres', DATABASE_URL: url })).toThrow(
      'JOB_QUEUE=postgres needs JWT_SECRET, the same on every app instance and worker',
    );
    const config = loadConfig({ ...base, JOB_QUEUE: 'postgres', DATABASE_URL: url, JOB_LEASE_SECONDS: '12' });
    expect(config.jobs).toEqual({ queue: 'postgres', leaseSeconds: 12, retryLimit: 2 });
  });

  it('refuse a lease shorter than pg-boss can heartbeat, and an unknown queue', () => {
    expect(() => loadConfig({ ...base, JOB_LEASE_SECONDS: '5' })).toThrow();
    expect(() => loadConfig({ ...base, JOB_QUEUE: 'redis' })).toThrow();
  });
});
