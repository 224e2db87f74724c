import {
  API,
  adminIdentityBeyondReachMessage,
  grantBeyondReachMessage,
  revokeBeyondReachMessage,
  userBeyondReachMessage,
} from '@kg/contracts';
import { eq, like, or } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../../../test/harness';
import { permissions, persons, roles, userRoles } from '../../db/schema';

/**
 * Issue 14 item 20: a school user who holds 用户管理 (or 角色管理) through a school's own role,
 * without being 园长, grants, takes away and shapes only roles within their own rights; the
 * 园长 and the platform administrator are unaffected.
 */
const h = useHarness();
let admin: string;
let platform: string;
/** a teacher who also holds 人事专员 (用户管理 only) */
let clerk: string;
/** a teacher who also holds 角色专员 (角色管理 only) */
let roleClerk: string;
let clerkRole: number;
const role: Record<string, number> = {};
const ids: Record<string, number> = {};

const rolesOf = async (userId: number) =>
  (await h.db.select({ id: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId)))
    .map((r) => r.id)
    .sort((a, b) => a - b);
const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
const entriesUnder = async (key: string) =>
  (
    await h.db
      .select({ id: permissions.id })
      .from(permissions)
      .where(
        or(eq(permissions.code, 'system'), eq(permissions.code, key), like(permissions.code, `${key}.%`)),
      )
  ).map((r) => r.id);

/** A school role made through the API by the 园长, holding the given menu's entries. */
async function schoolRole(name: string, menu: string) {
  const res = await h.call(API.roles.add, { Name: name, Description: '', IdentityDigit: '2' }, admin);
  const id = res.json().response.Id as number;
  const assign = await h.call(
    API.roles.assign,
    { RoleId: id, PermissionIds: await entriesUnder(menu) },
    admin,
  );
  expect(assign.statusCode).toBe(200);
  return id;
}

/** A login added by the 园长; returns its password, shown once. */
async function addUser(login: string, phone: string, roleIds: number[]) {
  const res = await h.call(
    API.users.add,
    { uLoginName: login, uRealName: login, Phone: phone, RoleIds: roleIds },
    admin,
  );
  expect(res.statusCode).toBe(200);
  ids[login] = res.json().response.Id;
  return res.json().response.Password as string;
}

beforeAll(async () => {
  [admin, platform] = await Promise.all([h.login('admin'), h.login('platform')]);
  for (const r of await h.db.select().from(roles)) role[r.code] = r.id;
  clerkRole = await schoolRole('人事专员', 'users');
  const roleEditor = await schoolRole('角色专员', 'roles');
  const clerkPassword = await addUser('clerk', '13912349001', [role.teacher!, clerkRole]);
  const editorPassword = await addUser('roleclerk', '13912349002', [role.teacher!, roleEditor]);
  await addUser('plain', '13912349003', [role.teacher!]);
  await addUser('boss2', '13912349004', [role.school_admin!]);
  clerk = await h.login('clerk', { password: clerkPassword });
  roleClerk = await h.login('roleclerk', { password: editorPassword });
});

describe('a 用户管理 user without 园长 (AssignRoles, Add)', () => {
  it('cannot make themselves 园长; nothing is written', async () => {
    const before = await rolesOf(ids.clerk!);
    const res = await h.call(
      API.users.assignRoles,
      { Id: ids.clerk, RoleIds: [role.teacher, clerkRole, role.school_admin] },
      clerk,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(grantBeyondReachMessage('园长'));
    expect(await rolesOf(ids.clerk!)).toEqual(before);
  });

  it('cannot make another user 园长, nor add a 园长; nothing is written', async () => {
    const res = await h.call(API.users.assignRoles, { Id: ids.plain, RoleIds: [role.school_admin] }, clerk);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(grantBeyondReachMessage('园长'));
    expect(await rolesOf(ids.plain!)).toEqual([role.teacher]);
    const add = await h.call(
      API.users.add,
      { uLoginName: 'sneaky', uRealName: '越权', Phone: '13912349005', RoleIds: [role.school_admin] },
      clerk,
    );
    expect(add.statusCode).toBe(400);
    expect(add.json().msg).toBe(grantBeyondReachMessage('园长'));
    expect(await h.db.select().from(persons).where(eq(persons.loginName, 'sneaky'))).toEqual([]);
  });

  it('cannot grant a role holding rights they lack (角色管理)', async () => {
    const [editor] = await h.db.select().from(roles).where(eq(roles.name, '角色专员'));
    const res = await h.call(API.users.assignRoles, { Id: ids.plain, RoleIds: [editor!.id] }, clerk);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(grantBeyondReachMessage('角色专员'));
    expect(await rolesOf(ids.plain!)).toEqual([role.teacher]);
  });

  it('cannot take 园长 away from someone', async () => {
    const res = await h.call(API.users.assignRoles, { Id: ids.boss2, RoleIds: [role.teacher] }, clerk);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(revokeBeyondReachMessage('园长'));
    expect(await rolesOf(ids.boss2!)).toEqual([role.school_admin]);
  });

  it('grants roles within their rights, and leaves a 园长 role they do not touch alone', async () => {
    const res = await h.call(
      API.users.assignRoles,
      { Id: ids.plain, RoleIds: [role.teacher, clerkRole] },
      clerk,
    );
    expect(res.statusCode).toBe(200);
    expect(await rolesOf(ids.plain!)).toEqual(sorted([role.teacher!, clerkRole]));
    const add = await h.call(
      API.users.add,
      { uLoginName: 'helper', uRealName: '助理', Phone: '13912349006', RoleIds: [clerkRole] },
      clerk,
    );
    expect(add.statusCode).toBe(200);
    ids.helper = add.json().response.Id;
    const keeps = await h.call(
      API.users.assignRoles,
      { Id: ids.boss2, RoleIds: [role.school_admin, clerkRole] },
      clerk,
    );
    expect(keeps.statusCode).toBe(200);
    expect(await rolesOf(ids.boss2!)).toEqual(sorted([role.school_admin!, clerkRole]));
  });

  it("cannot reset a 园长's password, edit, stop or delete them; a teacher's, yes", async () => {
    const refused = userBeyondReachMessage('园长');
    const calls = [
      h.call(API.users.resetPassword, { Id: ids.boss2 }, clerk),
      h.call(
        API.users.update,
        { Id: ids.boss2, uLoginName: 'boss2', uRealName: '改名', Phone: '13912349004' },
        clerk,
      ),
      h.call(API.users.setStatus, { Id: ids.boss2, Status: 0 }, clerk),
      h.call(API.users.remove, { ids: ids.boss2 }, clerk),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(refused);
    }
    const [boss] = await h.db.select().from(persons).where(eq(persons.loginName, 'boss2'));
    expect(boss!.realName).toBe('boss2');
    expect(await rolesOf(ids.boss2!)).toContain(role.school_admin);
    expect((await h.call(API.users.resetPassword, { Id: ids.helper }, clerk)).statusCode).toBe(200);
  });

  it('leaves the 园长 and the platform administrator unaffected', async () => {
    const byAdmin = await h.call(
      API.users.assignRoles,
      { Id: ids.plain, RoleIds: [role.teacher, role.school_admin] },
      admin,
    );
    expect(byAdmin.statusCode).toBe(200);
    expect(await rolesOf(ids.plain!)).toEqual(sorted([role.teacher!, role.school_admin!]));
    const byPlatform = await h.call(
      API.users.assignRoles,
      { Id: ids.plain, RoleIds: [role.teacher, role.district] },
      platform,
    );
    expect(byPlatform.statusCode).toBe(200);
    expect(await rolesOf(ids.plain!)).toEqual(sorted([role.teacher!, role.district!]));
  });
});

describe('a 角色管理 user without 园长 (role editor)', () => {
  it('cannot create a 园长-type role or turn a role into one', async () => {
    const create = await h.call(
      API.roles.add,
      { Name: '副园长', Description: '', IdentityDigit: '1' },
      roleClerk,
    );
    expect(create.statusCode).toBe(400);
    expect(create.json().msg).toBe(adminIdentityBeyondReachMessage);
    expect(await h.db.select().from(roles).where(eq(roles.name, '副园长'))).toEqual([]);
    const made = await h.call(
      API.roles.add,
      { Name: '教研助理', Description: '', IdentityDigit: '2' },
      roleClerk,
    );
    expect(made.statusCode).toBe(200);
    const id = made.json().response.Id as number;
    const raise = await h.call(
      API.roles.update,
      { Id: id, Name: '教研助理', Description: '', IdentityDigit: '1', Sort: 0, Enabled: true },
      roleClerk,
    );
    expect(raise.statusCode).toBe(400);
    expect(raise.json().msg).toBe(adminIdentityBeyondReachMessage);
    const [row] = await h.db.select().from(roles).where(eq(roles.id, id));
    expect(row!.identityDigit).toBe('2');
  });

  it('gives a role only entries they hold (用户管理 refused)', async () => {
    const made = await h.call(
      API.roles.add,
      { Name: '档案助理', Description: '', IdentityDigit: '2' },
      roleClerk,
    );
    const id = made.json().response.Id as number;
    const beyond = await h.call(
      API.roles.assign,
      { RoleId: id, PermissionIds: await entriesUnder('users') },
      roleClerk,
    );
    expect(beyond.statusCode).toBe(403);
    const held = await h.call(
      API.roles.assign,
      { RoleId: id, PermissionIds: await entriesUnder('roles') },
      roleClerk,
    );
    expect(held.statusCode).toBe(200);
  });

  it('the 园长 still creates a 园长-type role', async () => {
    const res = await h.call(API.roles.add, { Name: '执行园长', Description: '', IdentityDigit: '1' }, admin);
    expect(res.statusCode).toBe(200);
  });
});
