import {
  API,
  HTTP_MESSAGES,
  ROLE_MESSAGES,
  roleInUseMessage,
  type TNavigationNode,
  type TPermissionTreeNode,
} from '@kg/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { itGuards, useHarness } from '../../../test/harness';
import { permissions, roles, schools } from '../../db/schema';
import { userIdOf } from '../users/test-support';

const h = useHarness();
let admin: string;
let teacher: string;
let platform: string;
let rainbowSchool: number;
let rainbowRole: number;
const role: Record<string, number> = {};
const entry: Record<string, number> = {};

const del = (query: object, token?: string) => h.call(API.roles.remove, query, token);
const form = (over: object = {}) => ({
  Name: '教研组长',
  Description: '负责教研',
  IdentityDigit: '2',
  ...over,
});
const idsOf = async (roleId: number, token = admin) =>
  (await h.call(API.roles.permissionIds, { RoleId: roleId }, token)).json().response
    .PermissionIds as number[];
const flatten = (n: { children: unknown[] }): Array<Record<string, unknown>> => [
  n as Record<string, unknown>,
  ...(n.children as { children: unknown[] }[]).flatMap(flatten),
];
const paths = (root: TNavigationNode) =>
  flatten(root)
    .map((n) => n.path as string)
    .filter(Boolean);

beforeAll(async () => {
  [admin, teacher, platform] = await Promise.all([h.login('admin'), h.login('teacher'), h.login('platform')]);
  for (const r of await h.db.select().from(roles)) role[r.code] = r.id;
  for (const e of await h.db.select().from(permissions)) entry[e.code ?? `#${e.id}`] = e.id;
  const [rainbow] = await h.db.select({ id: schools.id }).from(schools).where(eq(schools.name, '彩虹幼儿园'));
  rainbowSchool = rainbow!.id;
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
      API.roles.page,
      [API.roles.permissionIds, { RoleId: 1 }],
      API.roles.permissionTree,
      API.roles.add,
      API.roles.update,
      API.roles.assign,
      [API.roles.remove, { ids: 1 }],
    ],
    () => teacher,
  );
});

describe('GetRolePage (B12)', () => {
  it("shows the platform's school-level roles read-only to a school, never another school's roles", async () => {
    const body = (await h.call(API.roles.page, { PageSize: 50 }, admin)).json().response;
    // 平台管理员 and 区域管理员 are the platform's (issue 14 item 4): a school never sees them.
    expect(body.data.map((r: { Name: string }) => r.Name)).toEqual([
      '园长',
      '教师',
      '保健医生',
      '膳食管理员',
    ]);
    expect(body.dataCount).toBe(4);
    expect(body.data[1]).toMatchObject({ IsPlatform: true, IsBuiltIn: true, Editable: false, UserCount: 2 });
    expect((await h.call(API.roles.page, { SchoolId: rainbowSchool }, admin)).statusCode).toBe(404);
  });

  it('lets the platform administrator see and edit any school', async () => {
    const body = (await h.call(API.roles.page, { SchoolId: rainbowSchool }, platform)).json().response;
    expect(body.data.at(-1)).toMatchObject({ Name: '美术组', SchoolId: rainbowSchool, Editable: true });
    expect(body.data.every((r: { Editable: boolean }) => r.Editable)).toBe(true);
  });
});

describe('Add, Update', () => {
  it.each([
    [{ Name: ' ' }, ROLE_MESSAGES.nameRequired],
    [{ Name: '一二三四五六七八九十一二三四五六七八九十一' }, ROLE_MESSAGES.nameTooLong],
    [{ IdentityDigit: '0' }, ROLE_MESSAGES.identityInvalid],
    [{ Name: '教师' }, ROLE_MESSAGES.nameTaken],
  ])('refuses %o with its message', async (over, msg) => {
    const res = await h.call(API.roles.add, form(over), admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(msg);
  });

  it('refuses a school a platform role, a 区域管理员-type role or another school (escalation)', async () => {
    expect((await h.call(API.roles.add, form({ IsPlatform: true }), admin)).statusCode).toBe(403);
    expect((await h.call(API.roles.add, form({ IdentityDigit: '4' }), admin)).statusCode).toBe(403);
    expect((await h.call(API.roles.add, form({ SchoolId: rainbowSchool }), admin)).statusCode).toBe(404);
  });

  it("adds a school's role and edits it; another school may use the same name", async () => {
    const res = await h.call(API.roles.add, form(), admin);
    expect(res.json()).toMatchObject({ success: true, msg: '添加成功' });
    role.mine = res.json().response.Id;
    const other = await h.call(API.roles.add, form({ SchoolId: rainbowSchool }), platform);
    expect(other.statusCode).toBe(200);
    const update = await h.call(
      API.roles.update,
      { Id: role.mine, Name: '教研组', Description: '', IdentityDigit: '2', Sort: 20, Enabled: true },
      admin,
    );
    expect(update.json()).toMatchObject({ success: true, msg: '修改成功' });
    const rows = (await h.call(API.roles.page, { Name: '教研' }, admin)).json().response.data;
    expect(rows).toEqual([
      expect.objectContaining({
        Id: role.mine,
        Name: '教研组',
        Description: null,
        Sort: 20,
        IsPlatform: false,
      }),
    ]);
  });

  it("answers 404 for another school's role and 403 for a platform role", async () => {
    const body = { Name: '改名', IdentityDigit: '2', Enabled: true };
    expect((await h.call(API.roles.update, { ...body, Id: rainbowRole }, admin)).statusCode).toBe(404);
    expect((await h.call(API.roles.update, { ...body, Id: role.teacher }, admin)).statusCode).toBe(403);
  });

  it('keeps the identity of a built-in role; the platform may rename it', async () => {
    const change = { Id: role.teacher, Name: '教师', IdentityDigit: '1', Enabled: true };
    expect((await h.call(API.roles.update, change, platform)).json().msg).toBe(ROLE_MESSAGES.builtInLocked);
    const off = { ...change, IdentityDigit: '2', Enabled: false };
    expect((await h.call(API.roles.update, off, platform)).json().msg).toBe(ROLE_MESSAGES.builtInLocked);
    const rename = { ...change, Name: '老师', IdentityDigit: '2', Description: '班级教师', Sort: 2 };
    expect((await h.call(API.roles.update, rename, platform)).statusCode).toBe(200);
    await h.call(API.roles.update, { ...rename, Name: '教师' }, platform);
  });
});

describe('getpermissiontree, GetPermissionIdByRoleId, Assign', () => {
  it('gives the platform the whole tree and a school only what it holds', async () => {
    const all = flatten((await h.call(API.roles.permissionTree, undefined, platform)).json().response);
    expect(all.map((n) => n.label)).toEqual(
      expect.arrayContaining(['平台管理', '菜单管理', '学校管理', '新增菜单']),
    );
    const root = (await h.call(API.roles.permissionTree, undefined, admin)).json()
      .response as TPermissionTreeNode;
    expect(root).toMatchObject({ value: 0, label: '根节点' });
    const mine = flatten(root);
    expect(mine.map((n) => n.label)).not.toContain('菜单管理');
    expect(mine.map((n) => n.label)).not.toContain('学校管理');
    const students = mine.find((n) => n.path === '/Student/Students')!;
    expect(students).toMatchObject({ disabled: false, isbtn: false });
    expect(
      (students.children as { label: string; isbtn: boolean }[]).map((c) => [c.label, c.isbtn]),
    ).toContainEqual(['新增幼儿', true]);
  });

  it("reads a role's entries; a platform role is readable, another school's is 404", async () => {
    expect(await idsOf(role.teacher!)).toEqual(expect.arrayContaining([entry.students, entry.classes]));
    expect(await idsOf(role.platform_admin!, platform)).toHaveLength(Object.keys(entry).length);
    // 平台管理员 is out of a school's sight (issue 14 item 4).
    const hidden = await h.call(API.roles.permissionIds, { RoleId: role.platform_admin }, admin);
    expect(hidden.statusCode).toBe(404);
    expect((await h.call(API.roles.permissionIds, { RoleId: rainbowRole }, admin)).statusCode).toBe(404);
  });

  it('refuses what a school may not change or grant', async () => {
    const assign = (RoleId: number, PermissionIds: number[], token = admin) =>
      h.call(API.roles.assign, { RoleId, PermissionIds }, token);
    expect((await assign(rainbowRole, [])).statusCode).toBe(404);
    expect((await assign(role.teacher!, [entry.students!])).statusCode).toBe(403);
    expect((await assign(role.mine!, [999_999])).statusCode).toBe(404);
    // 菜单管理 is the platform's: a school administrator does not hold it, so cannot grant it.
    const escalate = await assign(role.mine!, [entry.platform!, entry.menus!]);
    expect(escalate.statusCode).toBe(403);
    expect((await assign(role.platform_admin!, [], platform)).json().msg).toBe(ROLE_MESSAGES.superHoldsAll);
  });

  it('a new role with 幼儿管理 only: its user sees and may use only that', async () => {
    const subtree = [entry.info!, entry.students!, entry['students.add']!, entry['students.edit']!];
    const res = await h.call(API.roles.assign, { RoleId: role.mine, PermissionIds: subtree }, admin);
    expect(res.json()).toMatchObject({ success: true, msg: '保存成功' });
    expect((await idsOf(role.mine!)).sort()).toEqual([...subtree].sort());
    await h.call(API.users.assignRoles, { Id: await userIdOf(h, 'doctor'), RoleIds: [role.mine] }, admin);
    const token = await h.login('doctor');
    const nav = (await h.call(API.navigation.bar, undefined, token)).json().response;
    expect(paths(nav)).toEqual(['/Student/Students']);
    expect((await h.call(API.students.page, undefined, token)).statusCode).toBe(200);
    expect((await h.call(API.classes.page, undefined, token)).statusCode).toBe(403);
  });

  it('keeps entries a school cannot reach when the school edits the role', async () => {
    // The platform gave the school's role 菜单管理; the school's own edit leaves it alone.
    await h.call(
      API.roles.assign,
      { RoleId: role.mine, PermissionIds: [entry.students!, entry.menus!] },
      platform,
    );
    await h.call(
      API.roles.assign,
      { RoleId: role.mine, PermissionIds: [entry.info!, entry.students!] },
      admin,
    );
    expect((await idsOf(role.mine!)).sort()).toEqual([entry.info!, entry.students!, entry.menus!].sort());
  });

  it("removing 幼儿管理 from 教师 refuses the teacher's next request at once", async () => {
    expect((await h.call(API.students.page, undefined, teacher)).statusCode).toBe(200);
    const kept = (await idsOf(role.teacher!)).filter(
      (id) => id !== entry.students && ![entry['students.add'], entry['students.edit']].includes(id),
    );
    const res = await h.call(API.roles.assign, { RoleId: role.teacher, PermissionIds: kept }, platform);
    expect(res.statusCode).toBe(200);
    const refused = await h.call(API.students.page, undefined, teacher);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe(HTTP_MESSAGES[403]);
    const nav = (await h.call(API.navigation.bar, undefined, teacher)).json().response;
    expect(paths(nav)).not.toContain('/Student/Students');
  });
});

describe('Delete (B15: ids in the query)', () => {
  it('refuses an empty selection, built-in roles and roles still held', async () => {
    expect((await del({}, admin)).json().msg).toBe(ROLE_MESSAGES.selectToDelete);
    expect((await del({ ids: role.teacher }, platform)).json().msg).toBe(ROLE_MESSAGES.builtIn);
    expect((await del({ ids: role.mine }, admin)).json().msg).toBe(roleInUseMessage('教研组', 1));
  });

  it("answers 404 for another school's role and 403 for a platform role", async () => {
    expect((await del({ ids: rainbowRole }, admin)).statusCode).toBe(404);
    expect((await del({ ids: role.teacher }, admin)).statusCode).toBe(403);
  });

  it('deletes by the query ids and ignores a body', async () => {
    const spare = (await h.call(API.roles.add, form({ Name: '临时角色' }), admin)).json().response.Id;
    // the body names another role: only the query counts
    const res = await h.delete(`${API.roles.remove.path}?ids=${spare}`, admin, { ids: [role.mine] });
    expect(res.json()).toMatchObject({ success: true, msg: '删除成功' });
    const names = (await h.call(API.roles.page, { PageSize: 50 }, admin))
      .json()
      .response.data.map((r: { Name: string }) => r.Name);
    expect(names).not.toContain('临时角色');
    expect(names).toContain('教研组');
  });
});
