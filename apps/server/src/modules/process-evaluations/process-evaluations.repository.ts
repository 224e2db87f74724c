import { PROCESS_PAGE_SET } from '@kg/contracts';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { processEvaluations, processPages, students } from '../../db/schema';
import { scoped } from '../../lib/scoped';

export type TEvaluationInsert = Pick<
  typeof processEvaluations.$inferInsert,
  'studentId' | 'cycleId' | 'classId' | 'title' | 'startsOn' | 'endsOn' | 'createdBy'
>;

const inIds = (ids: number[]) => (ids.length ? ids : [0]);

/** Process evaluations of one school: the class view's counts, a child's page, add and delete. */
export function processEvaluationsRepository(db: DbOrTx, schoolId: number) {
  const s = scoped(db, schoolId);

  return {
    /**
     * The children in school of these classes, by name, each with their entries in the term and
     * how many are finished. One statement for the class cards and the chosen class's children.
     */
    childrenWithCounts(classIds: number[], cycleId: number) {
      // Written out: a one-table select leaves its columns unqualified ("id" would be e's).
      const ofTerm = (finished: boolean): SQL =>
        sql<number>`(select count(*)::int from ${processEvaluations} e
          where e.student_id = "students"."id" and e.cycle_id = ${cycleId}
          ${finished ? sql`and e.status = 1` : sql``})`;
      return s
        .select({
          id: students.id,
          name: students.name,
          classId: students.classId,
          photo: students.photo,
          gender: students.gender,
          isBaby: students.isBaby,
          babyLevel: students.babyLevel,
          total: ofTerm(false).mapWith(Number),
          finished: ofTerm(true).mapWith(Number),
        })
        .from(students)
        .where(and(inArray(students.classId, inIds(classIds)), eq(students.status, 1)))
        .orderBy(sql`${students.name} collate "C"`, asc(students.id));
    },

    /** The finished entries of these children in a term, each child's latest start first. */
    finishedOf: (studentIds: number[], cycleId: number) =>
      s
        .select({ id: processEvaluations.id, studentId: processEvaluations.studentId })
        .from(processEvaluations)
        .where(
          and(
            inArray(processEvaluations.studentId, inIds(studentIds)),
            eq(processEvaluations.cycleId, cycleId),
            eq(processEvaluations.status, 1),
          ),
        )
        .orderBy(sql`${processEvaluations.startsOn} desc nulls last`, desc(processEvaluations.id)),

    /** A page of a child's entries in a term, the latest start first (no range: last). */
    async pageOf(studentId: number, cycleId: number, pageIndex: number, pageSize: number) {
      const where = and(eq(processEvaluations.studentId, studentId), eq(processEvaluations.cycleId, cycleId));
      const [rows, [total]] = await Promise.all([
        s
          .select({
            id: processEvaluations.id,
            title: processEvaluations.title,
            status: processEvaluations.status,
            startsOn: processEvaluations.startsOn,
            endsOn: processEvaluations.endsOn,
            cycleId: processEvaluations.cycleId,
          })
          .from(processEvaluations)
          .where(where)
          .orderBy(sql`${processEvaluations.startsOn} desc nulls last`, desc(processEvaluations.id))
          .limit(pageSize)
          .offset((pageIndex - 1) * pageSize),
        s.select({ n: count() }).from(processEvaluations).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** A new entry with the 11 page items it starts with (PROCESS_PAGE_SET), all open. */
    async insert(v: TEvaluationInsert) {
      const [row] = await s.insert(processEvaluations).values(v).returning({ id: processEvaluations.id });
      const id = row!.id;
      await s.insert(processPages).values(
        PROCESS_PAGE_SET.map((page, i) => ({
          evaluationId: id,
          type: page.type,
          name: page.name,
          cateName: page.cateName,
          dimension: page.dimension,
          orderSort: i + 1,
          isFinish: page.isFinish,
          updatedBy: v.createdBy,
        })),
      );
      return id;
    },

    /** The school's entries among `ids` with the class their child is in now (who may touch them). */
    evaluationsAmong: (ids: number[]) =>
      s
        .select({ id: processEvaluations.id, classId: students.classId })
        .from(processEvaluations)
        .innerJoin(students, eq(students.id, processEvaluations.studentId))
        .where(inArray(processEvaluations.id, inIds(ids))),

    /** Deletes entries; their pages go with them (on delete cascade). */
    remove: (ids: number[]) => s.delete(processEvaluations).where(inArray(processEvaluations.id, inIds(ids))),
  };
}
