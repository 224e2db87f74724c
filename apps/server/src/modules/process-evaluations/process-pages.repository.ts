import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { processEvaluations, processPages, students } from '../../db/schema';
import { scoped } from '../../lib/scoped';

export type TProcessPageRow = typeof processPages.$inferSelect;
export type TPageContentUpdate = Pick<
  typeof processPages.$inferInsert,
  'content' | 'images' | 'videos' | 'audios' | 'isFinish' | 'updatedBy' | 'updatedAt'
>;

const evaluationColumns = {
  id: processEvaluations.id,
  title: processEvaluations.title,
  status: processEvaluations.status,
  startsOn: processEvaluations.startsOn,
  endsOn: processEvaluations.endsOn,
  cycleId: processEvaluations.cycleId,
  studentId: processEvaluations.studentId,
  /** the class the child is in now: who may see and write the entry */
  classId: students.classId,
};

/** The page items of one school's process evaluations (screen 11). */
export function processPagesRepository(db: DbOrTx, schoolId: number) {
  const s = scoped(db, schoolId);

  return {
    /** An entry of the school with its child's class now, or undefined. */
    evaluation: (id: number) =>
      s
        .select(evaluationColumns)
        .from(processEvaluations)
        .innerJoin(students, eq(students.id, processEvaluations.studentId))
        .where(eq(processEvaluations.id, id))
        .then((r) => r[0]),

    /** The school's entries among `ids` (others are simply not found), earliest start first. */
    evaluationsIn: (ids: number[]) =>
      s
        .select(evaluationColumns)
        .from(processEvaluations)
        .innerJoin(students, eq(students.id, processEvaluations.studentId))
        .where(inArray(processEvaluations.id, ids))
        .orderBy(asc(processEvaluations.startsOn), asc(processEvaluations.id)),

    /** The page items of several entries, each entry's in order. */
    pagesOfAll: (evaluationIds: number[]) =>
      s
        .rows(processPages)
        .where(inArray(processPages.evaluationId, evaluationIds))
        .orderBy(asc(processPages.evaluationId), asc(processPages.orderSort), asc(processPages.id)),

    /** An entry's page items in order. */
    pagesOf: (evaluationId: number) =>
      s
        .rows(processPages)
        .where(eq(processPages.evaluationId, evaluationId))
        .orderBy(asc(processPages.orderSort), asc(processPages.id)),

    /** A page item of the school, or undefined; `lock` holds the row until the transaction ends. */
    async page(id: number, { lock = false } = {}): Promise<TProcessPageRow | undefined> {
      const query = s.rows(processPages).where(eq(processPages.id, id));
      const rows = lock ? await query.for('update') : await query;
      return rows[0];
    },

    setPageStatus: (id: number, status: number, by: number) =>
      s
        .update(processPages)
        .set({ status, updatedBy: by, updatedAt: new Date() })
        .where(eq(processPages.id, id)),

    setPageContent: (id: number, v: TPageContentUpdate) =>
      s.update(processPages).set(v).where(eq(processPages.id, id)),

    setEvaluationStatus: (id: number, status: number) =>
      s
        .update(processEvaluations)
        .set({ status, updatedAt: new Date() })
        .where(eq(processEvaluations.id, id)),
  };
}
