import { describe, expect, it } from 'vitest';
import { observationFramework } from './growth-observation-frameworks';
import { ADVICE_DEFAULTS } from './term-advice-defaults';

const keyOf = (dimension: string, element: string, point: string) => `${dimension} / ${element} / ${point}`;

// Every (dimension, element, point) the four default frameworks hold, with point '' for each element.
const expected = new Set(
  [0, 1, 2, 3].flatMap((level) =>
    observationFramework(level).flatMap((d) =>
      d.elements.flatMap((e) => ['', ...e.points].map((p) => keyOf(d.dimension, e.element, p))),
    ),
  ),
);
const keys = ADVICE_DEFAULTS.map((a) => keyOf(a.dimension, a.element, a.point));

describe('default term-report advice', () => {
  it('covers every element and point of levels 0-3 exactly once', () => {
    const counts = new Map<string, number>();
    for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
    const missing = [...expected].filter((key) => !counts.has(key));
    const repeated = [...counts].filter(([, n]) => n > 1).map(([key]) => key);
    expect(missing).toEqual([]);
    expect(repeated).toEqual([]);
    expect(ADVICE_DEFAULTS.length).toBe(expected.size);
  });

  it('names no dimension, element or point outside the frameworks', () => {
    expect(keys.filter((key) => !expected.has(key))).toEqual([]);
  });

  it('gives every entry trimmed advice of 40 to 200 characters', () => {
    for (const { advice, point, element } of ADVICE_DEFAULTS) {
      const label = point || element;
      expect(advice, label).toBe(advice.trim());
      expect(advice.length, label).toBeGreaterThanOrEqual(40);
      expect(advice.length, label).toBeLessThanOrEqual(200);
    }
  });
});
