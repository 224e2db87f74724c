import { API, HTTP_MESSAGES } from '@kg/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useHarness, useSecondInstance } from '../../../test/harness';
import type { App } from '../../app';
import { rateLimits } from '../../db/schema';
import { countHit, sweepRateLimits } from '../../lib/rate-limit-store';

const limits = { loginPerMinute: 3, smsPerMinute: 2 };
const config = { loginRateLimitPerMinute: limits.loginPerMinute, smsRateLimitPerMinute: limits.smsPerMinute };
const h = useHarness(config);
const instance2 = useSecondInstance(h, config);

const loginOn = (app: App, pass: string) =>
  app.inject({ method: 'POST', url: API.auth.login.path, payload: { name: 'admin', pass, uID: 0 } });

/** Every window ends now: what a minute's wait does, without waiting. */
const endWindows = () => h.db.update(rateLimits).set({ resetAt: sql`now() - interval '1 second'` });

describe('login and SMS limits shared by app instances on one database', () => {
  it('counts attempts on both instances against one limit', async () => {
    const statuses = [];
    for (const app of [h.app, instance2.app, h.app]) statuses.push((await loginOn(app, 'bad')).statusCode);
    expect(statuses).toEqual([400, 400, 400]);
    const refused = await loginOn(instance2.app, 'Kinder@2026');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().msg).toBe(HTTP_MESSAGES[429]);
    expect((await loginOn(h.app, 'Kinder@2026')).statusCode).toBe(429);
  });

  it('lets the account in again once the window has ended', async () => {
    await endWindows();
    const res = await loginOn(instance2.app, 'Kinder@2026');
    expect(res.json().success).toBe(true);
  });

  it('counts SMS sends per address over both instances', async () => {
    const statuses = [];
    for (const [app, phone] of [
      [h.app, '13800000001'],
      [instance2.app, '13800000002'],
      [h.app, '13800000004'],
    ] as const)
      statuses.push(
        (await app.inject({ method: 'GET', url: API.auth.sendCode.path, query: { Phone: phone } }))
          .statusCode,
      );
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('gives concurrent hits on one key each their own count', async () => {
    const hits = await Promise.all(
      Array.from({ length: 20 }, () => countHit(h.db, 'test:concurrent', 60_000)),
    );
    expect(hits.map((x) => x.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect(hits.every((x) => x.ttlMs > 0 && x.ttlMs <= 60_000)).toBe(true);
  });

  it('sweeps the rows of ended windows and keeps the live ones', async () => {
    await endWindows();
    await loginOn(h.app, 'bad');
    await countHit(h.db, 'x'.repeat(300), 60_000);
    await sweepRateLimits(h.db);
    const keys = (await h.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key).sort();
    expect(keys).toEqual([
      'login-account:127.0.0.1|admin',
      'login-ip:127.0.0.1',
      expect.stringMatching(/^sha256:[0-9a-f]{64}$/),
    ]);
  });
});
