import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { classes, classTeachers, students } from '../../db/schema';
import { scoped } from '../../lib/scoped';

export type TStaff = { teacherId: number; role: 'head' | 'teacher' | 'care' };

/** Classes of one school and who works in them. */
export function classesRepository(db: DbOrTx, schoolId: number) {
  const s = scoped(db, schoolId);
  return {
    /** Whether another enabled class of the study year already has the name. */
    async nameTaken(studyYearId: number, name: string, exceptId = 0) {
      const [row] = await s
        .select({ id: classes.id })
        .from(classes)
        .where(
          and(
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
      return s
        .select({ n: sql<number>`count(*)::int` })
        .from(students)
        .where(and(inArray(students.classId, classIds), eq(students.status, 1)))
        .then((r) => r[0]?.n ?? 0);
    },

    async insert(v: { studyYearId: number; gradeId: number; name: string }) {
      const [{ n } = { n: 0 }] = await s
        .select({ n: sql<number>`coalesce(max(${classes.sort}), 0)::int` })
        .from(classes);
      const [row] = await s
        .insert(classes)
        .values({ ...v, sort: n + 1 })
        .returning({ id: classes.id });
      return row!.id;
    },

    update(id: number, v: { studyYearId: number; gradeId: number; name: string }) {
      return s.update(classes).set(v).where(eq(classes.id, id));
    },

    /** Replaces the class's staff with the given list. */
    async setStaff(classId: number, staff: TStaff[]) {
      await db.delete(classTeachers).where(eq(classTeachers.classId, classId));
      if (staff.length) await db.insert(classTeachers).values(staff.map((s) => ({ classId, ...s })));
    },

    /** Classes are disabled, not deleted: their history (records, reports) stays readable. */
    async disable(ids: number[]) {
      await s.update(classes).set({ enabled: false }).where(inArray(classes.id, ids));
      await db.delete(classTeachers).where(inArray(classTeachers.classId, ids));
    },
  };
}
