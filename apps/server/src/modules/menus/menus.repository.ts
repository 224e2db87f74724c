import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { permissions, rolePermissions } from '../../db/schema';

export type TEntry = typeof permissions.$inferSelect;

const roleCount = sql<number>`(select count(*)::int from ${rolePermissions} rp where rp.permission_id = ${permissions.id})`;

/** The navigation entries themselves (menu management, platform only). */
export function menusRepository(db: DbOrTx) {
  return {
    findAll() {
      return db
        .select({ entry: permissions, roleCount })
        .from(permissions)
        .orderBy(asc(permissions.sort), asc(permissions.id));
    },

    findEntry(id: number) {
      return db
        .select()
        .from(permissions)
        .where(eq(permissions.id, id))
        .then((r) => r[0]);
    },

    /** parent → children ids, to refuse cycles and deleting a parent. */
    async findLinks() {
      return db.select({ id: permissions.id, parentId: permissions.parentId }).from(permissions);
    },

    async insert(v: typeof permissions.$inferInsert) {
      const [row] = await db.insert(permissions).values(v).returning({ id: permissions.id });
      return row!.id;
    },

    update(id: number, v: Partial<typeof permissions.$inferInsert>) {
      return db.update(permissions).set(v).where(eq(permissions.id, id));
    },

    /** Role links go with the entry (cascade). */
    delete(id: number) {
      return db.delete(permissions).where(eq(permissions.id, id));
    },
  };
}
