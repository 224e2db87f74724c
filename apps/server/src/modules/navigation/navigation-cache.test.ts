import { API, type TMenuRow, type TNavigationNode } from '@kg/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../../../test/harness';
import { roles, userRoles } from '../../db/schema';
import { permissionIdByPath } from '../../seed/platform';
import { userIdOf } from '../users/test-support';
import { navigationCacheKey } from './navigation-cache';

/**
 * Issue 16: GetNavigationBar answers from a cache keyed by the caller's role set and the menus'
 * version. Every test loads the tree first (so it is cached), writes through the API, and
 * expects the very next answer to show the write.
 */
const h = useHarness();
let admin: string;
let platform: string;

const flatten = (n: TNavigationNode): TNavigationNode[] => [n, ...n.children.flatMap(flatten)];
const flattenRows = (rows: TMenuRow[]): TMenuRow[] =>
  rows.flatMap((r) => [r, ...flattenRows(r.children ?? [])]);
const bar = (token: string) => h.call(API.navigation.bar, undefined, token);
const tree = async (token: string) => (await bar(token)).json().response as TNavigationNode;
const names = async (token: string) => flatten(await tree(token)).map((n) => n.name);
const paths = async (token: string) =>
  flatten(await tree(token))
    .map((n) => n.path)
    .filter(Boolean);
const rolesOf = async (login: string) =>
  (
    await h.db
      .select({ id: userRoles.roleId })
      .from(userRoles)
      .where(eq(userRoles.userId, await userIdOf(h, login)))
  ).map((r) => r.id);
const roleId = async (code: string) =>
  (await h.db.select({ id: roles.id }).from(roles).where(eq(roles.code, code)))[0]!.id;
const menuForm = (over: object = {}) => ({
  Name: '缓存测试组',
  ParentId: 0,
  Path: '',
  Icon: '',
  Sort: 60,
  ...over,
});

beforeAll(async () => {
  [admin, platform] = await Promise.all([h.login('admin'), h.login('platform')]);
});

describe('the key', () => {
  it('is the role set (in any order) and the menus version; the platform role sees all', () => {
    const p = { menuVersion: 7, isSuper: false, roleIds: [5, 2] };
    expect(navigationCacheKey(p)).toBe(navigationCacheKey({ ...p, roleIds: [2, 5] }));
    expect(navigationCacheKey(p)).not.toBe(navigationCacheKey({ ...p, roleIds: [2] }));
    expect(navigationCacheKey(p)).not.toBe(navigationCacheKey({ ...p, menuVersion: 8 }));
    expect(navigationCacheKey({ ...p, isSuper: true })).toBe(
      navigationCacheKey({ menuVersion: 7, isSuper: true, roleIds: [1] }),
    );
  });
});

describe('GetNavigationBar cache: the next answer after a write shows it (issue 16)', () => {
  it('answers the same text from the cache as it built', async () => {
    const first = await bar(admin);
    const second = await bar(admin);
    expect(second.statusCode).toBe(200);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.body).toBe(first.body);
    expect(second.json()).toMatchObject({ success: true, response: { name: '根节点' } });
  });

  it('menu management: an entry added, renamed, switched off and deleted', async () => {
    expect(await names(platform)).not.toContain('缓存测试组');
    const added = await h.call(API.menus.add, menuForm(), platform);
    expect(added.json().success).toBe(true);
    const Id = added.json().response.Id as number;
    expect(await names(platform)).toContain('缓存测试组');

    expect((await h.call(API.menus.update, menuForm({ Id, Name: '缓存改名组' }), platform)).statusCode).toBe(
      200,
    );
    expect(await names(platform)).toEqual(expect.arrayContaining(['缓存改名组']));
    expect(await names(platform)).not.toContain('缓存测试组');

    await h.call(API.menus.update, menuForm({ Id, Name: '缓存改名组', Enabled: false }), platform);
    expect(await names(platform)).not.toContain('缓存改名组');
    await h.call(API.menus.update, menuForm({ Id, Name: '缓存改名组', Enabled: true }), platform);
    expect(await names(platform)).toContain('缓存改名组');

    expect((await h.call(API.menus.remove, { id: Id }, platform)).statusCode).toBe(200);
    expect(await names(platform)).not.toContain('缓存改名组');
  });

  it('role permissions: an entry taken from and given back to a role', async () => {
    const teacher = await h.login('teacher');
    expect(await paths(teacher)).toContain('/Class/Classes');
    const teacherRole = await roleId('teacher');
    const held = (await h.call(API.roles.permissionIds, { RoleId: teacherRole }, platform)).json().response
      .PermissionIds as number[];
    const classPages = [
      (await permissionIdByPath(h.db, '/Class/Classes'))!,
      (await permissionIdByPath(h.db, '/Class/Roster'))!,
    ];
    const without = held.filter((id) => !classPages.includes(id));
    expect(without.length).toBe(held.length - 2);
    const assign = (PermissionIds: number[]) =>
      h.call(API.roles.assign, { RoleId: teacherRole, PermissionIds }, platform);
    expect((await assign(without)).statusCode).toBe(200);
    expect(await paths(teacher)).not.toContain('/Class/Classes');
    expect((await assign(held)).statusCode).toBe(200);
    expect(await paths(teacher)).toContain('/Class/Classes');
  });

  it("a role granted to a user and taken back (the user's role set changes)", async () => {
    const doctor = await h.login('doctor');
    expect(await paths(doctor)).not.toContain('/Class/Classes');
    const Id = await userIdOf(h, 'doctor');
    const own = await rolesOf('doctor');
    const grant = (RoleIds: number[]) => h.call(API.users.assignRoles, { Id, RoleIds }, admin);
    expect((await grant([...own, await roleId('teacher')])).statusCode).toBe(200);
    expect(await paths(doctor)).toContain('/Class/Classes');
    expect((await grant(own)).statusCode).toBe(200);
    expect(await paths(doctor)).not.toContain('/Class/Classes');
  });

  it('a role switched off and on again', async () => {
    const made = await h.call(API.roles.add, { Name: '缓存测试角色', IdentityDigit: '2' }, admin);
    const RoleId = made.json().response.Id as number;
    const studyYears = (await permissionIdByPath(h.db, '/School/StudyYears'))!;
    expect((await h.call(API.roles.assign, { RoleId, PermissionIds: [studyYears] }, admin)).statusCode).toBe(
      200,
    );
    const doctor = await h.login('doctor');
    const Id = await userIdOf(h, 'doctor');
    const own = await rolesOf('doctor');
    await h.call(API.users.assignRoles, { Id, RoleIds: [...own, RoleId] }, admin);
    expect(await paths(doctor)).toContain('/School/StudyYears');
    const update = (Enabled: boolean) =>
      h.call(API.roles.update, { Id: RoleId, Name: '缓存测试角色', IdentityDigit: '2', Enabled }, admin);
    expect((await update(false)).statusCode).toBe(200);
    expect(await paths(doctor)).not.toContain('/School/StudyYears');
    expect((await update(true)).statusCode).toBe(200);
    expect(await paths(doctor)).toContain('/School/StudyYears');
    await h.call(API.users.assignRoles, { Id, RoleIds: own }, admin);
    expect(await paths(doctor)).not.toContain('/School/StudyYears');
  });

  it('several schools: two schools holding the same role both see a change at once', async () => {
    const rainbow = await h.login('rainbow');
    const students = flatten(await tree(admin)).find((n) => n.path === '/Student/Students')!;
    expect(flatten(await tree(rainbow)).find((n) => n.id === students.id)!.name).toBe(students.name);
    const rows = (await h.call(API.menus.tree, undefined, platform)).json().response as TMenuRow[];
    const entry = flattenRows(rows).find((r) => r.Id === students.id)!;
    const { children, IsBuiltIn, RoleCount, Code, ...fields } = entry;
    await h.call(API.menus.update, { ...fields, Name: '幼儿名单' }, platform);
    for (const token of [admin, rainbow])
      expect(flatten(await tree(token)).find((n) => n.id === students.id)!.name).toBe('幼儿名单');
    await h.call(API.menus.update, { ...fields }, platform);
    for (const token of [admin, rainbow])
      expect(flatten(await tree(token)).find((n) => n.id === students.id)!.name).toBe(students.name);
  });
});

describe('a cached tree never outlives its caller (the principal is not cached)', () => {
  it('a stopped user is refused at once, and served again when enabled', async () => {
    const teacher = await h.login('teacher');
    expect((await bar(teacher)).statusCode).toBe(200);
    const Id = await userIdOf(h, 'teacher');
    expect((await h.call(API.users.setStatus, { Id, Status: 0 }, admin)).statusCode).toBe(200);
    expect((await bar(teacher)).statusCode).toBe(401);
    expect((await h.call(API.auth.userInfo, undefined, teacher)).statusCode).toBe(401);
    await h.call(API.users.setStatus, { Id, Status: 1 }, admin);
    expect((await bar(await h.login('teacher'))).statusCode).toBe(200);
  });

  it('an ended session is refused at once', async () => {
    const token = await h.login('teacher');
    expect((await bar(token)).statusCode).toBe(200);
    expect((await h.call(API.auth.logout, undefined, token)).statusCode).toBe(200);
    expect((await bar(token)).statusCode).toBe(401);
  });
});
