import { API, platformRoleMessage } from '@kg/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../../../test/harness';
import { persons, roles, userRoles } from '../../db/schema';
import { userIdOf } from './test-support';

/**
 * Issue 14 items 4 and 20: a school sees only its own people and the roles it may grant;
 * the platform's operator (平台管理员) and the district account (区域管理员) live in the demo
 * school's data but never appear in its lists or selects, and no request grants their roles.
 */
const h = useHarness();
let admin: string;
let platform: string;
const role: Record<string, number> = {};

const idOf = (login: string) => userIdOf(h, login);
const rolesOf = async (userId: number) =>
  (await h.db.select({ id: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId)))
    .map((r) => r.id)
    .sort();
const loginsOf = (rows: { uLoginName: string }[]) => rows.map((u) => u.uLoginName);

beforeAll(async () => {
  [admin, platform] = await Promise.all([h.login('admin'), h.login('platform')]);
  for (const r of await h.db.select().from(roles)) role[r.code] = r.id;
});

describe("a school's lists and selects (item 4)", () => {
  it('lists neither the platform operator nor the district account in 用户管理', async () => {
    const mine = (await h.call(API.users.page, { PageSize: 100 }, admin)).json().response;
    expect(loginsOf(mine.data)).toEqual(expect.arrayContaining(['admin', 'teacher', 'doctor']));
    expect(loginsOf(mine.data)).not.toContain('platform');
    expect(loginsOf(mine.data)).not.toContain('district');
    expect(mine.dataCount).toBe(mine.data.length);
    // Filtering by their role finds nobody either.
    const district = await h.call(API.users.page, { RoleId: role.district }, admin);
    expect(district.json().response.dataCount).toBe(0);
    // The platform administrator still manages them.
    const all = (await h.call(API.users.page, { PageSize: 100 }, platform)).json().response;
    expect(loginsOf(all.data)).toEqual(expect.arrayContaining(['platform', 'district']));
  });

  it('never offers them as logins to bind a teacher (GetUserSelect)', async () => {
    const options = (await h.call(API.users.select, undefined, admin)).json().response as { Name: string }[];
    const names = options.map((o) => o.Name).join(' ');
    expect(names).toContain('（teacher）');
    expect(names).not.toContain('（platform）');
    expect(names).not.toContain('（district）');
  });

  it('answers 404 for their logins on every user call of a school', async () => {
    for (const login of ['platform', 'district']) {
      const id = await idOf(login);
      expect((await h.call(API.users.detail, { Id: id }, admin)).statusCode).toBe(404);
      expect((await h.call(API.users.classRoles, { Id: id }, admin)).statusCode).toBe(404);
      const classRoles = await h.call(API.users.assignClassRoles, { UserId: id, Classes: [] }, admin);
      expect(classRoles.statusCode).toBe(404);
      const assign = await h.call(API.users.assignRoles, { Id: id, RoleIds: [role.teacher] }, admin);
      expect(assign.statusCode).toBe(404);
      const teacher = await h.call(
        API.teachers.add,
        { Name: '周老师', Phone: '13912345670', Gender: 2, Title: '配班教师', UserId: id },
        admin,
      );
      expect(teacher.statusCode).toBe(404);
    }
    expect(await rolesOf(await idOf('district'))).toEqual([role.district]);
  });

  it('shows only the roles a school may grant in 角色管理 and in the role select', async () => {
    const page = (await h.call(API.roles.page, { PageSize: 50 }, admin)).json().response;
    expect(page.data.map((r: { Name: string }) => r.Name)).toEqual([
      '园长',
      '教师',
      '保健医生',
      '膳食管理员',
    ]);
    const select = (await h.call(API.users.roleSelect, undefined, admin)).json().response;
    expect(select.map((r: { Name: string }) => r.Name)).toEqual(['园长', '教师', '保健医生', '膳食管理员']);
    for (const code of ['platform_admin', 'district']) {
      const ids = await h.call(API.roles.permissionIds, { RoleId: role[code] }, admin);
      expect(ids.statusCode).toBe(404);
    }
    const theirs = (await h.call(API.roles.page, { PageSize: 50 }, platform)).json().response;
    expect(theirs.data.map((r: { Name: string }) => r.Name)).toEqual(
      expect.arrayContaining(['平台管理员', '区域管理员']),
    );
  });
});

describe('granting roles (item 20)', () => {
  it('refuses 区域管理员 in AssignRoles with 400 and its name, and writes nothing', async () => {
    const doctor = await idOf('doctor');
    const before = await rolesOf(doctor);
    const res = await h.call(
      API.users.assignRoles,
      { Id: doctor, RoleIds: [role.school_admin, role.district] },
      admin,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, msg: platformRoleMessage('区域管理员') });
    expect(await rolesOf(doctor)).toEqual(before);
    const superRole = await h.call(
      API.users.assignRoles,
      { Id: doctor, RoleIds: [role.platform_admin] },
      admin,
    );
    expect(superRole.json().msg).toBe(platformRoleMessage('平台管理员'));
    expect(await rolesOf(doctor)).toEqual(before);
  });

  it('refuses 区域管理员 when adding a login, and creates no account', async () => {
    const res = await h.call(
      API.users.add,
      { uLoginName: 'quyu01', uRealName: '区域', Phone: null, RoleIds: [role.teacher, role.district] },
      admin,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(platformRoleMessage('区域管理员'));
    expect(await h.db.select().from(persons).where(eq(persons.loginName, 'quyu01'))).toHaveLength(0);
  });

  it('still lets a school grant its school-level roles, and the platform grant 区域管理员', async () => {
    const doctor = await idOf('doctor');
    const mine = await h.call(
      API.users.assignRoles,
      { Id: doctor, RoleIds: [role.doctor, role.teacher] },
      admin,
    );
    expect(mine.json()).toMatchObject({ success: true, msg: '操作成功' });
    const theirs = await h.call(
      API.users.assignRoles,
      { Id: doctor, RoleIds: [role.doctor, role.district] },
      platform,
    );
    expect(theirs.json()).toMatchObject({ success: true, msg: '操作成功' });
    expect(await rolesOf(doctor)).toEqual([role.doctor, role.district].sort());
  });
});
