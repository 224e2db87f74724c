import { UserStatus } from '@kg/contracts';
import { and, asc, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { permissions, rolePermissions, roles, userRoles, users } from '../../db/schema';
import { containsPattern } from '../../lib/like';
import { schoolLevelRole } from './school-level';

export type TRole = typeof roles.$inferSelect;

/**
 * Users (not deleted) holding the role, in one school or all. Written out in SQL: drizzle
 * leaves the outer table unqualified in a select list, which the subquery would misread.
 */
const userCount = (schoolId?: number) =>
  sql<number>`(select count(*)::int from ${userRoles} ur join ${users} u on u.id = ur.user_id
  where ur.role_id = "roles"."id" and u.status <> ${UserStatus.deleted}${
    schoolId === undefined ? sql`` : sql` and u.school_id = ${schoolId}`
  })`;

/** Roles, their navigation entries, and the entries a caller holds. */
export function rolesRepository(db: DbOrTx) {
  return {
    /**
     * The platform's roles and one school's own, platform first; `schoolLevelOnly` leaves out
     * the platform-level ones (a school's own view).
     */
    async findPage(f: {
      schoolId: number;
      name?: string;
      offset: number;
      limit: number;
      schoolLevelOnly: boolean;
    }) {
      const where: SQL[] = [or(isNull(roles.schoolId), eq(roles.schoolId, f.schoolId))!];
      if (f.schoolLevelOnly) where.push(schoolLevelRole);
      if (f.name) where.push(ilike(roles.name, containsPattern(f.name)));
      const filter = and(...where);
      const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(roles).where(filter);
      const rows = await db
        .select({ role: roles, userCount: userCount(f.schoolId) })
        .from(roles)
        .where(filter)
        .orderBy(sql`${roles.schoolId} is not null`, asc(roles.sort), asc(roles.id))
        .offset(f.offset)
        .limit(f.limit);
      return { rows, total: n };
    },

    findRoles(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db.select({ role: roles, userCount: userCount() }).from(roles).where(inArray(roles.id, ids));
    },

    /** Whether a role of the same scope (the platform's, or the platform's and the school's) has the name. */
    async nameTaken(name: string, schoolId: number | null, exceptId = 0) {
      const scope =
        schoolId === null ? isNull(roles.schoolId) : or(isNull(roles.schoolId), eq(roles.schoolId, schoolId));
      const [row] = await db
        .select({ id: roles.id })
        .from(roles)
        .where(and(scope, eq(roles.name, name), ne(roles.id, exceptId)))
        .limit(1);
      return Boolean(row);
    },

    async insert(v: typeof roles.$inferInsert) {
      const [row] = await db.insert(roles).values(v).returning({ id: roles.id });
      return row!.id;
    },

    update(id: number, v: Partial<typeof roles.$inferInsert>) {
      return db.update(roles).set(v).where(eq(roles.id, id));
    },

    /** Role links to entries and users go with the role (cascade). */
    delete(ids: number[]) {
      return db.delete(roles).where(inArray(roles.id, ids));
    },

    async findPermissionIds(roleId: number) {
      const rows = await db
        .select({ id: rolePermissions.permissionId })
        .from(rolePermissions)
        .where(eq(rolePermissions.roleId, roleId))
        .orderBy(asc(rolePermissions.permissionId));
      return rows.map((r) => r.id);
    },

    /** The enabled entries any of these roles holds (what a caller may grant). */
    async findHeldIds(roleIds: number[]) {
      if (roleIds.length === 0) return [];
      const rows = await db
        .selectDistinct({ id: rolePermissions.permissionId })
        .from(rolePermissions)
        .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
        .where(and(inArray(rolePermissions.roleId, roleIds), eq(permissions.enabled, true)));
      return rows.map((r) => r.id);
    },

    findEntries() {
      return db
        .select()
        .from(permissions)
        .where(eq(permissions.enabled, true))
        .orderBy(asc(permissions.sort), asc(permissions.id));
    },

    async findEntryIds(ids: number[]) {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: permissions.id })
        .from(permissions)
        .where(inArray(permissions.id, ids));
      return rows.map((r) => r.id);
    },

    async setPermissions(roleId: number, ids: number[]) {
      await db.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
      if (ids.length)
        await db.insert(rolePermissions).values(ids.map((permissionId) => ({ roleId, permissionId })));
    },
  };
}
