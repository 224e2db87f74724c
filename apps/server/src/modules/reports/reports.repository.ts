import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { classTeachers, students, teachers } from '../../db/schema';
import { guardianColumns } from '../students/guardians';

/** What printable reports read; every query is bound to one school. */
export function reportsRepository(db: DbOrTx, schoolId: number) {
  return {
    findStaff(classId: number) {
      return db
        .select({ role: classTeachers.role, name: teachers.name })
        .from(classTeachers)
        .innerJoin(teachers, eq(teachers.id, classTeachers.teacherId))
        .where(
          and(
            eq(classTeachers.classId, classId),
            eq(teachers.schoolId, schoolId),
            eq(teachers.enabled, true),
          ),
        )
        .orderBy(asc(teachers.id));
    },

    /** Children in school (status 1); those who left are kept but never printed. */
    findChildren(classId: number) {
      return db
        .select({
          id: students.id,
          name: students.name,
          gender: students.gender,
          birthday: students.birthday,
          photo: students.photo,
          isBaby: students.isBaby,
          studentNo: students.studentNo,
          ...guardianColumns,
        })
        .from(students)
        .where(and(eq(students.classId, classId), eq(students.schoolId, schoolId), eq(students.status, 1)))
        .orderBy(asc(students.id));
    },
  };
}
