import { MENU_SEED as MENU, Permission, type TBuiltInName } from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { navigationTextZhCN } from '../../app/navigation.i18n';
import en from '../../locales/en';
import es from '../../locales/es';
import { readNamespace } from '../../locales/namespace';
import { LANGUAGES } from '../../locales/types';
import zhCN from '../../locales/zh-CN';
import { apiCodeKey } from './access.i18n';

/**
 * 菜单管理 showed raw keys such as access.apiCodes.questionnaire_fill and Chinese names in
 * English (issue 14 item 4): every API permission the seeded navigation tree grants (and every
 * one the product defines) has a label in each language, and so has every seeded entry's name.
 */
/** Every built-in name of the page manifest has its navNames text (tsc; en and es follow zh-CN). */
navigationTextZhCN.navNames satisfies Record<TBuiltInName, string>;

const seeded = [...new Set(MENU.flatMap((m) => (m.apiCode ? [m.apiCode] : [])))];
const codes = [...new Set([...seeded, ...Object.values(Permission)])];

describe('菜单管理 labels', () => {
  it('reads the seeded menu (the tests would pass vacuously on an empty list)', () => {
    expect(seeded.length).toBeGreaterThan(10);
  });

  it.each(LANGUAGES)('has an API permission label for every code in %s', async (language) => {
    const { access } = (await readNamespace('access', language)) as {
      access: { apiCodes: Record<string, string> };
    };
    const labels = access.apiCodes;
    const missing = codes.filter((code) => !labels[apiCodeKey(code).replace('access.apiCodes.', '')]?.trim());
    expect(missing).toEqual([]);
  });

  it.each([
    ['zh-CN', zhCN],
    ['en', en],
    ['es', es],
  ])('names every seeded navigation entry in %s', (_language, texts) => {
    const names = texts.navNames as Record<string, string>;
    const missing = [...new Set(MENU.map((m) => m.name))].filter((name) => !names[name]?.trim());
    expect(missing).toEqual([]);
  });
});
