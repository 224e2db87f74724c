import type { TNavigationNode } from '@kg/contracts';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../api/session';
import { NavButtons } from './NavButtons';

// React needs to know it runs inside a test to flush effects in act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const meta = {
  title: '',
  requireAuth: true,
  NoTabPage: false,
  NoNeedHome: false,
  keepAlive: false,
  showTitle: true,
};
const button = (id: number, name: string, Func: string): TNavigationNode => ({
  id,
  pid: 4,
  order: id,
  name,
  path: '',
  iconCls: '',
  IsHide: false,
  IsButton: true,
  IsExternal: false,
  Func,
  meta: { ...meta, title: name },
  children: [],
});
const tree: TNavigationNode[] = [
  {
    id: 4,
    pid: 0,
    order: 1,
    name: '班级管理',
    path: '/Class/Classes',
    iconCls: '',
    IsHide: false,
    IsButton: false,
    IsExternal: false,
    Func: null,
    meta: { ...meta, title: '班级管理' },
    children: [
      button(5, '新增班级', 'handleAdd'),
      button(6, '删除班级', 'handleDel'),
      button(7, '导出', 'handleExport'),
    ],
  },
];

describe('<NavButtons> (B10, B11)', () => {
  let host: HTMLDivElement;
  let root: Root;

  beforeEach(() => {
    localStorage.setItem('router', JSON.stringify(tree));
    sessionStore.changed();
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  });

  afterEach(() => {
    act(() => root.unmount());
    host.remove();
    localStorage.clear();
    sessionStore.changed();
  });

  it('shows granted buttons the page can perform, danger-styled for delete-like functions', () => {
    const add = vi.fn();
    act(() =>
      root.render(
        <MemoryRouter initialEntries={['/Class/Classes']}>
          <NavButtons handlers={{ handleAdd: add, handleDel: vi.fn() }} />
        </MemoryRouter>,
      ),
    );
    const addButton = host.querySelector<HTMLButtonElement>('[data-testid="nav-button-handleAdd"]');
    const delButton = host.querySelector<HTMLButtonElement>('[data-testid="nav-button-handleDel"]');
    expect(addButton?.textContent).toBe('新增班级');
    expect(addButton?.className).not.toContain('ant-btn-dangerous');
    expect(delButton?.className).toContain('ant-btn-dangerous');
    // Granted, but the page has no handler for it: no dead button.
    expect(host.querySelector('[data-testid="nav-button-handleExport"]')).toBeNull();
    act(() => addButton?.click());
    expect(add).toHaveBeenCalledOnce();
  });

  it('renders nothing where the tree grants no buttons', () => {
    act(() =>
      root.render(
        <MemoryRouter initialEntries={['/Student/Students']}>
          <NavButtons handlers={{ handleAdd: vi.fn() }} />
        </MemoryRouter>,
      ),
    );
    expect(host.innerHTML).toBe('');
  });
});
