import { TypeNum } from '@kg/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { growthModules, growthRecords, studentPhysicalExams } from '../../db/schema';

export type TExamRow = typeof studentPhysicalExams.$inferSelect;
export type TNewExam = Omit<typeof studentPhysicalExams.$inferInsert, 'id' | 'schoolId' | 'createdAt'>;
/** A finished 体检记录 page: the answer and the medical items it was written against. */
export type TPhysicalRecordRow = {
  answer: unknown;
  content: unknown;
  finishedAt: Date | null;
  updatedAt: Date;
};

/** Physical exams of one school's children, and their finished 体检记录 pages. */
export function physicalExamsRepository(db: DbOrTx, schoolId: number) {
  return {
    /** The child's latest exam: the latest exam date, then the last entered. */
    latestExam(studentId: number) {
      return db
        .select()
        .from(studentPhysicalExams)
        .where(
          and(eq(studentPhysicalExams.schoolId, schoolId), eq(studentPhysicalExams.studentId, studentId)),
        )
        .orderBy(desc(studentPhysicalExams.examDate), desc(studentPhysicalExams.id))
        .limit(1)
        .then((r) => r[0]);
    },

    /** The child's finished type 8 records, the most recently saved first. */
    finishedPhysicalRecords(studentId: number, limit = 5): Promise<TPhysicalRecordRow[]> {
      return db
        .select({
          answer: growthRecords.answer,
          content: growthModules.content,
          finishedAt: growthRecords.finishedAt,
          updatedAt: growthRecords.updatedAt,
        })
        .from(growthRecords)
        .innerJoin(growthModules, eq(growthModules.id, growthRecords.moduleId))
        .where(
          and(
            eq(growthRecords.schoolId, schoolId),
            eq(growthRecords.studentId, studentId),
            eq(growthRecords.status, 1),
            eq(growthModules.typeNum, TypeNum.physical),
          ),
        )
        .orderBy(desc(growthRecords.updatedAt), desc(growthRecords.id))
        .limit(limit);
    },

    async insertExam(v: TNewExam) {
      const [row] = await db
        .insert(studentPhysicalExams)
        .values({ ...v, schoolId })
        .returning({ id: studentPhysicalExams.id });
      return row!.id;
    },
  };
}
