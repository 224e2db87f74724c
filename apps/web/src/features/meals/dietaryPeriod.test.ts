import { describe, expect, it } from 'vitest';
import { defaultMonth, monthPeriod } from './dietaryPeriod';

describe('the dietary report launch page period', () => {
  it('defaults to this month from the 10th, else to last month', () => {
    expect(defaultMonth('2026-11-28')).toBe('2026-11');
    expect(defaultMonth('2026-11-10')).toBe('2026-11');
    expect(defaultMonth('2026-11-09')).toBe('2026-10');
    expect(defaultMonth('2026-01-03')).toBe('2025-12');
  });

  it('a month runs from its first day to its last, or to today for the current month', () => {
    expect(monthPeriod('2026-10', '2026-11-28')).toEqual({ start: '2026-10-01', end: '2026-10-31' });
    expect(monthPeriod('2026-02', '2026-11-28')).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(monthPeriod('2026-11', '2026-11-28')).toEqual({ start: '2026-11-01', end: '2026-11-28' });
  });
});
