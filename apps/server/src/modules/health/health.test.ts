import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API } from '@kg/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { useHarness, useSecondInstance } from '../../../test/harness';
import { loadConfig } from '../../config';
import type { FileStore } from '../uploads/file-store';
import { notReady } from './readiness';

const h = useHarness({ instanceId: 'app-1' });
// An instance whose DATA_DIR is a file: its file store cannot be written.
const blocked = path.join(os.tmpdir(), `kg-not-a-dir-${process.pid}`);
const filesDown = useSecondInstance(h, () => {
  writeFileSync(blocked, 'a file where the data directory should be');
  return { instanceId: 'app-2', dataDir: blocked };
});

afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(() => rmSync(blocked, { force: true }));

const refusal = (reason: string, text: string, instance = 'app-1') => ({
  success: false,
  msg: `实例 ${instance} 未就绪：${text}`,
  code: `readiness.${reason}`,
  params: { instance },
  response: null,
});

describe('liveness and readiness of each instance (issue 21)', () => {
  it('health.check names the instance', async () => {
    const res = await h.call(API.health.check);
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toEqual({
      status: 'ok',
      database: expect.stringMatching(/^(pglite|postgres)$/),
      version: '0.1.0',
      instance: 'app-1',
    });
  });

  it('ready: 200 without a token when the database is migrated and the files can be written', async () => {
    const res = await h.call(API.health.ready);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      response: { status: 'ready', database: expect.any(String), version: '0.1.0', instance: 'app-1' },
    });
  });

  it('503 naming the instance while a migration of this build is not applied', async () => {
    const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    await h.db.execute(
      sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where created_at = ${newest}`,
    );
    try {
      const res = await h.call(API.health.ready);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(refusal('migrationsPending', '数据库迁移尚未全部执行'));
    } finally {
      await h.db.execute(
        sql`update drizzle.__drizzle_migrations set created_at = created_at + 1 where created_at = ${newest}`,
      );
    }
    expect((await h.call(API.health.ready)).statusCode).toBe(200);
  });

  it('503 when the database does not answer', async () => {
    vi.spyOn(h.db, 'execute').mockRejectedValueOnce(new Error('connection refused'));
    const res = await h.call(API.health.ready);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(refusal('databaseDown', '数据库无法连接'));
  });

  it('503 when the file store cannot be written; liveness still answers', async () => {
    const res = await filesDown.call(API.health.ready);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(refusal('filesDown', '文件存储无法访问', 'app-2'));
    expect((await filesDown.call(API.health.check)).json().response.instance).toBe('app-2');
  });

  it('a check that hangs counts as failed after the timeout', async () => {
    const hanging = { ready: () => new Promise<void>(() => {}) } as unknown as FileStore;
    const log = vi.fn();
    expect(await notReady(h.handle, hanging, log, 50)).toBe('filesDown');
    expect(log).toHaveBeenCalledWith('filesDown', expect.any(Error));
  });

  it('names an instance by host and process unless INSTANCE_ID is set', () => {
    const env = { DATA_DIR: '.tmp/unused', JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig(env).instanceId).toBe(`${os.hostname()}:${process.pid}`);
    expect(loadConfig({ ...env, INSTANCE_ID: 'web-a' }).instanceId).toBe('web-a');
  });
});
