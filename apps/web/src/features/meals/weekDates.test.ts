import { describe, expect, it } from 'vitest';
import { monthDayLabel, weekdayLabel, weekRangeLabel } from './weekDates';

describe('a menu week in the reader’s language', () => {
  it('reads as a Chinese calendar prints it', () => {
    expect(weekdayLabel('2026-11-23', 'zh-CN')).toBe('周一');
    expect(monthDayLabel('2026-11-23', 'zh-CN')).toBe('11月23日');
    expect(weekRangeLabel('2026-11-23', 'zh-CN')).toBe('2026年11月23日—11月27日');
  });

  it('reads in English and Spanish too', () => {
    expect(weekdayLabel('2026-11-23', 'en')).toBe('Mon');
    expect(weekRangeLabel('2026-11-30', 'en')).toBe('Nov 30, 2026—Dec 4');
    expect(monthDayLabel('2026-11-23', 'es')).toBe('23/11');
  });
});
