import { describe, expect, it } from 'vitest';
import { addTab, closeAllTabs, closeOtherTabs, closeTab, parseTabs, type TTab } from './tabList';

const tab = (path: string, title = path): TTab => ({ path, fullPath: path, title });
const three = [tab('/indexHome'), tab('/Class/Classes'), tab('/Student/Students')];

describe('tab list (A49-A51)', () => {
  it('adds each page once, matching paths case-insensitively', () => {
    let tabs = addTab([], tab('/indexHome', '首页'));
    tabs = addTab(tabs, tab('/Class/Classes', '班级管理'));
    tabs = addTab(tabs, tab('/class/classes', '班级管理'));
    expect(tabs.map((t) => t.title)).toEqual(['首页', '班级管理']);
  });

  it('keeps the latest query of a page', () => {
    const tabs = addTab([tab('/User/Users')], {
      path: '/User/Users',
      fullPath: '/User/Users?Name=a',
      title: 'u',
    });
    expect(tabs[0]?.fullPath).toBe('/User/Users?Name=a');
  });

  it('closing the active tab activates the right neighbour, else the left one', () => {
    expect(closeTab(three, '/Class/Classes', '/Class/Classes')).toEqual({
      tabs: [three[0], three[2]],
      next: '/Student/Students',
    });
    expect(closeTab(three, '/Student/Students', '/Student/Students').next).toBe('/Class/Classes');
  });

  it('closing an inactive tab stays on the page', () => {
    expect(closeTab(three, '/indexHome', '/Class/Classes').next).toBeNull();
  });

  it('closing the last tab falls back to /', () => {
    expect(closeTab([tab('/indexHome')], '/indexHome', '/indexHome')).toEqual({ tabs: [], next: '/' });
  });

  it('close others keeps one tab; close all empties the bar and goes to /', () => {
    expect(closeOtherTabs(three, '/Class/Classes', '/Class/Classes')).toEqual({
      tabs: [three[1]],
      next: null,
    });
    expect(closeOtherTabs(three, '/indexHome', '/Class/Classes').next).toBe('/indexHome');
    expect(closeAllTabs()).toEqual({ tabs: [], next: '/' });
  });

  it('reads stored tabs defensively', () => {
    expect(parseTabs(null)).toEqual([]);
    expect(parseTabs('not json')).toEqual([]);
    expect(parseTabs('[{"path":"/a","title":"A"},{"x":1}]')).toEqual([
      { path: '/a', fullPath: '/a', title: 'A' },
    ]);
  });
});
