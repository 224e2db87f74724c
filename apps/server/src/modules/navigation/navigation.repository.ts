import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { permissions, rolePermissions } from '../../db/schema';

export type PermissionRow = typeof permissions.$inferSelect;

export function navigationRepository(db: DbOrTx) {
  return {
    /**
     * Every enabled entry, each flagged when one of the roles holds it: one query, because
     * the tree needs the unassigned groups above assigned pages too.
     */
    async findAllEnabled(roleIds: number[]): Promise<{ row: PermissionRow; assigned: boolean }[]> {
      const assigned = roleIds.length
        ? sql<boolean>`exists(select 1 from ${rolePermissions} where ${and(
            eq(rolePermissions.permissionId, permissions.id),
            inArray(rolePermissions.roleId, roleIds),
          )})`
        : sql<boolean>`false`;
      return db
        .select({ row: permissions, assigned })
        .from(permissions)
        .where(eq(permissions.enabled, true))
        .orderBy(asc(permissions.sort), asc(permissions.id));
    },
  };
}
