import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { classes, classTeachers, grades, teachers } from '../../db/schema';

export type TClassRoleName = 'head' | 'teacher' | 'care';

/** A login's teacher and the class staff rows (class_teachers) of one school. */
export function classRolesRepository(db: DbOrTx, schoolId: number) {
  return {
    findClasses(studyYearId: number) {
      return db
        .select({ id: classes.id, name: classes.name, gradeName: grades.name })
        .from(classes)
        .innerJoin(grades, eq(grades.id, classes.gradeId))
        .where(
          and(
            eq(classes.schoolId, schoolId),
            eq(classes.studyYearId, studyYearId),
            eq(classes.enabled, true),
          ),
        )
        .orderBy(asc(grades.level), asc(classes.sort), asc(classes.id));
    },

    /** Staff rows of these classes, with the teachers' names. */
    findStaff(classIds: number[]) {
      if (classIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          classId: classTeachers.classId,
          teacherId: classTeachers.teacherId,
          role: classTeachers.role,
          name: teachers.name,
        })
        .from(classTeachers)
        .innerJoin(teachers, eq(teachers.id, classTeachers.teacherId))
        .where(inArray(classTeachers.classId, classIds));
    },

    /** Replaces the teacher's roles in these classes (other years stay as they were). */
    async replace(teacherId: number, classIds: number[], rows: { classId: number; role: TClassRoleName }[]) {
      if (classIds.length)
        await db
          .delete(classTeachers)
          .where(and(eq(classTeachers.teacherId, teacherId), inArray(classTeachers.classId, classIds)));
      if (rows.length) await db.insert(classTeachers).values(rows.map((r) => ({ ...r, teacherId })));
    },

    /** Another teacher heading the class. */
    findOtherHead(classId: number, teacherId: number) {
      return db
        .select({ name: teachers.name })
        .from(classTeachers)
        .innerJoin(teachers, eq(teachers.id, classTeachers.teacherId))
        .where(
          and(
            eq(classTeachers.classId, classId),
            eq(classTeachers.role, 'head'),
            ne(classTeachers.teacherId, teacherId),
          ),
        )
        .then((r) => r[0]);
    },
  };
}
