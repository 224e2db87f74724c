import { and, asc, between, count, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { attendanceRecords, classes, grades, students } from '../../db/schema';
import { scoped } from '../../lib/scoped';

const A = attendanceRecords;

export type TAttendanceRecord = typeof attendanceRecords.$inferSelect;
export type TAttendanceWrite = Omit<typeof attendanceRecords.$inferInsert, 'schoolId' | 'id'>;

/** A child enrolled on `day`: in school (not left) and entered on or before it (no date: always). */
const enrolledOn = (day: string) =>
  and(eq(students.status, 1), or(isNull(students.entryDate), lte(students.entryDate, day)));

/** Counts of attendance rows, the same columns for every grouping. */
const totals = {
  recorded: count(),
  present: sql<number>`count(*) filter (where ${A.present})`.mapWith(Number),
  sick: sql<number>`count(*) filter (where ${A.absenceReason} = 'sick')`.mapWith(Number),
  personal: sql<number>`count(*) filter (where ${A.absenceReason} = 'personal')`.mapWith(Number),
  other: sql<number>`count(*) filter (where ${A.absenceReason} = 'other')`.mapWith(Number),
  checked: sql<number>`count(*) filter (where ${A.checkResult} is not null)`.mapWith(Number),
  abnormal: sql<number>`count(*) filter (where ${A.checkResult} = 'abnormal')`.mapWith(Number),
  days: sql<number>`count(distinct ${A.day})`.mapWith(Number),
};
export type TRowTotals = { [K in keyof typeof totals]: number };

/** The school's attendance rows (晨检 / 出勤, issue 20). */
export function attendanceRepository(db: DbOrTx, schoolId: number) {
  const s = scoped(db, schoolId);
  const inClasses = (ids: number[] | null) => (ids ? inArray(A.classId, ids) : undefined);

  return {
    /** The class's children enrolled on the day, in the sheet's order. */
    enrolledChildren(classId: number, day: string) {
      return s
        .select({
          id: students.id,
          name: students.name,
          gender: students.gender,
          photo: students.photo,
          status: students.status,
        })
        .from(students)
        .where(and(eq(students.classId, classId), enrolledOn(day)))
        .orderBy(asc(students.gender), asc(students.name), asc(students.id));
    },

    /** Children (any state) by id: those of a class's day recorded but no longer enrolled. */
    childrenByIds(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return s
        .select({
          id: students.id,
          name: students.name,
          gender: students.gender,
          photo: students.photo,
          status: students.status,
        })
        .from(students)
        .where(inArray(students.id, ids));
    },

    /** The class's rows of a day. */
    rowsOfClassDay(classId: number, day: string): Promise<TAttendanceRecord[]> {
      return s.rows(A).where(and(eq(A.classId, classId), eq(A.day, day)));
    },

    /**
     * Writes a class's day: a new row per child, or the child's row of that day updated when it
     * changed (recorder and time only then). Answers the rows written.
     */
    async upsert(rows: TAttendanceWrite[]): Promise<number> {
      if (rows.length === 0) return 0;
      const written = await s
        .insert(A)
        .values(rows)
        .onConflictDoUpdate({
          target: [A.studentId, A.day],
          set: {
            classId: sql`excluded.class_id`,
            present: sql`excluded.present`,
            absenceReason: sql`excluded.absence_reason`,
            absenceNote: sql`excluded.absence_note`,
            checkResult: sql`excluded.check_result`,
            checkNote: sql`excluded.check_note`,
            recordedBy: sql`excluded.recorded_by`,
            recordedByName: sql`excluded.recorded_by_name`,
            recordedAt: sql`excluded.recorded_at`,
          },
          setWhere: sql`(${A.classId}, ${A.present}, ${A.absenceReason}, ${A.absenceNote}, ${A.checkResult}, ${A.checkNote})
            is distinct from (excluded.class_id, excluded.present, excluded.absence_reason, excluded.absence_note, excluded.check_result, excluded.check_note)`,
        })
        .returning({ id: A.id });
      return written.length;
    },

    /** Totals per class of the days `from`..`to` (inclusive), of the classes given (null: all). */
    totalsByClass(classIds: number[] | null, from: string, to: string) {
      return s
        .select({ classId: A.classId, ...totals })
        .from(A)
        .where(and(between(A.day, from, to), inClasses(classIds)))
        .groupBy(A.classId);
    },

    /** Totals of the days `from`..`to` over the classes given, as one row. */
    async totalsOver(classIds: number[], from: string, to: string): Promise<TRowTotals> {
      if (classIds.length === 0)
        return { recorded: 0, present: 0, sick: 0, personal: 0, other: 0, checked: 0, abnormal: 0, days: 0 };
      const [row] = await s
        .select(totals)
        .from(A)
        .where(and(between(A.day, from, to), inClasses(classIds)));
      return row!;
    },

    /** The school's classes by id with their grade's level, in the school's order. */
    classesByIds(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return s
        .select({ id: classes.id, name: classes.name })
        .from(classes)
        .innerJoin(grades, eq(grades.id, classes.gradeId))
        .where(inArray(classes.id, ids))
        .orderBy(asc(grades.level), asc(classes.sort), asc(classes.id));
    },

    /** Children enrolled on the day, per class. */
    async enrolledCounts(classIds: number[], day: string): Promise<Map<number, number>> {
      if (classIds.length === 0) return new Map();
      const rows = await s
        .select({ classId: students.classId, n: count() })
        .from(students)
        .where(and(inArray(students.classId, classIds), enrolledOn(day)))
        .groupBy(students.classId);
      return new Map(rows.map((r) => [r.classId, r.n]));
    },
  };
}

/**
 * What the dietary report (issue 20, K01-K07) reads from attendance, bound to a school:
 * `personDays` is the report's DayPeople (children present, summed over the school's days
 * `start`..`end`), `diners` is EatNum (children present on a day: the ones who ate there).
 */
export function attendanceFeeds(db: DbOrTx, schoolId: number) {
  const s = scoped(db, schoolId);
  return {
    async personDays(start: string, end: string): Promise<number> {
      const [row] = await s
        .select({ n: count() })
        .from(A)
        .where(and(between(A.day, start, end), eq(A.present, true)));
      return row?.n ?? 0;
    },
    async diners(day: string): Promise<number> {
      const [row] = await s
        .select({ n: count() })
        .from(A)
        .where(and(eq(A.day, day), eq(A.present, true)));
      return row?.n ?? 0;
    },
    /**
     * The children present on each day of `start`..`end`, by sex and by their age in full
     * years on that day (from the birthday): each day's diners and the mix the standards are
     * read for. 1 is a boy, 2 a girl (the students table's gender).
     */
    dinersByDay(start: string, end: string) {
      const age = sql<number>`extract(year from age(${A.day}, ${students.birthday}))::int`.mapWith(Number);
      return s
        .select({ day: A.day, gender: students.gender, age, n: count() })
        .from(A)
        .innerJoin(students, eq(students.id, A.studentId))
        .where(and(between(A.day, start, end), eq(A.present, true)))
        .groupBy(A.day, students.gender, age);
    },
    /** AllPeople: the distinct children present on at least one of `days`. */
    async childrenPresentOn(days: string[]): Promise<number> {
      if (days.length === 0) return 0;
      const [row] = await s
        .select({ n: sql<number>`count(distinct ${A.studentId})`.mapWith(Number) })
        .from(A)
        .where(and(inArray(A.day, days), eq(A.present, true)));
      return row?.n ?? 0;
    },
  };
}
