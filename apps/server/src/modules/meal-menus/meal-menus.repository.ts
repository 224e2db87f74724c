import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { menuItems, weeklyMenus } from '../../db/schema';
import { scoped } from '../../lib/scoped';

export type TWeekRow = typeof weeklyMenus.$inferSelect;
export type TItemRow = typeof menuItems.$inferSelect;
export type TNewItem = Omit<typeof menuItems.$inferInsert, 'menuId' | 'id'>;

/** The weekly menus of one school; items reach the school through their week. */
export function mealMenusRepository(db: DbOrTx, schoolId: number) {
  const s = scoped(db, schoolId);
  return {
    async find(weekStart: string): Promise<TWeekRow | undefined> {
      const [row] = await s.rows(weeklyMenus).where(eq(weeklyMenus.weekStart, weekStart));
      return row;
    },

    /** The week's row, made as an empty draft when there is none. */
    async findOrCreate(weekStart: string): Promise<TWeekRow> {
      const found = await this.find(weekStart);
      if (found) return found;
      const [row] = await s.insert(weeklyMenus).values({ weekStart, status: 'draft' }).returning();
      return row!;
    },

    /** The items of a week of this school, in serving order within each cell. */
    async items(menuId: number): Promise<TItemRow[]> {
      return s
        .select({
          id: menuItems.id,
          menuId: menuItems.menuId,
          day: menuItems.day,
          meal: menuItems.meal,
          dishId: menuItems.dishId,
          sort: menuItems.sort,
          portions: menuItems.portions,
        })
        .from(weeklyMenus)
        .innerJoin(menuItems, eq(menuItems.menuId, weeklyMenus.id))
        .where(eq(weeklyMenus.id, menuId))
        .orderBy(asc(menuItems.day), asc(menuItems.sort), asc(menuItems.id));
    },

    /** Empties a week of this school (called with a row `find` gave). */
    async clear(menuId: number) {
      await db.delete(menuItems).where(eq(menuItems.menuId, menuId));
    },

    async insertItems(menuId: number, items: TNewItem[]) {
      if (items.length) await db.insert(menuItems).values(items.map((i) => ({ ...i, menuId })));
    },

    async setPortions(itemId: number, portions: { foodId: number; grams: number }[] | null) {
      await db.update(menuItems).set({ portions }).where(eq(menuItems.id, itemId));
    },

    async clearPortions(menuId: number) {
      await db.update(menuItems).set({ portions: null }).where(eq(menuItems.menuId, menuId));
    },

    async update(menuId: number, values: Partial<typeof weeklyMenus.$inferInsert>) {
      await s
        .update(weeklyMenus)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(weeklyMenus.id, menuId));
    },
  };
}
