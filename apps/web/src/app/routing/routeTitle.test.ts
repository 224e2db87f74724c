import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import zhCN from '../../locales/zh-CN';
import { navNode } from '../../test/navNode';
import { documentTitle } from './documentTitle';
import { routeTitle, targetTitle } from './routeTitle';

const t = ((key: string) => {
  let node: unknown = zhCN;
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  return String(node);
}) as unknown as TFunction;

const classes = navNode('/Class/Classes', '班级管理', { id: 4, pid: 3 });

describe('page titles (A12)', () => {
  it('uses the tree title with the platform suffix', () => {
    expect(documentTitle(routeTitle('/Class/Classes', [classes], t), t)).toBe('班级管理 - 幼儿成长评价平台');
  });

  it('knows the built-in pages', () => {
    expect(routeTitle('/login', [], t)).toBe('登录');
    expect(routeTitle('/indexHome', [], t)).toBe('首页');
    expect(routeTitle('/404', [], t)).toBe('页面建设中');
  });

  it('titles the page that will really show: login without a session, 404 for unknown paths', () => {
    expect(targetTitle('/Class/Classes', [classes], t, false)).toBe('登录');
    expect(targetTitle('/hxlogin', [], t, false)).toBe('登录');
    expect(targetTitle('/nowhere', [classes], t, true)).toBe('页面建设中');
  });

  it('titles a page of the app the user may not open 无权访问 (issue 14 item 3)', () => {
    expect(targetTitle('/User/Users', [classes], t, true)).toBe('无权访问');
    expect(targetTitle('/class/classes', [classes], t, true)).toBe('班级管理');
  });
});
