import { API, AUTH_MESSAGES, codeOfMessage, HTTP_MESSAGES } from '@kg/contracts';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { useHarness } from '../../../test/harness';
import { persons, schools, sessions } from '../../db/schema';

const h = useHarness();

describe('password login (A21, A28, A29, D1)', () => {
  it('answers a token with expires_in and sets the HttpOnly cookie', async () => {
    const res = await h.call(API.auth.login, { name: 'admin', pass: 'Kinder@2026' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, msg: '登录成功' });
    expect(body.response.token).toMatch(/^ey/);
    expect(body.response.expires_in).toBe(7200);
    expect(body.response.refresh_expires_in).toBe(7 * 24 * 3600);
    expect(body.response.token_type).toBe('Bearer');
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain('kg_token=');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
  });

  it('POST /login is an alias', async () => {
    const res = await h.call(API.auth.loginLegacy, { name: 'admin', pass: 'Kinder@2026' });
    expect(res.json().success).toBe(true);
  });

  it('refuses credentials in a GET with 405 (D1)', async () => {
    const res = await h.get(`${API.auth.login.path}?name=admin&pass=Kinder@2026`);
    expect(res.statusCode).toBe(405);
    expect(res.json()).toEqual({ success: false, msg: HTTP_MESSAGES[405], code: 'http.405', response: null });
  });

  it('accepts the account name in any case and the phone number', async () => {
    expect((await h.call(API.auth.login, { name: 'ADMIN', pass: 'Kinder@2026' })).json().success).toBe(true);
    expect((await h.call(API.auth.login, { name: '13800000001', pass: 'Kinder@2026' })).json().success).toBe(
      true,
    );
  });

  it.each([
    [{ name: '', pass: 'x' }, AUTH_MESSAGES.accountRequired],
    [{ name: 'admin', pass: '' }, AUTH_MESSAGES.passwordRequired],
    [{ name: 'admin', pass: 'wrong-password' }, AUTH_MESSAGES.wrongCredentials],
    [{ name: 'nobody', pass: 'Kinder@2026' }, AUTH_MESSAGES.wrongCredentials],
  ])('refuses %o with its message', async (body, msg) => {
    const res = await h.call(API.auth.login, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, msg, code: codeOfMessage(msg)?.code, response: null });
  });

  it('refuses a disabled account and a school out of service', async () => {
    const { person } = await h.f.account({
      loginName: 'gone',
      identities: [{ schoolId: 1, roleCodes: ['teacher'] }],
    });
    await h.db.update(persons).set({ enabled: false }).where(eq(persons.id, person.id));
    expect((await h.call(API.auth.login, { name: 'gone', pass: 'Kinder@2026' })).json().msg).toBe(
      AUTH_MESSAGES.accountDisabled,
    );

    const school = await h.f.school({ name: '过期幼儿园', serviceUntil: '2020-01-01' });
    await h.f.account({
      loginName: 'expired',
      identities: [{ schoolId: school.id, roleCodes: ['teacher'] }],
    });
    expect((await h.call(API.auth.login, { name: 'expired', pass: 'Kinder@2026' })).json().msg).toBe(
      AUTH_MESSAGES.schoolDisabled,
    );
  });
});

describe('identity choice (A31, B06)', () => {
  it('asks to choose, lists identities with the same payload, then logs into the chosen school', async () => {
    const payload = { name: 'multi', pass: 'Kinder@2026' };
    const first = await h.call(API.auth.login, payload);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      success: false,
      msg: AUTH_MESSAGES.chooseIdentity,
      code: 'auth.chooseIdentity',
      response: null,
    });

    const list = (await h.call(API.auth.identities, payload)).json();
    expect(list.success).toBe(true);
    expect(list.response.map((i: { SchoolName: string }) => i.SchoolName).sort()).toEqual([
      '彩虹幼儿园',
      '阳光幼儿园',
    ]);
    const rainbow = list.response.find((i: { SchoolName: string }) => i.SchoolName === '彩虹幼儿园');
    expect(rainbow.IdentityName).toBe('园长');

    const token = (await h.call(API.auth.login, { ...payload, uID: rainbow.uID })).json().response.token;
    const info = (await h.call(API.auth.userInfo, undefined, token)).json().response;
    expect(info).toMatchObject({ uID: rainbow.uID, SchoolName: '彩虹幼儿园', UserIdentity: '1' });
  });

  it("refuses a uID that is not one of the person's identities", async () => {
    const res = await h.call(API.auth.login, { name: 'admin', pass: 'Kinder@2026', uID: 99999 });
    expect(res.json().msg).toBe(AUTH_MESSAGES.identityUnknown);
  });

  it('the identity list needs valid credentials too', async () => {
    const res = await h.call(API.auth.identities, { name: 'multi', pass: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(AUTH_MESSAGES.wrongCredentials);
  });
});

describe('getInfoByToken and the 401 rule (A29, A36, O05)', () => {
  it('answers the stored-user fields', async () => {
    const token = await h.login('teacher');
    const res = await h.call(API.auth.userInfo, undefined, token);
    expect(res.json().response).toEqual({
      uID: expect.any(Number),
      uLoginName: 'teacher',
      uRealName: '王丽',
      SchoolId: 1,
      SchoolName: '阳光幼儿园',
      ParentId: 0,
      UserIdentity: '2',
      RoleNames: ['教师'],
      LoginTitle: '智慧幼儿园物联网大数据平台',
      TimeZone: 'Asia/Shanghai',
    });
  });

  it('a district account carries ParentId -1 (B05)', async () => {
    const info = (await h.call(API.auth.userInfo, undefined, await h.login('district'))).json().response;
    expect(info.ParentId).toBe(-1);
  });

  it.each([
    ['no token', undefined],
    ['a malformed token', 'not-a-jwt'],
    ['a token signed with another key', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl'],
  ])('answers 401 with %s', async (_label, token) => {
    const res = await h.call(API.auth.userInfo, undefined, token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, msg: HTTP_MESSAGES[401], code: 'http.401', response: null });
  });

  it('the HttpOnly cookie alone does not authorize the API', async () => {
    const token = await h.login('admin');
    const res = await h.app.inject({
      method: 'GET',
      url: API.auth.userInfo.path,
      headers: { cookie: `kg_token=${token}` },
    });
    expect(res.statusCode).toBe(401);
  });
});

/** A token for the same session whose access time ran out a minute ago. */
async function expiredTokenFor(token: string) {
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sid: claims.sid, sch: claims.sch })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuer('kindergrowth')
    .setIssuedAt(now - 7300)
    .setExpirationTime(now - 60)
    .sign(new TextEncoder().encode('test-secret-test-secret-test-secret-0123'));
}

describe('RefreshToken (A39, DECISIONS 38)', () => {
  it('an expired access token answers 401, and refreshes within the window', async () => {
    const expired = await expiredTokenFor(await h.login('admin'));
    expect((await h.call(API.auth.userInfo, undefined, expired)).statusCode).toBe(401);
    const res = await h.call(API.auth.refresh, { token: expired });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().response;
    expect(fresh.expires_in).toBe(7200);
    expect(fresh.refresh_expires_in).toBeGreaterThan(0);
    expect((await h.call(API.auth.userInfo, undefined, fresh.token)).statusCode).toBe(200);
  });

  it('refuses once the refresh window has passed', async () => {
    const token = await h.login('admin');
    const sid = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid;
    await h.db
      .update(sessions)
      .set({ refreshUntil: sql`now() - interval '1 minute'` })
      .where(eq(sessions.id, sid));
    const res = await h.call(API.auth.refresh, { token });
    expect(res.statusCode).toBe(401);
    expect(res.json().msg).toBe(AUTH_MESSAGES.refreshExpired);
  });

  it('refuses a garbage token and requires the parameter', async () => {
    expect((await h.call(API.auth.refresh, { token: 'abc' })).statusCode).toBe(401);
    expect((await h.call(API.auth.refresh)).statusCode).toBe(400);
  });
});

describe('logout', () => {
  it('ends the session: the token and its refresh stop working at once', async () => {
    const token = await h.login('admin');
    const res = await h.call(API.auth.logout, undefined, token);
    expect(res.json()).toMatchObject({ success: true, msg: AUTH_MESSAGES.logoutOk });
    expect(String(res.headers['set-cookie'])).toContain('Max-Age=0');
    expect((await h.call(API.auth.userInfo, undefined, token)).statusCode).toBe(401);
    expect((await h.call(API.auth.refresh, { token })).statusCode).toBe(401);
  });

  it('other sessions of the same person stay', async () => {
    const a = await h.login('doctor');
    const b = await h.login('doctor');
    await h.call(API.auth.logout, undefined, a);
    expect((await h.call(API.auth.userInfo, undefined, b)).statusCode).toBe(200);
  });
});

describe('disabling', () => {
  it('a disabled school locks out its live tokens at once', async () => {
    const school = await h.f.school({ name: '临时幼儿园' });
    await h.f.account({ loginName: 'temp', identities: [{ schoolId: school.id, roleCodes: ['teacher'] }] });
    const token = await h.login('temp');
    await h.db.update(schools).set({ enabled: false }).where(eq(schools.id, school.id));
    expect((await h.call(API.auth.userInfo, undefined, token)).statusCode).toBe(401);
  });
});
