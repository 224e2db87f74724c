import type { TNavigationNode } from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { navNode } from '../test/navNode';
import {
  buttonsFor,
  findRouteNode,
  groupKeysFor,
  isDangerFunc,
  menuNodes,
  normalizePath,
  routeNodes,
  splitRoutes,
} from './navTree';

let nextId = 1;
const node = (path: string, name: string, extra: Partial<TNavigationNode> = {}) =>
  navNode(path, name, { id: nextId++, ...extra });

const classes = node('/Class/Classes', '班级管理', {
  order: 1,
  children: [
    node('/Class/Classes/add', '新增', { IsButton: true, Func: 'handleAdd', order: 1 }),
    node('/Class/Classes/del', '删除', { IsButton: true, Func: 'handleDel', order: 2 }),
    node('/Class/Detail', '班级详情', { IsHide: true }),
  ],
});
const students = node('/Student/Students', '幼儿管理', { order: 2 });
const info = node('', '信息管理', { order: 2, children: [students, classes] });
const tree: TNavigationNode[] = [
  info,
  node('/indexHome', '首页', { order: 1 }),
  node('-', '空分组', { order: 3, children: [node('/x', '隐藏', { IsHide: true })] }),
  node('https://help.example.com', '使用帮助', { order: 4, IsExternal: true }),
  node('/hidden', '隐藏页', { order: 5, IsHide: true }),
];

describe('menuNodes', () => {
  it('sorts by order, drops hidden entries, buttons and empty groups', () => {
    const menu = menuNodes(tree);
    expect(menu.map((n) => n.name)).toEqual(['首页', '信息管理', '使用帮助']);
    expect(menu[1]?.children.map((n) => n.name)).toEqual(['班级管理', '幼儿管理']);
    // A page never shows its buttons or hidden detail pages as submenu items.
    expect(menu[1]?.children[0]?.children).toEqual([]);
  });
});

describe('routeNodes (A15)', () => {
  it('registers pages, including hidden ones, but never buttons, groups or external links', () => {
    const paths = routeNodes(tree).map((n) => n.path);
    expect(paths).toEqual([
      '/Student/Students',
      '/Class/Classes',
      '/Class/Detail',
      '/indexHome',
      '/x',
      '/hidden',
    ]);
  });

  it('finds a page case-insensitively and ignores trailing slashes', () => {
    expect(findRouteNode(tree, '/class/classes/')?.name).toBe('班级管理');
    expect(findRouteNode(tree, '/Class/Classes/add')).toBeUndefined();
    expect(normalizePath('Class/Classes/')).toBe('/class/classes');
  });
});

describe('splitRoutes (A13)', () => {
  it('puts NoNeedHome pages outside the shell', () => {
    const report = node('/growingFootprintReport', '成长足迹报告', { IsHide: true });
    report.meta = { ...report.meta, NoNeedHome: true, NoTabPage: true };
    const { inShell, bare } = splitRoutes([...tree, report]);
    expect(bare.map((n) => n.path)).toEqual(['/growingFootprintReport']);
    expect(inShell.map((n) => n.path)).not.toContain('/growingFootprintReport');
  });
});

describe('groupKeysFor', () => {
  it('names the groups that hold the current page', () => {
    expect(groupKeysFor(tree, '/Class/Classes')).toEqual([`group-${info.id}`]);
    expect(groupKeysFor(tree, '/indexHome')).toEqual([]);
  });
});

describe('buttons (B10, B11)', () => {
  it('lists the button entries under a page in order', () => {
    expect(buttonsFor(tree, '/Class/Classes').map((b) => b.Func)).toEqual(['handleAdd', 'handleDel']);
    expect(buttonsFor(tree, '/Student/Students')).toEqual([]);
  });

  it.each([
    ['handleDel', true],
    ['BatchDelete', true],
    ['removeStudent', true],
    ['stopCycle', true],
    ['handleDisable', true],
    ['handleAdd', false],
    ['handleEdit', false],
    ['export', false],
    [null, false],
    ['', false],
  ])('isDangerFunc(%s) is %s', (func, expected) => {
    expect(isDangerFunc(func)).toBe(expected);
  });
});
