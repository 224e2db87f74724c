import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { averagePercent, formatAnswer, formatAverage } from './resultsFormat';

const t = ((key: string, o?: Record<string, unknown>) => `${key}:${JSON.stringify(o ?? {})}`) as TFunction;

describe('results formatting', () => {
  it('shows stars with one decimal and a share of 是 as a percent', () => {
    expect(formatAverage(t, 4.56, false)).toBe('questionnaire.avgStars:{"value":"4.6"}');
    expect(formatAverage(t, 0.83, true)).toBe('questionnaire.avgYes:{"percent":83}');
    expect(formatAverage(t, null, true)).toBe('—');
  });

  it('shows an answer as stars, 是 or 否, or a dash', () => {
    expect(formatAnswer(t, 5, false)).toBe('questionnaire.stars:{"count":5}');
    expect(formatAnswer(t, 1, true)).toBe('questionnaire.yes:{}');
    expect(formatAnswer(t, 2, true)).toBe('questionnaire.no:{}');
    expect(formatAnswer(t, 0, false)).toBe('—');
  });

  it('fills the bar against the maximum', () => {
    expect(averagePercent(3, 6)).toBe(50);
    expect(averagePercent(0.75, 1)).toBe(75);
    expect(averagePercent(null, 6)).toBe(0);
  });
});
