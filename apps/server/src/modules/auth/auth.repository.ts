import { and, desc, eq, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
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

    /** The person's active identities in enabled schools, with their role names. */
    async findIdentities(personId: number) {
      const rows = await db
        .select({
          uID: users.id,
          schoolId: users.schoolId,
          schoolName: schools.name,
          serviceUntil: schools.serviceUntil,
          roleName: roles.name,
          roleSort: roles.sort,
        })
        .from(users)
        .innerJoin(schools, eq(schools.id, users.schoolId))
        .leftJoin(userRoles, eq(userRoles.userId, users.id))
        .leftJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.enabled, true)))
        .where(and(eq(users.personId, personId), eq(users.status, 1), eq(schools.enabled, true)))
        .orderBy(users.id, roles.sort);
      const byId = new Map<
        number,
        {
          uID: number;
          schoolId: number;
          schoolName: string;
          serviceUntil: string | null;
          roleNames: string[];
        }
      >();
      for (const r of rows) {
        const item = byId.get(r.uID) ?? {
          uID: r.uID,
          schoolId: r.schoolId,
          schoolName: r.schoolName,
          serviceUntil: r.serviceUntil,
          roleNames: [],
        };
        if (r.roleName) item.roleNames.push(r.roleName);
        byId.set(r.uID, item);
      }
      return [...byId.values()];
    },

    async createSession(userId: number, refreshUntil: Date) {
      const [row] = await db.insert(sessions).values({ userId, refreshUntil }).returning({ id: sessions.id });
      return row!.id;
    },

    findSession(id: string) {
      return db
        .select()
        .from(sessions)
        .where(eq(sessions.id, id))
        .limit(1)
        .then((r) => r[0]);
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

    updatePassword(personId: number, passwordHash: string) {
      return db.update(persons).set({ passwordHash }).where(eq(persons.id, personId));
    },

    /** Everything a request needs to know about its caller, for one live session. */
    async loadPrincipalRow(sessionId: string, userId: number) {
      const [row] = await db
        .select({
          userId: users.id,
          personId: persons.id,
          schoolId: users.schoolId,
          parentId: users.parentId,
          userRealName: users.realName,
          personRealName: persons.realName,
          loginName: persons.loginName,
          userActive: sql<boolean>`${users.status} = 1 and ${persons.enabled} and ${schools.enabled}`,
          revokedAt: sessions.revokedAt,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .innerJoin(persons, eq(persons.id, users.personId))
        .innerJoin(schools, eq(schools.id, users.schoolId))
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
        .limit(1);
      return row;
    },

    /** Roles of an identity with the API permission codes they grant. */
    async loadRoleGrants(userId: number) {
      const roleRows = await db
        .select({ id: roles.id, name: roles.name, digit: roles.identityDigit, isSuper: roles.isSuper })
        .from(userRoles)
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(and(eq(userRoles.userId, userId), eq(roles.enabled, true)))
        .orderBy(roles.sort, roles.id);
      const roleIds = roleRows.map((r) => r.id);
      const codes = roleIds.length
        ? await db
            .selectDistinct({ code: permissions.apiCode })
            .from(rolePermissions)
            .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
            .where(
              and(
                inArray(rolePermissions.roleId, roleIds),
                eq(permissions.enabled, true),
                isNotNull(permissions.apiCode),
              ),
            )
        : [];
      return { roles: roleRows, codes: codes.map((c) => c.code!) };
    },

    findSchool(id: number) {
      return db
        .select()
        .from(schools)
        .where(eq(schools.id, id))
        .limit(1)
        .then((r) => r[0]);
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
