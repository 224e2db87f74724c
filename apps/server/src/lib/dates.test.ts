import { isTimeZone, utcOffsetLabel } from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, schoolDayRange, schoolToday, startOfSchoolDay } from './dates';

/** 2026-11-26T17:30Z is 01:30 on the 27th in Beijing and 09:30 on the 26th in Los Angeles. */
const LATE_UTC = Date.parse('2026-11-26T17:30:00Z');

describe("a school's day", () => {
  it("is the school's calendar date, not the server's UTC one", () => {
    expect(schoolToday('Asia/Shanghai', LATE_UTC)).toBe('2026-11-27');
    expect(schoolToday('America/Los_Angeles', LATE_UTC)).toBe('2026-11-26');
    expect(schoolToday('UTC', LATE_UTC)).toBe('2026-11-26');
  });

  it('counts calendar days across months, years and a leap day', () => {
    expect(addDays('2026-11-27', 5)).toBe('2026-12-02');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysBetween('2026-11-27', '2026-12-01')).toBe(4);
    expect(daysBetween('2026-12-01', '2026-11-27')).toBe(-4);
  });

  it('starts at local midnight, daylight saving included', () => {
    expect(startOfSchoolDay('Asia/Shanghai', '2026-11-27').toISOString()).toBe('2026-11-26T16:00:00.000Z');
    expect(startOfSchoolDay('America/Los_Angeles', '2026-07-01').toISOString()).toBe(
      '2026-07-01T07:00:00.000Z',
    );
    // 2026-03-08 springs forward at 02:00; midnight is still PST (UTC-8), the next day PDT.
    expect(schoolDayRange('America/Los_Angeles', '2026-03-08')).toEqual({
      start: new Date('2026-03-08T08:00:00Z'),
      end: new Date('2026-03-09T07:00:00Z'),
    });
    expect(schoolDayRange('Asia/Shanghai', '2026-11-01', '2026-11-30')).toEqual({
      start: new Date('2026-10-31T16:00:00Z'),
      end: new Date('2026-11-30T16:00:00Z'),
    });
  });

  it('knows the IANA zones and refuses the rest', () => {
    for (const zone of ['Asia/Shanghai', 'America/Los_Angeles', 'Europe/London', 'UTC'])
      expect(isTimeZone(zone)).toBe(true);
    for (const zone of ['Mars/Olympus', 'asia/shanghai', '+08:00', '', 'Asia/Shanghai '])
      expect(isTimeZone(zone)).toBe(false);
    expect(utcOffsetLabel('Asia/Shanghai', LATE_UTC)).toBe('UTC+08:00');
    expect(utcOffsetLabel('America/Los_Angeles', LATE_UTC)).toBe('UTC-08:00');
    expect(utcOffsetLabel('Asia/Kathmandu', LATE_UTC)).toBe('UTC+05:45');
  });
});
