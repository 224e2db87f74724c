import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { describe, expect, it } from 'vitest';
import { loadInChosenLanguage } from './namespace';

/** Texts by language and namespace; English common is held back until released. */
const TEXTS: Record<string, Record<string, Record<string, string>>> = {
  'zh-CN': { common: { title: '标题' }, classes: { name: '班级名称' } },
  en: { common: { title: 'Title' }, classes: { name: 'Class name' } },
};

function heldBackend() {
  let release: () => void = () => {};
  const englishCommon = new Promise<void>((resolve) => {
    release = resolve;
  });
  const backend: BackendModule = {
    type: 'backend',
    init() {},
    read(language: string, name: string, callback: ReadCallback) {
      const texts = TEXTS[language]?.[name] ?? {};
      const wait = language === 'en' && name === 'common' ? englishCommon : Promise.resolve();
      void wait.then(() => callback(null, texts));
    },
  };
  return { backend, release: () => release() };
}

async function instance(backend: BackendModule) {
  const i18n = i18next.createInstance();
  await i18n.use(backend).init({
    lng: 'zh-CN',
    supportedLngs: ['zh-CN', 'en'],
    load: 'currentOnly',
    fallbackLng: false,
    ns: ['common'],
    defaultNS: 'common',
  });
  return i18n;
}

describe('Q01: a namespace asked for during a language switch (issue 16 reverse run)', () => {
  it('arrives in the language switched to, not only in the one being left', async () => {
    const { backend, release } = heldBackend();
    const i18n = await instance(backend);
    const switching = i18n.changeLanguage('en');
    // The page chunk registering `classes` arrives while English common is still loading.
    const ready = loadInChosenLanguage(i18n, ['classes'], () => 'en');
    release();
    await Promise.all([switching, ready]);

    expect(i18n.language).toBe('en');
    expect(i18n.getResource('en', 'classes', 'name')).toBe('Class name');
  });

  it('loads once when no switch is under way', async () => {
    const { backend, release } = heldBackend();
    release();
    const i18n = await instance(backend);
    await loadInChosenLanguage(i18n, ['classes'], () => 'zh-CN');
    expect(i18n.getResource('zh-CN', 'classes', 'name')).toBe('班级名称');
  });
});
