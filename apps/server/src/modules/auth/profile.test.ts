import { API, AUTH_MESSAGES } from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { useHarness } from '../../../test/harness';

const h = useHarness();

describe('GetProfile', () => {
  it('answers 401 without a token', async () => {
    expect((await h.call(API.profile.get)).statusCode).toBe(401);
  });

  it("lists the person's identities in every school and marks the current one", async () => {
    const list = (await h.call(API.auth.identities, { name: 'multi', pass: 'Kinder@2026' })).json().response;
    const sunshine = list.find((i: { SchoolName: string }) => i.SchoolName === '阳光幼儿园');
    const token = await h.login('multi', { uID: sunshine.uID });
    const profile = (await h.call(API.profile.get, undefined, token)).json().response;
    expect(profile).toMatchObject({
      uLoginName: 'multi',
      uRealName: '林晓',
      Phone: '13800000003',
      CurrentUID: sunshine.uID,
    });
    expect(
      profile.Identities.map(
        (i: { SchoolName: string; IdentityName: string }) => `${i.SchoolName}:${i.IdentityName}`,
      ).sort(),
    ).toEqual(['彩虹幼儿园:园长', '阳光幼儿园:教师']);
  });
});

describe('ChangePassword', () => {
  it('answers 401 without a token', async () => {
    expect(
      (await h.call(API.profile.changePassword, { OldPassword: 'a', NewPassword: 'b' })).statusCode,
    ).toBe(401);
  });

  it.each([
    [{ OldPassword: '', NewPassword: 'Garden2027x' }, AUTH_MESSAGES.passwordRequired],
    [{ OldPassword: 'Kinder@2026', NewPassword: 'short1' }, AUTH_MESSAGES.passwordWeak],
    [{ OldPassword: 'Kinder@2026', NewPassword: 'onlyletters' }, AUTH_MESSAGES.passwordWeak],
    [{ OldPassword: 'Kinder@2026', NewPassword: 'Kinder@2026' }, AUTH_MESSAGES.passwordSame],
    [{ OldPassword: 'Wrong@2026', NewPassword: 'Garden2027x' }, AUTH_MESSAGES.oldPasswordWrong],
  ])('refuses %o with its message', async (body, msg) => {
    const res = await h.call(API.profile.changePassword, body, await h.login('teacher'));
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(msg);
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const other = await h.login('doctor');
    const mine = await h.login('doctor');
    const res = await h.call(
      API.profile.changePassword,
      { OldPassword: 'Kinder@2026', NewPassword: 'Garden2027x' },
      mine,
    );
    expect(res.json()).toEqual({ success: true, msg: AUTH_MESSAGES.passwordChanged, response: null });
    expect((await h.call(API.auth.userInfo, undefined, mine)).statusCode).toBe(200);
    expect((await h.call(API.auth.userInfo, undefined, other)).statusCode).toBe(401);
    expect((await h.call(API.auth.login, { name: 'doctor', pass: 'Garden2027x' })).json().success).toBe(true);
  });
});
