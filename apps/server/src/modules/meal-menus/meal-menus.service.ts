import {
  fillText,
  MEAL_MENU_MESSAGES as M,
  MEALS,
  menuDaysOf,
  reportNutrients,
  shiftDay,
  type TMenuCell,
  type TMenuDish,
  type TMenuSave,
  type TMenuWeek,
  type TMenuWeekPrint,
} from '@kg/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { schoolToday } from '../../lib/dates';
import type { Principal } from '../../lib/principal';
import { dishesRepository, type TDishRow } from '../dishes/dishes.repository';
import { schoolStandards } from '../nutrition-standards/nutrition-standards.service';
import { mealMenusRepository, type TNewItem } from './meal-menus.repository';
import { portionsOf } from './menu-portions';

const repo = (db: DbOrTx, p: Principal) => mealMenusRepository(db, p.schoolId);

/** The meals the school serves (its standards' Meals with Served), in serving order. */
async function servedMeals(db: DbOrTx, p: Principal): Promise<string[]> {
  const standards = await schoolStandards(db, p.schoolId);
  return standards.Meals.filter((m) => m.Served).map((m) => m.Meal);
}

/** The week as the page and the print show it. */
export async function week(db: DbOrTx, p: Principal, weekStart: string): Promise<TMenuWeek> {
  const r = repo(db, p);
  const row = await r.find(weekStart);
  const items = row ? await r.items(row.id) : [];
  const served = await servedMeals(db, p);
  // A meal the school stopped serving still shows where the week has dishes for it.
  const meals = MEALS.filter((m) => served.includes(m) || items.some((i) => i.meal === m));
  const dishRows = await dishesRepository(db, p.schoolId).findMany([...new Set(items.map((i) => i.dishId))]);
  const dishById = new Map(dishRows.map((d) => [d.id, d]));
  const portions = await portionsOf(db, p.schoolId, items);
  const days = menuDaysOf(weekStart);

  const cells: TMenuCell[] = [];
  for (const day of days)
    for (const meal of meals) {
      const here = items.filter((i) => i.day === day && i.meal === meal);
      if (!here.length) continue;
      cells.push({
        Day: day,
        Meal: meal,
        Dishes: here.map((i): TMenuDish => {
          const dish = dishById.get(i.dishId) as TDishRow;
          return {
            Id: i.dishId,
            Name: dish.name,
            Kind: dish.kind,
            Retired: dish.retired,
            Foods: portions(i).map((x) => ({ Name: x.food.name, Grams: x.grams })),
          };
        }),
      });
    }

  return {
    WeekStart: weekStart,
    Days: days,
    Meals: meals,
    Saved: Boolean(row),
    Status: row?.status === 'published' ? 'published' : 'draft',
    PublishedAt: row?.publishedAt?.toISOString() ?? null,
    PublishedByName: row?.publishedByName ?? null,
    UpdatedAt: row?.updatedAt.toISOString() ?? null,
    Cells: cells,
    DayNutrients: days.map((day) => ({
      Day: day,
      Nutrients: reportNutrients(items.filter((i) => i.day === day).flatMap(portions)),
    })),
  };
}

/** The printable menu for parents: only what was published. */
export async function print(db: DbOrTx, p: Principal, weekStart: string): Promise<TMenuWeekPrint> {
  const row = await repo(db, p).find(weekStart);
  if (row?.status !== 'published') throw AppError.notFound(M.notPublished);
  return {
    ...(await week(db, p, weekStart)),
    SchoolName: p.schoolName,
    PublishedOn: row.publishedAt ? schoolToday(p.timeZone, row.publishedAt) : null,
  };
}

/**
 * The whole week in one transaction: the stored items are replaced cell by cell, each checked
 * as it is written, so one wrong cell leaves the stored week as it was.
 */
export async function save(db: Db, p: Principal, body: TMenuSave) {
  const days = menuDaysOf(body.WeekStart);
  await db.transaction(async (tx) => {
    const r = repo(tx, p);
    const served = await servedMeals(tx, p);
    const menu = await r.findOrCreate(body.WeekStart);
    if (menu.status === 'published') throw AppError.badRequest(M.publishedReadOnly);
    await r.clear(menu.id);
    const dishes = dishesRepository(tx, p.schoolId);
    const seen = new Set<string>();
    for (const cell of body.Cells) {
      if (!days.includes(cell.Day)) throw AppError.badRequest(fillText(M.dayOutsideWeek, { day: cell.Day }));
      if (!served.includes(cell.Meal))
        throw AppError.badRequest(fillText(M.mealNotServed, { meal: cell.Meal }));
      const key = `${cell.Day} ${cell.Meal}`;
      if (seen.has(key)) throw AppError.badRequest(M.cellTwice);
      seen.add(key);
      const found = new Map((await dishes.findMany(cell.DishIds)).map((d) => [d.id, d]));
      const items: TNewItem[] = cell.DishIds.map((id, sort) => {
        const dish = found.get(id);
        if (!dish) throw AppError.notFound(M.dishNotFound);
        if (dish.retired) throw AppError.badRequest(fillText(M.dishRetired, { name: dish.name }));
        return { day: cell.Day, meal: cell.Meal, dishId: id, sort };
      });
      await r.insertItems(menu.id, items);
    }
    await r.update(menu.id, {});
  });
}

/** The week before's dishes, a week later; retired dishes and meals no longer served are left out. */
export async function copyLastWeek(db: Db, p: Principal, weekStart: string) {
  return db.transaction(async (tx) => {
    const r = repo(tx, p);
    const last = await r.find(shiftDay(weekStart, -7));
    const lastItems = last ? await r.items(last.id) : [];
    if (!lastItems.length) throw AppError.badRequest(M.lastWeekEmpty);
    const menu = await r.findOrCreate(weekStart);
    if (menu.status === 'published') throw AppError.badRequest(M.publishedReadOnly);
    const served = await servedMeals(tx, p);
    const dishes = new Map(
      (await dishesRepository(tx, p.schoolId).findMany([...new Set(lastItems.map((i) => i.dishId))])).map(
        (d) => [d.id, d],
      ),
    );
    const kept = lastItems.filter((i) => served.includes(i.meal) && dishes.get(i.dishId)?.retired === false);
    await r.clear(menu.id);
    await r.insertItems(
      menu.id,
      kept.map((i) => ({ day: shiftDay(i.day, 7), meal: i.meal, dishId: i.dishId, sort: i.sort })),
    );
    await r.update(menu.id, {});
    return { Count: kept.length, Skipped: lastItems.length - kept.length };
  });
}

/** Publishing keeps each item's foods and grams as they are now (the report reads these). */
export async function publish(db: Db, p: Principal, weekStart: string) {
  await db.transaction(async (tx) => {
    const r = repo(tx, p);
    const menu = await r.find(weekStart);
    if (!menu) throw AppError.notFound(M.notFound);
    if (menu.status === 'published') return;
    const items = await r.items(menu.id);
    if (!items.length) throw AppError.badRequest(M.emptyWeek);
    const dishes = dishesRepository(tx, p.schoolId);
    const rows = await dishes.findMany([...new Set(items.map((i) => i.dishId))]);
    const retired = rows.find((d) => d.retired);
    if (retired) throw AppError.badRequest(fillText(M.dishRetired, { name: retired.name }));
    const ingredients = await dishes.ingredientsOf(rows.map((d) => d.id));
    for (const item of items)
      await r.setPortions(
        item.id,
        ingredients
          .filter((i) => i.dishId === item.dishId)
          .map((i) => ({ foodId: i.food.id, grams: i.grams })),
      );
    await r.update(menu.id, { status: 'published', publishedAt: new Date(), publishedByName: p.realName });
  });
}

/** Back to a draft: the snapshot goes (a draft reads its dishes), the publisher is forgotten. */
export async function withdraw(db: Db, p: Principal, weekStart: string) {
  await db.transaction(async (tx) => {
    const r = repo(tx, p);
    const menu = await r.find(weekStart);
    if (!menu) throw AppError.notFound(M.notFound);
    if (menu.status !== 'published') throw AppError.badRequest(M.notPublished);
    await r.clearPortions(menu.id);
    await r.update(menu.id, { status: 'draft', publishedAt: null, publishedByName: null });
  });
}
