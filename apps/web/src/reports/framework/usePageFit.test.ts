import { describe, expect, it } from 'vitest';
import { A4_WIDTH_PX, pageScale } from './usePageFit';

describe('pageScale', () => {
  it('keeps a sheet 1:1 on a desk wider than A4', () => {
    expect(pageScale(1400)).toBe(1);
    expect(pageScale(A4_WIDTH_PX)).toBe(1);
  });

  it('shrinks a sheet to fit a phone', () => {
    const scale = pageScale(358);
    expect(scale).toBeLessThan(0.46);
    expect(scale * A4_WIDTH_PX).toBeLessThanOrEqual(358);
  });

  it('leaves the sheet alone while the desk is not measured', () => {
    expect(pageScale(0)).toBe(1);
    expect(pageScale(Number.NaN)).toBe(1);
  });
});
