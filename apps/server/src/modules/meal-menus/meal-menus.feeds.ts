import type { TMealServing, TPortion } from '@kg/contracts';
import { and, asc, between, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { menuItems, weeklyMenus } from '../../db/schema';
import { scoped } from '../../lib/scoped';
import { portionsOf } from './menu-portions';

/** A day of the published menus: what one child was served at each meal. */
export type TMenuDay = { date: string; meals: TMealServing[] };

/**
 * What the dietary report and the dashboard read from the weekly menus (issue 20), bound to a
 * school. Only published weeks count: they are what the kitchen served. A published item's
 * portions are its snapshot; an item without one (published before snapshots) reads its dish.
 */
export function mealMenuFeeds(db: DbOrTx, schoolId: number) {
  const s = scoped(db, schoolId);

  async function itemsBetween(start: string, end: string) {
    return s
      .select({
        id: menuItems.id,
        day: menuItems.day,
        meal: menuItems.meal,
        dishId: menuItems.dishId,
        portions: menuItems.portions,
      })
      .from(weeklyMenus)
      .innerJoin(menuItems, eq(menuItems.menuId, weeklyMenus.id))
      .where(and(eq(weeklyMenus.status, 'published'), between(menuItems.day, start, end)))
      .orderBy(asc(menuItems.day), asc(menuItems.sort), asc(menuItems.id));
  }

  return {
    /** The published days in start..end (school-local ISO days), meals in serving order. */
    async servedDays(start: string, end: string): Promise<TMenuDay[]> {
      const items = await itemsBetween(start, end);
      const portions = await portionsOf(db, schoolId, items);
      const days = new Map<string, Map<string, TPortion[]>>();
      for (const item of items) {
        const meals = days.get(item.day) ?? new Map<string, TPortion[]>();
        meals.set(item.meal, [...(meals.get(item.meal) ?? []), ...portions(item)]);
        days.set(item.day, meals);
      }
      return [...days].map(([date, meals]) => ({
        date,
        meals: [...meals].map(([meal, list]) => ({ meal, portions: list })),
      }));
    },
  };
}
