import { averageDay, foodKinds } from '@kg/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../../../test/harness';
import { schoolIdOf } from '../../../test/lookups';
import { dishes, dishIngredients, menuItems, schools, weeklyMenus } from '../../db/schema';
import { addDays, schoolToday } from '../../lib/dates';
import { MENU_DEMO_WEEKS, mondayOf } from '../../seed/menu-demo';
import { mealMenuFeeds } from './meal-menus.feeds';

const h = useHarness();
let sunshine: number;
let rainbow: number;
let monday: string;

beforeAll(async () => {
  sunshine = await schoolIdOf(h, '阳光幼儿园');
  rainbow = await schoolIdOf(h, '彩虹幼儿园');
  const [school] = await h.db.select({ tz: schools.timeZone }).from(schools).where(eq(schools.id, sunshine));
  monday = mondayOf(schoolToday(school!.tz));
});

describe('mealMenuFeeds (issue 20: what the dietary report and the dashboard read)', () => {
  it('the demo holds four published weeks, Monday to Friday, five meals a day', async () => {
    const feeds = mealMenuFeeds(h.db, sunshine);
    const first = addDays(monday, -7 * (MENU_DEMO_WEEKS - 1));
    const days = await feeds.servedDays(first, addDays(monday, 6));
    expect(days).toHaveLength(MENU_DEMO_WEEKS * 5);
    expect(days[0]!.date).toBe(first);
    for (const day of days)
      expect(day.meals.map((m) => m.meal).sort()).toEqual(['午点', '午餐', '早点', '早餐', '晚餐'].sort());
    // a plausible day for a child of 3-6 on 三餐两点: 900-1,300 kcal, 30-50 g protein
    const avg = averageDay(days.map((d) => ({ ...d, diners: 1 })));
    expect(avg.values.energy_kcal).toBeGreaterThan(900);
    expect(avg.values.energy_kcal).toBeLessThan(1300);
    expect(avg.values.protein_g).toBeGreaterThan(30);
    expect(avg.values.protein_g).toBeLessThan(55);
  });

  it('reads only published weeks, and the snapshot rather than a dish changed since', async () => {
    const feeds = mealMenuFeeds(h.db, sunshine);
    const before = await feeds.servedDays(monday, monday);
    const [item] = await h.db
      .select({ dishId: menuItems.dishId })
      .from(menuItems)
      .innerJoin(weeklyMenus, eq(weeklyMenus.id, menuItems.menuId))
      .where(and(eq(weeklyMenus.schoolId, sunshine), eq(menuItems.day, monday)));
    await h.db.update(dishIngredients).set({ grams: 999 }).where(eq(dishIngredients.dishId, item!.dishId));
    expect(await feeds.servedDays(monday, monday)).toEqual(before);

    await h.db
      .update(weeklyMenus)
      .set({ status: 'draft' })
      .where(and(eq(weeklyMenus.schoolId, sunshine), eq(weeklyMenus.weekStart, monday)));
    expect(await feeds.servedDays(monday, monday)).toEqual([]);
    expect(foodKinds(await feeds.servedDays(monday, monday))).toBe(0);
    await h.db
      .update(weeklyMenus)
      .set({ status: 'published' })
      .where(and(eq(weeklyMenus.schoolId, sunshine), eq(weeklyMenus.weekStart, monday)));
  });

  it('FoodTypeNum counts a day’s foods once each, seasonings left out', async () => {
    const feeds = mealMenuFeeds(h.db, sunshine);
    const [day] = await feeds.servedDays(monday, monday);
    const kinds = new Set(
      day!.meals.flatMap((m) => m.portions.filter((p) => !p.food.isSeasoning).map((p) => p.food.name)),
    );
    expect(kinds.size).toBeGreaterThan(5);
    expect(foodKinds([day!])).toBe(kinds.size);
  });

  it('another school reads none of them', async () => {
    expect(await mealMenuFeeds(h.db, rainbow).servedDays(addDays(monday, -30), addDays(monday, 6))).toEqual(
      [],
    );
    expect(await h.db.select().from(dishes).where(eq(dishes.schoolId, rainbow))).toEqual([]);
  });
});
