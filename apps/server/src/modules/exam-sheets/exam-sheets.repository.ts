import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { classes, grades, studentPhysicalExams, students } from '../../db/schema';
import { scoped } from '../../lib/scoped';

export type TExamRow = typeof studentPhysicalExams.$inferSelect;
export type TExamWrite = Pick<
  TExamRow,
  | 'examDate'
  | 'height'
  | 'weight'
  | 'visionLeft'
  | 'visionRight'
  | 'hearingLeft'
  | 'hearingRight'
  | 'tooth'
  | 'hemoglobin'
>;
export type TSheetChild = {
  id: number;
  name: string;
  studentNo: string | null;
  gender: number;
  birthday: string;
  classId: number;
  className: string;
};

const inIds = (ids: number[]) => (ids.length ? ids : [0]);

/**
 * The term's exams of a school's children (体检管理). A term's exam is the child's exam dated
 * within the term (a child has at most one per term written by the sheet; an earlier one
 * entered elsewhere counts too, the latest wins).
 */
export function examSheetsRepository(db: DbOrTx, schoolId: number) {
  const s = scoped(db, schoolId);
  return {
    /** The children in school of these classes, by class and name. */
    children(classIds: number[]): Promise<TSheetChild[]> {
      return s
        .select({
          id: students.id,
          name: students.name,
          studentNo: students.studentNo,
          gender: students.gender,
          birthday: students.birthday,
          classId: students.classId,
          className: classes.name,
        })
        .from(students)
        .innerJoin(classes, eq(classes.id, students.classId))
        .innerJoin(grades, eq(grades.id, classes.gradeId))
        .where(and(inArray(students.classId, inIds(classIds)), eq(students.status, 1)))
        .orderBy(asc(grades.level), asc(classes.sort), asc(classes.id), asc(students.name), asc(students.id));
    },

    /** Every exam of these children up to `until`, latest first per child. */
    examsUntil(studentIds: number[], until: string): Promise<TExamRow[]> {
      return s
        .rows(studentPhysicalExams)
        .where(
          and(
            inArray(studentPhysicalExams.studentId, inIds(studentIds)),
            lte(studentPhysicalExams.examDate, until),
          ),
        )
        .orderBy(
          asc(studentPhysicalExams.studentId),
          desc(studentPhysicalExams.examDate),
          desc(studentPhysicalExams.id),
        );
    },

    /** The children's latest exam within [from, until], by child. */
    async termExams(studentIds: number[], from: string, until: string): Promise<Map<number, TExamRow>> {
      const rows = await s
        .rows(studentPhysicalExams)
        .where(
          and(
            inArray(studentPhysicalExams.studentId, inIds(studentIds)),
            gte(studentPhysicalExams.examDate, from),
            lte(studentPhysicalExams.examDate, until),
          ),
        )
        .orderBy(desc(studentPhysicalExams.examDate), desc(studentPhysicalExams.id));
      const byChild = new Map<number, TExamRow>();
      for (const row of rows) if (!byChild.has(row.studentId)) byChild.set(row.studentId, row);
      return byChild;
    },

    /** Writes a child's exam of the term: over their latest in-term exam, else a new one. */
    async upsert(studentId: number, existingId: number | undefined, v: TExamWrite) {
      if (existingId) {
        await s
          .update(studentPhysicalExams)
          .set(v)
          .where(and(eq(studentPhysicalExams.id, existingId), eq(studentPhysicalExams.studentId, studentId)));
        return;
      }
      await s.insert(studentPhysicalExams).values({ ...v, studentId });
    },

    /** How many exams the school has in total (tests: one transaction per save). */
    count: () =>
      s
        .select({ n: sql<number>`count(*)::int` })
        .from(studentPhysicalExams)
        .then((r) => r[0]?.n ?? 0),
  };
}
