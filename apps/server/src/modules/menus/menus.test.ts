import { API, MENU_MESSAGES, type TMenuRow, type TNavigationNode } from '@kg/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { itGuards, useHarness } from '../../../test/harness';
import { permissions } from '../../db/schema';

const h = useHarness();
let admin: string;
let platform: string;
const entry: Record<string, number> = {};

const del = (query: object, token?: string) => h.call(API.menus.remove, query, token);
const flatten = (rows: TMenuRow[]): TMenuRow[] => rows.flatMap((r) => [r, ...flatten(r.children ?? [])]);
const tree = async (query?: { Name: string }) =>
  (await h.call(API.menus.tree, query, platform)).json().response as TMenuRow[];
const form = (over: object = {}) => ({
  Name: '膳食管理',
  ParentId: 0,
  Path: '',
  Icon: 'CoffeeOutlined',
  Sort: 50,
  ...over,
});
const navNames = async (token: string) => {
  const all = (n: TNavigationNode): TNavigationNode[] => [n, ...n.children.flatMap(all)];
  return all((await h.call(API.navigation.bar, undefined, token)).json().response).map((n) => n.name);
};

beforeAll(async () => {
  [admin, platform] = await Promise.all([h.login('admin'), h.login('platform')]);
  for (const e of await h.db.select().from(permissions)) if (e.code) entry[e.code] = e.id;
});

describe('access: platform administrator only (menuManage)', () => {
  itGuards(h, [API.menus.tree, API.menus.add, API.menus.update, [API.menus.remove, { id: 1 }]], () => admin);
});

describe('GetTreeTable (B13)', () => {
  it('lists every entry as a tree ordered by sort, with buttons, flags and role counts', async () => {
    const rows = await tree();
    expect(rows.map((r) => r.Name)).toEqual([
      '首页',
      '基础数据',
      '文字模板',
      '信息管理',
      '评价管理',
      '保健管理',
      '膳食管理',
      '平台管理',
      '系统管理',
      '个人中心',
      '使用帮助',
    ]);
    const info = rows.find((r) => r.Name === '信息管理')!;
    const students = info.children!.find((r) => r.Path === '/Student/Students')!;
    expect(students).toMatchObject({ KeepAlive: true, Icon: 'SmileOutlined', IsBuiltIn: true, RoleCount: 3 });
    expect(students.children!.map((b) => [b.Name, b.IsButton, b.Func])).toContainEqual([
      '新增幼儿',
      true,
      'handleAdd',
    ]);
    expect(rows[0]!.children).toBeUndefined();
  });

  it('searches by name or path and keeps the groups above a match', async () => {
    const rows = await tree({ Name: '/Teacher' });
    expect(rows.map((r) => r.Name)).toEqual(['信息管理']);
    expect(rows[0]!.children!.map((r) => r.Name)).toEqual(['教师管理']);
  });
});

describe('Add, Update, Delete', () => {
  it.each([
    [{ Name: '' }, MENU_MESSAGES.nameRequired],
    [{ Path: 'School/List' }, MENU_MESSAGES.pathInvalid],
    [{ IsExternal: true, Path: '/help' }, MENU_MESSAGES.externalInvalid],
    [{ IsButton: true }, MENU_MESSAGES.funcRequired],
    [{ IsButton: true, Func: 'handle-add' }, MENU_MESSAGES.funcInvalid],
    [{ Icon: 'coffee' }, MENU_MESSAGES.iconInvalid],
    [{ ApiCode: 'everything' }, MENU_MESSAGES.apiCodeInvalid],
  ])('refuses %o with its message', async (over, msg) => {
    const res = await h.call(API.menus.add, form(over), platform);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(msg);
  });

  it('answers 404 for a parent or entry that does not exist', async () => {
    expect((await h.call(API.menus.add, form({ ParentId: 999_999 }), platform)).statusCode).toBe(404);
    expect((await h.call(API.menus.update, form({ Id: 999_999 }), platform)).statusCode).toBe(404);
    expect((await del({ id: 999999 }, platform)).statusCode).toBe(404);
  });

  it('adds a group, a page and a button; the platform administrator sees them at once', async () => {
    const group = (await h.call(API.menus.add, form(), platform)).json();
    expect(group).toMatchObject({ success: true, msg: '添加成功' });
    entry.meals = group.response.Id;
    const page = await h.call(
      API.menus.add,
      form({
        Name: '每周食谱',
        ParentId: entry.meals,
        Path: '/Meal/Weekly',
        ApiCode: 'student.read',
        KeepAlive: true,
      }),
      platform,
    );
    entry.weekly = page.json().response.Id;
    const button = await h.call(
      API.menus.add,
      form({ Name: '发布食谱', ParentId: entry.weekly, IsButton: true, Func: 'handlePublish', Icon: '' }),
      platform,
    );
    entry.publish = button.json().response.Id;
    const added = flatten(await tree()).find((r) => r.Id === entry.weekly)!;
    expect(added).toMatchObject({ ApiCode: 'student.read', KeepAlive: true, IsBuiltIn: false, RoleCount: 0 });
    expect(added.children!.map((r) => r.Func)).toEqual(['handlePublish']);
    expect(await navNames(platform)).toEqual(expect.arrayContaining(['膳食管理', '每周食谱', '发布食谱']));
  });

  it("edits a built-in entry's title: the side menu shows it at the next load", async () => {
    const students = flatten(await tree()).find((r) => r.Code === 'students')!;
    const { children, IsBuiltIn, RoleCount, Code, ...fields } = students;
    const res = await h.call(API.menus.update, { ...fields, Name: '幼儿档案' }, platform);
    expect(res.json()).toMatchObject({ success: true, msg: '修改成功' });
    expect(await navNames(admin)).toContain('幼儿档案');
    expect(flatten(await tree()).find((r) => r.Code === 'students')).toMatchObject({
      Name: '幼儿档案',
      KeepAlive: true,
    });
  });

  it('never moves an entry under itself or its own children', async () => {
    const self = await h.call(API.menus.update, form({ Id: entry.meals, ParentId: entry.meals }), platform);
    expect(self.json().msg).toBe(MENU_MESSAGES.parentInvalid);
    const below = await h.call(
      API.menus.update,
      form({ Id: entry.meals, ParentId: entry.publish }),
      platform,
    );
    expect(below.json().msg).toBe(MENU_MESSAGES.parentInvalid);
  });

  it('refuses deleting an entry with children or a built-in one; the id comes from the query', async () => {
    expect((await del({ id: entry.meals }, platform)).json().msg).toBe(MENU_MESSAGES.hasChildren);
    expect((await del({ id: entry.home }, platform)).json().msg).toBe(MENU_MESSAGES.builtIn);
    expect((await del({}, platform)).json().msg).toBe(MENU_MESSAGES.selectToDelete);
    // the body names another entry: only the query counts
    const res = await h.delete(`${API.menus.remove.path}?id=${entry.publish}`, platform, { id: entry.meals });
    expect(res.json()).toMatchObject({ success: true, msg: '删除成功' });
    const left = flatten(await tree()).map((r) => r.Id);
    expect(left).not.toContain(entry.publish);
    expect(left).toContain(entry.meals);
    expect((await del({ ids: `${entry.weekly},${entry.meals}` }, platform)).statusCode).toBe(200);
  });
});
