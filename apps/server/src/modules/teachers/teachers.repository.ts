import { and, asc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { classes, classTeachers, persons, teachers, users } from '../../db/schema';
import { containsPattern } from '../../lib/like';

/** Teachers of one school. */
export function teachersRepository(db: DbOrTx, schoolId: number) {
  return {
    async findPage(f: { name?: string; offset: number; limit: number }) {
      const where: SQL[] = [eq(teachers.schoolId, schoolId), eq(teachers.enabled, true)];
      if (f.name) where.push(ilike(teachers.name, containsPattern(f.name)));
      const filter = and(...where);
      const [{ n } = { n: 0 }] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(teachers)
        .where(filter);
      const rows = await db
        .select({
          Id: teachers.id,
          Name: teachers.name,
          Phone: teachers.phone,
          Gender: teachers.gender,
          Title: teachers.title,
          LoginName: persons.loginName,
        })
        .from(teachers)
        .leftJoin(users, eq(users.id, teachers.userId))
        .leftJoin(persons, eq(persons.id, users.personId))
        .where(filter)
        .orderBy(asc(teachers.id))
        .offset(f.offset)
        .limit(f.limit);
      return { rows, total: n };
    },

    findOptions() {
      return db
        .select({ Id: teachers.id, Name: teachers.name })
        .from(teachers)
        .where(and(eq(teachers.schoolId, schoolId), eq(teachers.enabled, true)))
        .orderBy(asc(teachers.name), asc(teachers.id));
    },

    findClassNames(teacherIds: number[]) {
      if (teacherIds.length === 0) return Promise.resolve([]);
      return db
        .select({ teacherId: classTeachers.teacherId, name: classes.name })
        .from(classTeachers)
        .innerJoin(classes, eq(classes.id, classTeachers.classId))
        .where(inArray(classTeachers.teacherId, teacherIds))
        .orderBy(asc(classes.id));
    },
  };
}
