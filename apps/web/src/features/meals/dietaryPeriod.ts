import { addDaysIso } from './dietaryDates';

export type TPeriod = { start: string; end: string };

/** Before this day of the month, the report most schools want is last month's. */
export const THIS_MONTH_FROM_DAY = 10;

const lastDayOf = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};

/** A month's period, up to `today` when it is the current month. */
export function monthPeriod(month: string, today: string): TPeriod {
  const last = lastDayOf(month);
  return { start: `${month}-01`, end: last > today ? today : last };
}

/**
 * The launch page's default (issue 20): the month so far from the 10th on; before that the last
 * full month, the one a monthly report is made for at the start of the next. On a fresh demo
 * (four weeks of menus up to today) either holds two weeks of menus or more.
 */
export function defaultMonth(today: string): string {
  const day = Number(today.slice(8, 10));
  return day >= THIS_MONTH_FROM_DAY
    ? today.slice(0, 7)
    : addDaysIso(`${today.slice(0, 7)}-01`, -1).slice(0, 7);
}
