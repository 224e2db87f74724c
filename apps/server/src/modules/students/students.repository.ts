import { and, asc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { classes, grades, students } from '../../db/schema';
import { containsPattern } from '../../lib/like';
import { scoped } from '../../lib/scoped';
import { guardianColumns } from './guardians';

/** Children of one school. */
export function studentsRepository(db: DbOrTx, schoolId: number) {
  const s = scoped(db, schoolId);
  return {
    findStudents(ids: number[]) {
      return s
        .select({ id: students.id, classId: students.classId, birthday: students.birthday })
        .from(students)
        .where(and(inArray(students.id, ids), eq(students.status, 1)));
    },

    /** Whether the class already has a child of that name born that day (a double entry). */
    async isDuplicate(classId: number, name: string, birthday: string, exceptId = 0) {
      const [row] = await s
        .select({ id: students.id })
        .from(students)
        .where(
          and(
            eq(students.classId, classId),
            eq(students.name, name),
            eq(students.birthday, birthday),
            eq(students.status, 1),
            ne(students.id, exceptId),
          ),
        );
      return Boolean(row);
    },

    /** Whether another child of the school, in school or left, has this 学号. */
    async isStudentNoTaken(studentNo: string, exceptId = 0) {
      const [row] = await s
        .select({ id: students.id })
        .from(students)
        .where(and(eq(students.studentNo, studentNo), ne(students.id, exceptId)));
      return Boolean(row);
    },

    async insert(v: Omit<typeof students.$inferInsert, 'schoolId'>) {
      const [row] = await s.insert(students).values(v).returning({ id: students.id });
      return row!.id;
    },

    update(ids: number[], v: Partial<typeof students.$inferInsert>) {
      return s.update(students).set(v).where(inArray(students.id, ids));
    },

    async findPage(f: { classIds: number[] | null; name?: string; offset: number; limit: number }) {
      const where: SQL[] = [eq(students.status, 1)];
      if (f.classIds) where.push(f.classIds.length ? inArray(students.classId, f.classIds) : sql`false`);
      // The search box finds a child by name or by 学号.
      if (f.name) {
        const pattern = containsPattern(f.name);
        where.push(or(ilike(students.name, pattern), ilike(students.studentNo, pattern))!);
      }
      const filter = and(...where);
      // One statement: the page and, beside each row, the count of every match (a window).
      const found = await s
        .select({
          Id: students.id,
          Name: students.name,
          Gender: students.gender,
          Birthday: students.birthday,
          IsBaby: students.isBaby,
          BabyLevel: students.babyLevel,
          ClassId: classes.id,
          ClassName: classes.name,
          GradeName: grades.name,
          Photo: students.photo,
          Status: students.status,
          StudentNo: students.studentNo,
          ...guardianColumns,
          allergies: students.allergies,
          total: sql<number>`(count(*) over ())::int`,
        })
        .from(students)
        .innerJoin(classes, eq(classes.id, students.classId))
        .innerJoin(grades, eq(grades.id, classes.gradeId))
        .where(filter)
        .orderBy(asc(grades.level), asc(classes.sort), asc(classes.id), asc(students.name), asc(students.id))
        .offset(f.offset)
        .limit(f.limit);
      const rows = found.map(({ total: _, ...row }) => row);
      if (found[0]) return { rows, total: found[0].total };
      // A page past the end has no row to carry the count: only then is it counted alone.
      const [{ n } = { n: 0 }] = f.offset
        ? await s.select({ n: sql<number>`count(*)::int` }).from(students).where(filter)
        : [];
      return { rows, total: n };
    },
  };
}
