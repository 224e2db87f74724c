import { DEFAULT_TIME_ZONE, dateInZone, zoneOffsetMinutes } from '@kg/contracts';

/**
 * Kindergartens count days in their own time zone (schools.time_zone, IANA), whatever zone the
 * server runs in: the server's UTC date is a day behind Beijing from 00:00 to 08:00. Every
 * "today", date default and date range goes through here with the caller's zone
 * (Principal.timeZone) or the school row's.
 */
export { DEFAULT_TIME_ZONE };

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of the school's today, or of the instant `at` in the school's calendar. */
export function schoolToday(timeZone: string, at: Date | number = Date.now()): string {
  return dateInZone(timeZone, at);
}

/** `YYYY-MM-DD` plus `days` (negative: before); calendar days, no zone involved. */
export function addDays(isoDay: string, days: number): string {
  return new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole calendar days from `from` to `to` (`YYYY-MM-DD`); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The instant the school's day `isoDay` begins (its local midnight), for timestamp queries. */
export function startOfSchoolDay(timeZone: string, isoDay: string): Date {
  const wall = Date.parse(`${isoDay}T00:00:00Z`);
  // The offset at the guessed instant, then once more at the corrected one: enough across a
  // daylight-saving change, which never falls twice within a few hours.
  let at = wall - zoneOffsetMinutes(timeZone, wall) * 60_000;
  at = wall - zoneOffsetMinutes(timeZone, at) * 60_000;
  return new Date(at);
}

/**
 * The school's days `from` to `to` (inclusive, `YYYY-MM-DD`) as a half-open range of instants
 * [start, end): what "records of these days" means for timestamps (attendance, dashboards).
 */
export function schoolDayRange(timeZone: string, from: string, to: string = from) {
  return { start: startOfSchoolDay(timeZone, from), end: startOfSchoolDay(timeZone, addDays(to, 1)) };
}
