import { Permission } from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { MENU } from '../../../../server/src/seed/menu';
import { accessText, apiCodeKey } from './access.i18n';

/**
 * 菜单管理 showed raw keys such as access.apiCodes.questionnaire_fill (issue 14 item 4): every
 * API permission the seeded navigation tree grants, and every one the product defines, has a
 * label in each language.
 */
const seeded = [...new Set(MENU.flatMap((m) => (m.apiCode ? [m.apiCode] : [])))];
const codes = [...new Set([...seeded, ...Object.values(Permission)])];

describe('API permission labels', () => {
  it('reads the seeded menu (the test would pass vacuously on an empty list)', () => {
    expect(seeded.length).toBeGreaterThan(10);
  });

  it.each(Object.entries(accessText))('has a label for every code in %s', (_language, texts) => {
    const labels = texts.apiCodes as Record<string, string>;
    const missing = codes.filter((code) => !labels[apiCodeKey(code).replace('access.apiCodes.', '')]?.trim());
    expect(missing).toEqual([]);
  });
});
