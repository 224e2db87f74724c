import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { persons, roles, userRoles, users } from '../../db/schema';
import { containsPattern } from '../../lib/like';

/** Identities (users) of one school. */
export function usersRepository(db: DbOrTx, schoolId: number) {
  return {
    async findPage(f: { name?: string; offset: number; limit: number }) {
      const where: SQL[] = [eq(users.schoolId, schoolId)];
      if (f.name) {
        const like = containsPattern(f.name);
        where.push(
          or(ilike(persons.loginName, like), ilike(users.realName, like), ilike(persons.realName, like))!,
        );
      }
      const filter = and(...where);
      const [{ n } = { n: 0 }] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .innerJoin(persons, eq(persons.id, users.personId))
        .where(filter);
      const rows = await db
        .select({
          uID: users.id,
          uLoginName: persons.loginName,
          uRealName: sql<string>`coalesce(nullif(${users.realName}, ''), ${persons.realName})`,
          Phone: persons.phone,
          Status: users.status,
          createdAt: users.createdAt,
        })
        .from(users)
        .innerJoin(persons, eq(persons.id, users.personId))
        .where(filter)
        .orderBy(asc(users.id))
        .offset(f.offset)
        .limit(f.limit);
      return { rows, total: n };
    },

    /** Active identities as options: 姓名（账号）. */
    findOptions() {
      return db
        .select({
          Id: users.id,
          Name: sql<string>`coalesce(nullif(${users.realName}, ''), ${persons.realName}) || '（' || ${persons.loginName} || '）'`,
        })
        .from(users)
        .innerJoin(persons, eq(persons.id, users.personId))
        .where(and(eq(users.schoolId, schoolId), eq(users.status, 1)))
        .orderBy(asc(users.id));
    },

    findRoles(userIds: number[]) {
      if (userIds.length === 0) return Promise.resolve([]);
      return db
        .select({ userId: userRoles.userId, name: roles.name, digit: roles.identityDigit })
        .from(userRoles)
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(inArray(userRoles.userId, userIds))
        .orderBy(asc(roles.sort));
    },
  };
}
