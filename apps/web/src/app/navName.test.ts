import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../locales/en';
import zhCN from '../locales/zh-CN';
import { navName, roleLabel } from './navName';

async function tFor(lng: string) {
  const i18n = i18next.createInstance();
  await i18n.init({ lng, resources: { 'zh-CN': { translation: zhCN }, en: { translation: en } } });
  return i18n.t;
}

describe('navName', () => {
  it('translates the built-in entries', async () => {
    const t = await tFor('en');
    expect(navName('班级管理', t)).toBe('Classes');
    expect(navName('信息管理', t)).toBe('Information');
  });

  it("keeps a school's own entry name, and Chinese as the server sends it", async () => {
    expect(navName('园所特色课程', await tFor('en'))).toBe('园所特色课程');
    expect(navName('班级管理', await tFor('zh-CN'))).toBe('班级管理');
    expect(navName('', await tFor('en'))).toBe('');
  });
});

describe('roleLabel', () => {
  it('translates each role of an identity label and joins them the language’s way', async () => {
    expect(roleLabel('园长、教师', await tFor('en'))).toBe('Principal, Teacher');
    expect(roleLabel('园长、教师', await tFor('zh-CN'))).toBe('园长、教师');
    expect(roleLabel('营养师', await tFor('en'))).toBe('营养师');
  });
});
