import type { TAbsenceReason, TAttendanceChild, TAttendanceRowInput, TCheckResult } from '@kg/contracts';

/** One child's state on the page: what the server holds, changed by taps. */
export type TDraft = {
  Present: boolean | null;
  Reason: TAbsenceReason | null;
  AbsenceNote: string;
  Check: TCheckResult | null;
  CheckNote: string;
};

export const draftOf = (c: TAttendanceChild): TDraft => ({
  Present: c.Present,
  Reason: c.Reason,
  AbsenceNote: c.AbsenceNote ?? '',
  Check: c.Check,
  CheckNote: c.CheckNote ?? '',
});

/** A tap on the child's toggle: unrecorded or absent → present (checked normal), present → absent. */
export function toggled(d: TDraft): TDraft {
  if (d.Present === true)
    return { ...d, Present: false, Reason: d.Reason ?? 'sick', Check: null, CheckNote: '' };
  return { ...d, Present: true, Reason: null, AbsenceNote: '', Check: d.Check ?? 'normal' };
}

const same = (a: TDraft, b: TDraft) =>
  a.Present === b.Present &&
  a.Reason === b.Reason &&
  a.AbsenceNote.trim() === b.AbsenceNote.trim() &&
  a.Check === b.Check &&
  a.CheckNote.trim() === b.CheckNote.trim();

/** Whether any child's state differs from the server's. */
export const isDirty = (children: TAttendanceChild[], drafts: Record<number, TDraft>) =>
  children.some((c) => drafts[c.StudentId] && !same(drafts[c.StudentId]!, draftOf(c)));

/** The sticky bar's counts. */
export function countsOf(children: TAttendanceChild[], drafts: Record<number, TDraft>) {
  const states = children.map((c) => drafts[c.StudentId] ?? draftOf(c));
  return {
    expected: children.filter((c) => !c.Left).length,
    present: states.filter((d) => d.Present === true).length,
    absent: states.filter((d) => d.Present === false).length,
    abnormal: states.filter((d) => d.Present === true && d.Check === 'abnormal').length,
    pending: states.filter((d) => d.Present === null).length,
  };
}

/** The rows to save: every recorded child (an unrecorded one is left as it is). */
export function rowsToSave(
  children: TAttendanceChild[],
  drafts: Record<number, TDraft>,
): TAttendanceRowInput[] {
  return children.flatMap((c) => {
    const d = drafts[c.StudentId] ?? draftOf(c);
    if (d.Present === null) return [];
    return [
      d.Present
        ? { StudentId: c.StudentId, Present: true, Check: d.Check, CheckNote: d.CheckNote.trim() || null }
        : {
            StudentId: c.StudentId,
            Present: false,
            Reason: d.Reason ?? 'sick',
            AbsenceNote: d.AbsenceNote.trim() || null,
          },
    ];
  });
}

/** Children whose abnormal check has no description (the save is held back). */
export const abnormalWithoutNote = (children: TAttendanceChild[], drafts: Record<number, TDraft>) =>
  children.filter((c) => {
    const d = drafts[c.StudentId] ?? draftOf(c);
    return d.Present === true && d.Check === 'abnormal' && !d.CheckNote.trim();
  });
