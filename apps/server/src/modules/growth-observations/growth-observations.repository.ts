import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { growthLogPoints, growthModules, growthQuestions, growthTemplates } from '../../db/schema';
import { scoped } from '../../lib/scoped';

/** A module of the school with what its template says about it (grade, year, term). */
export type TModuleRow = {
  id: number;
  templateId: number;
  typeNum: number;
  title: string;
  time: string | null;
  cycleId: number | null;
  gradeId: number;
  studyYearId: number;
  templateCycleId: number | null;
};

export type TPointRow = { id: number; dimension: string; element: string; name: string; orderSort: number };
export type TPointInsert = { dimension: string; element: string; name: string; orderSort: number };

/** Rows per INSERT: well under PostgreSQL's parameter limit. */
const CHUNK = 500;

/**
 * Every point of a module's log sheet of this school, in order (orderSort, then id): the
 * configuration, the record editor and the template copy all read the sheet this way.
 */
export function logPointsOf(db: DbOrTx, schoolId: number, moduleId: number): Promise<TPointRow[]> {
  return scoped(db, schoolId)
    .select({
      id: growthLogPoints.id,
      dimension: growthLogPoints.dimension,
      element: growthLogPoints.element,
      name: growthLogPoints.name,
      orderSort: growthLogPoints.orderSort,
    })
    .from(growthLogPoints)
    .where(eq(growthLogPoints.moduleId, moduleId))
    .orderBy(asc(growthLogPoints.orderSort), asc(growthLogPoints.id));
}

/** Log sheets (growth_log_points) and growth questions of one school's modules. */
export function growthObservationsRepository(db: DbOrTx, schoolId: number) {
  const s = scoped(db, schoolId);
  return {
    /** A module of this school (its template of this school too); undefined otherwise. */
    findModule(id: number): Promise<TModuleRow | undefined> {
      return s
        .select({
          id: growthModules.id,
          templateId: growthModules.templateId,
          typeNum: growthModules.typeNum,
          title: growthModules.title,
          time: growthModules.time,
          cycleId: growthModules.cycleId,
          gradeId: growthTemplates.gradeId,
          studyYearId: growthTemplates.studyYearId,
          templateCycleId: growthTemplates.cycleId,
        })
        .from(growthModules)
        .innerJoin(growthTemplates, eq(growthTemplates.id, growthModules.templateId))
        .where(and(eq(growthModules.id, id), s.where(growthTemplates)))
        .then((r) => r[0]);
    },

    /**
     * Holds the module row until the transaction ends, so two edits of one log sheet or
     * question list (which renumber it) run one after the other.
     */
    async lockModule(id: number) {
      await s
        .select({ id: growthModules.id })
        .from(growthModules)
        .where(eq(growthModules.id, id))
        .for('update');
    },

    /** Every point of a module's log sheet, in order (orderSort, then id). */
    points(moduleId: number): Promise<TPointRow[]> {
      return logPointsOf(db, schoolId, moduleId);
    },

    /** A point of this school with its module. */
    findPoint(id: number) {
      return s
        .select({
          id: growthLogPoints.id,
          moduleId: growthLogPoints.moduleId,
          dimension: growthLogPoints.dimension,
          element: growthLogPoints.element,
          name: growthLogPoints.name,
        })
        .from(growthLogPoints)
        .where(eq(growthLogPoints.id, id))
        .then((r) => r[0]);
    },

    /** Whether the element already has a point of that name (other than `exceptId`). */
    async pointTaken(
      p: { moduleId: number; dimension: string; element: string; name: string },
      exceptId = 0,
    ) {
      const rows = await db
        .select({ id: growthLogPoints.id })
        .from(growthLogPoints)
        .where(
          and(
            eq(growthLogPoints.moduleId, p.moduleId),
            eq(growthLogPoints.dimension, p.dimension),
            eq(growthLogPoints.element, p.element),
            eq(growthLogPoints.name, p.name),
            ne(growthLogPoints.id, exceptId),
          ),
        );
      return rows.length > 0;
    },

    async insertPoints(moduleId: number, rows: TPointInsert[]): Promise<number[]> {
      const ids: number[] = [];
      for (let i = 0; i < rows.length; i += CHUNK) {
        const inserted = await s
          .insert(growthLogPoints)
          .values(rows.slice(i, i + CHUNK).map((r) => ({ ...r, moduleId })))
          .returning({ id: growthLogPoints.id });
        ids.push(...inserted.map((r) => r.id));
      }
      return ids;
    },

    async setPointOrder(id: number, orderSort: number) {
      await s.update(growthLogPoints).set({ orderSort }).where(eq(growthLogPoints.id, id));
    },

    async renamePoint(id: number, name: string) {
      await s.update(growthLogPoints).set({ name }).where(eq(growthLogPoints.id, id));
    },

    /** Deletes a point; the marks records gave it go with it (cascade). */
    async deletePoint(id: number) {
      await s.delete(growthLogPoints).where(eq(growthLogPoints.id, id));
    },

    // ── Growth questions ────────────────────────────────────────────────────────────

    questions(moduleId: number) {
      return s
        .select({ Id: growthQuestions.id, Name: growthQuestions.name })
        .from(growthQuestions)
        .where(eq(growthQuestions.moduleId, moduleId))
        .orderBy(asc(growthQuestions.orderSort), asc(growthQuestions.id));
    },

    findQuestion(id: number) {
      return s
        .select({ id: growthQuestions.id, moduleId: growthQuestions.moduleId })
        .from(growthQuestions)
        .where(eq(growthQuestions.id, id))
        .then((r) => r[0]);
    },

    async questionNames(moduleId: number) {
      const rows = await db
        .select({ name: growthQuestions.name })
        .from(growthQuestions)
        .where(eq(growthQuestions.moduleId, moduleId));
      return new Set(rows.map((r) => r.name));
    },

    async maxQuestionOrder(moduleId: number) {
      const [row] = await db
        .select({ max: sql<number>`coalesce(max(${growthQuestions.orderSort}), 0)::int` })
        .from(growthQuestions)
        .where(eq(growthQuestions.moduleId, moduleId));
      return row?.max ?? 0;
    },

    async insertQuestions(moduleId: number, rows: { name: string; orderSort: number }[]): Promise<number[]> {
      const ids: number[] = [];
      for (let i = 0; i < rows.length; i += CHUNK) {
        const inserted = await s
          .insert(growthQuestions)
          .values(rows.slice(i, i + CHUNK).map((r) => ({ ...r, moduleId })))
          .returning({ id: growthQuestions.id });
        ids.push(...inserted.map((r) => r.id));
      }
      return ids;
    },

    async deleteQuestion(id: number) {
      await s.delete(growthQuestions).where(eq(growthQuestions.id, id));
    },
  };
}
