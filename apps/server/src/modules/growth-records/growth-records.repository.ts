import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  cycles,
  growthLogPoints,
  growthModules,
  growthQuestions,
  growthRecordMarks,
  growthRecords,
  growthTemplates,
  schools,
  studyYears,
  users,
} from '../../db/schema';
import { logPointsOf } from '../growth-observations/growth-observations.repository';
import { schoolStructure, type TChildPlace } from '../school-structure/school-structure.repository';
import { childPageWrites } from './child-pages.repository';
import { growthEntryQueries } from './growth-entry.repository';

export type TRecordRowDb = typeof growthRecords.$inferSelect;
export type TModuleDb = typeof growthModules.$inferSelect;

/** A child with the class, grade and study year they are in now (the school structure's). */
export type TStudentPlace = TChildPlace;

/** A module as a child's record list shows it, with the child's record when there is one. */
export type TRecordModule = TModuleDb & {
  cycleName: string | null;
  record: TRecordRowDb | null;
  writerName: string | null;
};

/** The template a record list or a report is made of, with the names it prints. */
export type TTemplatePlace = {
  id: number;
  status: number;
  gradeId: number;
  studyYearId: number;
  studyYearName: string;
  cycleId: number | null;
  cycleName: string | null;
  schoolName: string;
};

/**
 * Growth records of one school: children, their template's modules and their records. The
 * entry's queries (classes, progress) and a child's own pages live beside it and are part of
 * the same repository.
 */
export function growthRecordsRepository(db: DbOrTx, schoolId: number) {
  const recordOfSchool = eq(growthRecords.schoolId, schoolId);
  const records = {
    findTemplate(id: number): Promise<TTemplatePlace | undefined> {
      return db
        .select({
          id: growthTemplates.id,
          status: growthTemplates.status,
          gradeId: growthTemplates.gradeId,
          studyYearId: growthTemplates.studyYearId,
          studyYearName: studyYears.name,
          cycleId: growthTemplates.cycleId,
          cycleName: cycles.name,
          schoolName: schools.name,
        })
        .from(growthTemplates)
        .innerJoin(studyYears, eq(studyYears.id, growthTemplates.studyYearId))
        .innerJoin(schools, eq(schools.id, growthTemplates.schoolId))
        .leftJoin(cycles, eq(cycles.id, growthTemplates.cycleId))
        .where(and(eq(growthTemplates.schoolId, schoolId), eq(growthTemplates.id, id)))
        .then((r) => r[0]);
    },

    /** The published templates of these grades (term ones and whole-year ones). */
    async recordModules(templateId: number, studentId: number, onlyModuleId = 0): Promise<TRecordModule[]> {
      const where: SQL[] = [
        eq(growthModules.schoolId, schoolId),
        eq(growthModules.templateId, templateId),
        or(isNull(growthModules.studentId), eq(growthModules.studentId, studentId))!,
      ];
      if (onlyModuleId) where.push(eq(growthModules.id, onlyModuleId));
      const rows = await db
        .select({
          module: growthModules,
          cycleName: cycles.name,
          record: growthRecords,
          writerName: users.realName,
        })
        .from(growthModules)
        .leftJoin(cycles, eq(cycles.id, growthModules.cycleId))
        .leftJoin(
          growthRecords,
          and(eq(growthRecords.moduleId, growthModules.id), eq(growthRecords.studentId, studentId)),
        )
        .leftJoin(users, eq(users.id, growthRecords.writtenBy))
        .where(and(...where));
      return rows.map((r) => ({
        ...r.module,
        cycleName: r.cycleName,
        record: r.record,
        writerName: r.writerName,
      }));
    },

    findModule(id: number): Promise<TModuleDb | undefined> {
      return db
        .select()
        .from(growthModules)
        .where(and(eq(growthModules.schoolId, schoolId), eq(growthModules.id, id)))
        .then((r) => r[0]);
    },

    /** The child's record of a module, locked for the save that follows. */
    lockRecord(moduleId: number, studentId: number) {
      return db
        .select()
        .from(growthRecords)
        .where(
          and(recordOfSchool, eq(growthRecords.moduleId, moduleId), eq(growthRecords.studentId, studentId)),
        )
        .for('update')
        .then((r) => r[0]);
    },

    async insertRecord(v: Omit<typeof growthRecords.$inferInsert, 'schoolId' | 'id'>) {
      const [row] = await db
        .insert(growthRecords)
        .values({ ...v, schoolId })
        .returning({ id: growthRecords.id, updatedAt: growthRecords.updatedAt });
      return row!;
    },

    async updateRecord(id: number, v: Partial<typeof growthRecords.$inferInsert>) {
      const [row] = await db
        .update(growthRecords)
        .set(v)
        .where(and(recordOfSchool, eq(growthRecords.id, id)))
        .returning({ id: growthRecords.id, updatedAt: growthRecords.updatedAt });
      return row!;
    },

    /** Replaces a type 4/5 record's per-point values (what the statistics count). */
    async replaceMarks(recordId: number, marks: Array<{ pointId: number; value: number }>) {
      await db.delete(growthRecordMarks).where(eq(growthRecordMarks.recordId, recordId));
      if (marks.length)
        await db.insert(growthRecordMarks).values(marks.map((m) => ({ ...m, schoolId, recordId })));
    },

    pointsOf(moduleId: number) {
      return logPointsOf(db, schoolId, moduleId);
    },

    /** Log points of several modules at once (the report prints every sheet). */
    pointsOfModules(moduleIds: number[]) {
      if (moduleIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          moduleId: growthLogPoints.moduleId,
          id: growthLogPoints.id,
          dimension: growthLogPoints.dimension,
          element: growthLogPoints.element,
          name: growthLogPoints.name,
        })
        .from(growthLogPoints)
        .where(and(eq(growthLogPoints.schoolId, schoolId), inArray(growthLogPoints.moduleId, moduleIds)))
        .orderBy(asc(growthLogPoints.orderSort), asc(growthLogPoints.id));
    },

    questionsOf(moduleId: number) {
      return db
        .select({ name: growthQuestions.name })
        .from(growthQuestions)
        .where(and(eq(growthQuestions.schoolId, schoolId), eq(growthQuestions.moduleId, moduleId)))
        .orderBy(asc(growthQuestions.orderSort), asc(growthQuestions.id))
        .then((r) => r.map((q) => q.name));
    },

    questionsOfModules(moduleIds: number[]) {
      if (moduleIds.length === 0) return Promise.resolve([]);
      return db
        .select({ moduleId: growthQuestions.moduleId, name: growthQuestions.name })
        .from(growthQuestions)
        .where(and(eq(growthQuestions.schoolId, schoolId), inArray(growthQuestions.moduleId, moduleIds)))
        .orderBy(asc(growthQuestions.orderSort), asc(growthQuestions.id));
    },

    /** Records of these children in a template, by status (the progress counts). */
    epilogues(studentId: number, exceptTemplateId: number) {
      return db
        .select({
          title: growthModules.title,
          answer: growthRecords.answer,
          cycleName: cycles.name,
          studyYearName: studyYears.name,
          updatedAt: growthRecords.updatedAt,
        })
        .from(growthRecords)
        .innerJoin(growthModules, eq(growthModules.id, growthRecords.moduleId))
        .innerJoin(growthTemplates, eq(growthTemplates.id, growthRecords.templateId))
        .innerJoin(studyYears, eq(studyYears.id, growthTemplates.studyYearId))
        .leftJoin(cycles, eq(cycles.id, growthTemplates.cycleId))
        .where(
          and(
            recordOfSchool,
            eq(growthRecords.studentId, studentId),
            sql`${growthRecords.templateId} <> ${exceptTemplateId}`,
            inArray(growthModules.typeNum, [2, 10]),
          ),
        )
        .orderBy(sql`${growthRecords.updatedAt} desc`)
        .limit(10);
    },
  };
  return {
    ...records,
    ...growthEntryQueries(db, schoolId),
    ...childPageWrites(db, schoolId, records),
    /** the school's classes, children and terms (one place for every module) */
    structure: schoolStructure(db, schoolId),
  };
}
export type TGrowthRecordsRepository = ReturnType<typeof growthRecordsRepository>;
