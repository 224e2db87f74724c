import { describe, expect, it } from 'vitest';
import { schoolNow, schoolToday } from './schoolDay';

/** 2026-11-26T17:30Z: 01:30 on the 27th in Beijing, 09:30 on the 26th in Los Angeles. */
const LATE_UTC = Date.parse('2026-11-26T17:30:00Z');

describe("the school's today on the web", () => {
  it("is the school's date whatever the browser's zone", () => {
    expect(schoolToday('Asia/Shanghai', LATE_UTC).format('YYYY-MM-DD')).toBe('2026-11-27');
    expect(schoolToday('America/Los_Angeles', LATE_UTC).format('YYYY-MM-DD')).toBe('2026-11-26');
  });

  it("reads the school's wall clock for greetings", () => {
    expect(schoolNow('Asia/Shanghai', LATE_UTC).format('YYYY-MM-DD HH:mm')).toBe('2026-11-27 01:30');
    expect(schoolNow('America/Los_Angeles', LATE_UTC).hour()).toBe(9);
  });

  it('counts in Asia/Shanghai when the stored user has no zone', () => {
    localStorage.clear();
    expect(schoolToday(undefined, LATE_UTC).format('YYYY-MM-DD')).toBe('2026-11-27');
  });
});
