import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  cycles,
  grades,
  growthLogPoints,
  growthModules,
  growthQuestions,
  growthRecords,
  growthTemplates,
  schools,
  storedFiles,
  studyYears,
} from '../../db/schema';
import { logPointsOf } from '../growth-observations/growth-observations.repository';
import { schoolStructure } from '../school-structure/school-structure.repository';

export type TTemplateRow = typeof growthTemplates.$inferSelect;
export type TModuleRow = typeof growthModules.$inferSelect;
export type TCycleRow = typeof cycles.$inferSelect;
export type TNewModule = Omit<typeof growthModules.$inferInsert, 'id' | 'schoolId' | 'createdAt'>;
export type TPointText = { dimension: string; element: string; name: string };

/** A template with the names and counts the list shows. */
export type TTemplateListRow = TTemplateRow & {
  studyYearName: string;
  gradeName: string;
  cycleName: string | null;
  moduleCount: number;
  openCount: number;
  recordCount: number;
  parentId: number;
};

/** A module with its term's name and how many records were written against it. */
export type TModuleListRow = TModuleRow & { cycleName: string | null; recordCount: number };

/** Growth-record templates and their modules, log points and questions, of one school. */
export function growthTemplatesRepository(db: DbOrTx, schoolId: number) {
  const ofSchool = eq(growthTemplates.schoolId, schoolId);
  // The template's own modules: a page added for one child (student_id set) belongs to that
  // child's record list, never to the template's lists, orders or counts.
  const moduleOfSchool = and(eq(growthModules.schoolId, schoolId), isNull(growthModules.studentId))!;

  return {
    /** the school's study years, grades and terms (one place for every module) */
    structure: schoolStructure(db, schoolId),

    /** Templates with names and counts: newest study year first, then grade level, then term. */
    async templates(f: { studyYearId?: number; gradeId?: number; cycleId?: number; id?: number }) {
      const where: SQL[] = [ofSchool];
      if (f.id) where.push(eq(growthTemplates.id, f.id));
      if (f.studyYearId) where.push(eq(growthTemplates.studyYearId, f.studyYearId));
      if (f.gradeId) where.push(eq(growthTemplates.gradeId, f.gradeId));
      if (f.cycleId) where.push(eq(growthTemplates.cycleId, f.cycleId));
      const rows = await db
        .select({
          template: growthTemplates,
          studyYearName: studyYears.name,
          gradeName: grades.name,
          cycleName: cycles.name,
          parentId: schools.parentId,
          moduleCount: sql<number>`(select count(*) from ${growthModules} where ${growthModules.templateId} = ${growthTemplates.id} and ${growthModules.studentId} is null)::int`,
          openCount: sql<number>`(select count(*) from ${growthModules} where ${growthModules.templateId} = ${growthTemplates.id} and ${growthModules.status} = 1 and ${growthModules.studentId} is null)::int`,
          recordCount: sql<number>`(select count(*) from ${growthRecords} where ${growthRecords.templateId} = ${growthTemplates.id})::int`,
        })
        .from(growthTemplates)
        .innerJoin(studyYears, eq(studyYears.id, growthTemplates.studyYearId))
        .innerJoin(grades, eq(grades.id, growthTemplates.gradeId))
        .innerJoin(schools, eq(schools.id, growthTemplates.schoolId))
        .leftJoin(cycles, eq(cycles.id, growthTemplates.cycleId))
        .where(and(...where))
        .orderBy(
          desc(studyYears.startDate),
          desc(studyYears.id),
          asc(grades.level),
          asc(grades.id),
          // the whole-year template (no term) after the terms
          sql`${cycles.sort} asc nulls last`,
          asc(growthTemplates.id),
        );
      return rows.map(
        (r): TTemplateListRow => ({
          ...r.template,
          studyYearName: r.studyYearName,
          gradeName: r.gradeName,
          cycleName: r.cycleName,
          moduleCount: r.moduleCount,
          openCount: r.openCount,
          recordCount: r.recordCount,
          parentId: r.parentId,
        }),
      );
    },

    findTemplate(id: number): Promise<TTemplateRow | undefined> {
      return db
        .select()
        .from(growthTemplates)
        .where(and(ofSchool, eq(growthTemplates.id, id)))
        .then((r) => r[0]);
    },

    /**
     * The template, locked until the transaction ends: module changes of one template (which
     * renumber every order) run one after the other.
     */
    lockTemplate(id: number): Promise<TTemplateRow | undefined> {
      return db
        .select()
        .from(growthTemplates)
        .where(and(ofSchool, eq(growthTemplates.id, id)))
        .for('update')
        .then((r) => r[0]);
    },

    async templateTaken(gradeId: number, cycleId: number | null) {
      const rows = await db
        .select({ id: growthTemplates.id })
        .from(growthTemplates)
        .where(
          and(
            ofSchool,
            eq(growthTemplates.gradeId, gradeId),
            cycleId === null ? isNull(growthTemplates.cycleId) : eq(growthTemplates.cycleId, cycleId),
          ),
        );
      return rows.length > 0;
    },

    async insertTemplate(v: { studyYearId: number; gradeId: number; cycleId: number | null }) {
      const [row] = await db
        .insert(growthTemplates)
        .values({ ...v, schoolId })
        .returning({ id: growthTemplates.id });
      return row!.id;
    },

    async setTemplateStatus(id: number, status: number, publishedAt: Date | null) {
      await db
        .update(growthTemplates)
        .set({ status, publishedAt, updatedAt: new Date() })
        .where(and(ofSchool, eq(growthTemplates.id, id)));
    },

    /** A module of the template changed: the list shows when. */
    async touchTemplate(id: number) {
      await db
        .update(growthTemplates)
        .set({ updatedAt: new Date() })
        .where(and(ofSchool, eq(growthTemplates.id, id)));
    },

    /** Deletes a template; its modules, log points and questions go with it (cascade). */
    async deleteTemplate(id: number) {
      await db.delete(growthTemplates).where(and(ofSchool, eq(growthTemplates.id, id)));
    },

    async schoolParentId() {
      const [row] = await db
        .select({ parentId: schools.parentId })
        .from(schools)
        .where(eq(schools.id, schoolId));
      return row?.parentId ?? 0;
    },

    async templateRecordCount(templateId: number) {
      const [row] = await db
        .select({ n: count() })
        .from(growthRecords)
        .where(and(eq(growthRecords.schoolId, schoolId), eq(growthRecords.templateId, templateId)));
      return row?.n ?? 0;
    },

    async moduleRecordCount(moduleId: number) {
      const [row] = await db
        .select({ n: count() })
        .from(growthRecords)
        .where(and(eq(growthRecords.schoolId, schoolId), eq(growthRecords.moduleId, moduleId)));
      return row?.n ?? 0;
    },

    /** A module's records go; their marks cascade. Answers how many went. */
    async deleteModuleRecords(moduleId: number) {
      const rows = await db
        .delete(growthRecords)
        .where(and(eq(growthRecords.schoolId, schoolId), eq(growthRecords.moduleId, moduleId)))
        .returning({ id: growthRecords.id });
      return rows.length;
    },

    /** The modules of a template in order, with term names and record counts. */
    async modules(templateId: number): Promise<TModuleListRow[]> {
      const rows = await db
        .select({
          module: growthModules,
          cycleName: cycles.name,
          recordCount: sql<number>`(select count(*) from ${growthRecords} where ${growthRecords.moduleId} = ${growthModules.id})::int`,
        })
        .from(growthModules)
        .leftJoin(cycles, eq(cycles.id, growthModules.cycleId))
        .where(and(moduleOfSchool, eq(growthModules.templateId, templateId)))
        .orderBy(asc(growthModules.orderSort), asc(growthModules.id));
      return rows.map((r) => ({ ...r.module, cycleName: r.cycleName, recordCount: r.recordCount }));
    },

    /** What renumbering needs of every module of a template. */
    moduleOrders(templateId: number) {
      return db
        .select({ id: growthModules.id, typeNum: growthModules.typeNum, orderSort: growthModules.orderSort })
        .from(growthModules)
        .where(and(moduleOfSchool, eq(growthModules.templateId, templateId)));
    },

    findModule(id: number): Promise<TModuleRow | undefined> {
      return db
        .select()
        .from(growthModules)
        .where(and(moduleOfSchool, eq(growthModules.id, id)))
        .then((r) => r[0]);
    },

    /** Modules of this school among `ids`. */
    modulesByIds(ids: number[]): Promise<TModuleRow[]> {
      return db
        .select()
        .from(growthModules)
        .where(and(moduleOfSchool, inArray(growthModules.id, ids)));
    },

    async insertModule(v: TNewModule) {
      const [row] = await db
        .insert(growthModules)
        .values({ ...v, schoolId })
        .returning({ id: growthModules.id });
      return row!.id;
    },

    async updateModule(id: number, v: Partial<TNewModule>) {
      await db
        .update(growthModules)
        .set(v)
        .where(and(moduleOfSchool, eq(growthModules.id, id)));
    },

    async deleteModule(id: number) {
      await db.delete(growthModules).where(and(moduleOfSchool, eq(growthModules.id, id)));
    },

    async deleteModulesOf(templateId: number) {
      await db.delete(growthModules).where(and(moduleOfSchool, eq(growthModules.templateId, templateId)));
    },

    async setModuleOrder(id: number, orderSort: number) {
      await db
        .update(growthModules)
        .set({ orderSort })
        .where(and(moduleOfSchool, eq(growthModules.id, id)));
    },

    async openAll(templateId: number) {
      await db
        .update(growthModules)
        .set({ status: 1 })
        .where(and(moduleOfSchool, eq(growthModules.templateId, templateId)));
    },

    pointsOf(moduleId: number) {
      return logPointsOf(db, schoolId, moduleId);
    },

    /** Log points in the order given (the same text twice in one element is kept once). */
    async insertPoints(moduleId: number, points: TPointText[]) {
      const seen = new Set<string>();
      const rows = points.filter((p) => {
        const key = `${p.dimension}\u0000${p.element}\u0000${p.name}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      if (rows.length === 0) return;
      await db
        .insert(growthLogPoints)
        .values(rows.map((p, i) => ({ ...p, schoolId, moduleId, orderSort: i + 1 })));
    },

    async deletePointsOf(moduleId: number) {
      await db
        .delete(growthLogPoints)
        .where(and(eq(growthLogPoints.schoolId, schoolId), eq(growthLogPoints.moduleId, moduleId)));
    },

    questionsOf(moduleId: number) {
      return db
        .select({ id: growthQuestions.id, name: growthQuestions.name })
        .from(growthQuestions)
        .where(and(eq(growthQuestions.schoolId, schoolId), eq(growthQuestions.moduleId, moduleId)))
        .orderBy(asc(growthQuestions.orderSort), asc(growthQuestions.id));
    },

    async insertQuestions(moduleId: number, names: string[]) {
      const rows = [...new Set(names)];
      if (rows.length === 0) return;
      await db
        .insert(growthQuestions)
        .values(rows.map((name, i) => ({ schoolId, moduleId, name, orderSort: i + 1 })));
    },

    async deleteQuestionsOf(moduleId: number) {
      await db
        .delete(growthQuestions)
        .where(and(eq(growthQuestions.schoolId, schoolId), eq(growthQuestions.moduleId, moduleId)));
    },

    /** The backgrounds this school uploaded, newest first. */
    backgroundFiles() {
      return db
        .select({ id: storedFiles.id, originalName: storedFiles.originalName })
        .from(storedFiles)
        .where(and(eq(storedFiles.schoolId, schoolId), eq(storedFiles.kind, 'background')))
        .orderBy(desc(storedFiles.createdAt), asc(storedFiles.id));
    },

    /** A picture (photo, logo or background) this school uploaded. */
    async hasImage(fileId: string) {
      const rows = await db
        .select({ id: storedFiles.id })
        .from(storedFiles)
        .where(
          and(
            eq(storedFiles.id, fileId),
            eq(storedFiles.schoolId, schoolId),
            inArray(storedFiles.kind, ['image', 'logo', 'background']),
          ),
        );
      return rows.length > 0;
    },
  };
}

export type TGrowthTemplatesRepository = ReturnType<typeof growthTemplatesRepository>;
