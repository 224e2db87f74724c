/**
 * A school's day: every "today", date default and date range of the product is the school's
 * calendar day in its IANA time zone (schools.time_zone), never the server's or the browser's.
 * Shared by the server and the web so both count the same day.
 */

/** What a school counts in unless it says otherwise (the product's schools are in China). */
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

/**
 * Offered first in the zone pickers: China's zones, then the neighbours and the places a
 * Chinese-language school abroad is most likely to be. Every other supported zone follows.
 */
export const COMMON_TIME_ZONES = [
  'Asia/Shanghai',
  'Asia/Urumqi',
  'Asia/Hong_Kong',
  'Asia/Macau',
  'Asia/Taipei',
  'Asia/Singapore',
  'Asia/Kuala_Lumpur',
  'Asia/Tokyo',
  'Asia/Seoul',
  'Asia/Bangkok',
  'Asia/Dubai',
  'Europe/London',
  'Europe/Paris',
  'Europe/Madrid',
  'America/New_York',
  'America/Los_Angeles',
  'America/Mexico_City',
  'Australia/Sydney',
  'Pacific/Auckland',
  'UTC',
] as const;

let supported: ReadonlySet<string> | null = null;

/**
 * The zones this runtime's Intl knows by their canonical IANA names (plus UTC, which
 * `Intl.supportedValuesOf` leaves out). Aliases and offsets such as "+08:00" are refused so a
 * stored zone always reads back as one of the picker's choices.
 */
export function supportedTimeZones(): ReadonlySet<string> {
  supported ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
  return supported;
}

export const isTimeZone = (zone: string) => supportedTimeZones().has(zone);

/** `YYYY-MM-DD` of the instant `at` in `zone` (en-CA formats dates as YYYY-MM-DD). */
export function dateInZone(zone: string, at: Date | number = Date.now()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** The zone's offset from UTC at `at`, in minutes (Shanghai: 480; Los Angeles: -480 or -420). */
export function zoneOffsetMinutes(zone: string, at: Date | number = Date.now()): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  const whole = Math.floor(Number(at) / 1000) * 1000;
  return Math.round((asUtc - whole) / 60_000);
}

/** "UTC+08:00" for a picker's label. */
export function utcOffsetLabel(zone: string, at: Date | number = Date.now()): string {
  const minutes = zoneOffsetMinutes(zone, at);
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `UTC${minutes < 0 ? '-' : '+'}${hh}:${mm}`;
}
