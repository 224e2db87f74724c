import { API, AUTH_MESSAGES, HTTP_MESSAGES } from '@kg/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useHarness } from '../../../test/harness';
import { smsCodes } from '../../db/schema';

const h = useHarness();

const send = (phone: string, purpose = 'login') =>
  h.call(API.auth.sendCode, { Phone: phone, Purpose: purpose });
const codeOf = async (phone: string, purpose = 'login') =>
  (await h.call(API.auth.testSmsCode, { Phone: phone, Purpose: purpose })).json().response.code as string;
/** Moves the latest code's send time back, as if the 60 s had passed. */
const age = (phone: string, seconds = 61) =>
  h.db
    .update(smsCodes)
    .set({ createdAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(eq(smsCodes.phone, phone));
const smsLogin = (phone: string, code: string, uID = 0) =>
  h.call(API.auth.login, { name: phone, Code: code, Type: 0, uID });

describe('sending a code (A23-A27)', () => {
  it.each([
    ['', AUTH_MESSAGES.phoneRequired],
    ['12345678901', AUTH_MESSAGES.phoneInvalid],
    ['1380000000', AUTH_MESSAGES.phoneInvalid],
    ['13900001111', AUTH_MESSAGES.phoneNotBound],
  ])('refuses phone %j with its message', async (phone, msg) => {
    const res = await send(phone);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(msg);
  });

  it('sends a 6-digit code once per 60 s', async () => {
    const res = await send('13800000004');
    expect(res.json()).toEqual({ success: true, msg: AUTH_MESSAGES.sent, response: null });
    expect(await codeOf('13800000004')).toMatch(/^\d{6}$/);
    const again = await send('13800000004');
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe(AUTH_MESSAGES.resendTooSoon);
    await age('13800000004');
    expect((await send('13800000004')).statusCode).toBe(200);
  });

  it('stops at 10 codes per phone and day, whatever the purpose', async () => {
    const phone = '13800000006';
    const rows = Array.from({ length: 10 }, (_, i) => ({
      phone,
      purpose: i % 2 ? 'login' : 'reset',
      codeHash: 'x',
      expiresAt: new Date(Date.now() - 1000),
      createdAt: new Date(Date.now() - (i + 2) * 60_000),
    }));
    await h.db.insert(smsCodes).values(rows);
    const res = await send(phone);
    expect(res.statusCode).toBe(429);
    expect(res.json().msg).toBe(HTTP_MESSAGES[429]);
  });

  it('stores only a hash of the code', async () => {
    await send('13800000011');
    const code = await codeOf('13800000011');
    const rows = await h.db.select().from(smsCodes).where(eq(smsCodes.phone, '13800000011'));
    expect(rows.every((r) => !r.codeHash.includes(code))).toBe(true);
  });
});

describe('SMS login (A22, DECISIONS 11)', () => {
  it('logs in with phone and code, and the code works only once', async () => {
    await send('13800000001');
    const code = await codeOf('13800000001');
    const res = await smsLogin('13800000001', code);
    expect(res.json().success).toBe(true);
    const info = (await h.call(API.auth.userInfo, undefined, res.json().response.token)).json().response;
    expect(info.uLoginName).toBe('admin');
    const reuse = await smsLogin('13800000001', code);
    expect(reuse.json().msg).toBe(AUTH_MESSAGES.codeExpired);
  });

  it.each([
    ['', AUTH_MESSAGES.codeRequired],
    ['12345', AUTH_MESSAGES.codeInvalid],
    ['abcdef', AUTH_MESSAGES.codeInvalid],
  ])('refuses code %j with its message', async (code, msg) => {
    const res = await smsLogin('13800000002', code);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(msg);
  });

  it('needs the phone as well', async () => {
    expect((await smsLogin('', '123456')).json().msg).toBe(AUTH_MESSAGES.phoneRequired);
  });

  it('locks the code after 5 wrong tries, even for the right code then', async () => {
    await send('13800000002');
    const code = await codeOf('13800000002');
    const wrong = code === '000000' ? '111111' : '000000';
    const messages = [];
    for (let i = 0; i < 5; i++) messages.push((await smsLogin('13800000002', wrong)).json().msg);
    expect(messages.slice(0, 4)).toEqual(Array(4).fill(AUTH_MESSAGES.codeWrong));
    expect(messages[4]).toBe(AUTH_MESSAGES.codeLocked);
    expect((await smsLogin('13800000002', code)).json().msg).toBe(AUTH_MESSAGES.codeLocked);
  });

  it('a code expires after 5 minutes', async () => {
    await send('13800000005');
    const code = await codeOf('13800000005');
    await h.db
      .update(smsCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(and(eq(smsCodes.phone, '13800000005'), eq(smsCodes.purpose, 'login')));
    expect((await smsLogin('13800000005', code)).json().msg).toBe(AUTH_MESSAGES.codeExpired);
  });

  it('keeps the code through the identity choice and uses it on the final login', async () => {
    await send('13800000003');
    const code = await codeOf('13800000003');
    expect((await smsLogin('13800000003', code)).json()).toMatchObject({
      success: false,
      msg: AUTH_MESSAGES.chooseIdentity,
    });
    const list = (await h.call(API.auth.identities, { name: '13800000003', Code: code, Type: 0 })).json();
    expect(list.response).toHaveLength(2);
    const done = await smsLogin('13800000003', code, list.response[0].uID);
    expect(done.json().success).toBe(true);
    expect((await smsLogin('13800000003', code, list.response[0].uID)).json().msg).toBe(
      AUTH_MESSAGES.codeExpired,
    );
  });
});

describe('find password', () => {
  it('sets a new password with a reset code and ends old sessions', async () => {
    const old = await h.login('doctor');
    await send('13800000004', 'reset');
    const code = await codeOf('13800000004', 'reset');
    const weak = await h.call(API.auth.findPassword, {
      Phone: '13800000004',
      Code: code,
      NewPassword: 'short',
    });
    expect(weak.json().msg).toBe(AUTH_MESSAGES.passwordWeak);
    const res = await h.call(API.auth.findPassword, {
      Phone: '13800000004',
      Code: code,
      NewPassword: 'Garden2027x',
    });
    expect(res.json()).toMatchObject({ success: true, msg: AUTH_MESSAGES.passwordReset });
    expect((await h.call(API.auth.userInfo, undefined, old)).statusCode).toBe(401);
    expect((await h.call(API.auth.login, { name: 'doctor', pass: 'Kinder@2026' })).json().msg).toBe(
      AUTH_MESSAGES.wrongCredentials,
    );
    expect((await h.call(API.auth.login, { name: 'doctor', pass: 'Garden2027x' })).json().success).toBe(true);
  });

  it('a login code cannot reset a password', async () => {
    await age('13800000002', 3600);
    await send('13800000002', 'login');
    const code = await codeOf('13800000002', 'login');
    const res = await h.call(API.auth.findPassword, {
      Phone: '13800000002',
      Code: code,
      NewPassword: 'Garden2027x',
    });
    expect(res.json().msg).toBe(AUTH_MESSAGES.codeExpired);
  });
});
