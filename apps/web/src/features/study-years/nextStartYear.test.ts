import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { nextStartYear } from './components/CreateStudyYearDialog';

describe('nextStartYear', () => {
  it('starts from the school year we are in (September on)', () => {
    expect(nextStartYear([], dayjs('2026-11-21'))).toBe(2026);
    expect(nextStartYear([], dayjs('2027-03-01'))).toBe(2026);
    expect(nextStartYear([], dayjs('2027-09-01'))).toBe(2027);
  });

  it('skips the years the school already has', () => {
    expect(nextStartYear(['2026-2027学年'], dayjs('2026-11-21'))).toBe(2027);
    expect(nextStartYear(['2026-2027学年', '2027-2028学年'], dayjs('2026-11-21'))).toBe(2028);
  });
});
