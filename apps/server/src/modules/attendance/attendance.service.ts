import {
  attendanceRate,
  fillText,
  ATTENDANCE_MESSAGES as M,
  Permission,
  type TAbsenceReason,
  type TAttendanceChild,
  type TAttendanceMonth,
  type TAttendanceMonthQuery,
  type TAttendanceSheet,
  type TAttendanceSheetQuery,
  type TAttendanceToday,
  type TAttendanceTotals,
  type TCheckResult,
  type ZSaveAttendanceRequest,
} from '@kg/contracts';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { addDays, schoolToday } from '../../lib/dates';
import { can, type Principal } from '../../lib/principal';
import { callerStructure } from '../school-structure/school-structure.repository';
import { attendanceRepository, type TRowTotals } from './attendance.repository';

/** The first day one may record or correct: the current study year's start (null: no year yet). */
async function firstDay(db: DbOrTx, p: Principal): Promise<string | null> {
  const year = await callerStructure(db, p).currentStudyYear();
  return year?.startDate ?? null;
}

/** The class's day: who is on the sheet, as the caller may see it. */
async function sheetOf(db: DbOrTx, p: Principal, classId: number, day: string) {
  const repo = attendanceRepository(db, p.schoolId);
  const [enrolled, rows] = await Promise.all([
    repo.enrolledChildren(classId, day),
    repo.rowsOfClassDay(classId, day),
  ]);
  const enrolledIds = new Set(enrolled.map((c) => c.id));
  // A child recorded that day who has left or moved since stays on that day's sheet.
  const extra = await repo.childrenByIds(rows.map((r) => r.studentId).filter((id) => !enrolledIds.has(id)));
  return { children: [...enrolled, ...extra], rows };
}

export async function classDay(db: Db, p: Principal, q: TAttendanceSheetQuery): Promise<TAttendanceSheet> {
  const klass = await callerStructure(db, p).requireClass(q.ClassId);
  const today = schoolToday(p.timeZone);
  const day = q.Day ?? today;
  if (day > today) throw AppError.badRequest(M.dayFuture);
  const first = await firstDay(db, p);
  const { children, rows } = await sheetOf(db, p, klass.id, day);
  const byChild = new Map(rows.map((r) => [r.studentId, r]));
  return {
    ClassId: klass.id,
    ClassName: klass.name,
    Day: day,
    Today: today,
    FirstDay: first,
    Editable: can(p, Permission.attendanceWrite) && (!first || day >= first),
    Children: children.map((c): TAttendanceChild => {
      const r = byChild.get(c.id);
      return {
        StudentId: c.id,
        Name: c.name,
        Gender: c.gender,
        Photo: c.photo,
        Present: r ? r.present : null,
        Reason: (r?.absenceReason as TAbsenceReason | null) ?? null,
        AbsenceNote: r?.absenceNote ?? null,
        Check: (r?.checkResult as TCheckResult | null) ?? null,
        CheckNote: r?.checkNote ?? null,
        RecordedBy: r ? r.recordedByName : null,
        RecordedAt: r ? r.recordedAt.toISOString() : null,
        Left: c.status !== 1,
      };
    }),
  };
}

/** Saves a class's day sheet: every row in one transaction, or none. */
export async function saveClassDay(db: Db, p: Principal, body: z.output<typeof ZSaveAttendanceRequest>) {
  const today = schoolToday(p.timeZone);
  return db.transaction(async (tx) => {
    const structure = callerStructure(tx, p);
    const klass = await structure.requireClass(body.ClassId);
    if (body.Day > today) throw AppError.badRequest(M.dayFuture);
    const first = await firstDay(tx, p);
    if (first && body.Day < first) throw AppError.badRequest(M.dayBeforeYear);
    const { children } = await sheetOf(tx, p, klass.id, body.Day);
    const onSheet = new Set(children.map((c) => c.id));
    for (const row of body.Rows) {
      if (onSheet.has(row.StudentId)) continue;
      const child = await structure.child(row.StudentId, { includeLeft: true });
      if (!child) throw AppError.notFound();
      throw AppError.badRequest(fillText(M.notInClass, { name: child.name }));
    }
    const now = new Date();
    const changed = await attendanceRepository(tx, p.schoolId).upsert(
      body.Rows.map((row) => ({
        classId: klass.id,
        studentId: row.StudentId,
        day: body.Day,
        present: row.Present,
        absenceReason: row.Reason,
        absenceNote: row.AbsenceNote,
        checkResult: row.Check,
        checkNote: row.CheckNote,
        recordedBy: p.userId,
        recordedByName: p.realName.slice(0, 50),
        recordedAt: now,
      })),
    );
    return { Saved: body.Rows.length, Changed: changed };
  });
}

const NO_TOTALS: TRowTotals = {
  recorded: 0,
  present: 0,
  sick: 0,
  personal: 0,
  other: 0,
  checked: 0,
  abnormal: 0,
  days: 0,
};

function totalsOf(t: TRowTotals, children: number): TAttendanceTotals {
  return {
    Children: children,
    RecordedDays: t.days,
    PresentDays: t.present,
    AbsentDays: t.recorded - t.present,
    Sick: t.sick,
    Personal: t.personal,
    Other: t.other,
    Rate: attendanceRate(t.present, t.recorded),
    Checked: t.checked,
    Abnormal: t.abnormal,
  };
}

const lastDayOfMonth = (month: string) => addDays(`${addDays(`${month}-28`, 4).slice(0, 7)}-01`, -1);

/** 月度统计: the month of one class, or of every class the caller sees, with their sum. */
export async function monthSummary(
  db: Db,
  p: Principal,
  q: TAttendanceMonthQuery,
): Promise<TAttendanceMonth> {
  const structure = callerStructure(db, p);
  const repo = attendanceRepository(db, p.schoolId);
  const month = q.Month;
  const from = `${month}-01`;
  const to = lastDayOfMonth(month);
  const visible = await structure.visibleClassIds();
  let classIds: number[];
  if (q.ClassId) {
    classIds = [(await structure.requireClass(Number(q.ClassId), { includeDisabled: true })).id];
  } else {
    const year = await structure.currentStudyYear();
    const ofYear = year ? await structure.classesOfYear(year.id, visible) : [];
    const recorded = (await repo.totalsByClass(visible, from, to)).map((r) => r.classId);
    classIds = [...new Set([...ofYear.map((c) => c.id), ...recorded])];
  }
  const [named, byClass] = await Promise.all([
    repo.classesByIds(classIds),
    repo.totalsByClass(classIds, from, to),
  ]);
  const today = schoolToday(p.timeZone);
  const counts = await repo.enrolledCounts(classIds, [to, today].sort()[0]!);
  const totalsFor = new Map(byClass.map((r) => [r.classId, r]));
  const sum = await repo.totalsOver(classIds, from, to);
  const children = named.reduce((n, c) => n + (counts.get(c.id) ?? 0), 0);
  return {
    Month: month,
    FirstDay: from,
    LastDay: to,
    Classes: named.map((c) => ({
      ClassId: c.id,
      ClassName: c.name,
      ...totalsOf(totalsFor.get(c.id) ?? NO_TOTALS, counts.get(c.id) ?? 0),
    })),
    Total: totalsOf(sum, children),
    WholeSchool: visible === null && !q.ClassId,
  };
}

/** The dashboard's feed: today's totals over the classes the caller sees. */
export async function todayTotals(db: Db, p: Principal): Promise<TAttendanceToday> {
  const structure = callerStructure(db, p);
  const repo = attendanceRepository(db, p.schoolId);
  const today = schoolToday(p.timeZone);
  const [year, visible] = await Promise.all([structure.currentStudyYear(), structure.visibleClassIds()]);
  const ofYear = year ? await structure.classesOfYear(year.id, visible) : [];
  const ids = ofYear.map((c) => c.id);
  const [counts, byClass] = await Promise.all([
    repo.enrolledCounts(ids, today),
    ids.length ? repo.totalsByClass(ids, today, today) : Promise.resolve([]),
  ]);
  const recorded = new Set(byClass.map((r) => r.classId));
  const t = byClass.reduce(
    (acc, r) => ({
      recorded: acc.recorded + r.recorded,
      present: acc.present + r.present,
      checked: acc.checked + r.checked,
      abnormal: acc.abnormal + r.abnormal,
    }),
    { recorded: 0, present: 0, checked: 0, abnormal: 0 },
  );
  return {
    Day: today,
    Children: ids.reduce((n, id) => n + (counts.get(id) ?? 0), 0),
    Present: t.present,
    Absent: t.recorded - t.present,
    Rate: attendanceRate(t.present, t.recorded),
    Checked: t.checked,
    Abnormal: t.abnormal,
    Classes: ofYear.length,
    NotRecorded: ofYear
      .filter((c) => !recorded.has(c.id) && (counts.get(c.id) ?? 0) > 0)
      .map((c) => ({ ClassId: c.id, ClassName: c.name })),
  };
}
