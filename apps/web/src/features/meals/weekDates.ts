import { MENU_DAYS, shiftDay } from '@kg/contracts';

/**
 * A menu's dates in the reader's language (周一 / Mon, 11月23日 / 11/23). ISO days are calendar
 * days: formatted in UTC so no zone moves them.
 */
const at = (day: string) => new Date(`${day}T00:00:00Z`);
const format = (day: string, language: string, options: Intl.DateTimeFormatOptions) =>
  at(day).toLocaleDateString(language, { ...options, timeZone: 'UTC' });

export const weekdayLabel = (day: string, language: string) => format(day, language, { weekday: 'short' });
export const monthDayLabel = (day: string, language: string) =>
  format(day, language, { month: language.startsWith('zh') ? 'long' : 'numeric', day: 'numeric' });
/** 2026年11月23日—11月27日 */
export const weekRangeLabel = (weekStart: string, language: string) =>
  `${format(weekStart, language, { year: 'numeric', month: language.startsWith('zh') ? 'long' : 'short', day: 'numeric' })}—${format(shiftDay(weekStart, MENU_DAYS - 1), language, { month: language.startsWith('zh') ? 'long' : 'short', day: 'numeric' })}`;
