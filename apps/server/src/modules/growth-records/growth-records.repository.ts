import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  classes,
  classTeachers,
  cycles,
  grades,
  growthLogPoints,
  growthModules,
  growthQuestions,
  growthRecordMarks,
  growthRecords,
  growthTemplates,
  schools,
  students,
  studyYears,
  teachers,
  users,
} from '../../db/schema';

export type TRecordRowDb = typeof growthRecords.$inferSelect;
export type TModuleDb = typeof growthModules.$inferSelect;

/** A child with the class, grade and study year they are in now. */
export type TStudentPlace = {
  id: number;
  name: string;
  gender: number;
  photo: string | null;
  status: number;
  classId: number;
  className: string;
  gradeId: number;
  gradeName: string;
  gradeLevel: number;
  studyYearId: number;
};

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

/** Growth records of one school: children, their template's modules and their records. */
export function growthRecordsRepository(db: DbOrTx, schoolId: number) {
  const recordOfSchool = eq(growthRecords.schoolId, schoolId);

  return {
    findStudent(id: number): Promise<TStudentPlace | undefined> {
      return db
        .select({
          id: students.id,
          name: students.name,
          gender: students.gender,
          photo: students.photo,
          status: students.status,
          classId: students.classId,
          className: classes.name,
          gradeId: classes.gradeId,
          gradeName: grades.name,
          gradeLevel: grades.level,
          studyYearId: classes.studyYearId,
        })
        .from(students)
        .innerJoin(classes, eq(classes.id, students.classId))
        .innerJoin(grades, eq(grades.id, classes.gradeId))
        .where(and(eq(students.schoolId, schoolId), eq(students.id, id)))
        .then((r) => r[0]);
    },

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

    /** The school's open term and its study year. */
    openCycle() {
      return db
        .select({ id: cycles.id, name: cycles.name, studyYearId: cycles.studyYearId })
        .from(cycles)
        .where(and(eq(cycles.schoolId, schoolId), eq(cycles.isOpen, true)))
        .then((r) => r[0]);
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
          studentCount: sql<number>`(select count(*) from ${students} where ${students.classId} = ${classes.id} and ${students.status} = 1)::int`,
        })
        .from(classes)
        .innerJoin(grades, eq(grades.id, classes.gradeId))
        .innerJoin(studyYears, eq(studyYears.id, classes.studyYearId))
        .where(and(...where))
        .orderBy(asc(grades.level), asc(classes.sort), asc(classes.id));
    },

    findClass(id: number) {
      return db
        .select({
          id: classes.id,
          name: classes.name,
          gradeId: classes.gradeId,
          gradeName: grades.name,
          studyYearId: classes.studyYearId,
          studyYearName: studyYears.name,
          enabled: classes.enabled,
          studentCount: sql<number>`(select count(*) from ${students} where ${students.classId} = ${classes.id} and ${students.status} = 1)::int`,
        })
        .from(classes)
        .innerJoin(grades, eq(grades.id, classes.gradeId))
        .innerJoin(studyYears, eq(studyYears.id, classes.studyYearId))
        .where(and(eq(classes.schoolId, schoolId), eq(classes.id, id)))
        .then((r) => r[0]);
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

    userName(id: number | null) {
      if (!id) return Promise.resolve('');
      return db
        .select({ name: users.realName })
        .from(users)
        .where(eq(users.id, id))
        .then((r) => r[0]?.name ?? '');
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
      return db
        .select({
          id: growthLogPoints.id,
          dimension: growthLogPoints.dimension,
          element: growthLogPoints.element,
          name: growthLogPoints.name,
          orderSort: growthLogPoints.orderSort,
        })
        .from(growthLogPoints)
        .where(and(eq(growthLogPoints.schoolId, schoolId), eq(growthLogPoints.moduleId, moduleId)))
        .orderBy(asc(growthLogPoints.orderSort), asc(growthLogPoints.id));
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

    // ── A child's own pages ─────────────────────────────────────────────────────────

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
      const points = await this.pointsOf(fromModuleId);
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
export type TGrowthRecordsRepository = ReturnType<typeof growthRecordsRepository>;
