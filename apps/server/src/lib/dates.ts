/** Kindergartens count days in China time, whatever zone the server runs in. */
export const SCHOOL_TIME_ZONE = 'Asia/Shanghai';

/** `YYYY-MM-DD` of `now` in the school's time zone. */
export function schoolToday(now = new Date()): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: SCHOOL_TIME_ZONE }).format(now);
}
