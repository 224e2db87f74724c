import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { classes, classTeachers, grades, students, teachers } from '../../db/schema';

export type TStaff = { teacherId: number; role: 'head' | 'teacher' | 'care' };

/** Classes of one school and who works in them. */
export function classesRepository(db: DbOrTx, schoolId: number) {
  return {
    findClass(id: number) {
      return db
        .select()
        .from(classes)
        .where(and(eq(classes.id, id), eq(classes.schoolId, schoolId), eq(classes.enabled, true)))
        .then((r) => r[0]);
    },

    findClasses(ids: number[]) {
      return db
        .select({ id: classes.id })
        .from(classes)
        .where(and(inArray(classes.id, ids), eq(classes.schoolId, schoolId), eq(classes.enabled, true)));
    },

    findGrade(id: number, studyYearId: number) {
      return db
        .select({ id: grades.id })
        .from(grades)
        .where(and(eq(grades.id, id), eq(grades.studyYearId, studyYearId), eq(grades.schoolId, schoolId)))
        .then((r) => r[0]);
    },

    /** Whether another enabled class of the study year already has the name. */
    async nameTaken(studyYearId: number, name: string, exceptId = 0) {
      const [row] = await db
        .select({ id: classes.id })
        .from(classes)
        .where(
          and(
            eq(classes.schoolId, schoolId),
            eq(classes.studyYearId, studyYearId),
            eq(classes.name, name),
            eq(classes.enabled, true),
            ne(classes.id, exceptId),
          ),
        );
      return Boolean(row);
    },

    countTeachers(ids: number[]) {
      if (ids.length === 0) return Promise.resolve(0);
      return db
        .select({ n: sql<number>`count(*)::int` })
        .from(teachers)
        .where(and(inArray(teachers.id, ids), eq(teachers.schoolId, schoolId), eq(teachers.enabled, true)))
        .then((r) => r[0]?.n ?? 0);
    },

    findStaff(classId: number): Promise<TStaff[]> {
      return db
        .select({ teacherId: classTeachers.teacherId, role: classTeachers.role })
        .from(classTeachers)
        .where(eq(classTeachers.classId, classId))
        .then((rows) => rows as TStaff[]);
    },

    countChildren(classIds: number[]) {
      return db
        .select({ n: sql<number>`count(*)::int` })
        .from(students)
        .where(
          and(inArray(students.classId, classIds), eq(students.schoolId, schoolId), eq(students.status, 1)),
        )
        .then((r) => r[0]?.n ?? 0);
    },

    async insert(v: { studyYearId: number; gradeId: number; name: string }) {
      const [{ n } = { n: 0 }] = await db
        .select({ n: sql<number>`coalesce(max(${classes.sort}), 0)::int` })
        .from(classes)
        .where(eq(classes.schoolId, schoolId));
      const [row] = await db
        .insert(classes)
        .values({ ...v, schoolId, sort: n + 1 })
        .returning({ id: classes.id });
      return row!.id;
    },

    update(id: number, v: { studyYearId: number; gradeId: number; name: string }) {
      return db
        .update(classes)
        .set(v)
        .where(and(eq(classes.id, id), eq(classes.schoolId, schoolId)));
    },

    /** Replaces the class's staff with the given list. */
    async setStaff(classId: number, staff: TStaff[]) {
      await db.delete(classTeachers).where(eq(classTeachers.classId, classId));
      if (staff.length) await db.insert(classTeachers).values(staff.map((s) => ({ classId, ...s })));
    },

    /** Classes are disabled, not deleted: their history (records, reports) stays readable. */
    async disable(ids: number[]) {
      await db
        .update(classes)
        .set({ enabled: false })
        .where(and(inArray(classes.id, ids), eq(classes.schoolId, schoolId)));
      await db.delete(classTeachers).where(inArray(classTeachers.classId, ids));
    },
  };
}
