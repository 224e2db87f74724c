import { API, FOOD_MESSAGES, fillText, DISH_MESSAGES as M, type TDish, type TDishForm } from '@kg/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { itGuards, useHarness } from '../../../test/harness';
import { dishIdOf, foodIdOf, schoolIdOf } from '../../../test/lookups';
import { dishes, dishIngredients, foods } from '../../db/schema';
import { DEMO_DISHES } from '../../seed/menu-demo';

const h = useHarness();
let admin: string;
let kitchen: string;
let doctor: string;
let teacher: string;
let sunshineId: number;
let rainbowId: number;
let rice: number;
let egg: number;
let salt: number;

const foodId = (schoolId: number, name: string) => foodIdOf(h, schoolId, name);
const dishId = (schoolId: number, name: string) => dishIdOf(h, schoolId, name);

beforeAll(async () => {
  admin = await h.login('admin');
  kitchen = await h.login('kitchen');
  doctor = await h.login('doctor');
  teacher = await h.login('teacher');
  sunshineId = await schoolIdOf(h, '阳光幼儿园');
  rainbowId = await schoolIdOf(h, '彩虹幼儿园');
  rice = await foodId(sunshineId, '稻米（代表值）');
  egg = await foodId(sunshineId, '鸡蛋（代表值）');
  salt = await foodId(sunshineId, '食盐');
});

const form = (over: Partial<TDishForm> = {}): TDishForm => ({
  Name: '蛋炒饭',
  Kind: '主食',
  Note: '',
  Ingredients: [
    { FoodId: rice, Grams: 50 },
    { FoodId: egg, Grams: 20.5 },
  ],
  ...over,
});
const addId = async (over: Partial<TDishForm> = {}, token = kitchen) => {
  const res = await h.call(API.dishes.add, form(over), token);
  expect(res.json(), res.body).toMatchObject({ success: true, msg: M.added });
  return res.json().response.Id as number;
};
const detail = async (Id: number, token = kitchen) => {
  const res = await h.call(API.dishes.detail, { Id }, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as TDish;
};

describe('dishes: access', () => {
  itGuards(h, [API.dishes.add, API.dishes.update, API.dishes.setRetired, API.dishes.remove], () => teacher);
  itGuards(h, [API.dishes.add, API.dishes.update, API.dishes.setRetired, API.dishes.remove], () => doctor);
  itGuards(
    h,
    [
      [API.dishes.page, {}],
      [API.dishes.options, undefined],
      [API.dishes.detail, { Id: 1 }],
    ],
    () => teacher,
  );

  it('the doctor reads the dishes; the 园长 writes them', async () => {
    const res = await h.call(API.dishes.page, { PageIndex: 1, PageSize: 50 }, doctor);
    expect(res.json().response.dataCount).toBe(DEMO_DISHES.length);
    await addId({ Name: '园长的菜' }, admin);
  });

  it("another school's dish is not found (404), and nothing of it changes", async () => {
    const theirs = await addId(
      { Name: '彩虹的菜', Ingredients: [{ FoodId: await foodId(rainbowId, '稻米（代表值）'), Grams: 40 }] },
      await h.login('rainbow'),
    );
    for (const [endpoint, input] of [
      [API.dishes.detail, { Id: theirs }],
      [API.dishes.update, { ...form({ Name: '改名' }), Id: theirs }],
      [API.dishes.setRetired, { Id: theirs, Value: true }],
      [API.dishes.remove, { Id: theirs }],
    ] as const) {
      const res = await h.call(endpoint, input, kitchen);
      expect(res.statusCode, endpoint.path).toBe(404);
      expect(res.json().msg).toBe(M.notFound);
    }
    const [row] = await h.db.select().from(dishes).where(eq(dishes.id, theirs));
    expect(row).toMatchObject({ name: '彩虹的菜', retired: false });
    const options = (await h.call(API.dishes.options, undefined, kitchen)).json().response as {
      Id: number;
    }[];
    expect(options.map((o) => o.Id)).not.toContain(theirs);
  });

  it("another school's food in a dish is not found (404)", async () => {
    const theirs = await foodId(rainbowId, '鸡蛋（代表值）');
    const res = await h.call(
      API.dishes.add,
      form({ Name: '借来的蛋', Ingredients: [{ FoodId: theirs, Grams: 10 }] }),
      kitchen,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe(M.foodNotFound);
  });
});

describe('dishes: add, edit, nutrients', () => {
  it('checks each field', async () => {
    const cases: [Partial<TDishForm> | Record<string, unknown>, string][] = [
      [{ Name: '  ' }, M.nameRequired],
      [{ Name: '长'.repeat(31) }, M.nameTooLong],
      [{ Kind: '零食' }, M.kindInvalid],
      [{ Note: '注'.repeat(201) }, M.noteTooLong],
      [{ Ingredients: [] }, M.ingredientsRequired],
      [
        { Ingredients: Array.from({ length: 31 }, (_, i) => ({ FoodId: i + 1, Grams: 1 })) },
        M.ingredientsTooMany,
      ],
      [{ Ingredients: [{ FoodId: 0, Grams: 10 }] }, M.foodRequired],
      [{ Ingredients: [{ FoodId: rice, Grams: -5 }] }, M.gramsInvalid],
      [{ Ingredients: [{ FoodId: rice, Grams: 0 }] }, M.gramsInvalid],
      [{ Ingredients: [{ FoodId: rice, Grams: 1000.5 }] }, M.gramsInvalid],
      [{ Ingredients: [{ FoodId: rice, Grams: 12.25 }] }, M.gramsInvalid],
      [
        {
          Ingredients: [
            { FoodId: rice, Grams: 10 },
            { FoodId: rice, Grams: 20 },
          ],
        },
        M.foodTwice,
      ],
      [{ Name: '米饭' }, M.nameTaken],
    ];
    for (const [over, msg] of cases) {
      const res = await h.call(API.dishes.add, { ...form(), ...over }, kitchen);
      expect(res.statusCode, msg).toBe(400);
      expect(res.json().msg, JSON.stringify(over)).toBe(msg);
    }
  });

  it('refuses a retired food, naming it', async () => {
    const retired = await foodId(sunshineId, '小米');
    await h.db.update(foods).set({ retired: true }).where(eq(foods.id, retired));
    const res = await h.call(
      API.dishes.add,
      form({ Name: '小米饭', Ingredients: [{ FoodId: retired, Grams: 30 }] }),
      kitchen,
    );
    expect(res.json().msg).toBe(fillText(M.foodRetired, { name: '小米' }));
    await h.db.update(foods).set({ retired: false }).where(eq(foods.id, retired));
  });

  it('adds a dish and shows its foods and nutrients per child (raw grams × edible part)', async () => {
    const id = await addId();
    const dish = await detail(id);
    expect(dish.Ingredients.map((i) => [i.FoodName, i.Grams])).toEqual([
      ['稻米（代表值）', 50],
      ['鸡蛋（代表值）', 20.5],
    ]);
    const [r] = await h.db.select().from(foods).where(eq(foods.id, rice));
    const [e] = await h.db.select().from(foods).where(eq(foods.id, egg));
    const energy =
      (50 * r!.ediblePct * r!.energy_kcal!) / 10000 + (20.5 * e!.ediblePct * e!.energy_kcal!) / 10000;
    const got = dish.Nutrients.find((n) => n.Key === 'energy_kcal')!;
    expect(got.Value).toBeCloseTo(energy, 6);
    expect(dish.Nutrients.map((n) => n.Name)).toEqual([
      '能量',
      '蛋白质',
      '脂肪',
      '碳水化合物',
      '维生素A',
      '维生素B1',
      '维生素B2',
      '烟酸',
      '维生素C',
      '钙',
      '铁',
      '锌',
    ]);
    // a figure the table lacks names its food instead of counting a silent 0
    for (const n of dish.Nutrients) {
      const lacking = [r!, e!].filter((f) => f[n.Key] === null).map((f) => f.name);
      expect(n.Missing, n.Name).toEqual(lacking);
    }
  });

  it('edits a dish (its foods are replaced) and lists by kind and keyword', async () => {
    const id = await addId({ Name: '番茄蛋汤', Kind: '汤羹', Ingredients: [{ FoodId: egg, Grams: 15 }] });
    const res = await h.call(
      API.dishes.update,
      {
        ...form({
          Name: '番茄蛋花汤',
          Kind: '汤羹',
          Ingredients: [
            { FoodId: egg, Grams: 12 },
            { FoodId: salt, Grams: 0.5 },
          ],
        }),
        Id: id,
      },
      kitchen,
    );
    expect(res.json(), res.body).toMatchObject({ success: true, msg: M.saved });
    const dish = await detail(id);
    expect(dish.Name).toBe('番茄蛋花汤');
    expect(dish.Ingredients.map((i) => [i.FoodName, i.Grams, i.IsSeasoning])).toEqual([
      ['鸡蛋（代表值）', 12, false],
      ['食盐', 0.5, true],
    ]);
    const soups = (
      await h.call(API.dishes.page, { Kind: '汤羹', Keyword: '番茄蛋', PageIndex: 1, PageSize: 20 }, kitchen)
    ).json().response.data as TDish[];
    expect(soups.map((d) => d.Name)).toEqual(['番茄蛋花汤']);
  });

  it('retires and restores; a retired dish is not edited and leaves the picker', async () => {
    const id = await addId({ Name: '待停用的菜' });
    expect((await h.call(API.dishes.setRetired, { Id: id, Value: true }, kitchen)).json().msg).toBe(
      M.retired,
    );
    const res = await h.call(API.dishes.update, { ...form({ Name: '待停用的菜' }), Id: id }, kitchen);
    expect(res.json().msg).toBe(M.retiredNotEditable);
    const options = (await h.call(API.dishes.options, undefined, kitchen)).json().response as {
      Id: number;
    }[];
    expect(options.map((o) => o.Id)).not.toContain(id);
    const retired = (
      await h.call(API.dishes.page, { Status: 'retired', PageIndex: 1, PageSize: 20 }, kitchen)
    ).json().response.data as TDish[];
    expect(retired.map((d) => d.Id)).toContain(id);
    expect((await h.call(API.dishes.setRetired, { Id: id, Value: false }, kitchen)).json().msg).toBe(
      M.restored,
    );
  });

  it('deletes a dish in no menu; one in a menu is refused (retire instead)', async () => {
    const id = await addId({ Name: '要删的菜' });
    expect((await h.call(API.dishes.remove, { Id: id }, kitchen)).json().msg).toBe(M.deleted);
    expect(await h.db.select().from(dishIngredients).where(eq(dishIngredients.dishId, id))).toEqual([]);
    const served = await dishId(sunshineId, '米饭');
    const res = await h.call(API.dishes.remove, { Id: served }, kitchen);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(M.inMenu);
    expect((await detail(served)).MenuUses).toBeGreaterThan(0);
  });

  it('a food in a dish counts as in use: it can only be retired', async () => {
    const own = await h.call(
      API.foods.add,
      {
        Name: '自制酱',
        Aliases: '',
        Category: '调味品类',
        IsSeasoning: true,
        EdiblePct: 100,
        Nutrients: Object.fromEntries(
          Object.keys((await detail(await dishId(sunshineId, '米饭'))).Ingredients[0]!.Per100g).map((k) => [
            k,
            null,
          ]),
        ),
      },
      kitchen,
    );
    const food = own.json().response.Id as number;
    const dish = await addId({
      Name: '酱拌饭',
      Ingredients: [
        { FoodId: rice, Grams: 40 },
        { FoodId: food, Grams: 2 },
      ],
    });
    // the sauce has no figures: every nutrient names it
    expect((await detail(dish)).Nutrients.every((n) => n.Missing.includes('自制酱'))).toBe(true);
    const res = await h.call(API.foods.remove, { Id: food }, kitchen);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(FOOD_MESSAGES.inUse);
  });
});
