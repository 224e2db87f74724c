import {
  averageDay,
  edibleGrams,
  energySources,
  foodKinds,
  gramsByCategory,
  JUDGE_BANDS,
  judge,
  judgeRange,
  mealEnergyShares,
  mixedReference,
  NUTRIENT_KEYS,
  nutrientsOf,
  qualityProteinShare,
  richestFoods,
  type TFoodFacts,
  type TNutrientValues,
  type TServedDay,
} from '@kg/contracts';
import { describe, expect, it } from 'vitest';

const values = (v: Partial<TNutrientValues>): TNutrientValues =>
  ({ ...Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, 0])), ...v }) as TNutrientValues;

// Figures per 100 g edible part, rounded from the composition table, enough for a day by hand.
const rice: TFoodFacts = {
  id: 1,
  name: '粳米',
  category: '谷类',
  isSeasoning: false,
  ediblePct: 100,
  per100g: values({
    energy_kcal: 346,
    protein_g: 7.4,
    fat_g: 0.8,
    carbohydrate_g: 77.9,
    fiber_g: 0.7,
    calcium_mg: 13,
  }),
};
const egg: TFoodFacts = {
  id: 2,
  name: '鸡蛋',
  category: '蛋类',
  isSeasoning: false,
  ediblePct: 87,
  per100g: values({
    energy_kcal: 139,
    protein_g: 13.1,
    fat_g: 8.6,
    carbohydrate_g: 2.4,
    fiber_g: null,
    calcium_mg: 56,
  }),
};
const milk: TFoodFacts = {
  id: 3,
  name: '牛奶',
  category: '奶类',
  isSeasoning: false,
  ediblePct: 100,
  per100g: values({
    energy_kcal: 65,
    protein_g: 3.3,
    fat_g: 3.6,
    carbohydrate_g: 4.9,
    fiber_g: null,
    calcium_mg: 107,
  }),
};
const salt: TFoodFacts = {
  id: 4,
  name: '食盐',
  category: '调味品类',
  isSeasoning: true,
  ediblePct: 100,
  per100g: values({ sodium_mg: 39311 }),
};

/** Day 1, 20 children: 早餐 milk 200 g and an egg of 60 g (87 % edible), 午餐 rice 50 g and 2 g salt. */
const day1: TServedDay = {
  date: '2026-11-02',
  diners: 20,
  meals: [
    {
      meal: '早餐',
      portions: [
        { food: milk, grams: 200 },
        { food: egg, grams: 60 },
      ],
    },
    {
      meal: '午餐',
      portions: [
        { food: rice, grams: 50 },
        { food: salt, grams: 2 },
      ],
    },
  ],
};
/** Day 2, 10 children: milk only. */
const day2: TServedDay = {
  date: '2026-11-03',
  diners: 10,
  meals: [{ meal: '早餐', portions: [{ food: milk, grams: 200 }] }],
};

describe('the dietary arithmetic (issue 20), checked against a day worked by hand', () => {
  it('counts the edible part of the purchased grams', () => {
    expect(edibleGrams({ food: egg, grams: 60 })).toBeCloseTo(52.2, 6);
    expect(edibleGrams({ food: rice, grams: 50 })).toBe(50);
  });

  it('adds one day nutrient by nutrient: rice 173 + egg 72.558 + milk 130 = 375.558 kcal', () => {
    const day = nutrientsOf(day1.meals.flatMap((m) => m.portions));
    expect(day.values.energy_kcal).toBeCloseTo(375.558, 6);
    expect(day.values.protein_g).toBeCloseTo(3.7 + 6.8382 + 6.6, 6);
    expect(day.values.fat_g).toBeCloseTo(0.4 + 4.4892 + 7.2, 6);
    expect(day.values.carbohydrate_g).toBeCloseTo(38.95 + 1.2528 + 9.8, 6);
    expect(day.values.calcium_mg).toBeCloseTo(6.5 + 29.232 + 214, 6);
    expect(day.values.sodium_mg).toBeCloseTo(786.22, 6);
    // a figure the table does not have counts 0 and names the food, never silently
    expect(day.missing.fiber_g).toEqual(['牛奶', '鸡蛋']);
  });

  it('averages a child’s day over person-days: (375.558 × 20 + 130 × 10) / 30', () => {
    const avg = averageDay([day1, day2]);
    expect(avg.personDays).toBe(30);
    expect(avg.values.energy_kcal).toBeCloseTo((375.558 * 20 + 130 * 10) / 30, 6);
    expect(avg.values.calcium_mg).toBeCloseTo((249.732 * 20 + 214 * 10) / 30, 6);
    expect(averageDay([{ ...day1, diners: 0 }]).values.energy_kcal).toBe(0);
  });

  it('splits the energy by its sources, fibre at 2 kcal/g', () => {
    const { values: v } = nutrientsOf(day1.meals.flatMap((m) => m.portions));
    const s = energySources(v);
    const total = 4 * 17.1382 + 9 * 12.0892 + (4 * (50.0028 - 0.35) + 2 * 0.35);
    expect(s.protein).toBeCloseTo((100 * 4 * 17.1382) / total, 6);
    expect(s.fat).toBeCloseTo((100 * 9 * 12.0892) / total, 6);
    expect(s.protein + s.fat + s.carbohydrate).toBeCloseTo(100, 9);
  });

  it('counts animal and soy protein as high-quality, and each meal’s share of the energy', () => {
    expect(qualityProteinShare([day1])).toBeCloseTo((100 * (6.8382 + 6.6)) / 17.1382, 6);
    const shares = mealEnergyShares([day1]);
    expect(shares.map((s) => s.meal)).toEqual(['早餐', '午餐']);
    expect(shares[0]!.pct).toBeCloseTo((100 * 202.558) / 375.558, 6);
    expect(shares[0]!.pct + shares[1]!.pct).toBeCloseTo(100, 9);
  });

  it('counts food kinds without seasonings and raw grams per category per child', () => {
    expect(foodKinds([day1, day2])).toBe(3);
    const grams = gramsByCategory([day1, day2]);
    expect(grams.get('奶类')).toBeCloseTo(200, 9);
    expect(grams.get('谷类')).toBeCloseTo((50 * 20) / 30, 9);
  });

  it('averages the reference intake over the children’s ages and sexes by person-days', () => {
    const energy = (age: number, sex: 'male' | 'female') =>
      ({ 3: [1250, 1200], 4: [1300, 1250] })[age as 3 | 4]?.[sex === 'male' ? 0 : 1] ?? null;
    const mix = [
      { age: 3, sex: 'male' as const, personDays: 100 },
      { age: 3, sex: 'female' as const, personDays: 100 },
      { age: 4, sex: 'male' as const, personDays: 200 },
      { age: 9, sex: 'male' as const, personDays: 50 },
    ];
    expect(mixedReference(mix, energy)).toBeCloseTo((1250 * 100 + 1200 * 100 + 1300 * 200) / 400, 9);
    expect(mixedReference([], energy)).toBeNull();
  });

  it('judges 偏低 / 适宜 / 偏高 against the target', () => {
    const energy = JUDGE_BANDS.energy_kcal;
    expect(judge(899, 1000, energy)).toBe('偏低');
    expect(judge(900, 1000, energy)).toBe('适宜');
    expect(judge(1100, 1000, energy)).toBe('适宜');
    expect(judge(1101, 1000, energy)).toBe('偏高');
    // a vitamin is never 偏高: above the reference intake is not a fault here
    expect(judge(5000, 50, JUDGE_BANDS.vitamin_c_mg)).toBe('适宜');
    expect(judge(44, 50, JUDGE_BANDS.vitamin_c_mg)).toBe('偏低');
    expect(judgeRange(11.9, 12, 15)).toBe('偏低');
    expect(judgeRange(15.1, 12, 15)).toBe('偏高');
    expect(judgeRange(60, 50)).toBe('适宜');
  });

  it('names the richest foods for a shortfall, seasonings left out', () => {
    expect(richestFoods('calcium_mg', [rice, egg, milk, salt]).map((f) => f.name)).toEqual([
      '牛奶',
      '鸡蛋',
      '粳米',
    ]);
    expect(richestFoods('sodium_mg', [rice, salt])).toEqual([]);
  });
});
