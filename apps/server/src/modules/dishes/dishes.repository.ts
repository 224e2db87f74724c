import type { TDishFilter, TDishForm } from '@kg/contracts';
import { and, asc, count, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dishes, dishIngredients, foods, menuItems, weeklyMenus } from '../../db/schema';
import { scoped } from '../../lib/scoped';

export type TDishRow = typeof dishes.$inferSelect;
export type TFoodRow = typeof foods.$inferSelect;
export type TIngredientRow = { dishId: number; grams: number; food: TFoodRow };

/** `%`, `_` and `\` typed by a user match themselves. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// The kinds in the order a menu lists them, then the name.
const order = [
  sql`array_position(array['主食','菜肴','汤羹','点心','水果','饮品']::varchar[], ${dishes.kind})`,
  asc(dishes.name),
  asc(dishes.id),
];

/** The dishes of one school; ingredients and menu items reach the school through their dish. */
export function dishesRepository(db: DbOrTx, schoolId: number) {
  const s = scoped(db, schoolId);

  const filterOf = (f: TDishFilter): SQL | undefined => {
    const keyword = f.Keyword?.trim();
    return and(
      keyword ? ilike(dishes.name, likeText(keyword)) : undefined,
      f.Kind ? eq(dishes.kind, f.Kind) : undefined,
      f.Status === 'active'
        ? eq(dishes.retired, false)
        : f.Status === 'retired'
          ? eq(dishes.retired, true)
          : undefined,
    );
  };

  return {
    async page(f: TDishFilter, offset: number, limit: number) {
      const where = filterOf(f);
      const [{ n } = { n: 0 }] = await s.select({ n: count() }).from(dishes).where(where);
      const rows = await s
        .rows(dishes)
        .where(where)
        .orderBy(...order)
        .offset(offset)
        .limit(limit);
      return { rows, total: n };
    },

    /** The active dishes, for the menu's picker. */
    options: () =>
      s
        .select({ id: dishes.id, name: dishes.name, kind: dishes.kind })
        .from(dishes)
        .where(eq(dishes.retired, false))
        .orderBy(...order),

    async find(id: number): Promise<TDishRow | undefined> {
      const [row] = await s.rows(dishes).where(eq(dishes.id, id));
      return row;
    },

    /** The school's dishes among `ids` (another school's id is simply not found). */
    findMany: (ids: number[]) =>
      ids.length ? s.rows(dishes).where(inArray(dishes.id, ids)) : Promise.resolve([]),

    /** The ingredients of the dishes with their foods, in each dish's order. */
    async ingredientsOf(dishIds: number[]): Promise<TIngredientRow[]> {
      if (!dishIds.length) return [];
      const rows = await s
        .select({ dishId: dishIngredients.dishId, grams: dishIngredients.grams, food: foods })
        .from(foods)
        .innerJoin(dishIngredients, eq(dishIngredients.foodId, foods.id))
        .where(inArray(dishIngredients.dishId, dishIds))
        .orderBy(asc(dishIngredients.dishId), asc(dishIngredients.sort), asc(dishIngredients.id));
      return rows;
    },

    /** The school's foods among `ids`. */
    foodsOf: (ids: number[]) =>
      ids.length ? s.rows(foods).where(inArray(foods.id, ids)) : Promise.resolve([]),

    /** How many menu items name each dish. */
    async menuUses(dishIds: number[]): Promise<Map<number, number>> {
      if (!dishIds.length) return new Map();
      const rows = await s
        .select({ dishId: menuItems.dishId, n: count() })
        .from(weeklyMenus)
        .innerJoin(menuItems, eq(menuItems.menuId, weeklyMenus.id))
        .where(inArray(menuItems.dishId, dishIds))
        .groupBy(menuItems.dishId);
      return new Map(rows.map((r) => [r.dishId, r.n]));
    },

    async nameTaken(name: string, exceptId = 0) {
      const [row] = await s
        .select({ id: dishes.id })
        .from(dishes)
        .where(and(eq(dishes.name, name), eq(dishes.retired, false), sql`${dishes.id} <> ${exceptId}`))
        .limit(1);
      return Boolean(row);
    },

    async insert(form: TDishForm) {
      const [row] = await s
        .insert(dishes)
        .values({ name: form.Name, kind: form.Kind, note: form.Note })
        .returning({ id: dishes.id });
      await this.setIngredients(row!.id, form);
      return row!.id;
    },

    async update(id: number, form: TDishForm) {
      await s
        .update(dishes)
        .set({ name: form.Name, kind: form.Kind, note: form.Note, updatedAt: new Date() })
        .where(eq(dishes.id, id));
      await this.setIngredients(id, form);
    },

    /** The dish's foods become the form's (called for a dish of this school only). */
    async setIngredients(id: number, form: TDishForm) {
      await db.delete(dishIngredients).where(eq(dishIngredients.dishId, id));
      await db
        .insert(dishIngredients)
        .values(form.Ingredients.map((i, sort) => ({ dishId: id, foodId: i.FoodId, grams: i.Grams, sort })));
    },

    async setRetired(id: number, retired: boolean) {
      await s.update(dishes).set({ retired, updatedAt: new Date() }).where(eq(dishes.id, id));
    },

    async remove(id: number) {
      await s.delete(dishes).where(eq(dishes.id, id));
    },
  };
}
