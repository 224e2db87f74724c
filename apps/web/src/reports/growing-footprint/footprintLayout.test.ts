import { describe, expect, it } from 'vitest';
import { CARD, fitFont, linesOf, packPages, runSpans, spannedHeight, textEm } from './footprintLayout';
import { TABLE_HEAD } from './footprintObservations';

describe('the booklet’s page arithmetic', () => {
  it('measures Chinese one em a character and Latin narrower; each newline starts a line', () => {
    expect(textEm('成长档案')).toBe(4);
    expect(textEm('abc')).toBeCloseTo(1.8);
    // 10 pt is about 3.53 mm: a 100 mm line holds about 26 characters
    expect(linesOf('字'.repeat(26), 100, 10)).toBe(1);
    expect(linesOf('字'.repeat(60), 100, 10)).toBe(3);
    expect(linesOf('一\n二\n\n三', 100, 10)).toBe(4);
  });

  it('keeps whole rows within the budget and gives an oversized row a page of its own', () => {
    const pages = packPages([50, 50, 300, 60, 60], (rows) => TABLE_HEAD + rows.reduce((a, b) => a + b, 0), {
      first: CARD.height,
      next: CARD.height,
    });
    expect(pages).toEqual([[50, 50], [300], [60, 60]]);
    expect(packPages([], () => 0, { first: 10, next: 10 })).toEqual([[]]);
    expect(packPages([1, 1, 1, 1, 1], () => 0, { first: 99, next: 99, maxFirst: 2, maxNext: 3 })).toEqual([
      [1, 1],
      [1, 1, 1],
    ]);
  });

  it('merges equal neighbours into spans and lets a tall merged cell grow its rows', () => {
    expect(runSpans(['a', 'a', 'b', 'a'])).toEqual([2, 0, 1, 1]);
    const rows = [
      { keys: ['健康', '动作'], height: 8 },
      { keys: ['健康', '动作'], height: 8 },
      { keys: ['语言', '表达'], height: 8 },
    ];
    expect(spannedHeight(rows, () => 0)).toBe(24);
    // the element 表达 needs 20 mm: its one row grows to it
    expect(spannedHeight(rows, (level, key) => (level === 1 && key === '表达' ? 20 : 0))).toBe(36);
  });

  it('prints a plate’s words at the largest size that fits its box, never below 7 pt', () => {
    expect(fitFont('我的家', 80, 20, 14)).toBe(14);
    const long = '孩子在游戏中专注投入，乐于尝试新的玩法。'.repeat(20);
    const pt = fitFont(long, 80, 60, 14);
    expect(pt).toBeLessThan(10);
    expect(pt).toBeGreaterThanOrEqual(7);
    expect(fitFont(long.repeat(10), 20, 10)).toBe(7);
  });
});
