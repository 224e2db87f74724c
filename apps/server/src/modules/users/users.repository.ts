import { IdentityDigit, UserStatus } from '@kg/contracts';
import {
  and,
  asc,
  eq,
  exists,
  ilike,
  inArray,
  isNull,
  ne,
  not,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { persons, roles, sessions, teachers, userRoles, users } from '../../db/schema';
import { containsPattern } from '../../lib/like';
import { holdsPlatformLevelRole } from '../roles/school-level';

const displayName = sql<string>`coalesce(nullif(${users.realName}, ''), ${persons.realName})`;
const notDeleted = ne(users.status, UserStatus.deleted);

export type TIdentityRow = {
  id: number;
  personId: number;
  schoolId: number;
  status: number;
  realName: string;
  loginName: string;
  phone: string | null;
};

const identityColumns = {
  id: users.id,
  personId: users.personId,
  schoolId: users.schoolId,
  status: users.status,
  realName: displayName,
  loginName: persons.loginName,
  phone: persons.phone,
};

/** Identities (users) of one school, and the persons behind them. */
export function usersRepository(db: DbOrTx, schoolId: number) {
  return {
    /** `schoolView`: leave out the platform operator and district accounts (a school's own list). */
    async findPage(f: {
      name?: string;
      roleId?: number;
      status?: number;
      offset: number;
      limit: number;
      schoolView: boolean;
    }) {
      const where: SQL[] = [eq(users.schoolId, schoolId), notDeleted];
      if (f.schoolView) where.push(not(holdsPlatformLevelRole(db)));
      if (f.name) {
        const like = containsPattern(f.name);
        where.push(
          or(
            ilike(persons.loginName, like),
            ilike(users.realName, like),
            ilike(persons.realName, like),
            ilike(persons.phone, like),
          )!,
        );
      }
      if (f.roleId)
        where.push(
          exists(
            db
              .select({ one: sql`1` })
              .from(userRoles)
              .where(and(eq(userRoles.userId, users.id), eq(userRoles.roleId, f.roleId))),
          ),
        );
      if (f.status !== undefined) where.push(eq(users.status, f.status));
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
          uRealName: displayName,
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

    /**
     * Active identities as options: 姓名（账号）, to bind a teacher. The platform operator and
     * district accounts are never a school's teachers, so they are never offered.
     */
    findOptions() {
      return db
        .select({
          Id: users.id,
          Name: sql<string>`${displayName} || '（' || ${persons.loginName} || '）'`,
        })
        .from(users)
        .innerJoin(persons, eq(persons.id, users.personId))
        .where(
          and(
            eq(users.schoolId, schoolId),
            eq(users.status, UserStatus.active),
            not(holdsPlatformLevelRole(db)),
          ),
        )
        .orderBy(asc(users.id));
    },

    findRoles(userIds: number[]) {
      if (userIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          userId: userRoles.userId,
          roleId: roles.id,
          name: roles.name,
          digit: roles.identityDigit,
          isSuper: roles.isSuper,
        })
        .from(userRoles)
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(inArray(userRoles.userId, userIds))
        .orderBy(asc(roles.sort), asc(roles.id));
    },

    /** The enabled teachers these logins work as. */
    findTeachers(userIds: number[]) {
      if (userIds.length === 0) return Promise.resolve([]);
      return db
        .select({ userId: sql<number>`${teachers.userId}`, id: teachers.id, name: teachers.name })
        .from(teachers)
        .where(
          and(inArray(teachers.userId, userIds), eq(teachers.schoolId, schoolId), eq(teachers.enabled, true)),
        );
    },

    /** Identities of this school that are not deleted. */
    findIdentities(ids: number[]): Promise<TIdentityRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select(identityColumns)
        .from(users)
        .innerJoin(persons, eq(persons.id, users.personId))
        .where(and(inArray(users.id, ids), eq(users.schoolId, schoolId), notDeleted));
    },

    /** The roles this school may hand out: the platform's and its own. */
    findGrantableRoles(ids?: number[]) {
      return db
        .select()
        .from(roles)
        .where(
          and(
            or(isNull(roles.schoolId), eq(roles.schoolId, schoolId)),
            eq(roles.enabled, true),
            ids ? inArray(roles.id, ids) : undefined,
          ),
        )
        .orderBy(sql`${roles.schoolId} is not null`, asc(roles.sort), asc(roles.id));
    },

    /** Active identities with an enabled 园长-type role (digit 1), leaving out some. */
    async countActiveAdmins(exceptIds: number[]) {
      const [row] = await db
        .select({ n: sql<number>`count(distinct ${users.id})::int` })
        .from(users)
        .innerJoin(persons, eq(persons.id, users.personId))
        .innerJoin(userRoles, eq(userRoles.userId, users.id))
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(
          and(
            eq(users.schoolId, schoolId),
            eq(users.status, UserStatus.active),
            eq(persons.enabled, true),
            eq(roles.enabled, true),
            eq(roles.identityDigit, IdentityDigit.schoolAdmin),
            exceptIds.length ? notInArray(users.id, exceptIds) : undefined,
          ),
        );
      return row?.n ?? 0;
    },

    async insertUser(v: { personId: number; realName: string }) {
      const [row] = await db
        .insert(users)
        .values({ ...v, schoolId, status: UserStatus.active })
        .returning({ id: users.id });
      return row!.id;
    },

    /** The person's identity here, deleted ones included (a deleted login added again). */
    findOwnIdentityOf(personId: number) {
      return db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.personId, personId), eq(users.schoolId, schoolId)))
        .then((r) => r[0]);
    },

    updateUser(id: number, v: Partial<Pick<typeof users.$inferInsert, 'realName' | 'status'>>) {
      return db
        .update(users)
        .set(v)
        .where(and(eq(users.id, id), eq(users.schoolId, schoolId)));
    },

    setStatus(ids: number[], status: number) {
      return db
        .update(users)
        .set({ status })
        .where(and(inArray(users.id, ids), eq(users.schoolId, schoolId)));
    },

    async setRoles(userId: number, roleIds: number[]) {
      await db.delete(userRoles).where(eq(userRoles.userId, userId));
      if (roleIds.length) await db.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
    },

    removeRoles(userIds: number[]) {
      return db.delete(userRoles).where(inArray(userRoles.userId, userIds));
    },

    /** Ends the sessions of these identities at once (a disabled or deleted login). */
    revokeSessions(userIds: number[]) {
      return db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(inArray(sessions.userId, userIds), isNull(sessions.revokedAt)));
    },
  };
}

/** Persons (one login name, phone, password) across schools. */
export function personsRepository(db: DbOrTx) {
  return {
    /** Persons holding the login name (any case) or the phone, except one. */
    findConflicts(f: { loginName: string; phone: string | null; exceptPersonId?: number }) {
      const match = [
        sql`lower(${persons.loginName}) = lower(${f.loginName})`,
        ...(f.phone ? [eq(persons.phone, f.phone)] : []),
      ];
      return db
        .select({ id: persons.id, loginName: persons.loginName, phone: persons.phone })
        .from(persons)
        .where(and(or(...match), f.exceptPersonId ? ne(persons.id, f.exceptPersonId) : undefined));
    },

    /** How many identities of the person are not deleted, leaving out some. */
    async countLiveIdentities(personId: number, exceptUserIds: number[] = []) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(
          and(
            eq(users.personId, personId),
            notDeleted,
            exceptUserIds.length ? notInArray(users.id, exceptUserIds) : undefined,
          ),
        );
      return row?.n ?? 0;
    },

    /** Whether the person holds an identity in a school other than this one. */
    async hasOtherSchool(personId: number, schoolId: number) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.personId, personId), ne(users.schoolId, schoolId), notDeleted))
        .limit(1);
      return Boolean(row);
    },

    async insert(v: { loginName: string; phone: string | null; realName: string; passwordHash: string }) {
      const [row] = await db.insert(persons).values(v).returning({ id: persons.id });
      return row!.id;
    },

    update(
      id: number,
      v: Partial<
        Pick<typeof persons.$inferInsert, 'loginName' | 'phone' | 'realName' | 'passwordHash' | 'enabled'>
      >,
    ) {
      return db.update(persons).set(v).where(eq(persons.id, id));
    },

    /** Ends every session of the person but the caller's own. */
    revokeSessions(personId: number, keepSessionId: string) {
      const ids = db.select({ id: users.id }).from(users).where(eq(users.personId, personId));
      return db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(
          and(inArray(sessions.userId, ids), isNull(sessions.revokedAt), ne(sessions.id, keepSessionId)),
        );
    },
  };
}

/** An identity by id in any school (the platform administrator acts across schools). */
export function findIdentityAnywhere(db: DbOrTx, id: number) {
  return db
    .select(identityColumns)
    .from(users)
    .innerJoin(persons, eq(persons.id, users.personId))
    .where(and(eq(users.id, id), notDeleted))
    .then((r) => r[0] as TIdentityRow | undefined);
}
