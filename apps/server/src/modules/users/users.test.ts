import {
  API,
  AUTH_MESSAGES,
  boundTeacherMessage,
  PASSWORD_PATTERN,
  platformRoleMessage,
  USER_MESSAGES,
} from '@kg/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { itGuards, useHarness } from '../../../test/harness';
import { persons, roles, schools, users } from '../../db/schema';

const h = useHarness();
let admin: string;
let teacher: string;
let platform: string;
let rainbowSchool: number;
let sunshineSchool: number;
let rainbowUser: number;
let rainbowRole: number;
const role: Record<string, number> = {};

const idOf = async (login: string, schoolId?: number) => {
  const rows = await h.db
    .select({ id: users.id, schoolId: users.schoolId })
    .from(users)
    .innerJoin(persons, eq(persons.id, users.personId))
    .where(eq(persons.loginName, login));
  return (schoolId ? rows.find((r) => r.schoolId === schoolId) : rows[0])!.id;
};
const del = (query: object, token?: string) => h.call(API.users.remove, query, token);
const listOf = async (query: object = {}, token = admin) =>
  (await h.call(API.users.page, { PageSize: 100, ...query }, token)).json().response;
const form = (over: object = {}) => ({
  uLoginName: 'zhangmin',
  uRealName: '张敏',
  Phone: '13912340001',
  RoleIds: [role.teacher],
  ...over,
});

beforeAll(async () => {
  [admin, teacher, platform] = await Promise.all([h.login('admin'), h.login('teacher'), h.login('platform')]);
  for (const r of await h.db.select().from(roles)) role[r.code] = r.id;
  const [rainbow] = await h.db.select({ id: schools.id }).from(schools).where(eq(schools.name, '彩虹幼儿园'));
  rainbowSchool = rainbow!.id;
  const [sunshine] = await h.db
    .select({ id: schools.id })
    .from(schools)
    .where(eq(schools.name, '阳光幼儿园'));
  sunshineSchool = sunshine!.id;
  rainbowUser = await idOf('rainbow');
  const [own] = await h.db
    .insert(roles)
    .values({ schoolId: rainbowSchool, code: 'rainbow_art', name: '美术组', identityDigit: '2' })
    .returning();
  rainbowRole = own!.id;
});

describe('access', () => {
  itGuards(
    h,
    [
      API.users.page,
      API.users.select,
      API.users.roleSelect,
      [API.users.detail, { Id: 1 }],
      [API.users.classRoles, { Id: 1 }],
      API.users.add,
      API.users.update,
      API.users.resetPassword,
      API.users.setStatus,
      API.users.assignRoles,
      API.users.assignClassRoles,
      [API.users.remove, { ids: 1 }],
    ],
    () => teacher,
  );
});

describe('GetUserPage (C10)', () => {
  it("lists the school's users with roles and bound teachers, never another school's", async () => {
    const body = await listOf();
    const names = body.data.map((u: { uLoginName: string }) => u.uLoginName);
    expect(names).toEqual(expect.arrayContaining(['admin', 'teacher', 'doctor', 'multi']));
    expect(names).not.toContain('rainbow');
    expect(body.data.find((u: { uLoginName: string }) => u.uLoginName === 'teacher')).toMatchObject({
      UserIdentity: '2',
      RoleNames: ['教师'],
      RoleIds: [role.teacher],
      TeacherName: '王丽',
      Status: 1,
    });
    const other = (await h.call(API.users.page, undefined, await h.login('rainbow'))).json().response;
    expect(other.data.map((u: { uLoginName: string }) => u.uLoginName).sort()).toEqual(['multi', 'rainbow']);
  });

  it('searches by account, name or phone and filters by role and status', async () => {
    expect(
      (await listOf({ Name: '13800000004' })).data.map((u: { uLoginName: string }) => u.uLoginName),
    ).toEqual(['doctor']);
    expect((await listOf({ Name: '王丽' })).dataCount).toBe(1);
    const teachers = await listOf({ RoleId: role.teacher });
    expect(teachers.data.map((u: { uLoginName: string }) => u.uLoginName).sort()).toEqual([
      'multi',
      'teacher',
    ]);
    expect((await listOf({ Status: 0 })).dataCount).toBe(0);
  });

  it('lets only the platform administrator pick another school', async () => {
    const other = await listOf({ SchoolId: rainbowSchool }, platform);
    expect(other.data.map((u: { uLoginName: string }) => u.uLoginName).sort()).toEqual(['multi', 'rainbow']);
    expect((await h.call(API.users.page, { SchoolId: rainbowSchool }, admin)).statusCode).toBe(404);
  });

  it('offers the platform and school roles, 平台管理员 only to the platform administrator', async () => {
    const mine = (await h.call(API.users.roleSelect, undefined, admin))
      .json()
      .response.map((r: { Name: string }) => r.Name);
    // 区域管理员 is the platform's to grant (issue 14 item 4).
    expect(mine).toEqual(['园长', '教师', '保健医生', '膳食管理员']);
    const theirs = (await h.call(API.users.roleSelect, { SchoolId: rainbowSchool }, platform)).json()
      .response;
    expect(theirs.map((r: { Name: string }) => r.Name)).toEqual([
      '平台管理员',
      '园长',
      '教师',
      '保健医生',
      '区域管理员',
      '膳食管理员',
      '美术组',
    ]);
    expect((await h.call(API.users.roleSelect, { SchoolId: rainbowSchool }, admin)).statusCode).toBe(404);
  });
});

describe('Add, GetUserDetail, Update', () => {
  it.each([
    [{ uLoginName: '' }, USER_MESSAGES.loginNameRequired],
    [{ uLoginName: '1abc' }, USER_MESSAGES.loginNameInvalid],
    [{ uRealName: ' ' }, USER_MESSAGES.realNameRequired],
    [{ Phone: '12345' }, USER_MESSAGES.phoneInvalid],
    [{ RoleIds: [] }, USER_MESSAGES.roleRequired],
    [{ uLoginName: 'Teacher' }, USER_MESSAGES.loginNameTaken],
    [{ Phone: '13800000002' }, USER_MESSAGES.phoneTaken],
  ])('refuses %o with its message', async (over, msg) => {
    const res = await h.call(API.users.add, form(over), admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(msg);
  });

  it("answers 404 for another school's role and 400 for 平台管理员 (no escalation)", async () => {
    expect((await h.call(API.users.add, form({ RoleIds: [rainbowRole] }), admin)).statusCode).toBe(404);
    const escalate = await h.call(API.users.add, form({ RoleIds: [role.platform_admin] }), admin);
    expect(escalate.statusCode).toBe(400);
    expect(escalate.json().msg).toBe(platformRoleMessage('平台管理员'));
    expect((await h.call(API.users.add, form({ SchoolId: rainbowSchool }), admin)).statusCode).toBe(404);
  });

  it('adds a login with a password shown once that signs in; edits it', async () => {
    const res = await h.call(API.users.add, form(), admin);
    expect(res.json()).toMatchObject({ success: true, msg: '添加成功' });
    const { Id, Password } = res.json().response;
    expect(Password).toMatch(PASSWORD_PATTERN);
    const token = await h.login('zhangmin', { password: Password });
    expect((await h.call(API.auth.userInfo, undefined, token)).json().response).toMatchObject({
      uRealName: '张敏',
      UserIdentity: '2',
    });
    expect((await h.call(API.users.detail, { Id: Id }, admin)).json().response).toEqual({
      Id,
      SchoolId: sunshineSchool,
      uLoginName: 'zhangmin',
      uRealName: '张敏',
      Phone: '13912340001',
      RoleIds: [role.teacher],
      Status: 1,
      Shared: false,
    });
    const update = await h.call(
      API.users.update,
      { Id, uLoginName: 'zhangmin2', uRealName: '张敏华', Phone: '' },
      admin,
    );
    expect(update.json()).toMatchObject({ success: true, msg: '修改成功' });
    expect((await h.call(API.users.detail, { Id: Id }, admin)).json().response).toMatchObject({
      uLoginName: 'zhangmin2',
      uRealName: '张敏华',
      Phone: null,
    });
  });

  it('lets the platform administrator add a login to another school', async () => {
    const res = await h.call(
      API.users.add,
      form({ uLoginName: 'rb_teacher', Phone: null, SchoolId: rainbowSchool, RoleIds: [rainbowRole] }),
      platform,
    );
    expect(res.statusCode).toBe(200);
    expect(
      (await h.call(API.users.detail, { Id: res.json().response.Id }, platform)).json().response,
    ).toMatchObject({ SchoolId: rainbowSchool, RoleIds: [rainbowRole] });
  });

  it("answers 404 for another school's login", async () => {
    expect((await h.call(API.users.detail, { Id: rainbowUser }, admin)).statusCode).toBe(404);
    const res = await h.call(
      API.users.update,
      { Id: rainbowUser, uLoginName: 'x_rainbow', uRealName: 'x' },
      admin,
    );
    expect(res.statusCode).toBe(404);
  });

  it("keeps a person's account data shared with another school out of a school's reach", async () => {
    const multi = await idOf('multi', sunshineSchool);
    expect((await h.call(API.users.detail, { Id: multi }, admin)).json().response.Shared).toBe(true);
    const rename = await h.call(
      API.users.update,
      { Id: multi, uLoginName: 'multi2', uRealName: '林晓' },
      admin,
    );
    expect(rename.json().msg).toBe(USER_MESSAGES.sharedAccount);
    const reset = await h.call(API.users.resetPassword, { Id: multi }, admin);
    expect(reset.json().msg).toBe(USER_MESSAGES.sharedAccount);
    // The name within the school is the school's own.
    const ok = await h.call(
      API.users.update,
      { Id: multi, uLoginName: 'multi', uRealName: '林晓老师', Phone: '13800000003' },
      admin,
    );
    expect(ok.statusCode).toBe(200);
  });
});

describe('ResetPassword', () => {
  it('refuses a password that breaks the rules', async () => {
    const res = await h.call(
      API.users.resetPassword,
      { Id: await idOf('doctor'), Password: 'short1' },
      admin,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(AUTH_MESSAGES.passwordWeak);
  });

  it("answers 404 for another school's login and the platform administrator's", async () => {
    expect((await h.call(API.users.resetPassword, { Id: rainbowUser }, admin)).statusCode).toBe(404);
    expect((await h.call(API.users.resetPassword, { Id: await idOf('platform') }, admin)).statusCode).toBe(
      404,
    );
  });

  it('generates a password shown once; the old one and old sessions stop at once', async () => {
    const before = await h.login('doctor');
    const res = await h.call(API.users.resetPassword, { Id: await idOf('doctor') }, admin);
    expect(res.json()).toMatchObject({ success: true, msg: '操作成功' });
    const { Password } = res.json().response;
    expect(Password).toMatch(PASSWORD_PATTERN);
    expect((await h.call(API.auth.userInfo, undefined, before)).statusCode).toBe(401);
    await expect(h.login('doctor')).rejects.toThrow();
    await h.login('doctor', { password: Password });
  });

  it('sets a password the administrator chose', async () => {
    await h.call(API.users.resetPassword, { Id: await idOf('doctor'), Password: 'Doctor2026x' }, admin);
    await h.login('doctor', { password: 'Doctor2026x' });
  });
});

describe('SetStatus, AssignRoles', () => {
  it('refuses to disable oneself or the last 园长', async () => {
    const self = await h.call(API.users.setStatus, { Id: await idOf('admin'), Status: 0 }, admin);
    expect(self.json().msg).toBe(USER_MESSAGES.notYourself);
    const last = await h.call(API.users.setStatus, { Id: await idOf('admin'), Status: 0 }, platform);
    expect(last.json().msg).toBe(USER_MESSAGES.lastAdmin);
    const demote = await h.call(
      API.users.assignRoles,
      { Id: await idOf('admin'), RoleIds: [role.teacher] },
      platform,
    );
    expect(demote.json().msg).toBe(USER_MESSAGES.lastAdmin);
  });

  it('ends a disabled login at once (next call 401) and lets it back in when enabled', async () => {
    // The district account is the platform's to manage (a school does not see it).
    const token = await h.login('district');
    const id = await idOf('district');
    const res = await h.call(API.users.setStatus, { Id: id, Status: 0 }, platform);
    expect(res.json()).toMatchObject({ success: true, msg: '操作成功' });
    expect((await h.call(API.auth.userInfo, undefined, token)).statusCode).toBe(401);
    expect((await listOf({ Status: 0 }, platform)).data.map((u: { uID: number }) => u.uID)).toEqual([id]);
    await expect(h.login('district')).rejects.toThrow();
    await h.call(API.users.setStatus, { Id: id, Status: 1 }, platform);
    await h.login('district');
  });

  it("answers 404 for another school's login and refuses granting 平台管理员", async () => {
    expect((await h.call(API.users.setStatus, { Id: rainbowUser, Status: 0 }, admin)).statusCode).toBe(404);
    expect(
      (await h.call(API.users.assignRoles, { Id: rainbowUser, RoleIds: [role.teacher] }, admin)).statusCode,
    ).toBe(404);
    const doctor = await idOf('doctor');
    expect(
      (await h.call(API.users.assignRoles, { Id: doctor, RoleIds: [rainbowRole] }, admin)).statusCode,
    ).toBe(404);
    const escalate = await h.call(
      API.users.assignRoles,
      { Id: doctor, RoleIds: [role.platform_admin] },
      admin,
    );
    expect(escalate.statusCode).toBe(400);
    expect(escalate.json().msg).toBe(platformRoleMessage('平台管理员'));
    expect((await h.call(API.users.assignRoles, { Id: doctor, RoleIds: [] }, admin)).json().msg).toBe(
      USER_MESSAGES.roleRequired,
    );
  });

  it('replaces the roles; the next request already has them', async () => {
    const token = await h.login('doctor', { password: 'Doctor2026x' });
    expect((await h.call(API.classes.page, undefined, token)).statusCode).toBe(403);
    const res = await h.call(
      API.users.assignRoles,
      { Id: await idOf('doctor'), RoleIds: [role.doctor, role.teacher] },
      admin,
    );
    expect(res.json()).toMatchObject({ success: true });
    expect((await h.call(API.classes.page, undefined, token)).statusCode).toBe(200);
    expect((await h.call(API.auth.userInfo, undefined, token)).json().response.UserIdentity).toBe('23');
  });
});

describe('Delete (B15: ids in the query)', () => {
  it('refuses an empty selection, oneself, a login a teacher works as and the last 园长', async () => {
    expect((await del({}, admin)).json().msg).toBe(USER_MESSAGES.selectToDelete);
    expect((await del({ ids: 'abc' }, admin)).json().msg).toBe(USER_MESSAGES.selectToDelete);
    expect((await del({ ids: await idOf('admin') }, admin)).json().msg).toBe(USER_MESSAGES.notYourself);
    expect((await del({ ids: await idOf('teacher') }, admin)).json().msg).toBe(boundTeacherMessage('王丽'));
    expect((await del({ id: await idOf('admin') }, platform)).json().msg).toBe(USER_MESSAGES.lastAdmin);
  });

  it("answers 404 for another school's login and the platform administrator's", async () => {
    expect((await del({ ids: rainbowUser }, admin)).statusCode).toBe(404);
    expect((await del({ ids: await idOf('platform') }, admin)).statusCode).toBe(404);
  });

  it('reads the ids from the query and ignores a body; the login is kept as deleted', async () => {
    const a = (
      await h.call(API.users.add, form({ uLoginName: 'temp_a', Phone: '13912340011' }), admin)
    ).json().response;
    const b = (await h.call(API.users.add, form({ uLoginName: 'temp_b', Phone: null }), admin)).json()
      .response;
    const token = await h.login('temp_a', { password: a.Password });
    // the body names another login: only the query counts
    const res = await h.delete(`${API.users.remove.path}?ids=${a.Id},${b.Id}`, admin, {
      ids: [await idOf('doctor')],
    });
    expect(res.json()).toMatchObject({ success: true, msg: '删除成功' });
    expect((await h.call(API.auth.userInfo, undefined, token)).statusCode).toBe(401);
    const names = (await listOf()).data.map((u: { uLoginName: string }) => u.uLoginName);
    expect(names).not.toContain('temp_a');
    expect(names).toContain('doctor');
    const [kept] = await h.db.select().from(users).where(eq(users.id, a.Id));
    expect(kept!.status).toBe(-1);
    // The name and the freed phone can be used again: the same identity comes back.
    const again = await h.call(API.users.add, form({ uLoginName: 'temp_a', Phone: '13912340011' }), admin);
    expect(again.json().response.Id).toBe(a.Id);
    await h.login('temp_a', { password: again.json().response.Password });
  });

  it('accepts the legacy single ?id=', async () => {
    const c = (await h.call(API.users.add, form({ uLoginName: 'temp_c', Phone: null }), admin)).json()
      .response;
    expect((await del({ id: c.Id }, admin)).statusCode).toBe(200);
  });
});
