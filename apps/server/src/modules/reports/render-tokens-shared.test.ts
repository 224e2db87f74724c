import { API, ReportKey } from '@kg/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryOf, testConfig, useHarness, useSecondInstance } from '../../../test/harness';
import { renderTokenRevocations, users } from '../../db/schema';
import type { Principal } from '../../lib/principal';
import { RenderSessions } from '../../pdf/render-sessions';
import { classIdIn } from '../students/test-support';
import { rosterWithPhoto } from './test-support';

/**
 * Issue 21: a render token issued by one app instance (the one that took the print) is checked
 * by another (where the print browser's requests land): signed, short lived, bound to one
 * report's values, its requester re-read from the database, revoked for every instance at once.
 */
const h = useHarness();
const instance2 = useSecondInstance(h);
const ROSTER = API.reports.classRoster;
let klass: number;
let photo: string;
let otherPhoto: string;

/** The print browser's request on instance 2: the roster with this query, or another url. */
const onSecond = (token: string, target: Record<string, unknown> | string = { ClassId: klass }) =>
  instance2.app.inject({
    method: 'GET',
    ...(typeof target === 'string' ? { url: target } : { url: ROSTER.path, query: queryOf(target) }),
    headers: { 'x-render-token': token },
  });

/** A token of the roster issued by instance 1 for a fresh session of `who`. */
async function rosterToken(who = 'admin'): Promise<{ token: string; principal: Principal; bearer: string }> {
  const bearer = await h.login(who);
  const principal = (await h.app.auth.principal(bearer))!;
  const token = await h.app.pdf.renders.issue({
    principal,
    report: ReportKey.classRoster,
    params: { ClassId: String(klass) },
  });
  return { token, principal, bearer };
}

beforeAll(async () => {
  ({ klass, photo, otherPhoto } = await rosterWithPhoto(h));
});

describe('render tokens across app instances', () => {
  it("instance 2 accepts instance 1's token for exactly its data call, and 403 for any other", async () => {
    const { token } = await rosterToken();
    const res = await onSecond(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().response.Class.Id).toBe(klass);
    const other = await classIdIn(h, '阳光幼儿园', '大一班');
    expect((await onSecond(token, { ClassId: other })).statusCode).toBe(403);
    expect((await onSecond(token, { ClassId: klass, PageSize: 9 })).statusCode).toBe(403);
    expect((await onSecond(token, API.students.page.path)).statusCode).toBe(403);
  });

  it("is refused (403) by another report's data call", async () => {
    const { token } = await rosterToken();
    const res = await onSecond(token, `${API.mealMenus.print.path}?WeekStart=2026-11-23`);
    expect(res.statusCode).toBe(403);
  });

  it("reads on instance 2 only the files the report's data names (loaded there, not carried)", async () => {
    const { token } = await rosterToken();
    const grant = (await instance2.app.pdf.renders.resolve(token))!;
    expect(await instance2.app.pdf.renders.mayRead(grant, photo)).toBe(true);
    expect(await instance2.app.pdf.renders.mayRead(grant, otherPhoto)).toBe(false);
    expect((await onSecond(token, `/files/${otherPhoto}`)).statusCode).toBe(404);
  });

  it('answers 401 to a tampered token, one signed with another secret, and an access token', async () => {
    const { token, principal, bearer } = await rosterToken();
    const [head, body, sig] = token.split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString());
    const other = await classIdIn(h, '阳光幼儿园', '大一班');
    const forged = Buffer.from(JSON.stringify({ ...claims, prm: { ClassId: String(other) } })).toString(
      'base64url',
    );
    expect((await onSecond(`${head}.${forged}.${sig}`, { ClassId: other })).statusCode).toBe(401);
    expect((await onSecond(`${head}.${body}.${sig}x`)).statusCode).toBe(401);
    const stranger = new RenderSessions({
      secret: 'another-secret-another-secret-0123456789',
      db: h.db,
      principal: (c) => h.app.auth.principalOf(c),
      filesOf: async () => new Set(),
    });
    const foreign = await stranger.issue({
      principal,
      report: ReportKey.classRoster,
      params: { ClassId: String(klass) },
    });
    expect((await onSecond(foreign)).statusCode).toBe(401);
    expect((await onSecond(bearer)).statusCode).toBe(401);
  });

  it('answers 401 once expired', async () => {
    const { principal } = await rosterToken();
    // The same secret, a clock three minutes behind: the token's two minutes are over.
    const late = new RenderSessions({
      secret: testConfig().jwtSecret,
      db: h.db,
      principal: (c) => h.app.auth.principalOf(c),
      filesOf: async () => new Set(),
      now: () => Date.now() - 180_000,
    });
    const token = await late.issue({
      principal,
      report: ReportKey.classRoster,
      params: { ClassId: String(klass) },
    });
    expect((await onSecond(token)).statusCode).toBe(401);
    expect(h.app.pdf.renders.ttlMs).toBe(120_000);
  });

  it('stops on every instance once revoked; the revocation is kept until the expiry, then swept', async () => {
    const stale = '00000000-0000-4000-8000-000000000001';
    await h.db.insert(renderTokenRevocations).values({ id: stale, expiresAt: new Date(Date.now() - 1000) });
    const { token } = await rosterToken();
    expect((await onSecond(token)).statusCode).toBe(200);
    await h.app.pdf.renders.revoke(token);
    expect((await onSecond(token)).statusCode).toBe(401);
    const rows = await h.db.select().from(renderTokenRevocations);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.expiresAt.getTime() > Date.now())).toBe(true);
    expect(rows.map((r) => r.id)).not.toContain(stale);
  });

  it('stops when its session is ended (logout)', async () => {
    const { token, bearer } = await rosterToken();
    expect((await onSecond(token)).statusCode).toBe(200);
    expect((await h.call(API.auth.logout, undefined, bearer)).statusCode).toBe(200);
    expect((await onSecond(token)).statusCode).toBe(401);
  });

  it("stops when its user is stopped, though the token's signature and time are good", async () => {
    const { token, principal } = await rosterToken();
    expect((await onSecond(token)).statusCode).toBe(200);
    await h.db.update(users).set({ status: 0 }).where(eq(users.id, principal.userId));
    try {
      expect((await onSecond(token)).statusCode).toBe(401);
    } finally {
      await h.db.update(users).set({ status: 1 }).where(eq(users.id, principal.userId));
    }
  });
});
