import { describe, expect, it } from 'vitest';
import { RateWindow } from './rate-window';

describe('RateWindow', () => {
  it('allows max hits per window per key, then resets', () => {
    let now = 0;
    const w = new RateWindow(2, 1000, () => now);
    expect([w.take('a'), w.take('a'), w.take('a'), w.take('b')]).toEqual([true, true, false, true]);
    now = 1000;
    expect(w.take('a')).toBe(true);
  });
});
