import {
  API,
  FOOD_IMPORT_COLUMNS,
  fillText,
  FOOD_MESSAGES as M,
  NUTRIENT_KEYS,
  type TFood,
  type TFoodForm,
} from '@kg/contracts';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { itGuards, useHarness } from '../../../test/harness';
import { schoolIdOf } from '../../../test/lookups';
import { foods } from '../../db/schema';
import { compositionFoods } from '../../seed/food-library';
import { uploadExcel } from '../uploads/test-support';

const h = useHarness();
let admin: string;
let kitchen: string;
let doctor: string;
let teacher: string;
let sunshineId: number;
let rainbowId: number;

beforeAll(async () => {
  admin = await h.login('admin');
  kitchen = await h.login('kitchen');
  doctor = await h.login('doctor');
  teacher = await h.login('teacher');
  sunshineId = await schoolIdOf(h, '阳光幼儿园');
  rainbowId = await schoolIdOf(h, '彩虹幼儿园');
});

const none = Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, null])) as TFoodForm['Nutrients'];
const form = (over: Partial<TFoodForm> = {}): TFoodForm => ({
  Name: '燕麦饼干',
  Aliases: '',
  Category: '谷类',
  IsSeasoning: false,
  EdiblePct: 100,
  Nutrients: { ...none, energy_kcal: 480, protein_g: 7.5 },
  ...over,
});
const pageOf = async (query: object, token = kitchen) => {
  const res = await h.call(API.foods.page, { PageIndex: 1, PageSize: 50, ...query }, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as { data: TFood[]; dataCount: number };
};
const addId = async (over: Partial<TFoodForm> = {}, token = kitchen) => {
  const res = await h.call(API.foods.add, form(over), token);
  expect(res.json(), res.body).toMatchObject({ success: true, msg: M.added });
  return res.json().response.Id as number;
};
const idOf = async (schoolId: number, name: string) =>
  (
    await h.db
      .select({ id: foods.id })
      .from(foods)
      .where(and(eq(foods.schoolId, schoolId), eq(foods.name, name)))
  )[0]!.id;

describe('food library: access', () => {
  itGuards(
    h,
    [
      API.foods.add,
      API.foods.update,
      API.foods.setSeasoning,
      API.foods.setRetired,
      API.foods.remove,
      API.foods.import,
    ],
    () => teacher,
  );
  itGuards(h, [API.foods.add, API.foods.remove], () => doctor);
  itGuards(
    h,
    [
      [API.foods.page, {}],
      [API.foods.detail, { Id: 1 }],
      [API.foods.export, {}],
    ],
    () => teacher,
  );

  it('the doctor reads the library; the kitchen and the 园长 write it', async () => {
    expect((await pageOf({}, doctor)).dataCount).toBeGreaterThan(400);
    await addId({ Name: '园长的食材' }, admin);
  });

  it("another school's food is not found (404), and nothing of it changes", async () => {
    const theirs = await idOf(rainbowId, '马铃薯');
    for (const [endpoint, input] of [
      [API.foods.detail, { Id: theirs }],
      [API.foods.update, { ...form({ Name: '改名' }), Id: theirs }],
      [API.foods.setSeasoning, { Id: theirs, Value: true }],
      [API.foods.setRetired, { Id: theirs, Value: true }],
      [API.foods.remove, { Id: theirs }],
    ] as const) {
      const res = await h.call(endpoint, input, kitchen);
      expect(res.statusCode, endpoint.path).toBe(404);
      expect(res.json().msg).toBe(M.notFound);
    }
    const [row] = await h.db.select().from(foods).where(eq(foods.id, theirs));
    expect(row).toMatchObject({ name: '马铃薯', retired: false, isSeasoning: false });
  });
});

describe('food library: the seeded table', () => {
  it('every school starts with the 421 foods of the composition table, name and aliases split', async () => {
    expect(compositionFoods()).toHaveLength(421);
    const all = await pageOf({ Category: '薯类', Keyword: '土豆' });
    expect(all.data.map((f) => f.Name)).toContain('马铃薯');
    const potato = all.data.find((f) => f.Name === '马铃薯')!;
    expect(potato).toMatchObject({ Source: 'table6', Aliases: '土豆、洋芋', Retired: false });
    expect(potato.Code).toBeTruthy();
    const seeded = await h.db.select({ id: foods.id }).from(foods).where(eq(foods.schoolId, rainbowId));
    expect(seeded.length).toBeGreaterThanOrEqual(421);
  });

  it('keeps a missing figure as null, never 0', async () => {
    const row = compositionFoods().find((f) => f.nutrients.fiber_g === null)!;
    const res = await h.call(API.foods.detail, { Id: await idOf(sunshineId, row.name) }, doctor);
    expect(res.json().response.Nutrients.fiber_g).toBeNull();
  });

  it('filters by seasoning and status; the demo seasonings carry their label figures', async () => {
    const seasonings = await pageOf({ Seasoning: '1' });
    expect(seasonings.data.map((f) => f.Name)).toEqual(expect.arrayContaining(['食盐', '白砂糖']));
    expect(seasonings.data.find((f) => f.Name === '食盐')!.Nutrients.sodium_mg).toBe(39311);
    expect(seasonings.data.every((f) => f.IsSeasoning)).toBe(true);
    const none = await pageOf({ Status: 'retired', Keyword: '不存在的食材' });
    expect(none.dataCount).toBe(0);
  });
});

describe('food library: add and edit', () => {
  it('checks each field', async () => {
    const cases: [Partial<TFoodForm> | Record<string, unknown>, string][] = [
      [{ Name: '  ' }, M.nameRequired],
      [{ Name: '长'.repeat(31) }, M.nameTooLong],
      [{ Aliases: '别'.repeat(101) }, M.aliasesTooLong],
      [{ Category: '零食' }, M.categoryInvalid],
      [{ EdiblePct: 0 }, M.edibleRange],
      [{ EdiblePct: 101 }, M.edibleRange],
      [{ EdiblePct: 50.5 }, M.edibleRange],
      [
        { Nutrients: { ...none, energy_kcal: 901 } },
        fillText(M.nutrientRange, { name: '能量', max: 900, unit: 'kcal' }),
      ],
      [
        { Nutrients: { ...none, protein_g: -1 } },
        fillText(M.nutrientRange, { name: '蛋白质', max: 100, unit: 'g' }),
      ],
    ];
    for (const [over, msg] of cases) {
      const res = await h.call(API.foods.add, { ...form(), ...over }, kitchen);
      expect(res.statusCode, msg).toBe(400);
      expect(res.json().msg).toBe(msg);
    }
  });

  it('adds, edits and refuses a name an active food already has', async () => {
    const id = await addId({ Name: '小米锅巴' });
    const taken = await h.call(API.foods.add, form({ Name: '小米锅巴' }), kitchen);
    expect(taken.json()).toMatchObject({ success: false, msg: M.nameTaken, code: 'foods.nameTaken' });
    const seededName = await h.call(API.foods.add, form({ Name: '马铃薯' }), kitchen);
    expect(seededName.json().msg).toBe(M.nameTaken);
    const saved = await h.call(
      API.foods.update,
      { ...form({ Name: '小米锅巴（原味）', EdiblePct: 90 }), Id: id },
      kitchen,
    );
    expect(saved.json(), saved.body).toMatchObject({ success: true, msg: M.saved });
    const detail = (await h.call(API.foods.detail, { Id: id }, kitchen)).json().response as TFood;
    expect(detail).toMatchObject({ Name: '小米锅巴（原味）', EdiblePct: 90, Source: 'school' });
    expect(detail.Nutrients).toMatchObject({ energy_kcal: 480, protein_g: 7.5, fat_g: null });
  });

  it('marks a seasoning, retires and restores', async () => {
    const id = await addId({ Name: '番茄酱' });
    expect((await h.call(API.foods.setSeasoning, { Id: id, Value: true }, kitchen)).json().msg).toBe(
      M.seasoningMarked,
    );
    expect((await h.call(API.foods.setRetired, { Id: id, Value: true }, kitchen)).json().msg).toBe(M.retired);
    const edit = await h.call(API.foods.update, { ...form({ Name: '番茄酱' }), Id: id }, kitchen);
    expect(edit.json().msg).toBe(M.retiredNotEditable);
    // A new 番茄酱 may be added while the old one is retired; then the old cannot come back.
    const other = await addId({ Name: '番茄酱' });
    expect((await h.call(API.foods.setRetired, { Id: id, Value: false }, kitchen)).json().msg).toBe(
      M.nameTaken,
    );
    await h.call(API.foods.remove, { Id: other }, kitchen);
    expect((await h.call(API.foods.setRetired, { Id: id, Value: false }, kitchen)).json().msg).toBe(
      M.restored,
    );
    const [row] = await h.db.select().from(foods).where(eq(foods.id, id));
    expect(row).toMatchObject({ isSeasoning: true, retired: false });
  });

  it('deletes only the school’s own foods; a seeded one is retired instead', async () => {
    const seeded = await idOf(sunshineId, '马铃薯');
    const refused = await h.call(API.foods.remove, { Id: seeded }, kitchen);
    expect(refused.json()).toMatchObject({ success: false, msg: M.seededNotDeletable });
    const own = await addId({ Name: '待删食材' });
    expect((await h.call(API.foods.remove, { Id: own }, kitchen)).json().msg).toBe(M.deleted);
    expect(await h.db.select().from(foods).where(eq(foods.id, own))).toHaveLength(0);
  });
});

describe('food library: Excel', () => {
  const HEADERS = Object.values(FOOD_IMPORT_COLUMNS);
  const KEYS = Object.keys(FOOD_IMPORT_COLUMNS);
  const book = async (rows: Record<string, unknown>[]) => {
    const b = new ExcelJS.Workbook();
    const sheet = b.addWorksheet('食材');
    sheet.addRow(HEADERS);
    for (const r of rows) sheet.addRow(KEYS.map((k) => r[k] ?? null));
    return Buffer.from(await b.xlsx.writeBuffer());
  };
  const importFile = async (data: Buffer, token = kitchen) =>
    h.call(API.foods.import, { fileName: await uploadExcel(h, token, data) }, token);

  it('the template has the header row and one example, which an import skips', async () => {
    const res = await h.call(API.foods.template);
    expect(res.statusCode).toBe(200);
    const b = new ExcelJS.Workbook();
    await b.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = b.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(HEADERS);
    sheet.getRow(3).values = ['模板里的新食材', '', '其他', '否', 100, 120];
    const imported = await importFile(Buffer.from(await b.xlsx.writeBuffer()));
    expect(imported.json(), imported.body).toMatchObject({ success: true, response: { Count: 1 } });
  });

  it('imports every row or none, naming each wrong row with its reason', async () => {
    const res = await importFile(
      await book([
        { name: '进口奶酪', category: '奶类', energy_kcal: 350 },
        { name: '', category: '奶类' },
        { name: '马铃薯', category: '薯类' },
        { name: '酸奶块', category: '零食' },
        { name: '能量过高', category: '其他', energy_kcal: 1000 },
        { name: '进口奶酪', category: '奶类', seasoning: '也许', edible: 0 },
      ]),
    );
    expect(res.statusCode).toBe(400);
    const errors = res.json().response.Errors as { Row: number; Reason: string }[];
    expect(errors.map((e) => e.Row)).toEqual([3, 4, 5, 6, 7]);
    expect(errors[0]!.Reason).toBe(M.nameRequired);
    expect(errors[1]!.Reason).toBe(M.nameTaken);
    expect(errors[2]!.Reason).toContain('分类不正确');
    expect(errors[3]!.Reason).toBe(fillText(M.importNutrientInvalid, { name: '能量(kcal)', max: 900 }));
    expect(errors[4]!.Reason).toBe(
      [fillText(M.importDuplicateRow, { row: 2 }), M.importSeasoningInvalid, M.importEdibleInvalid].join(
        '；',
      ),
    );
    expect((await pageOf({ Keyword: '进口奶酪' })).dataCount).toBe(0);
  });

  it('imports good rows as the school’s own foods, with empty figures as not measured', async () => {
    const res = await importFile(
      await book([
        { name: '海苔片', category: '菌藻类', seasoning: '否', edible: 100, energy_kcal: 420, iron_mg: 12 },
        { name: '鸡精', aliases: '鸡粉', category: '调味品类', seasoning: '是', sodium_mg: 18000 },
      ]),
    );
    expect(res.json(), res.body).toMatchObject({ success: true, response: { Count: 2 } });
    const [laver] = (await pageOf({ Keyword: '海苔片' })).data;
    expect(laver).toMatchObject({ Source: 'school', IsSeasoning: false });
    expect(laver!.Nutrients).toMatchObject({ energy_kcal: 420, iron_mg: 12, protein_g: null });
    expect((await pageOf({ Keyword: '鸡粉' })).data[0]).toMatchObject({ Name: '鸡精', IsSeasoning: true });
  });

  it('exports the filtered list', async () => {
    const res = await h.call(API.foods.export, { Category: '调味品类' }, doctor);
    expect(res.statusCode).toBe(200);
    const b = new ExcelJS.Workbook();
    await b.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const names = b.worksheets[0]!.getColumn(1).values.slice(2);
    expect(names).toContain('食盐');
    expect(names).not.toContain('马铃薯');
  });
});
