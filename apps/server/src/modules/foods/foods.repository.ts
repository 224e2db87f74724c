import {
  NUTRIENT_KEYS,
  type TFood,
  type TFoodFacts,
  type TFoodFilter,
  type TFoodForm,
  type TNutrientKey,
} from '@kg/contracts';
import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dishes, dishIngredients, foods } from '../../db/schema';
import { scoped } from '../../lib/scoped';

type TFoodRow = typeof foods.$inferSelect;

/** `%`, `_` and `\` typed by a user match themselves. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A row as the API shows it. */
export function toFood(row: TFoodRow): TFood {
  return {
    Id: row.id,
    Name: row.name,
    Aliases: row.aliases,
    Category: row.category,
    IsSeasoning: row.isSeasoning,
    EdiblePct: row.ediblePct,
    Nutrients: Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, row[k] ?? null])) as Record<
      TNutrientKey,
      number | null
    >,
    Source: row.source === 'table6' ? 'table6' : 'school',
    Code: row.code,
    Retired: row.retired,
    UpdatedAt: row.updatedAt.toISOString(),
  };
}

/** The columns a form writes. */
export function columnsOf(form: TFoodForm) {
  return {
    name: form.Name,
    aliases: form.Aliases,
    category: form.Category,
    isSeasoning: form.IsSeasoning,
    ediblePct: form.EdiblePct,
    ...form.Nutrients,
  };
}

/** The food library of one school. */
export function foodsRepository(db: DbOrTx, schoolId: number) {
  const s = scoped(db, schoolId);

  const filterOf = (f: TFoodFilter): SQL | undefined => {
    const keyword = f.Keyword?.trim();
    return and(
      keyword ? or(ilike(foods.name, likeText(keyword)), ilike(foods.aliases, likeText(keyword))) : undefined,
      f.Category ? eq(foods.category, f.Category) : undefined,
      f.Seasoning === '1'
        ? eq(foods.isSeasoning, true)
        : f.Seasoning === '0'
          ? eq(foods.isSeasoning, false)
          : undefined,
      f.Status === 'active'
        ? eq(foods.retired, false)
        : f.Status === 'retired'
          ? eq(foods.retired, true)
          : undefined,
    );
  };
  // The table's order: category as the guidelines list it, then the table's code, then own foods.
  const order = [
    sql`array_position(array['谷类','薯类','杂豆类','大豆及制品','蔬菜类','菌藻类','水果类','坚果种子类','畜肉类','禽肉类','蛋类','奶类','鱼虾蟹贝类','油脂类','糖类','调味品类','其他']::varchar[], ${foods.category})`,
    sql`${foods.code} nulls last`,
    asc(foods.id),
  ];

  return {
    async page(f: TFoodFilter, offset: number, limit: number) {
      const where = filterOf(f);
      const [{ n } = { n: 0 }] = await s.select({ n: count() }).from(foods).where(where);
      const rows = await s
        .rows(foods)
        .where(where)
        .orderBy(...order)
        .offset(offset)
        .limit(limit);
      return { rows, total: n };
    },

    /** Every food the filter selects (the export). */
    list: (f: TFoodFilter) =>
      s
        .rows(foods)
        .where(filterOf(f))
        .orderBy(...order),

    async find(id: number): Promise<TFoodRow | undefined> {
      const [row] = await s.rows(foods).where(eq(foods.id, id));
      return row;
    },

    /** Whether an active food of the school has this name (other than `exceptId`). */
    async nameTaken(name: string, exceptId = 0) {
      const [row] = await s
        .select({ id: foods.id })
        .from(foods)
        .where(and(eq(foods.name, name), eq(foods.retired, false), sql`${foods.id} <> ${exceptId}`))
        .limit(1);
      return Boolean(row);
    },

    /** The names of the school's active foods. */
    async activeNames(): Promise<Set<string>> {
      const rows = await s.select({ name: foods.name }).from(foods).where(eq(foods.retired, false));
      return new Set(rows.map((r) => r.name));
    },

    async insert(form: TFoodForm) {
      const [row] = await s
        .insert(foods)
        .values({ ...columnsOf(form), source: 'school' })
        .returning({ id: foods.id });
      return row!.id;
    },

    async insertMany(forms: TFoodForm[]) {
      if (forms.length)
        await s.insert(foods).values(forms.map((f) => ({ ...columnsOf(f), source: 'school' })));
    },

    async update(id: number, values: Partial<typeof foods.$inferInsert>) {
      await s
        .update(foods)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(foods.id, id));
    },

    async remove(id: number) {
      await s.delete(foods).where(eq(foods.id, id));
    },

    /** Whether a dish of the school (active or retired) names the food: it can then only be retired. */
    async inUse(id: number): Promise<boolean> {
      const [row] = await s
        .select({ id: dishes.id })
        .from(dishes)
        .innerJoin(dishIngredients, eq(dishIngredients.dishId, dishes.id))
        .where(eq(dishIngredients.foodId, id))
        .limit(1);
      return Boolean(row);
    },

    /** How many foods the school has (the start-up seed's check). */
    async total() {
      const [{ n } = { n: 0 }] = await s.select({ n: count() }).from(foods);
      return n;
    },
  };
}

/** A row as the dietary arithmetic reads it (contracts' nutrition-calc). */
export function foodFactsOf(row: TFoodRow): TFoodFacts {
  return {
    id: row.id,
    name: row.name,
    category: row.category as TFoodFacts['category'],
    isSeasoning: row.isSeasoning,
    ediblePct: row.ediblePct,
    per100g: Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, row[k] ?? null])) as TFoodFacts['per100g'],
  };
}
