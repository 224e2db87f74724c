import './questionnaire.i18n';
import type { TFunction } from 'i18next';

/**
 * An average as the results show it: stars with one decimal (4.5 星), a yes/no bank's share
 * of 是 as a whole percent (是 83%), a dash when nothing was answered.
 */
export function formatAverage(t: TFunction, average: number | null, isBaby: boolean): string {
  if (average === null) return '—';
  if (isBaby) return t('questionnaire.avgYes', { percent: Math.round(average * 100) });
  return t('questionnaire.avgStars', { value: average.toFixed(1) });
}

/** One answer: 1-6 stars, or 是 (1) / 否 (2) for a yes/no question; 0 is not answered. */
export function formatAnswer(t: TFunction, value: number, isBaby: boolean): string {
  if (!value) return '—';
  if (isBaby) return value === 1 ? t('questionnaire.yes') : t('questionnaire.no');
  return t('questionnaire.stars', { count: value });
}

/** How full the bar of an average is, 0-100 (stars out of 6, the share of 是 as it is). */
export const averagePercent = (average: number | null, max: number) =>
  average === null ? 0 : Math.round((average / max) * 100);
