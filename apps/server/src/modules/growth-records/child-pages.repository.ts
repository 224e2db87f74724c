import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { growthLogPoints, growthModules, growthQuestions, growthRecords } from '../../db/schema';

/** A child's own pages (G12): modules with student_id set, their sheets and questions. */
export function childPageWrites(
  db: DbOrTx,
  schoolId: number,
  records: {
    pointsOf(
      moduleId: number,
    ): Promise<Array<{ dimension: string; element: string; name: string; orderSort: number }>>;
  },
) {
  const recordOfSchool = eq(growthRecords.schoolId, schoolId);
  return {
    countChildPages(templateId: number, studentId: number) {
      return db
        .select({ n: sql<number>`count(*)::int` })
        .from(growthModules)
        .where(
          and(
            eq(growthModules.schoolId, schoolId),
            eq(growthModules.templateId, templateId),
            eq(growthModules.studentId, studentId),
          ),
        )
        .then((r) => r[0]?.n ?? 0);
    },

    async insertModule(v: Omit<typeof growthModules.$inferInsert, 'schoolId' | 'id'>) {
      const [row] = await db
        .insert(growthModules)
        .values({ ...v, schoolId })
        .returning({ id: growthModules.id });
      return row!.id;
    },

    async updateModule(id: number, v: Partial<typeof growthModules.$inferInsert>) {
      await db
        .update(growthModules)
        .set(v)
        .where(and(eq(growthModules.schoolId, schoolId), eq(growthModules.id, id)));
    },

    async deleteModule(id: number) {
      await db
        .delete(growthModules)
        .where(and(eq(growthModules.schoolId, schoolId), eq(growthModules.id, id)));
    },

    async copyPoints(fromModuleId: number, toModuleId: number) {
      const points = await records.pointsOf(fromModuleId);
      if (points.length)
        await db.insert(growthLogPoints).values(
          points.map((p) => ({
            schoolId,
            moduleId: toModuleId,
            dimension: p.dimension,
            element: p.element,
            name: p.name,
            orderSort: p.orderSort,
          })),
        );
    },

    async insertPoints(
      moduleId: number,
      points: Array<{ dimension: string; element: string; name: string }>,
    ) {
      if (points.length)
        await db
          .insert(growthLogPoints)
          .values(points.map((p, i) => ({ ...p, schoolId, moduleId, orderSort: i + 1 })));
    },

    async insertQuestions(moduleId: number, names: string[]) {
      if (names.length)
        await db
          .insert(growthQuestions)
          .values(names.map((name, i) => ({ name, schoolId, moduleId, orderSort: i + 1 })));
    },

    async deletePointsAndQuestions(moduleId: number) {
      await db.delete(growthLogPoints).where(eq(growthLogPoints.moduleId, moduleId));
      await db.delete(growthQuestions).where(eq(growthQuestions.moduleId, moduleId));
    },

    /** Records of a module (a child page is deleted only when it has none). */
    recordCountOf(moduleId: number) {
      return db
        .select({ n: sql<number>`count(*)::int` })
        .from(growthRecords)
        .where(and(recordOfSchool, eq(growthRecords.moduleId, moduleId)))
        .then((r) => r[0]?.n ?? 0);
    },
  };
}
