import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en';
import zhCN from '../../locales/zh-CN';
import { ageAt, formatAge } from './childAge';

const day = (y: number, m: number, d: number) => new Date(y, m - 1, d);

describe('ageAt: completed years and months', () => {
  it('counts a month once the day of the month is reached', () => {
    expect(ageAt('2023-09-21', day(2026, 11, 21))).toEqual({ years: 3, months: 2 });
    expect(ageAt('2023-09-22', day(2026, 11, 21))).toEqual({ years: 3, months: 1 });
    expect(ageAt('2023-11-21', day(2026, 11, 21))).toEqual({ years: 3, months: 0 });
    expect(ageAt('2023-11-22', day(2026, 11, 21))).toEqual({ years: 2, months: 11 });
  });

  it('crosses the year boundary', () => {
    expect(ageAt('2022-12-05', day(2027, 1, 4))).toEqual({ years: 4, months: 0 });
    expect(ageAt('2022-12-05', day(2027, 1, 5))).toEqual({ years: 4, months: 1 });
  });

  it('completes the month on the last day of a shorter month', () => {
    expect(ageAt('2024-01-31', day(2024, 2, 28))).toEqual({ years: 0, months: 0 });
    expect(ageAt('2024-01-31', day(2024, 2, 29))).toEqual({ years: 0, months: 1 });
    expect(ageAt('2023-01-31', day(2023, 4, 30))).toEqual({ years: 0, months: 3 });
    // Born on 29 February: the birthday of a common year is 28 February.
    expect(ageAt('2024-02-29', day(2025, 2, 28))).toEqual({ years: 1, months: 0 });
    expect(ageAt('2024-02-29', day(2025, 2, 27))).toEqual({ years: 0, months: 11 });
  });

  it('ignores a time part and surrounding spaces', () => {
    expect(ageAt(' 2023-09-21T00:00:00.000Z ', day(2026, 11, 21))).toEqual({ years: 3, months: 2 });
  });

  it('is 0 months on the day of birth and null before it', () => {
    expect(ageAt('2026-11-21', day(2026, 11, 21))).toEqual({ years: 0, months: 0 });
    expect(ageAt('2026-11-22', day(2026, 11, 21))).toBeNull();
  });

  it('rejects what is not a calendar date', () => {
    for (const bad of ['', 'unknown', '2023/09/21', '2023-13-01', '2023-02-30', '2023-00-10']) {
      expect(ageAt(bad, day(2026, 11, 21))).toBeNull();
    }
  });
});

describe('formatAge', () => {
  const i18n = i18next.createInstance();
  void i18n.init({
    resources: { 'zh-CN': { translation: zhCN }, en: { translation: en } },
    lng: 'zh-CN',
    initAsync: false,
    interpolation: { escapeValue: false },
  });

  it('writes 3岁2个月, 3岁 and 8个月 in Chinese', () => {
    const t = i18n.getFixedT('zh-CN');
    expect(formatAge({ years: 3, months: 2 }, t)).toBe('3岁2个月');
    expect(formatAge({ years: 3, months: 0 }, t)).toBe('3岁');
    expect(formatAge({ years: 0, months: 8 }, t)).toBe('8个月');
    expect(formatAge(null, t)).toBe('—');
  });

  it('has an English form', () => {
    expect(formatAge({ years: 3, months: 2 }, i18n.getFixedT('en'))).toBe('3 y 2 m');
  });
});
