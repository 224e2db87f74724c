import type { TFunction } from 'i18next';

/** A child's age in completed years and months (周岁 and months), as rosters and reports show it. */
export type TChildAge = { years: number; months: number };

const DATE_PART = /^(\d{4})-(\d{2})-(\d{2})/;

function daysInMonth(year: number, monthIndex: number): number {
  return new Date(year, monthIndex + 1, 0).getDate();
}

/**
 * The age on `today` (local calendar date) of a child born on `birthday` (YYYY-MM-DD, a time
 * part is ignored). A month is complete on the same day of the month; a child born on the
 * 31st completes it on the last day of a shorter month. Unreadable or future dates give null.
 */
export function ageAt(birthday: string, today: Date): TChildAge | null {
  const match = DATE_PART.exec(birthday.trim());
  if (!match) return null;
  const [by, bm, bd] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  if (bm < 0 || bm > 11 || bd < 1 || bd > daysInMonth(by, bm)) return null;
  const [ty, tm, td] = [today.getFullYear(), today.getMonth(), today.getDate()];
  let months = (ty - by) * 12 + (tm - bm);
  const monthDone = td >= bd || td === daysInMonth(ty, tm);
  if (!monthDone) months -= 1;
  if (months < 0) return null;
  return { years: Math.floor(months / 12), months: months % 12 };
}

/** 3岁2个月, 3岁 or 8个月 (in the current language); a missing age shows as a dash. */
export function formatAge(age: TChildAge | null, t: TFunction): string {
  if (!age) return t('common.none');
  if (age.years === 0) return t('common.ageMonths', { months: age.months });
  if (age.months === 0) return t('common.ageYears', { years: age.years });
  return t('common.ageYearsMonths', { years: age.years, months: age.months });
}
