import { and, asc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { classes, grades, students, teachers } from '../../db/schema';
import { guardianColumns } from '../students/guardians';

/** Rows per INSERT: well under PostgreSQL's 65535 parameters for every table here. */
const CHUNK = 500;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

type TStudentInsert = Omit<typeof students.$inferInsert, 'schoolId'>;
type TTeacherInsert = Omit<typeof teachers.$inferInsert, 'schoolId'>;
type TClassInsert = Omit<typeof classes.$inferInsert, 'schoolId'>;

/** What imports and exports read and write, for one school. */
export function importsRepository(db: DbOrTx, schoolId: number) {
  return {
    /** name|birthday of the children in school in a class. */
    async studentKeys(classId: number) {
      const rows = await db
        .select({ name: students.name, birthday: students.birthday })
        .from(students)
        .where(and(eq(students.classId, classId), eq(students.schoolId, schoolId), eq(students.status, 1)));
      return new Set(rows.map((r) => `${r.name}|${r.birthday}`));
    },

    /** Every 学号 of the school, of children in school and of those who left. */
    async studentNos() {
      const rows = await db
        .select({ no: students.studentNo })
        .from(students)
        .where(and(eq(students.schoolId, schoolId), isNotNull(students.studentNo)));
      return new Set(rows.map((r) => r.no!));
    },

    insertStudents: (rows: TStudentInsert[]) =>
      insertChunked(rows, (chunk) => db.insert(students).values(chunk.map((r) => ({ ...r, schoolId })))),

    async teacherPhones() {
      const rows = await db
        .select({ phone: teachers.phone })
        .from(teachers)
        .where(and(eq(teachers.schoolId, schoolId), eq(teachers.enabled, true), isNotNull(teachers.phone)));
      return new Set(rows.map((r) => r.phone!));
    },

    insertTeachers: (rows: TTeacherInsert[]) =>
      insertChunked(rows, (chunk) => db.insert(teachers).values(chunk.map((r) => ({ ...r, schoolId })))),

    /** Grade name → id of a study year, youngest first. */
    async gradesOf(studyYearId: number) {
      const rows = await db
        .select({ id: grades.id, name: grades.name })
        .from(grades)
        .where(and(eq(grades.studyYearId, studyYearId), eq(grades.schoolId, schoolId)))
        .orderBy(asc(grades.level));
      return new Map(rows.map((r) => [r.name, r.id]));
    },

    async classNames(studyYearId: number) {
      const rows = await db
        .select({ name: classes.name })
        .from(classes)
        .where(
          and(
            eq(classes.schoolId, schoolId),
            eq(classes.studyYearId, studyYearId),
            eq(classes.enabled, true),
          ),
        );
      return new Set(rows.map((r) => r.name));
    },

    /** The highest class sort of the school (new classes go after it, as in the class form). */
    maxClassSort() {
      return db
        .select({ n: sql<number>`coalesce(max(${classes.sort}), 0)::int` })
        .from(classes)
        .where(eq(classes.schoolId, schoolId))
        .then((r) => r[0]?.n ?? 0);
    },

    insertClasses: (rows: TClassInsert[]) =>
      insertChunked(rows, (chunk) => db.insert(classes).values(chunk.map((r) => ({ ...r, schoolId })))),

    /** Children in school, in the classes given (null: every class), as the list orders them. */
    exportStudents(classIds: number[] | null) {
      const where: SQL[] = [eq(students.schoolId, schoolId), eq(students.status, 1)];
      if (classIds) where.push(classIds.length ? inArray(students.classId, classIds) : sql`false`);
      return db
        .select({
          name: students.name,
          gender: students.gender,
          birthday: students.birthday,
          studentNo: students.studentNo,
          entryDate: students.entryDate,
          ...guardianColumns,
          allergies: students.allergies,
          healthNotes: students.healthNotes,
          className: classes.name,
        })
        .from(students)
        .innerJoin(classes, eq(classes.id, students.classId))
        .innerJoin(grades, eq(grades.id, classes.gradeId))
        .where(and(...where))
        .orderBy(asc(grades.level), asc(classes.sort), asc(classes.id), asc(students.name), asc(students.id));
    },

    exportTeachers() {
      return db
        .select({
          name: teachers.name,
          gender: teachers.gender,
          phone: teachers.phone,
          title: teachers.title,
        })
        .from(teachers)
        .where(and(eq(teachers.schoolId, schoolId), eq(teachers.enabled, true)))
        .orderBy(asc(teachers.id));
    },

    /** Enabled classes of a study year (only `classIds` when given), as the class list orders them. */
    exportClasses(studyYearId: number, classIds: number[] | null) {
      const where: SQL[] = [
        eq(classes.schoolId, schoolId),
        eq(classes.studyYearId, studyYearId),
        eq(classes.enabled, true),
      ];
      if (classIds) where.push(classIds.length ? inArray(classes.id, classIds) : sql`false`);
      return db
        .select({ name: classes.name, grade: grades.name, sort: classes.sort })
        .from(classes)
        .innerJoin(grades, eq(grades.id, classes.gradeId))
        .where(and(...where))
        .orderBy(asc(grades.level), asc(classes.sort), asc(classes.id));
    },
  };
}
