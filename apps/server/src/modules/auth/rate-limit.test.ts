import { API, AUTH_MESSAGES, HTTP_MESSAGES } from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { useHarness } from '../../../test/harness';

const h = useHarness({ loginRateLimitPerMinute: 3, smsRateLimitPerMinute: 2, testMode: false });

describe('login rate limit', () => {
  it('answers 429 with the catalogue message after the limit, for right and wrong passwords alike', async () => {
    const codes = [];
    for (let i = 0; i < 3; i++)
      codes.push((await h.call(API.auth.login, { name: 'admin', pass: 'bad' })).statusCode);
    expect(codes).toEqual([400, 400, 400]);
    const res = await h.call(API.auth.login, { name: 'admin', pass: 'Kinder@2026' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ success: false, msg: HTTP_MESSAGES[429], code: 'http.429', response: null });
  });

  it('another account from the same address still gets through', async () => {
    const res = await h.call(API.auth.login, { name: 'teacher', pass: 'Kinder@2026' });
    expect(res.json().success).toBe(true);
  });

  it('limits SMS sends per address', async () => {
    const statuses = [];
    for (const phone of ['13800000001', '13800000002', '13800000004']) {
      statuses.push((await h.call(API.auth.sendCode, { Phone: phone })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('the SMS test hook does not exist outside test mode', async () => {
    const res = await h.call(API.auth.testSmsCode, { Phone: '13800000001', Purpose: 'login' });
    expect(res.statusCode).toBe(404);
    expect(AUTH_MESSAGES.sent).toBe('发送成功');
  });
});
