import { describe, expect, it } from 'vitest';
import { greetingPeriod } from './greeting';

describe('greetingPeriod', () => {
  it.each([
    [4, 'evening'],
    [5, 'morning'],
    [10, 'morning'],
    [11, 'noon'],
    [13, 'afternoon'],
    [17, 'afternoon'],
    [18, 'evening'],
    [23, 'evening'],
  ])('%i h -> %s', (hour, period) => {
    expect(greetingPeriod(hour)).toBe(period);
  });
});
