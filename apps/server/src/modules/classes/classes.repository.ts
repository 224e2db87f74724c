import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { classes, classTeachers, students } from '../../db/schema';

export type TStaff = { teacherId: number; role: 'head' | 'teacher' | 'care' };

/** Classes of one school and who works in them. */
export function classesRepository(db: DbOrTx, schoolId: number) {
  return {
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
