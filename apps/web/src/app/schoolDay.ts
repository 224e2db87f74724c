import { DEFAULT_TIME_ZONE, dateInZone } from '@kg/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import { readUser } from '../api/session';

/**
 * The signed-in school's IANA zone (getInfoByToken's TimeZone). A user stored before the zone
 * existed counts in the default, as the server does.
 */
export function schoolTimeZone(): string {
  return readUser()?.TimeZone || DEFAULT_TIME_ZONE;
}

/**
 * The school's today, as a dayjs holding the school's calendar date (at the browser's local
 * midnight, which is what antd's date pickers compare and format): every date default and
 * "not in the future" check uses it, so a browser in another zone, or the hours when UTC and
 * Beijing disagree, never shift the day.
 */
export function schoolToday(zone = schoolTimeZone(), at: Date | number = Date.now()): Dayjs {
  return dayjs(dateInZone(zone, at));
}

/** The school's wall clock now (date and time), e.g. for a greeting by the hour. */
export function schoolNow(zone = schoolTimeZone(), at: Date | number = Date.now()): Dayjs {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return dayjs(
    `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}`,
  );
}
