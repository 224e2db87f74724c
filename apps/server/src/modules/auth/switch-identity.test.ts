import { API, AUTH_MESSAGES, HTTP_MESSAGES } from '@kg/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useHarness } from '../../../test/harness';
import { schools, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/demo';

const h = useHarness();

type TIdentityRow = { uID: number; SchoolName: string };

/** The `multi` demo person's identities (teacher in 阳光, 园长 in 彩虹), by school. */
async function multiIdentities() {
  const list = (await h.call(API.auth.identities, { name: 'multi', pass: DEMO_PASSWORD })).json()
    .response as TIdentityRow[];
  const bySchool = (name: string) => list.find((i) => i.SchoolName === name)!.uID;
  return { sunshine: bySchool('阳光幼儿园'), rainbow: bySchool('彩虹幼儿园') };
}

describe('school switcher: auth.switchIdentity (issue 14 item 10, A31)', () => {
  it('answers 401 without a token', async () => {
    const res = await h.call(API.auth.switchIdentity, { uID: 1 });
    expect(res.statusCode).toBe(401);
    expect(res.json().msg).toBe(HTTP_MESSAGES[401]);
  });

  it('moves the same person to their other school with a new token and ends the old session', async () => {
    const ids = await multiIdentities();
    const token = await h.login('multi', { uID: ids.sunshine });
    const res = await h.call(API.auth.switchIdentity, { uID: ids.rainbow }, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, msg: AUTH_MESSAGES.loginOk });
    expect(String(res.headers['set-cookie'])).toContain('kg_token=');
    const fresh = res.json().response.token as string;
    const info = (await h.call(API.auth.userInfo, undefined, fresh)).json().response;
    expect(info).toMatchObject({ uID: ids.rainbow, SchoolName: '彩虹幼儿园', UserIdentity: '1' });
    // the old school's token stops at once: its tabs and data must not go on working
    expect((await h.call(API.auth.userInfo, undefined, token)).statusCode).toBe(401);
  });

  it("refuses another person's identity with 404, whatever the school", async () => {
    const token = await h.login('teacher');
    const other = await h.login('admin');
    const adminUid = (await h.call(API.auth.userInfo, undefined, other)).json().response.uID;
    for (const uID of [adminUid, 999_999]) {
      const res = await h.call(API.auth.switchIdentity, { uID }, token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        success: false,
        msg: AUTH_MESSAGES.identityUnknown,
        code: 'auth.identityUnknown',
        response: null,
      });
    }
    // the refused caller keeps working
    expect((await h.call(API.auth.userInfo, undefined, token)).statusCode).toBe(200);
  });

  it('refuses a disabled identity and an identity in a stopped school', async () => {
    const closed = await h.f.school({ name: '停用幼儿园' });
    const { identities } = await h.f.account({
      loginName: 'two-schools',
      identities: [
        { schoolId: 1, roleCodes: ['teacher'] },
        { schoolId: 2, roleCodes: ['teacher'] },
        { schoolId: closed.id, roleCodes: ['teacher'] },
      ],
    });
    const [here, stopped, elsewhere] = [identities[0]!, identities[1]!, identities[2]!];
    await h.db.update(users).set({ status: 0 }).where(eq(users.id, stopped.id));
    await h.db.update(schools).set({ enabled: false }).where(eq(schools.id, closed.id));
    const token = await h.login('two-schools', { uID: here.id });

    const disabled = await h.call(API.auth.switchIdentity, { uID: stopped.id }, token);
    expect(disabled.statusCode).toBe(400);
    expect(disabled.json().msg).toBe(AUTH_MESSAGES.accountDisabled);

    const outOfService = await h.call(API.auth.switchIdentity, { uID: elsewhere.id }, token);
    expect(outOfService.statusCode).toBe(400);
    expect(outOfService.json().msg).toBe(AUTH_MESSAGES.schoolDisabled);
  });

  it.each([[{}], [{ uID: 0 }], [{ uID: 'x' }]])('refuses %o with 请选择身份', async (body) => {
    const token = await h.login('teacher');
    const res = await h.call(API.auth.switchIdentity, body, token);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(AUTH_MESSAGES.identityRequired);
  });
});
