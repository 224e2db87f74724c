import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenService } from './tokens';

const SECRET = 'token-test-secret-token-test-secret-0123';
const claims = { userId: 7, sessionId: 'session-7', schoolId: 2 };

afterEach(() => {
  vi.useRealTimers();
});

describe('TokenService (issue 16: verified tokens are remembered until they expire)', () => {
  it('answers a remembered token only while it has not expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T08:00:00Z'));
    const tokens = new TokenService(SECRET, 60, 3600);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-11-26T08:01:01Z'));
    expect(await tokens.verify(token)).toBeNull();
    // the refresh path still accepts it within its grace
    expect(await tokens.verify(token, 3600)).toEqual(claims);
  });

  it('never takes a token signed with another secret or altered, remembered or not', async () => {
    const tokens = new TokenService(SECRET, 60, 3600);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    const other = await new TokenService(`${SECRET}-other`, 60, 3600).sign(claims);
    expect(await tokens.verify(other)).toBeNull();
    const [head, body, signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), sub: '1' }),
    );
    expect(await tokens.verify(`${head}.${forged.toString('base64url')}.${signature}`)).toBeNull();
  });
});
