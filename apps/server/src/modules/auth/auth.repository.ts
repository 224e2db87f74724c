import { and, desc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  cacheVersions,
  permissions,
  persons,
  rolePermissions,
  roles,
  schools,
  sessions,
  smsCodes,
  userRoles,
  users,
} from '../../db/schema';

type PrincipalRole = { id: number; name: string; digit: string; isSuper: boolean };

/** Drizzle queries for persons, identities, sessions and SMS codes. */
export function authRepository(db: DbOrTx) {
  return {
    /** By account name (case-insensitive) or phone. */
    findPersonByLogin(name: string) {
      return db
        .select()
        .from(persons)
        .where(or(sql`lower(${persons.loginName}) = lower(${name})`, eq(persons.phone, name)))
        .limit(1)
        .then((r) => r[0]);
    },

    findPersonByPhone(phone: string) {
      return db
        .select()
        .from(persons)
        .where(eq(persons.phone, phone))
        .limit(1)
        .then((r) => r[0]);
    },

    /**
     * The person's active identities with their role names, in every school: a stopped school
     * is kept (flagged) so login can say why nobody gets in.
     */
    async findIdentities(personId: number) {
      const rows = await db
        .select({
          uID: users.id,
          schoolId: users.schoolId,
          schoolName: schools.name,
          serviceUntil: schools.serviceUntil,
          timeZone: schools.timeZone,
          schoolEnabled: schools.enabled,
          roleName: roles.name,
          roleSort: roles.sort,
        })
        .from(users)
        .innerJoin(schools, eq(schools.id, users.schoolId))
        .leftJoin(userRoles, eq(userRoles.userId, users.id))
        .leftJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.enabled, true)))
        .where(and(eq(users.personId, personId), eq(users.status, 1)))
        .orderBy(users.id, roles.sort);
      const byId = new Map<
        number,
        {
          uID: number;
          schoolId: number;
          schoolName: string;
          serviceUntil: string | null;
          timeZone: string;
          schoolEnabled: boolean;
          roleNames: string[];
        }
      >();
      for (const r of rows) {
        const item = byId.get(r.uID) ?? {
          uID: r.uID,
          schoolId: r.schoolId,
          schoolName: r.schoolName,
          serviceUntil: r.serviceUntil,
          timeZone: r.timeZone,
          schoolEnabled: r.schoolEnabled,
          roleNames: [],
        };
        if (r.roleName) item.roleNames.push(r.roleName);
        byId.set(r.uID, item);
      }
      return [...byId.values()];
    },

    /** One identity's owner and status, whatever its school: the switcher tells "not yours" from "stopped". */
    findUserOwner(userId: number) {
      return db
        .select({ personId: users.personId, status: users.status })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1)
        .then((r) => r[0]);
    },

    async createSession(userId: number, refreshUntil: Date) {
      const [row] = await db.insert(sessions).values({ userId, refreshUntil }).returning({ id: sessions.id });
      return row!.id;
    },

    revokeSession(id: string) {
      return db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    },

    async revokePersonSessions(personId: number) {
      const ids = db.select({ id: users.id }).from(users).where(eq(users.personId, personId));
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(inArray(sessions.userId, ids), isNull(sessions.revokedAt)));
    },

    findPerson(id: number) {
      return db
        .select()
        .from(persons)
        .where(eq(persons.id, id))
        .limit(1)
        .then((r) => r[0]);
    },

    /** Ends every session of the person but one (the caller keeps working). */
    async revokeOtherSessions(personId: number, keep: string) {
      const ids = db.select({ id: users.id }).from(users).where(eq(users.personId, personId));
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(inArray(sessions.userId, ids), isNull(sessions.revokedAt), ne(sessions.id, keep)));
    },

    updatePassword(personId: number, passwordHash: string) {
      return db.update(persons).set({ passwordHash }).where(eq(persons.id, personId));
    },

    /**
     * Everything a request needs about its caller, in one round trip: the identity, its
     * school, its enabled roles, the API permission codes they grant and the menus' version
     * (the navigation cache's key). This runs on every authenticated request, so it is a
     * single statement of primary-key lookups (see bench/README.md). It is not cached:
     * a stopped user, school or session must be refused at the very next request, in every
     * server process, and a cache could only be checked with a round trip of the same cost.
     */
    /**
     * The caller of a session in one prepared statement (by primary keys: session, user,
     * person, school, enabled roles, the menus version). Named, so PostgreSQL plans it once
     * per connection: planning this statement cost twice its execution and most of a small
     * read (issue 16). The permission codes are not here: they depend only on the role set and
     * the menus version (permissionCodes, cached by the service).
     */
    async loadPrincipal(sessionId: string, userId: number) {
      const [row] = await db
        .select({
          userId: users.id,
          personId: persons.id,
          schoolId: users.schoolId,
          parentId: users.parentId,
          realName: sql<string>`coalesce(nullif(${users.realName}, ''), ${persons.realName})`,
          loginName: persons.loginName,
          live: sql<boolean>`(${users.status} = 1 and ${persons.enabled} and ${schools.enabled} and ${sessions.revokedAt} is null)`,
          refreshUntil: sessions.refreshUntil,
          schoolName: schools.name,
          loginTitle: schools.loginTitle,
          timeZone: schools.timeZone,
          roles: sql<PrincipalRole[]>`coalesce((
            select json_agg(json_build_object('id', r.id, 'name', r.name, 'digit', r.identity_digit, 'isSuper', r.is_super)
              order by r.sort, r.id)
            from ${userRoles} ur join ${roles} r on r.id = ur.role_id
            where ur.user_id = ${users.id} and r.enabled), '[]'::json)`,
          menuVersion: sql<
            number | string
          >`coalesce((select cv.version from ${cacheVersions} cv where cv.name = 'menus'), 0)`,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .innerJoin(persons, eq(persons.id, users.personId))
        .innerJoin(schools, eq(schools.id, users.schoolId))
        .where(
          and(eq(sessions.id, sql.placeholder('sessionId')), eq(sessions.userId, sql.placeholder('userId'))),
        )
        .prepare('kg_load_principal')
        .execute({ sessionId, userId });
      if (!row) return undefined;
      // json arrives parsed from both drivers; bigint arrives as text from node-postgres
      return { ...row, menuVersion: Number(row.menuVersion) };
    },

    /** The API codes the enabled roles `roleIds` hold (enabled permissions with a code). */
    async permissionCodes(roleIds: readonly number[]): Promise<string[]> {
      if (roleIds.length === 0) return [];
      const rows = await db
        .selectDistinct({ code: permissions.apiCode })
        .from(rolePermissions)
        .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
        .where(
          and(
            inArray(rolePermissions.roleId, [...roleIds]),
            eq(permissions.enabled, true),
            sql`${permissions.apiCode} is not null`,
          ),
        );
      return rows.map((r) => r.code).filter((code): code is string => code !== null);
    },

    latestSmsCode(phone: string, purpose: string) {
      return db
        .select()
        .from(smsCodes)
        .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose)))
        .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
        .limit(1)
        .then((r) => r[0]);
    },

    countSmsCodesSince(phone: string, since: Date) {
      return db
        .select({ n: sql<number>`count(*)::int` })
        .from(smsCodes)
        .where(and(eq(smsCodes.phone, phone), gt(smsCodes.createdAt, since)))
        .then((r) => r[0]?.n ?? 0);
    },

    insertSmsCode(values: typeof smsCodes.$inferInsert) {
      return db.insert(smsCodes).values(values);
    },

    recordWrongTry(id: number) {
      return db
        .update(smsCodes)
        .set({ wrongTries: sql`${smsCodes.wrongTries} + 1` })
        .where(eq(smsCodes.id, id));
    },

    /** Marks a code used; false when another request used it first. */
    async consumeSmsCode(id: number) {
      const rows = await db
        .update(smsCodes)
        .set({ usedAt: new Date() })
        .where(and(eq(smsCodes.id, id), isNull(smsCodes.usedAt)))
        .returning({ id: smsCodes.id });
      return rows.length === 1;
    },
  };
}
export type AuthRepository = ReturnType<typeof authRepository>;
