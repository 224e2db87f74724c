import { describe, expect, it } from 'vitest';
import en from './en';
import es from './es';
import zhCN from './zh-CN';

// The dictionaries mount feature sections; a section mounted one level too deep shows raw keys
// (students.addTitle) on screen while every type still checks.
describe('mounted sections', () => {
  it.each([
    ['zh-CN', zhCN, '新增幼儿'],
    ['en', en, undefined],
    ['es', es, undefined],
  ])('%s has the students and navigation texts at the top level', (_lang, dict, addTitle) => {
    expect(typeof dict.students.addTitle).toBe('string');
    if (addTitle) expect(dict.students.addTitle).toBe(addTitle);
    expect(typeof dict.navNames.评价管理).toBe('string');
    expect(typeof dict.roleNames).toBe('object');
  });
});
