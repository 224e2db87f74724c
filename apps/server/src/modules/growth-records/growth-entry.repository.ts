import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  classes,
  classTeachers,
  cycles,
  grades,
  growthModules,
  growthRecords,
  growthTemplates,
  students,
  studyYears,
  teachers,
} from '../../db/schema';

/** The entry's reads: classes, templates, teachers and the records' states (progress). */
export function growthEntryQueries(db: DbOrTx, schoolId: number) {
  const recordOfSchool = eq(growthRecords.schoolId, schoolId);
  return {
    publishedTemplates(gradeIds: number[]) {
      if (gradeIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: growthTemplates.id,
          gradeId: growthTemplates.gradeId,
          cycleId: growthTemplates.cycleId,
          cycleName: cycles.name,
        })
        .from(growthTemplates)
        .leftJoin(cycles, eq(cycles.id, growthTemplates.cycleId))
        .where(
          and(
            eq(growthTemplates.schoolId, schoolId),
            eq(growthTemplates.status, 1),
            inArray(growthTemplates.gradeId, gradeIds),
          ),
        );
    },

    /** The school's terms, newest study year first, each year's terms in their order. */
    terms() {
      return db
        .select({
          Id: cycles.id,
          Name: cycles.name,
          StudyYearId: studyYears.id,
          StudyYearName: studyYears.name,
          IsOpen: cycles.isOpen,
        })
        .from(cycles)
        .innerJoin(studyYears, eq(studyYears.id, cycles.studyYearId))
        .where(eq(cycles.schoolId, schoolId))
        .orderBy(desc(studyYears.startDate), asc(cycles.sort), asc(cycles.id));
    },

    /** Enabled classes of a study year (all of them, or those among `ids`), in grade order. */
    classesOfYear(studyYearId: number, ids: number[] | null) {
      const where: SQL[] = [
        eq(classes.schoolId, schoolId),
        eq(classes.studyYearId, studyYearId),
        eq(classes.enabled, true),
      ];
      if (ids) where.push(inArray(classes.id, ids.length ? ids : [0]));
      return db
        .select({
          id: classes.id,
          name: classes.name,
          gradeId: classes.gradeId,
          gradeName: grades.name,
          studyYearId: classes.studyYearId,
          studyYearName: studyYears.name,
        })
        .from(classes)
        .innerJoin(grades, eq(grades.id, classes.gradeId))
        .innerJoin(studyYears, eq(studyYears.id, classes.studyYearId))
        .where(and(...where))
        .orderBy(asc(grades.level), asc(classes.sort), asc(classes.id));
    },

    /** The classes where this login is the head teacher (班主任). */
    async headClassIds(userId: number) {
      const rows = await db
        .select({ classId: classTeachers.classId })
        .from(classTeachers)
        .innerJoin(teachers, eq(teachers.id, classTeachers.teacherId))
        .where(
          and(eq(teachers.userId, userId), eq(teachers.schoolId, schoolId), eq(classTeachers.role, 'head')),
        );
      return rows.map((r) => r.classId);
    },

    /** The teachers of a class by name, head teacher first (printed on the cover). */
    async classTeacherNames(classId: number) {
      const rows = await db
        .select({ name: teachers.name, role: classTeachers.role })
        .from(classTeachers)
        .innerJoin(teachers, eq(teachers.id, classTeachers.teacherId))
        .where(and(eq(classTeachers.classId, classId), eq(teachers.enabled, true)))
        .orderBy(asc(teachers.id));
      return rows.sort((a, b) => Number(b.role === 'head') - Number(a.role === 'head')).map((r) => r.name);
    },

    /** Children in school in a class, by name (the order teachers move through them). */
    classStudents(classId: number) {
      return db
        .select({ id: students.id, name: students.name, gender: students.gender, photo: students.photo })
        .from(students)
        .where(and(eq(students.schoolId, schoolId), eq(students.classId, classId), eq(students.status, 1)))
        .orderBy(sql`${students.name} collate "C"`, asc(students.id));
    },

    /**
     * The modules a child fills in a template: the template's open ones and the child's own
     * pages, each with the child's record, in order (own pages after the module they follow).
     */
    recordStates(templateId: number, studentIds: number[]) {
      if (studentIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          studentId: growthRecords.studentId,
          moduleId: growthRecords.moduleId,
          status: growthRecords.status,
        })
        .from(growthRecords)
        .where(
          and(
            recordOfSchool,
            eq(growthRecords.templateId, templateId),
            inArray(growthRecords.studentId, studentIds),
          ),
        );
    },

    /** The template's writable modules and the child pages of these children (progress). */
    progressModules(templateId: number) {
      return db
        .select({
          id: growthModules.id,
          typeNum: growthModules.typeNum,
          status: growthModules.status,
          studentId: growthModules.studentId,
        })
        .from(growthModules)
        .where(and(eq(growthModules.schoolId, schoolId), eq(growthModules.templateId, templateId)));
    },

    /** Epilogues (types 2 and 10) written for a child in other templates, newest first. */
  };
}
