import type { TAttendanceChild } from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { abnormalWithoutNote, countsOf, draftOf, isDirty, rowsToSave, toggled } from './attendance.logic';

const child = (StudentId: number, extra: Partial<TAttendanceChild> = {}): TAttendanceChild => ({
  StudentId,
  Name: `孩子${StudentId}`,
  Gender: 1,
  Photo: null,
  Present: null,
  Reason: null,
  AbsenceNote: null,
  Check: null,
  CheckNote: null,
  RecordedBy: null,
  RecordedAt: null,
  Left: false,
  ...extra,
});

describe('the day sheet on the page', () => {
  it('a tap makes an unrecorded child present (checked normal), a present one absent (病假 by default)', () => {
    const present = toggled(draftOf(child(1)));
    expect(present).toMatchObject({ Present: true, Check: 'normal', Reason: null });
    const absent = toggled(present);
    expect(absent).toMatchObject({ Present: false, Reason: 'sick', Check: null, CheckNote: '' });
    expect(toggled(absent)).toMatchObject({ Present: true, Reason: null, AbsenceNote: '' });
  });

  it('counts, dirtiness and the rows to save follow the drafts; unrecorded children are not sent', () => {
    const children = [child(1), child(2, { Present: true, Check: 'normal' }), child(3, { Left: true })];
    expect(isDirty(children, {})).toBe(false);
    const drafts = {
      1: { ...toggled(draftOf(children[0]!)), Check: 'abnormal' as const, CheckNote: '' },
      2: toggled(draftOf(children[1]!)),
    };
    expect(isDirty(children, drafts)).toBe(true);
    expect(countsOf(children, drafts)).toEqual({
      expected: 2,
      present: 1,
      absent: 1,
      abnormal: 1,
      pending: 1,
    });
    expect(abnormalWithoutNote(children, drafts).map((c) => c.StudentId)).toEqual([1]);
    expect(rowsToSave(children, drafts)).toEqual([
      { StudentId: 1, Present: true, Check: 'abnormal', CheckNote: null },
      { StudentId: 2, Present: false, Reason: 'sick', AbsenceNote: null },
    ]);
  });
});
