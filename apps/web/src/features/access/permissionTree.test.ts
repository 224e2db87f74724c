import type { TPermissionTreeNode } from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { checkState, indexTree, toggle } from './permissionTree';

const node = (
  value: number,
  children: TPermissionTreeNode[] = [],
  disabled = false,
): TPermissionTreeNode => ({
  value,
  label: `n${value}`,
  pid: 0,
  order: 0,
  isbtn: false,
  ishide: false,
  icon: '',
  path: '',
  disabled,
  children,
});

const basics = { ...node(8), ishide: true };
// 8 基础数据 (hidden), 1 信息管理 { 2 幼儿管理 { 3 新增, 4 编辑 }, 5 班级管理 }, 6 平台 (disabled) { 7 菜单 }
const index = indexTree(
  node(0, [basics, node(1, [node(2, [node(3), node(4)]), node(5)]), node(6, [node(7)], true)]),
);

describe('permission tree', () => {
  it('ticking a page grants its buttons, the menu above it and the hidden basics', () => {
    const granted = toggle(new Set(), index, 2, true);
    expect([...granted].sort()).toEqual([1, 2, 3, 4, 8]);
    expect(checkState(granted, index)).toEqual({ checked: [8, 2, 3, 4], halfChecked: [1] });
    // The basics can be unticked on their own.
    expect([...toggle(granted, index, 8, false)].sort()).toEqual([1, 2, 3, 4]);
  });

  it('a page without some of its buttons stays granted and shows half-checked', () => {
    let granted = toggle(new Set(), index, 2, true);
    granted = toggle(granted, index, 3, false);
    granted = toggle(granted, index, 4, false);
    expect([...granted].sort()).toEqual([1, 2, 8]);
    expect(checkState(granted, index).halfChecked).toEqual([1, 2]);
  });

  it('unticking a menu removes everything under it', () => {
    const granted = toggle(new Set([1, 2, 3, 4, 5]), index, 1, false);
    expect([...granted]).toEqual([]);
  });

  it('never changes entries the caller cannot grant', () => {
    // 菜单 is grantable, the 平台 group above it is not: it is neither added nor removed.
    expect([...toggle(new Set(), index, 7, true)].sort()).toEqual([7, 8]);
    expect([...toggle(new Set([6, 7]), index, 6, false)]).toEqual([6]);
  });
});
