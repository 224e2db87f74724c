import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import {
  attendanceRecords,
  classes,
  classTeachers,
  schools,
  students,
  studyYears,
  teachers,
} from '../db/schema';
import { addDays, schoolToday, startOfSchoolDay } from '../lib/dates';
import { prng } from './names';

/** School days the demo holds (weekdays before today). */
export const ATTENDANCE_DEMO_DAYS = 22;
const SICK_NOTES = ['发烧', '咳嗽、流涕', '腹泻', '感冒', '', ''];
const PERSONAL_NOTES = ['家中有事', '随父母外出', '回老家', ''];
const ABNORMAL_NOTES = [
  '体温37.6℃',
  '咳嗽、流涕，已告知家长',
  '手部皮疹，已通知家长复查',
  '精神欠佳，体温37.4℃',
];
const isWeekday = (day: string) => {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
};

/**
 * A month of 晨检 / 出勤 for every class of the demo school (issue 20): the last school days
 * (weekdays, none before the study year), about 92 % present, absences mostly 病假 (a sick
 * child often stays home the next day too) and some 事假, a few abnormal morning checks, each
 * day recorded by the class's head teacher at 08:30. Today is recorded for every class but the
 * `teacher` account's two (小一班, 小二班), so the dashboard shows classes still to record.
 * One batched insert per thousand rows keeps the demo copy fast.
 */
export async function seedDemoAttendance(db: DbOrTx, v: { schoolId: number; leaveToday?: string[] }) {
  const leaveToday = new Set(v.leaveToday ?? ['小一班', '小二班']);
  const [school] = await db
    .select({ timeZone: schools.timeZone })
    .from(schools)
    .where(eq(schools.id, v.schoolId));
  const [year] = await db
    .select({ startDate: studyYears.startDate })
    .from(studyYears)
    .where(and(eq(studyYears.schoolId, v.schoolId), eq(studyYears.isCurrent, true)));
  if (!school || !year) return 0;
  const today = schoolToday(school.timeZone);
  const days: string[] = [];
  for (
    let day = addDays(today, -1);
    days.length < ATTENDANCE_DEMO_DAYS && day >= year.startDate;
    day = addDays(day, -1)
  )
    if (isWeekday(day)) days.unshift(day);
  const withToday = isWeekday(today) && today >= year.startDate;

  const classRows = await db
    .select({ id: classes.id, name: classes.name })
    .from(classes)
    .where(and(eq(classes.schoolId, v.schoolId), eq(classes.enabled, true)))
    .orderBy(asc(classes.sort));
  const heads = await db
    .select({ classId: classTeachers.classId, name: teachers.name, role: classTeachers.role })
    .from(classTeachers)
    .innerJoin(teachers, eq(teachers.id, classTeachers.teacherId))
    .where(eq(teachers.schoolId, v.schoolId));
  const headOf = (classId: number) =>
    (
      heads.find((t) => t.classId === classId && t.role === 'head') ??
      heads.find((t) => t.classId === classId)
    )?.name ?? null;
  const children = await db
    .select({ id: students.id, classId: students.classId, entryDate: students.entryDate })
    .from(students)
    .where(and(eq(students.schoolId, v.schoolId), eq(students.status, 1)))
    .orderBy(asc(students.id));

  const rand = prng(v.schoolId * 104729 + 2026);
  const sickUntil = new Map<number, number>();
  const rows: (typeof attendanceRecords.$inferInsert)[] = [];
  for (const klass of classRows) {
    const recorder = headOf(klass.id);
    const kids = children.filter((c) => c.classId === klass.id);
    const classDays = withToday && !leaveToday.has(klass.name) ? [...days, today] : days;
    classDays.forEach((day, index) => {
      const recordedAt = new Date(startOfSchoolDay(school.timeZone, day).getTime() + (8 * 60 + 30) * 60_000);
      for (const child of kids) {
        if (child.entryDate && child.entryDate > day) continue;
        const base = {
          schoolId: v.schoolId,
          classId: klass.id,
          studentId: child.id,
          day,
          recordedByName: recorder,
          recordedAt,
        };
        const r = rand();
        const stillSick = (sickUntil.get(child.id) ?? -1) >= index;
        if (stillSick || r < 0.035) {
          if (!stillSick && rand() < 0.5) sickUntil.set(child.id, index + 1);
          const note = SICK_NOTES[Math.floor(rand() * SICK_NOTES.length)]!;
          rows.push({ ...base, present: false, absenceReason: 'sick', absenceNote: note || null });
        } else if (r < 0.055) {
          const note = PERSONAL_NOTES[Math.floor(rand() * PERSONAL_NOTES.length)]!;
          rows.push({ ...base, present: false, absenceReason: 'personal', absenceNote: note || null });
        } else if (r < 0.06) {
          rows.push({
            ...base,
            present: false,
            absenceReason: 'other',
            absenceNote: '未请假，已电话联系家长',
          });
        } else if (rand() < 0.012) {
          const note = ABNORMAL_NOTES[Math.floor(rand() * ABNORMAL_NOTES.length)]!;
          rows.push({ ...base, present: true, checkResult: 'abnormal', checkNote: note });
        } else {
          rows.push({ ...base, present: true, checkResult: 'normal' });
        }
      }
    });
  }
  for (let i = 0; i < rows.length; i += 1000)
    await db.insert(attendanceRecords).values(rows.slice(i, i + 1000));
  return rows.length;
}
