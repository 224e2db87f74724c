import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { permissions, rolePermissions } from '../../db/schema';

export type PermissionRow = typeof permissions.$inferSelect;

export function navigationRepository(db: DbOrTx) {
  return {
    /** Every enabled entry (the platform administrator's tree, and ancestors lookup). */
    findAllEnabled(): Promise<PermissionRow[]> {
      return db
        .select()
        .from(permissions)
        .where(eq(permissions.enabled, true))
        .orderBy(asc(permissions.sort), asc(permissions.id));
    },

    /** Enabled entries assigned to any of the roles. */
    async findForRoles(roleIds: number[]): Promise<PermissionRow[]> {
      if (roleIds.length === 0) return [];
      return db
        .selectDistinct({ p: permissions })
        .from(rolePermissions)
        .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
        .where(and(inArray(rolePermissions.roleId, roleIds), eq(permissions.enabled, true)))
        .then((rows) => rows.map((r) => r.p));
    },
  };
}
