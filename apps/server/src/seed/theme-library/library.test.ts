import { THEME_KEYWORDS } from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { LARGE_THEMES } from './large';
import { MIDDLE_THEMES } from './middle';
import { NURSERY_THEMES } from './nursery';
import { SMALL_THEMES } from './small';
import type { TLibraryTheme } from './types';

const LIBRARY: readonly TLibraryTheme[] = [
  ...NURSERY_THEMES,
  ...SMALL_THEMES,
  ...MIDDLE_THEMES,
  ...LARGE_THEMES,
];
const domainOf = (keywordId: number) => THEME_KEYWORDS.find((k) => k.Id === keywordId)?.Domain;

describe('the default theme library', () => {
  it('holds 32 themes, four for each level and term', () => {
    expect(LIBRARY).toHaveLength(32);
    for (const [list, level] of [
      [NURSERY_THEMES, 0],
      [SMALL_THEMES, 1],
      [MIDDLE_THEMES, 2],
      [LARGE_THEMES, 3],
    ] as const) {
      expect(list.every((t) => t.level === level)).toBe(true);
      for (const term of [1, 2] as const) {
        expect(list.filter((t) => t.term === term)).toHaveLength(4);
      }
    }
  });

  it('has unique keys and titles, keys matching level and term', () => {
    expect(new Set(LIBRARY.map((t) => t.key)).size).toBe(LIBRARY.length);
    expect(new Set(LIBRARY.map((t) => t.title)).size).toBe(LIBRARY.length);
    for (const t of LIBRARY) {
      expect(t.key).toMatch(new RegExp(`^${t.level}-${t.term}-0[1-4]$`));
      expect(t.title.trim()).not.toBe('');
    }
  });

  it('keeps weeks, aim and descriptions within their limits', () => {
    for (const t of LIBRARY) {
      expect(t.weeks, t.key).toBeGreaterThanOrEqual(3);
      expect(t.weeks, t.key).toBeLessThanOrEqual(6);
      expect(t.aim.length, t.key).toBeGreaterThan(0);
      expect(t.aim.length, t.key).toBeLessThanOrEqual(200);
      expect(t.descriptions, t.key).toHaveLength(3);
      for (const d of t.descriptions) {
        expect(d.trim().length, t.key).toBeGreaterThan(0);
        expect(d.length, t.key).toBeLessThanOrEqual(500);
      }
    }
  });

  it('gives each theme 6 teacher, 2 home and 2 child descriptions within the limits', () => {
    const keywordIds = THEME_KEYWORDS.map((k) => k.Id as number);
    for (const t of LIBRARY) {
      const count = (voice: string) => t.questions.filter((q) => q.voice === voice).length;
      expect([count('teacher'), count('home'), count('child')], t.key).toEqual([6, 2, 2]);
      expect(t.questions, t.key).toHaveLength(10);
      for (const q of t.questions) {
        expect(q.describe.trim().length, `${t.key} ${q.describe}`).toBeGreaterThan(0);
        expect(q.describe.length, `${t.key} ${q.describe}`).toBeLessThanOrEqual(100);
        expect(q.describe.endsWith('。'), `${t.key} ${q.describe}`).toBe(false);
        expect(keywordIds, `${t.key} ${q.describe}`).toContain(q.keywordId);
        expect(q.keywordId).toBeGreaterThanOrEqual(1);
        expect(q.keywordId).toBeLessThanOrEqual(11);
      }
    }
  });

  it('spreads the teacher descriptions of a theme over at least four domains', () => {
    for (const t of LIBRARY) {
      const domains = new Set(
        t.questions.filter((q) => q.voice === 'teacher').map((q) => domainOf(q.keywordId)),
      );
      expect(domains.size, t.key).toBeGreaterThanOrEqual(4);
    }
  });
});
