import {
  API,
  defaultNutritionStandards,
  intakeFor,
  NUTRITION_STANDARD_MESSAGES as M,
  shareFor,
  type TStandards,
} from '@kg/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { itGuards, useHarness } from '../../../test/harness';
import { schoolIdOf } from '../../../test/lookups';
import { nutritionStandards } from '../../db/schema';
import { schoolStandards } from './nutrition-standards.service';

const h = useHarness();
let admin: string;
let doctor: string;
let kitchen: string;
let teacher: string;
let rainbowId: number;

beforeAll(async () => {
  admin = await h.login('admin');
  doctor = await h.login('doctor');
  kitchen = await h.login('kitchen');
  teacher = await h.login('teacher');
  rainbowId = await schoolIdOf(h, '彩虹幼儿园');
});

const read = async (token = kitchen) => {
  const res = await h.call(API.nutritionStandards.get, undefined, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as TStandards;
};
const intakeRows = (s: TStandards) =>
  s.Intakes.map(({ Nutrient, Male, Female }) => ({ Nutrient, Male, Female }));

describe('nutrition standards: the defaults', () => {
  it('are the 2013 values, energy by sex (6岁 moderate activity), with marks and the edition', () => {
    const d = { ...defaultNutritionStandards(), Custom: [] };
    expect(intakeFor(d, 3, 'male', 'energy_kcal')).toBe(1250);
    expect(intakeFor(d, 3, 'female', 'energy_kcal')).toBe(1200);
    expect(intakeFor(d, 6, 'male', 'energy_kcal')).toBe(1600);
    expect(intakeFor(d, 6, 'female', 'energy_kcal')).toBe(1450);
    expect(intakeFor(d, 5, 'female', 'calcium_mg')).toBe(800);
    expect(intakeFor(d, 3, 'male', 'zinc_mg')).toBe(4);
    expect(intakeFor(d, 7, 'male', 'protein_g')).toBe(35); // clamped to 6
    expect(intakeFor(d, 4, 'male', 'fat_g')).toBeNull(); // % of energy: a band, not an intake
    expect(shareFor(d)).toBe(90);
    expect(shareFor(d, '寄宿制')).toBe(90);
    expect(d.Shares.find((s) => s.CareType === '寄宿制')!.Mark).toBe('unverified');
    expect(d.Bands.find((b) => b.Key === 'fatAge3')).toMatchObject({ Low: 30, High: 35 });
    expect(d.Edition).toContain('2013版');
  });
});

describe('nutrition standards: API', () => {
  itGuards(h, [API.nutritionStandards.save, API.nutritionStandards.reset], () => kitchen);
  itGuards(h, [API.nutritionStandards.save, API.nutritionStandards.reset], () => teacher);
  itGuards(h, [API.nutritionStandards.get], () => teacher);

  it('the kitchen and the doctor read the defaults', async () => {
    const s = await read(doctor);
    expect(s.Custom).toEqual([]);
    expect(s.Intakes[0]).toMatchObject({ Nutrient: 'energy_kcal', Type: 'EER', Mark: 'verified' });
  });

  it('checks each message', async () => {
    const s = await read();
    const bad: [unknown, string][] = [
      [{ Section: 'bands', Rows: [{ Key: 'protein', Low: 20, High: 12 }] }, M.rangeInvalid],
      [{ Section: 'bands', Rows: [{ Key: 'protein', Low: 120, High: 130 }] }, M.pctInvalid],
      [{ Section: 'meals', Rows: s.Meals.map((m) => ({ ...m, Served: false })) }, M.mealRequired],
      [{ Section: 'share', CareType: '半日制', Rows: [] }, M.careTypeInvalid],
      [
        {
          Section: 'intakes',
          Rows: [{ Nutrient: 'energy_kcal', Male: [-1, 1, 1, 1], Female: [1, 1, 1, 1] }],
        },
        M.figureInvalid,
      ],
      [
        { Section: 'intakes', Rows: [{ Nutrient: 'energy_kcal', Male: [1, 1, 1], Female: [1, 1, 1, 1] }] },
        M.rowsInvalid,
      ],
      [{ Section: 'intakes', Rows: intakeRows(s).slice(1) }, M.rowsInvalid],
    ];
    for (const [body, msg] of bad) {
      const res = await h.call(API.nutritionStandards.save, body, doctor);
      expect(res.statusCode, msg).toBe(400);
      expect(res.json().msg).toBe(msg);
    }
  });

  it('the doctor changes a figure (marked as the school’s), the report reads it, 恢复默认 restores it; other schools keep theirs', async () => {
    const s = await read();
    const rows = intakeRows(s);
    rows[0] = { ...rows[0]!, Male: [1200, 1300, 1400, 1600] };
    const saved = await h.call(API.nutritionStandards.save, { Section: 'intakes', Rows: rows }, doctor);
    expect(saved.json(), saved.body).toMatchObject({ success: true, msg: M.saved });
    const after = await read();
    expect(after.Custom).toEqual(['intakes']);
    expect(after.Intakes[0]).toMatchObject({ Mark: 'school', Male: [1200, 1300, 1400, 1600] });
    expect(after.Intakes[1]!.Mark).toBe('verified');
    expect(intakeFor(after, 3, 'male', 'energy_kcal')).toBe(1200);
    expect(intakeFor(await schoolStandards(h.db, rainbowId), 3, 'male', 'energy_kcal')).toBe(1250);

    const share = await h.call(
      API.nutritionStandards.save,
      {
        Section: 'share',
        CareType: '全日制两餐一点',
        Rows: s.Shares.map((r) => ({ CareType: r.CareType, EnergyPct: r.EnergyPct })),
      },
      admin,
    );
    expect(share.json().success).toBe(true);
    expect(shareFor(await read())).toBe(80);

    const reset = await h.call(API.nutritionStandards.reset, { Section: 'intakes' }, doctor);
    expect(reset.json()).toMatchObject({ success: true, msg: M.restored });
    const restored = await read();
    expect(restored.Custom).toEqual(['share']);
    expect(restored.Intakes[0]).toMatchObject({ Mark: 'verified', Male: [1250, 1300, 1400, 1600] });
    expect(
      await h.db.select().from(nutritionStandards).where(eq(nutritionStandards.schoolId, rainbowId)),
    ).toHaveLength(0);
  });

  it('the school chooses the meals it serves', async () => {
    const s = await read();
    const rows = s.Meals.map(({ Meal, Served, Low, High }) => ({
      Meal,
      Served: Meal !== '晚餐' && Served,
      Low,
      High,
    }));
    expect(
      (await h.call(API.nutritionStandards.save, { Section: 'meals', Rows: rows }, admin)).json().success,
    ).toBe(true);
    const after = await read();
    expect(after.Meals.filter((m) => m.Served).map((m) => m.Meal)).toEqual(['早餐', '早点', '午餐', '午点']);
    expect(after.Meals.every((m) => m.Mark !== 'school')).toBe(true);
  });
});
