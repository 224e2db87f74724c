import { z } from 'zod';

/**
 * Morning check and attendance (晨检 / 出勤, issue 20): per class per school-local day, each
 * child present or absent (with a reason), and for a present child the morning check's result.
 */

/** Why a child is absent. */
export const ABSENCE_REASONS = ['sick', 'personal', 'other'] as const;
export type TAbsenceReason = (typeof ABSENCE_REASONS)[number];
export const ABSENCE_REASON_NAMES: Readonly<Record<TAbsenceReason, string>> = {
  sick: '病假',
  personal: '事假',
  other: '其他',
};

/** The morning check's result of a present child. */
export const CHECK_RESULTS = ['normal', 'abnormal'] as const;
export type TCheckResult = (typeof CHECK_RESULTS)[number];
export const CHECK_RESULT_NAMES: Readonly<Record<TCheckResult, string>> = {
  normal: '正常',
  abnormal: '异常',
};

/** A note (absence or check) holds this many characters. */
export const ATTENDANCE_NOTE_MAX = 100;
/** A class's sheet holds at most this many children (a class is far smaller). */
export const ATTENDANCE_SHEET_MAX = 200;

export const ATTENDANCE_MESSAGES = {
  classRequired: '请选择班级',
  dayRequired: '请选择正确的日期（yyyy-MM-dd）',
  monthRequired: '请选择正确的月份（yyyy-MM）',
  dayFuture: '不能登记今天以后的出勤',
  dayBeforeYear: '只能登记或更正本学年的出勤',
  rowsRequired: '请至少登记一名幼儿',
  rowsTooMany: `一次最多登记${ATTENDANCE_SHEET_MAX}名幼儿`,
  studentRequired: '请选择幼儿',
  studentTwice: '同一名幼儿不能登记两次',
  notInClass: '{name}不在这个班级，不能登记',
  reasonRequired: '请选择缺勤原因（病假、事假或其他）',
  checkInvalid: '晨检结果只能是正常或异常',
  noteTooLong: `备注不能超过${ATTENDANCE_NOTE_MAX}个字`,
  abnormalNoteRequired: '晨检异常时请填写情况（如体温37.8℃、咳嗽）',
} as const;
const M = ATTENDANCE_MESSAGES;

/** A calendar day as yyyy-MM-dd (2026-02-30 is not one). */
export function isCalendarDay(v: string) {
  const day = new Date(`${v}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(v);
}
const ZDay = z.string({ error: M.dayRequired }).refine(isCalendarDay, { error: M.dayRequired });
const ZClassId = z.coerce.number({ error: M.classRequired }).int(M.classRequired).min(1, M.classRequired);
const ZNote = z
  .string()
  .trim()
  .max(ATTENDANCE_NOTE_MAX, M.noteTooLong)
  .nullish()
  .transform((v) => v || null);

// ── a class's day sheet ──────────────────────────────────────────────────────────────

/** A class's day: absent Day is the school's today. */
export const ZAttendanceSheetQuery = z.object({ ClassId: ZClassId, Day: ZDay.optional() });
export type TAttendanceSheetQuery = z.infer<typeof ZAttendanceSheetQuery>;

export const ZAttendanceChild = z.object({
  StudentId: z.number().int(),
  Name: z.string(),
  Gender: z.number().int(),
  Photo: z.string().nullable(),
  /** null: not yet recorded that day */
  Present: z.boolean().nullable(),
  Reason: z.enum(ABSENCE_REASONS).nullable(),
  AbsenceNote: z.string().nullable(),
  /** null: no morning check recorded */
  Check: z.enum(CHECK_RESULTS).nullable(),
  CheckNote: z.string().nullable(),
  /** who recorded the row (the login's real name) and when; null when not recorded */
  RecordedBy: z.string().nullable(),
  RecordedAt: z.string().nullable(),
  /** the child has left the school (kept on a day they were recorded) */
  Left: z.boolean(),
});
export type TAttendanceChild = z.infer<typeof ZAttendanceChild>;

export const ZAttendanceSheet = z.object({
  ClassId: z.number().int(),
  ClassName: z.string(),
  Day: z.string(),
  /** the school's today (the page's default and the last day one may record) */
  Today: z.string(),
  /** the first day one may record or correct: the current study year's start */
  FirstDay: z.string().nullable(),
  /** whether the caller may save this sheet */
  Editable: z.boolean(),
  Children: z.array(ZAttendanceChild),
});
export type TAttendanceSheet = z.infer<typeof ZAttendanceSheet>;

export const ZAttendanceRow = z
  .object({
    StudentId: z.number({ error: M.studentRequired }).int(M.studentRequired).min(1, M.studentRequired),
    Present: z.boolean({ error: M.reasonRequired }),
    Reason: z.enum(ABSENCE_REASONS, { error: M.reasonRequired }).nullish(),
    AbsenceNote: ZNote,
    Check: z.enum(CHECK_RESULTS, { error: M.checkInvalid }).nullish(),
    CheckNote: ZNote,
  })
  .superRefine((row, ctx) => {
    if (!row.Present && !row.Reason)
      ctx.addIssue({ code: 'custom', message: M.reasonRequired, path: ['Reason'] });
    if (row.Present && row.Check === 'abnormal' && !row.CheckNote)
      ctx.addIssue({ code: 'custom', message: M.abnormalNoteRequired, path: ['CheckNote'] });
  })
  /** what is stored: an absent child has no check, a present one no reason */
  .transform((row) => ({
    StudentId: row.StudentId,
    Present: row.Present,
    Reason: row.Present ? null : (row.Reason ?? null),
    AbsenceNote: row.Present ? null : row.AbsenceNote,
    Check: row.Present ? (row.Check ?? null) : null,
    CheckNote: row.Present ? row.CheckNote : null,
  }));
export type TAttendanceRow = z.infer<typeof ZAttendanceRow>;
export type TAttendanceRowInput = z.input<typeof ZAttendanceRow>;

/** Saves a class's day: the rows sent (usually the whole sheet), in one transaction. */
export const ZSaveAttendanceRequest = z.object({
  ClassId: ZClassId,
  Day: ZDay,
  Rows: z
    .array(ZAttendanceRow, { error: M.rowsRequired })
    .min(1, M.rowsRequired)
    .max(ATTENDANCE_SHEET_MAX, M.rowsTooMany)
    .refine((rows) => new Set(rows.map((r) => r.StudentId)).size === rows.length, { error: M.studentTwice }),
});
export type TSaveAttendanceRequest = z.input<typeof ZSaveAttendanceRequest>;
export const ZSaveAttendanceResult = z.object({ Saved: z.number().int(), Changed: z.number().int() });

// ── month summary ────────────────────────────────────────────────────────────────────

const isMonth = (v: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(v);
/** A month (yyyy-MM) of one class, or of every class the caller sees (ClassId 0 or absent). */
export const ZAttendanceMonthQuery = z.object({
  Month: z.string({ error: M.monthRequired }).refine(isMonth, { error: M.monthRequired }),
  ClassId: z.coerce
    .number({ error: M.classRequired })
    .int(M.classRequired)
    .min(0, M.classRequired)
    .default(0),
});
export type TAttendanceMonthQuery = z.input<typeof ZAttendanceMonthQuery>;

export const ZAttendanceTotals = z.object({
  /** children enrolled in the class (or classes) now */
  Children: z.number().int(),
  /** days with at least one child recorded */
  RecordedDays: z.number().int(),
  /** 出勤人日: person-days present */
  PresentDays: z.number().int(),
  AbsentDays: z.number().int(),
  Sick: z.number().int(),
  Personal: z.number().int(),
  Other: z.number().int(),
  /** present / recorded person-days, 0-100 with one decimal; null when nothing is recorded */
  Rate: z.number().nullable(),
  Checked: z.number().int(),
  Abnormal: z.number().int(),
});
export type TAttendanceTotals = z.infer<typeof ZAttendanceTotals>;

export const ZAttendanceMonth = z.object({
  Month: z.string(),
  FirstDay: z.string(),
  LastDay: z.string(),
  Classes: z.array(ZAttendanceTotals.extend({ ClassId: z.number().int(), ClassName: z.string() })),
  /** the classes' sum: the whole school for 园长 and doctor, a teacher's own classes for her */
  Total: ZAttendanceTotals,
  WholeSchool: z.boolean(),
});
export type TAttendanceMonth = z.infer<typeof ZAttendanceMonth>;

// ── today's totals (the dashboard's feed) ────────────────────────────────────────────

export const ZAttendanceToday = z.object({
  Day: z.string(),
  /** children enrolled today in the classes the caller sees */
  Children: z.number().int(),
  Present: z.number().int(),
  Absent: z.number().int(),
  /** present / recorded, 0-100 with one decimal; null before anyone is recorded */
  Rate: z.number().nullable(),
  Checked: z.number().int(),
  Abnormal: z.number().int(),
  Classes: z.number().int(),
  /** the classes with no child recorded today */
  NotRecorded: z.array(z.object({ ClassId: z.number().int(), ClassName: z.string() })),
});
export type TAttendanceToday = z.infer<typeof ZAttendanceToday>;

/** present / recorded as a percentage with one decimal; null when nothing is recorded. */
export function attendanceRate(present: number, recorded: number): number | null {
  return recorded > 0 ? Math.round((present * 1000) / recorded) / 10 : null;
}
