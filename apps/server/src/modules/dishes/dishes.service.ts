import {
  fillText,
  DISH_MESSAGES as M,
  nutrientsOf,
  reportNutrients,
  type TDish,
  type TDishForm,
  type TDishIngredient,
  type TDishOption,
  type TDishQuery,
  type TDishUpdate,
} from '@kg/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../lib/principal';
import { pageOf } from '../../lib/reply';
import { refuseDuplicate } from '../../lib/unique-violation';
import { foodFactsOf } from '../foods/foods.repository';
import { dishesRepository, type TDishRow, type TIngredientRow } from './dishes.repository';

const repo = (db: DbOrTx, p: Principal) => dishesRepository(db, p.schoolId);

function ingredientOf(i: TIngredientRow): TDishIngredient {
  const facts = foodFactsOf(i.food);
  return {
    FoodId: i.food.id,
    FoodName: i.food.name,
    Category: i.food.category,
    IsSeasoning: i.food.isSeasoning,
    EdiblePct: i.food.ediblePct,
    FoodRetired: i.food.retired,
    Grams: i.grams,
    Per100g: facts.per100g,
  };
}

/** Rows as the API shows them: each with its foods and its nutrients per child. */
async function dishesOf(db: DbOrTx, p: Principal, rows: TDishRow[]): Promise<TDish[]> {
  const ids = rows.map((r) => r.id);
  const r = repo(db, p);
  const [ingredients, uses] = await Promise.all([r.ingredientsOf(ids), r.menuUses(ids)]);
  return rows.map((row) => {
    const mine = ingredients.filter((i) => i.dishId === row.id);
    return {
      Id: row.id,
      Name: row.name,
      Kind: row.kind,
      Note: row.note,
      Retired: row.retired,
      Ingredients: mine.map(ingredientOf),
      Nutrients: reportNutrients(mine.map((i) => ({ food: foodFactsOf(i.food), grams: i.grams }))),
      MenuUses: uses.get(row.id) ?? 0,
      UpdatedAt: row.updatedAt.toISOString(),
    };
  });
}

export async function page(db: Db, p: Principal, q: TDishQuery) {
  const { rows, total } = await repo(db, p).page(q, (q.PageIndex - 1) * q.PageSize, q.PageSize);
  return pageOf(await dishesOf(db, p, rows), total, q.PageIndex, q.PageSize);
}

export async function options(db: Db, p: Principal): Promise<TDishOption[]> {
  const r = repo(db, p);
  const rows = await r.options();
  const ingredients = await r.ingredientsOf(rows.map((d) => d.id));
  return rows.map((d) => {
    const { values } = nutrientsOf(
      ingredients
        .filter((i) => i.dishId === d.id)
        .map((i) => ({ food: foodFactsOf(i.food), grams: i.grams })),
    );
    return { Id: d.id, Name: d.name, Kind: d.kind, Energy: values.energy_kcal, Protein: values.protein_g };
  });
}

export async function detail(db: Db, p: Principal, id: number): Promise<TDish> {
  const row = await repo(db, p).find(id);
  if (!row) throw AppError.notFound(M.notFound);
  return (await dishesOf(db, p, [row]))[0]!;
}

/** Every food is the school's (another school's is not found) and in use (a retired one is named). */
async function checkFoods(db: DbOrTx, p: Principal, form: TDishForm) {
  const ids = form.Ingredients.map((i) => i.FoodId);
  const found = new Map((await repo(db, p).foodsOf(ids)).map((f) => [f.id, f]));
  for (const id of ids) {
    const food = found.get(id);
    if (!food) throw AppError.notFound(M.foodNotFound);
    if (food.retired) throw AppError.badRequest(fillText(M.foodRetired, { name: food.name }));
  }
}

export async function add(db: Db, p: Principal, form: TDishForm): Promise<number> {
  return refuseDuplicate(M.nameTaken, () =>
    db.transaction(async (tx) => {
      const r = repo(tx, p);
      await checkFoods(tx, p, form);
      if (await r.nameTaken(form.Name)) throw AppError.badRequest(M.nameTaken);
      return r.insert(form);
    }),
  );
}

/** A published menu keeps its snapshot: changing a dish changes only the weeks still drafts. */
export async function update(db: Db, p: Principal, form: TDishUpdate) {
  await refuseDuplicate(M.nameTaken, () =>
    db.transaction(async (tx) => {
      const r = repo(tx, p);
      const row = await r.find(form.Id);
      if (!row) throw AppError.notFound(M.notFound);
      if (row.retired) throw AppError.badRequest(M.retiredNotEditable);
      await checkFoods(tx, p, form);
      if (await r.nameTaken(form.Name, form.Id)) throw AppError.badRequest(M.nameTaken);
      await r.update(form.Id, form);
    }),
  );
}

/** Retire or restore; a restore is refused while another active dish has the name. */
export async function setRetired(db: Db, p: Principal, id: number, value: boolean) {
  await refuseDuplicate(M.nameTaken, () =>
    db.transaction(async (tx) => {
      const r = repo(tx, p);
      const row = await r.find(id);
      if (!row) throw AppError.notFound(M.notFound);
      if (!value && row.retired && (await r.nameTaken(row.name, id))) throw AppError.badRequest(M.nameTaken);
      await r.setRetired(id, value);
    }),
  );
}

/** Only a dish no menu names (a published week must keep what it served). */
export async function remove(db: Db, p: Principal, id: number) {
  await db.transaction(async (tx) => {
    const r = repo(tx, p);
    const row = await r.find(id);
    if (!row) throw AppError.notFound(M.notFound);
    if ((await r.menuUses([id])).get(id)) throw AppError.badRequest(M.inMenu);
    await r.remove(id);
  });
}
