import { describe, expect, it } from 'vitest';
import { DEFAULT_QUESTION_BANKS } from './question-bank-defaults';

const kindergarten = DEFAULT_QUESTION_BANKS.filter((b) => b.typeId === 1);
const nursery = DEFAULT_QUESTION_BANKS.filter((b) => b.typeId === 4);
const allTexts = DEFAULT_QUESTION_BANKS.flatMap((b) => b.questions.map((q) => q.text));

describe('default process-question banks', () => {
  it('lists the five 3-6 domains, then the five nursery areas', () => {
    expect(kindergarten.map((b) => b.name)).toEqual(['健康', '语言', '社会', '科学', '艺术']);
    expect(nursery.map((b) => b.name)).toEqual([
      '生活习惯',
      '动作发展',
      '语言发展',
      '认知发展',
      '情感与社会性',
    ]);
    expect(DEFAULT_QUESTION_BANKS.slice(0, 5)).toEqual(kindergarten);
  });

  it('has unique names of at most 20 characters and descriptions of at most 200', () => {
    const names = DEFAULT_QUESTION_BANKS.map((b) => b.name);
    expect(new Set(names).size).toBe(names.length);
    for (const bank of DEFAULT_QUESTION_BANKS) {
      expect(bank.name.length).toBeLessThanOrEqual(20);
      expect(bank.description.length).toBeGreaterThan(0);
      expect(bank.description.length).toBeLessThanOrEqual(200);
    }
  });

  it('words every item as a trimmed statement of 8 to 40 characters, never repeated', () => {
    for (const text of allTexts) {
      expect(text, text).toBe(text.trim());
      expect(text.length, text).toBeGreaterThanOrEqual(8);
      expect(text.length, text).toBeLessThanOrEqual(40);
      expect(text, text).not.toMatch(/[?？]/);
      expect(text, text).not.toMatch(/[。.]$/);
      expect(text, text).not.toMatch(/^\s*\d+[.、)]/);
    }
    const seen = new Set<string>();
    const repeated = allTexts.filter((t) => seen.has(t) || !seen.add(t));
    expect(repeated).toEqual([]);
  });

  it('gives each 3-6 domain general items and at least nine per age group', () => {
    for (const bank of kindergarten) {
      const count = (scope: string) => bank.questions.filter((q) => q.scope === scope).length;
      expect(count('通用'), bank.name).toBeGreaterThanOrEqual(2);
      for (const scope of ['小班', '中班', '大班']) {
        expect(count(scope), `${bank.name} ${scope}`).toBeGreaterThanOrEqual(9);
        expect(count(scope), `${bank.name} ${scope}`).toBeLessThanOrEqual(10);
      }
      expect(count('托班'), bank.name).toBe(0);
    }
  });

  it('keeps nursery banks to 托班 items only, at least nine each', () => {
    for (const bank of nursery) {
      expect(bank.questions.length, bank.name).toBeGreaterThanOrEqual(9);
      expect(
        bank.questions.every((q) => q.scope === '托班'),
        bank.name,
      ).toBe(true);
    }
  });
});
