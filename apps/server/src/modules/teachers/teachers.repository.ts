import { UserStatus } from '@kg/contracts';
import { and, asc, eq, ilike, inArray, ne, not, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { classes, classTeachers, persons, teachers, users } from '../../db/schema';
import { containsPattern } from '../../lib/like';
import { scoped } from '../../lib/scoped';
import { holdsPlatformLevelRole } from '../roles/school-level';

/** Teachers of one school. */
export function teachersRepository(db: DbOrTx, schoolId: number) {
  const s = scoped(db, schoolId);
  return {
    async findPage(f: { name?: string; offset: number; limit: number }) {
      const where: SQL[] = [eq(teachers.enabled, true)];
      if (f.name) where.push(ilike(teachers.name, containsPattern(f.name)));
      const filter = and(...where);
      const [{ n } = { n: 0 }] = await s
        .select({ n: sql<number>`count(*)::int` })
        .from(teachers)
        .where(filter);
      const rows = await s
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

    /** Another enabled teacher of the school with the phone or the login identity. */
    async findOther(f: { phone?: string | null; userId?: number | null; exceptId: number }) {
      const match = [
        ...(f.phone ? [eq(teachers.phone, f.phone)] : []),
        ...(f.userId ? [eq(teachers.userId, f.userId)] : []),
      ];
      if (match.length === 0) return [];
      return s
        .select({ phone: teachers.phone, userId: teachers.userId })
        .from(teachers)
        .where(and(eq(teachers.enabled, true), ne(teachers.id, f.exceptId), or(...match)));
    },

    /**
     * A login of this school a teacher may be bound to: any but a deleted one, and never the
     * platform operator's or a district account (out of a school's sight, issue 14 item 4).
     */
    findUser(id: number) {
      return db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.id, id),
            eq(users.schoolId, schoolId),
            ne(users.status, UserStatus.deleted),
            not(holdsPlatformLevelRole(db)),
          ),
        )
        .then((r) => r[0]);
    },

    async insert(v: Omit<typeof teachers.$inferInsert, 'schoolId'>) {
      const [row] = await s.insert(teachers).values(v).returning({ id: teachers.id });
      return row!.id;
    },

    update(id: number, v: Partial<typeof teachers.$inferInsert>) {
      return s.update(teachers).set(v).where(eq(teachers.id, id));
    },

    /** Teachers are disabled, not deleted: records they wrote keep their author. */
    async disable(ids: number[]) {
      await s.update(teachers).set({ enabled: false, userId: null }).where(inArray(teachers.id, ids));
      await db.delete(classTeachers).where(inArray(classTeachers.teacherId, ids));
    },

    findOptions() {
      return s
        .select({ Id: teachers.id, Name: teachers.name })
        .from(teachers)
        .where(eq(teachers.enabled, true))
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
