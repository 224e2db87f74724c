import {
  API,
  defaultNutritionStandards,
  fillText,
  MEAL_MENU_MESSAGES as M,
  type TMenuCellForm,
  type TMenuWeek,
} from '@kg/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { itGuards, useHarness } from '../../../test/harness';
import { dishIdOf, schoolIdOf } from '../../../test/lookups';
import {
  dishes,
  dishIngredients,
  menuItems,
  nutritionStandards,
  schools,
  weeklyMenus,
} from '../../db/schema';
import { addDays, schoolToday } from '../../lib/dates';
import { mondayOf } from '../../seed/menu-demo';

const h = useHarness();
let admin: string;
let kitchen: string;
let doctor: string;
let teacher: string;
let rainbow: string;
let sunshineId: number;
let rainbowId: number;
/** this week's Monday (published in the demo) */
let monday: string;
let timeZone: string;
let rice: number;
let fish: number;
let soup: number;

const dishId = (schoolId: number, name: string) => dishIdOf(h, schoolId, name);

beforeAll(async () => {
  admin = await h.login('admin');
  kitchen = await h.login('kitchen');
  doctor = await h.login('doctor');
  teacher = await h.login('teacher');
  rainbow = await h.login('rainbow');
  sunshineId = await schoolIdOf(h, '阳光幼儿园');
  rainbowId = await schoolIdOf(h, '彩虹幼儿园');
  const [school] = await h.db
    .select({ tz: schools.timeZone })
    .from(schools)
    .where(eq(schools.id, sunshineId));
  timeZone = school!.tz;
  monday = mondayOf(schoolToday(timeZone));
  rice = await dishId(sunshineId, '米饭');
  fish = await dishId(sunshineId, '清蒸鲈鱼');
  soup = await dishId(sunshineId, '冬瓜排骨汤');
});

const weekOf = async (WeekStart: string, token = kitchen) => {
  const res = await h.call(API.mealMenus.week, { WeekStart }, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as TMenuWeek;
};
const save = (WeekStart: string, Cells: TMenuCellForm[], token = kitchen) =>
  h.call(API.mealMenus.save, { WeekStart, Cells }, token);
const names = (w: TMenuWeek) => w.Cells.map((c) => [c.Day, c.Meal, c.Dishes.map((d) => d.Name)]);

describe('weekly menus: access', () => {
  const body = { WeekStart: '2026-11-23' };
  itGuards(
    h,
    [
      [API.mealMenus.week, body],
      [API.mealMenus.print, body],
      [API.mealMenus.save, { ...body, Cells: [] }],
      [API.mealMenus.copyLastWeek, body],
      [API.mealMenus.publish, body],
      [API.mealMenus.withdraw, body],
    ],
    () => teacher,
  );
  itGuards(
    h,
    [
      [API.mealMenus.save, { ...body, Cells: [] }],
      [API.mealMenus.copyLastWeek, body],
      [API.mealMenus.publish, body],
      [API.mealMenus.withdraw, body],
    ],
    () => doctor,
  );

  it('the doctor reads this week: five days of the served meals, each day’s energy and protein per child', async () => {
    const week = await weekOf(monday, doctor);
    expect(week).toMatchObject({ Saved: true, Status: 'published', PublishedByName: '周师傅' });
    expect(week.Days).toEqual([0, 1, 2, 3, 4].map((i) => addDays(monday, i)));
    expect(week.Meals).toEqual(['早餐', '早点', '午餐', '午点', '晚餐']);
    expect(week.Cells).toHaveLength(25);
    for (const day of week.DayNutrients) {
      const [energy, protein] = day.Nutrients;
      expect(energy).toMatchObject({ Key: 'energy_kcal', Name: '能量', Unit: 'kcal' });
      expect(energy!.Value).toBeGreaterThan(700);
      expect(protein).toMatchObject({ Key: 'protein_g', Name: '蛋白质' });
      expect(protein!.Value).toBeGreaterThan(20);
    }
    const dish = week.Cells[0]!.Dishes[0]!;
    expect(dish.Foods.length).toBeGreaterThan(0);
  });

  it('a week is named by its Monday', async () => {
    for (const [WeekStart, msg] of [
      [addDays(monday, 1), M.weekNotMonday],
      ['2026-02-30', M.weekRequired],
      ['下周', M.weekRequired],
    ] as const) {
      const got = await h.call(API.mealMenus.week, { WeekStart }, kitchen);
      expect(got.statusCode).toBe(400);
      expect(got.json().msg).toBe(msg);
      const posted = await h.call(API.mealMenus.publish, { WeekStart }, kitchen);
      expect(posted.json().msg).toBe(msg);
    }
  });

  it("another school's menu and dishes: not found, nothing of them shown or changed", async () => {
    const theirs = await weekOf(monday, rainbow);
    expect(theirs).toMatchObject({ Saved: false, Status: 'draft', Cells: [] });
    for (const endpoint of [API.mealMenus.publish, API.mealMenus.withdraw]) {
      const res = await h.call(endpoint, { WeekStart: addDays(monday, -7) }, rainbow);
      expect(res.statusCode, endpoint.path).toBe(404);
      expect(res.json().msg).toBe(M.notFound);
    }
    expect((await h.call(API.mealMenus.print, { WeekStart: monday }, rainbow)).statusCode).toBe(404);
    const res = await save(
      addDays(monday, 70),
      [{ Day: addDays(monday, 70), Meal: '午餐', DishIds: [rice] }],
      rainbow,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe(M.dishNotFound);
    expect((await weekOf(addDays(monday, -7))).Status).toBe('published');
  });
});

describe('weekly menus: save a draft', () => {
  const week = () => addDays(monday, 21);

  it('checks each cell', async () => {
    const W = week();
    const [retired] = await h.db
      .insert(dishes)
      .values({ schoolId: sunshineId, name: '停用的菜', kind: '菜肴', retired: true })
      .returning({ id: dishes.id });
    const cases: [TMenuCellForm[], string, number?][] = [
      [
        [{ Day: addDays(W, 5), Meal: '午餐', DishIds: [rice] }],
        fillText(M.dayOutsideWeek, { day: addDays(W, 5) }),
      ],
      [
        [{ Day: addDays(W, -1), Meal: '午餐', DishIds: [rice] }],
        fillText(M.dayOutsideWeek, { day: addDays(W, -1) }),
      ],
      [[{ Day: '2026-13-01', Meal: '午餐', DishIds: [rice] }], M.dayRequired],
      [[{ Day: W, Meal: '夜宵', DishIds: [rice] }], fillText(M.mealNotServed, { meal: '夜宵' })],
      [[{ Day: W, Meal: '午餐', DishIds: Array.from({ length: 9 }, (_, i) => i + 1) }], M.cellTooMany],
      [[{ Day: W, Meal: '午餐', DishIds: [rice, rice] }], M.dishTwice],
      [
        [
          { Day: W, Meal: '午餐', DishIds: [rice] },
          { Day: W, Meal: '午餐', DishIds: [fish] },
        ],
        M.cellTwice,
      ],
      [[{ Day: W, Meal: '午餐', DishIds: [retired!.id] }], fillText(M.dishRetired, { name: '停用的菜' })],
      [[{ Day: W, Meal: '午餐', DishIds: [999999] }], M.dishNotFound, 404],
    ];
    for (const [cells, msg, status] of cases) {
      const res = await save(W, cells);
      expect(res.statusCode, msg).toBe(status ?? 400);
      expect(res.json().msg).toBe(msg);
    }
    expect((await save(addDays(W, 2), [])).json().msg).toBe(M.weekNotMonday);
  });

  it('a meal the school does not serve is refused', async () => {
    const meals = defaultNutritionStandards().Meals.map((m) =>
      m.Meal === '晚餐' ? { ...m, Served: false } : m,
    );
    await h.db.insert(nutritionStandards).values({ schoolId: rainbowId, section: 'meals', data: meals });
    const theirRice = (
      await h.call(
        API.dishes.add,
        {
          Name: '白米饭',
          Kind: '主食',
          Note: '',
          Ingredients: [{ FoodId: await riceFoodOf(rainbowId), Grams: 50 }],
        },
        rainbow,
      )
    ).json().response.Id as number;
    const W = week();
    const res = await save(W, [{ Day: W, Meal: '晚餐', DishIds: [theirRice] }], rainbow);
    expect(res.json().msg).toBe(fillText(M.mealNotServed, { meal: '晚餐' }));
    expect((await weekOf(W, rainbow)).Meals).toEqual(['早餐', '早点', '午餐', '午点']);
    expect((await save(W, [{ Day: W, Meal: '午餐', DishIds: [theirRice] }], rainbow)).json().success).toBe(
      true,
    );
  });

  it('saves the whole week, and one wrong cell leaves the stored week as it was (one transaction)', async () => {
    const W = week();
    const first: TMenuCellForm[] = [
      { Day: W, Meal: '午餐', DishIds: [rice, fish, soup] },
      { Day: addDays(W, 4), Meal: '早点', DishIds: [soup] },
    ];
    const ok = await save(W, first, admin);
    expect(ok.json(), ok.body).toMatchObject({ success: true, msg: M.saved });
    const stored = await weekOf(W);
    expect(names(stored)).toEqual([
      [W, '午餐', ['米饭', '清蒸鲈鱼', '冬瓜排骨汤']],
      [addDays(W, 4), '早点', ['冬瓜排骨汤']],
    ]);
    expect(stored).toMatchObject({ Saved: true, Status: 'draft', PublishedByName: null });
    expect(stored.DayNutrients[0]!.Nutrients[0]!.Value).toBeGreaterThan(100);
    expect(stored.DayNutrients[1]!.Nutrients[0]!.Value).toBe(0);

    // the first cell is valid and differs, the last names another school's dish
    const theirs = await dishId(rainbowId, '白米饭');
    const bad = await save(W, [
      { Day: addDays(W, 1), Meal: '早餐', DishIds: [rice] },
      { Day: addDays(W, 2), Meal: '午餐', DishIds: [fish, theirs] },
    ]);
    expect(bad.statusCode).toBe(404);
    expect(bad.json().msg).toBe(M.dishNotFound);
    expect(names(await weekOf(W))).toEqual(names(stored));
  });
});

async function riceFoodOf(schoolId: number) {
  const { foods } = await import('../../db/schema');
  return (
    await h.db
      .select({ id: foods.id })
      .from(foods)
      .where(and(eq(foods.schoolId, schoolId), eq(foods.name, '稻米（代表值）')))
  )[0]!.id;
}

describe('weekly menus: copy, publish, withdraw, print', () => {
  it('copies last week into an empty week, a week later; a published week is not overwritten', async () => {
    const next = addDays(monday, 7);
    const res = await h.call(API.mealMenus.copyLastWeek, { WeekStart: next }, kitchen);
    expect(res.json(), res.body).toMatchObject({ success: true, msg: M.copied });
    const copied = await weekOf(next);
    const source = await weekOf(monday);
    expect(res.json().response).toEqual({ Count: source.Cells.flatMap((c) => c.Dishes).length, Skipped: 0 });
    expect(copied.Status).toBe('draft');
    expect(names(copied)).toEqual(
      names(source).map(([day, meal, list]) => [addDays(day as string, 7), meal, list]),
    );

    const onPublished = await h.call(API.mealMenus.copyLastWeek, { WeekStart: monday }, kitchen);
    expect(onPublished.json().msg).toBe(M.publishedReadOnly);
    const nothing = await h.call(API.mealMenus.copyLastWeek, { WeekStart: addDays(monday, 140) }, kitchen);
    expect(nothing.json().msg).toBe(M.lastWeekEmpty);
  });

  it('publishes: each item keeps its foods and grams, the publisher is named; the week is read-only', async () => {
    const W = addDays(monday, 28);
    expect((await h.call(API.mealMenus.publish, { WeekStart: W }, kitchen)).json().msg).toBe(M.notFound);
    await save(W, []);
    expect((await h.call(API.mealMenus.publish, { WeekStart: W }, kitchen)).json().msg).toBe(M.emptyWeek);
    await save(W, [{ Day: W, Meal: '午餐', DishIds: [rice, fish] }]);
    const res = await h.call(API.mealMenus.publish, { WeekStart: W }, kitchen);
    expect(res.json(), res.body).toMatchObject({ success: true, msg: M.published });

    const [menu] = await h.db
      .select()
      .from(weeklyMenus)
      .where(and(eq(weeklyMenus.schoolId, sunshineId), eq(weeklyMenus.weekStart, W)));
    expect(menu).toMatchObject({ status: 'published', publishedByName: '周师傅' });
    const items = await h.db.select().from(menuItems).where(eq(menuItems.menuId, menu!.id));
    const fishFoods = await h.db.select().from(dishIngredients).where(eq(dishIngredients.dishId, fish));
    expect(items.find((i) => i.dishId === fish)!.portions).toEqual(
      fishFoods.map((f) => ({ foodId: f.foodId, grams: f.grams })),
    );

    // a later change of the dish does not rewrite what the published week served
    const before = await weekOf(W);
    await h.db.update(dishIngredients).set({ grams: 99 }).where(eq(dishIngredients.dishId, fish));
    expect(await weekOf(W)).toEqual(before);
    const print = (await h.call(API.mealMenus.print, { WeekStart: W }, doctor)).json().response;
    expect(print.SchoolName).toBe('阳光幼儿园');
    expect(print.PublishedOn).toBe(schoolToday(timeZone));
    expect(print.Cells[0].Dishes[1].Foods[0].Grams).not.toBe(99);

    expect((await save(W, [])).json().msg).toBe(M.publishedReadOnly);

    // withdrawn: a draft again, reading the dish as it is now
    const back = await h.call(API.mealMenus.withdraw, { WeekStart: W }, admin);
    expect(back.json()).toMatchObject({ success: true, msg: M.withdrawn });
    const draft = await weekOf(W);
    expect(draft).toMatchObject({ Status: 'draft', PublishedAt: null, PublishedByName: null });
    expect(draft.Cells[0]!.Dishes[1]!.Foods[0]!.Grams).toBe(99);
    expect((await h.call(API.mealMenus.withdraw, { WeekStart: W }, kitchen)).json().msg).toBe(M.notPublished);
    expect((await h.call(API.mealMenus.print, { WeekStart: W }, kitchen)).json().msg).toBe(M.notPublished);
    expect((await save(W, [{ Day: W, Meal: '午餐', DishIds: [rice] }])).json().success).toBe(true);
  });
});
