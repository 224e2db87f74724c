import { NUTRIENT_KEYS, type TFoodFacts, type TNutrientValues, type TServedDay } from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { composeDietaryReport, type TDietaryInput, type TDietaryTargets } from './dietary-report.compose';

const values = (v: Partial<TNutrientValues>): TNutrientValues =>
  ({ ...Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, 0])), ...v }) as TNutrientValues;
const food = (
  id: number,
  name: string,
  category: TFoodFacts['category'],
  v: Partial<TNutrientValues>,
): TFoodFacts => ({
  id,
  name,
  category,
  isSeasoning: category === '调味品类',
  ediblePct: 100,
  per100g: values(v),
});
const rice = food(1, '粳米', '谷类', {
  energy_kcal: 346,
  protein_g: 7.4,
  fat_g: 0.8,
  carbohydrate_g: 77.9,
  calcium_mg: 13,
});
const milk = food(2, '牛奶', '奶类', {
  energy_kcal: 65,
  protein_g: 3.3,
  fat_g: 3.6,
  carbohydrate_g: 4.9,
  calcium_mg: 107,
});
const shrimp = food(3, '虾皮', '鱼虾蟹贝类', {
  energy_kcal: 153,
  protein_g: 30.7,
  fat_g: 2.2,
  carbohydrate_g: 2.5,
  calcium_mg: 991,
});
const salt = food(4, '食盐', '调味品类', { sodium_mg: 39311 });

/** One day, 10 children: milk 200 g for breakfast, rice 100 g and 2 g salt for lunch. */
const day: TServedDay = {
  date: '2026-11-02',
  diners: 10,
  meals: [
    { meal: '早餐', portions: [{ food: milk, grams: 200 }] },
    {
      meal: '午餐',
      portions: [
        { food: rice, grams: 100 },
        { food: salt, grams: 2 },
      ],
    },
  ],
};

// 4-year-olds only: energy 1300 (男) / 1250 (女), calcium 800, protein 30; the school provides 80 %.
const targets: TDietaryTargets = {
  intakeOf: (key, _age, sex) =>
    ({ energy_kcal: sex === 'male' ? 1300 : 1250, protein_g: 30, calcium_mg: 800 })[key as string] ?? null,
  coverage: 0.8,
  energyBands: { protein: [12, 15], fat: [20, 30], carbohydrate: [50, 65] },
  qualityProteinMin: 50,
  meals: [
    { meal: '早餐', min: 25, max: 30 },
    { meal: '午餐', min: 35, max: 40 },
  ],
  foodGroups: [
    { name: '谷薯类', categories: ['谷类', '薯类'], min: 100, max: 150 },
    { name: '奶类', categories: ['奶类'], min: 350, max: 500 },
    { name: '坚果', categories: ['坚果种子类'], min: null, max: null },
  ],
  edition: '中国居民膳食营养素参考摄入量（2013版）',
};

const input = (over: Partial<TDietaryInput> = {}): TDietaryInput => ({
  schoolName: '阳光幼儿园',
  reporter: '',
  reportDate: '2026-11-30',
  startDate: '2026-11-01',
  endDate: '2026-11-30',
  days: [day],
  allPeople: 10,
  mix: [
    { age: 4, sex: 'male', personDays: 5 },
    { age: 4, sex: 'female', personDays: 5 },
  ],
  targets,
  library: [rice, milk, shrimp, salt],
  ...over,
});

describe('the dietary report from a day worked by hand (K02-K05)', () => {
  const report = composeDietaryReport(input());
  const row = (name: string) => report.NutritionReportDetails.find((r) => r.Name === name)!;

  it('K02/K03: 未填写 for a missing recorder; people, person-days and food kinds without seasonings', () => {
    expect(report.Reporter).toBe('未填写');
    expect(composeDietaryReport(input({ reporter: ' 刘医生 ' })).Reporter).toBe('刘医生');
    expect(report).toMatchObject({ AllPeople: 10, DayPeople: 10, AllFoodLib: 2, MenuDays: 1 });
  });

  it('K04: energy 130 + 346 = 476 kcal against (1300 + 1250) / 2 × 80 % = 1020: 偏低 at 47 %', () => {
    expect(row('能量')).toMatchObject({ Recommend: '1020kcal', Actual: '476kcal', Result: '偏低' });
    expect(row('能量').Percent).toBeCloseTo((100 * 476) / 1020, 6);
    // protein 6.6 + 7.4 = 14.0 g against 30 × 0.8 = 24.0 g
    expect(row('蛋白质')).toMatchObject({ Recommend: '24.0g', Actual: '14.0g', Result: '偏低' });
    // calcium 214 + 13 = 227 mg against 640 mg
    expect(row('钙')).toMatchObject({ Recommend: '640.0mg', Actual: '227.0mg', Result: '偏低' });
    // fat has no gram reference: 20-30 % of 1020 kcal at 9 kcal/g = 22.7-34.0 g; 7.2 + 0.8 = 8.0 g
    expect(row('脂肪')).toMatchObject({ Recommend: '22.7g～34.0g', Actual: '8.0g', Result: '偏低' });
    // no standard for vitamin C here: nothing to judge
    expect(row('维生素C')).toMatchObject({ Recommend: '—', Result: '' });
  });

  it('the food groups: grams per child against the day’s amounts × the share; 适量 is not judged', () => {
    expect(report.FoodReportDetails).toEqual([
      { Name: '谷薯类', Recommend: '80.0g～120.0g', Actual: '100.0g', Result: '适宜' },
      { Name: '奶类', Recommend: '280.0g～400.0g', Actual: '200.0g', Result: '偏低' },
      { Name: '坚果', Recommend: '适量', Actual: '0.0g', Result: '' },
    ]);
  });

  it('energy sources, high-quality protein and meal shares against their bands', () => {
    expect(report.EnergySources.map((s) => s.Name)).toEqual(['蛋白质', '脂肪', '碳水化合物']);
    const protein = (4 * 14) / (4 * 14 + 9 * 8 + 4 * (9.8 + 77.9));
    expect(report.EnergySources[0]!.Actual).toBeCloseTo(Math.round(protein * 1000) / 10, 6);
    expect(report.QualityProtein).toMatchObject({ Range: '≥50%', Result: '偏低' });
    expect(report.QualityProtein.Actual).toBeCloseTo(Math.round((1000 * 6.6) / 14) / 10, 6);
    expect(report.MealShares).toEqual([
      { Name: '早餐', Actual: Math.round((1000 * 130) / 476) / 10, Range: '25%～30%', Result: '适宜' },
      { Name: '午餐', Actual: Math.round((1000 * 346) / 476) / 10, Range: '35%～40%', Result: '偏高' },
    ]);
  });

  it('a meal is judged against its band widened by a tenth at each end (the standards’ tolerance)', () => {
    // breakfast is 27.3 % of the day, lunch 72.7 %
    const judged = (breakfast: [number, number], lunch: [number, number]) =>
      composeDietaryReport(
        input({
          targets: {
            ...targets,
            meals: [
              { meal: '早餐', min: breakfast[0], max: breakfast[1] },
              { meal: '午餐', min: lunch[0], max: lunch[1] },
            ],
          },
        }),
      ).MealShares.map((m) => `${m.Range} ${m.Result}`);
    // 29-30 reads 26.1-33: 27.3 passes; 31-35 reads 27.9-38.5: it does not
    expect(judged([29, 30], [60, 67])).toEqual(['29%～30% 适宜', '60%～67% 适宜']);
    expect(judged([31, 35], [60, 66])).toEqual(['31%～35% 偏低', '60%～66% 偏高']);
  });

  it('advice names the foods behind a shortfall and the meal that is off', () => {
    expect(report.Advice).toContain('钙偏低（为推荐量的35%）：可多安排虾皮、牛奶、粳米等富含钙的食物。');
    expect(report.Advice.some((a) => a.startsWith('午餐能量占全天的72.7%，偏高'))).toBe(true);
    expect(report.Advice.some((a) => a.startsWith('优质蛋白占蛋白质的47.1%，偏低'))).toBe(true);
  });

  it('a period without menus or diners says so and judges nothing', () => {
    const empty = composeDietaryReport(input({ days: [{ ...day, diners: 0 }] }));
    expect(empty).toMatchObject({ DayPeople: 0, AllFoodLib: 0, MenuDays: 0 });
    expect(empty.NutritionReportDetails.every((r) => r.Result === '')).toBe(true);
    expect(empty.Advice).toEqual(['所选时间内没有已发布的食谱与就餐人数，无法分析。']);
  });
});
