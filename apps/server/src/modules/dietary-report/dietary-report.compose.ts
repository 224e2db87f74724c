import {
  averageDay,
  DIETARY_REPORTER_MISSING,
  edibleGrams,
  energySources,
  foodKinds,
  gramsByCategory,
  JUDGE_BANDS,
  judge,
  judgeRange,
  MEAL_SHARE_TOLERANCE,
  mealEnergyShares,
  mixedReference,
  NUTRIENTS,
  qualityProteinShare,
  richestFoods,
  type TDietaryDetail,
  type TDietaryNutrientDetail,
  type TDietaryReport,
  type TDietaryShare,
  type TDinerMix,
  type TFoodCategory,
  type TFoodFacts,
  type TNutrientKey,
  type TServedDay,
} from '@kg/contracts';

/** What the report compares with: the school's standards, read for the period's children. */
export type TDietaryTargets = {
  /** a day's reference intake for a child of this age and sex (null: the standards have none) */
  intakeOf: (key: TNutrientKey, age: number, sex: 'male' | 'female') => number | null;
  /** the share of the day's intake the kindergarten provides (its care type), 0-1 */
  coverage: number;
  /** % of energy */
  energyBands: { protein: [number, number]; fat: [number, number]; carbohydrate: [number, number] };
  /** % of the protein, at least */
  qualityProteinMin: number;
  /** the meals the school serves, with their band of the day's energy in % */
  meals: { meal: string; min: number; max: number }[];
  /** grams per child per full day; null: 适量 */
  foodGroups: { name: string; categories: TFoodCategory[]; min: number | null; max: number | null }[];
  /** the edition the figures come from, named under the tables */
  edition: string;
};

export type TDietaryInput = {
  schoolName: string;
  reporter: string;
  reportDate: string;
  startDate: string;
  endDate: string;
  days: TServedDay[];
  /** children who ate at least once */
  allPeople: number;
  mix: TDinerMix;
  targets: TDietaryTargets;
  /** the school's foods in use (for the advice) */
  library: TFoodFacts[];
};

const DIGITS: Record<string, number> = { kcal: 0, g: 1, mg: 1, µg: 0, µgRAE: 0 };
const fmt = (n: number, unit: string) => `${n.toFixed(DIGITS[unit] ?? 1)}${unit === 'µgRAE' ? 'µg' : unit}`;
const pct = (n: number) => `${n.toFixed(1)}%`;
const band = (min: number, max?: number) => (max === undefined ? `≥${min}%` : `${min}%～${max}%`);

/** The foods served in the period that gave the most of a nutrient (for an excess). */
function topContributors(days: readonly TServedDay[], key: TNutrientKey, count = 3): string[] {
  const by = new Map<string, number>();
  for (const day of days)
    for (const meal of day.meals)
      for (const p of meal.portions) {
        const v = ((p.food.per100g[key] ?? 0) * edibleGrams(p) * Math.max(0, day.diners)) / 100;
        by.set(p.food.name, (by.get(p.food.name) ?? 0) + v);
      }
  return [...by]
    .filter(([, v]) => v > 0)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name]) => name);
}

/**
 * The report's figures from the period's served days. Energy, protein and the micronutrients
 * are compared with the reference intake of the children's age/sex mix × the kindergarten's
 * share; fat and carbohydrate, which have no gram reference, with the grams their energy band
 * gives at that energy target.
 */
export function composeDietaryReport(input: TDietaryInput): TDietaryReport {
  const { days, targets } = input;
  const served = days.filter((d) => d.diners > 0 && d.meals.some((m) => m.portions.length > 0));
  const avg = averageDay(served);
  const targetOf = (key: TNutrientKey) => {
    const ref = mixedReference(input.mix, (age, sex) => targets.intakeOf(key, age, sex));
    return ref === null ? null : ref * targets.coverage;
  };
  const energyTarget = targetOf('energy_kcal');
  const advice: string[] = [];

  const nutrients: TDietaryNutrientDetail[] = NUTRIENTS.filter((n) => n.report).map((n) => {
    const actual = avg.values[n.key];
    const unmeasured = avg.missing[n.key] ?? [];
    const row = (Recommend: string, Result: TDietaryNutrientDetail['Result'], Percent: number) => ({
      Key: n.key,
      Name: n.name,
      Recommend,
      Actual: fmt(actual, n.unit),
      Result: served.length ? Result : ('' as const),
      Percent,
      Unmeasured: unmeasured,
    });
    if (n.key === 'fat_g' || n.key === 'carbohydrate_g') {
      const kcalPerGram = n.key === 'fat_g' ? 9 : 4;
      const [lo, hi] = n.key === 'fat_g' ? targets.energyBands.fat : targets.energyBands.carbohydrate;
      if (energyTarget === null) return row('—', '', 0);
      const min = (energyTarget * lo) / 100 / kcalPerGram;
      const max = (energyTarget * hi) / 100 / kcalPerGram;
      const mid = (min + max) / 2;
      return row(
        `${fmt(min, n.unit)}～${fmt(max, n.unit)}`,
        judgeRange(actual, min, max),
        (100 * actual) / mid,
      );
    }
    const target = targetOf(n.key);
    if (target === null) return row('—', '', 0);
    return row(fmt(target, n.unit), judge(actual, target, JUDGE_BANDS[n.key]), (100 * actual) / target);
  });

  const foodGroups: TDietaryDetail[] = targets.foodGroups.map((g) => {
    const grams = gramsByCategory(served);
    const actual = g.categories.reduce((sum, c) => sum + (grams.get(c) ?? 0), 0);
    if (g.min === null)
      return { Name: g.name, Recommend: '适量', Actual: fmt(actual, 'g'), Result: '' as const };
    const min = g.min * targets.coverage;
    const max = g.max === null ? undefined : g.max * targets.coverage;
    return {
      Name: g.name,
      Recommend: max === undefined ? `≥${fmt(min, 'g')}` : `${fmt(min, 'g')}～${fmt(max, 'g')}`,
      Actual: fmt(actual, 'g'),
      Result: served.length ? judgeRange(actual, min, max) : ('' as const),
    };
  });

  const sources = energySources(avg.values);
  /** `tolerance`: the band is shown as the standards give it and judged widened by that share. */
  const shareRow = (
    Name: string,
    Actual: number,
    min: number,
    max?: number,
    tolerance = 0,
  ): TDietaryShare => ({
    Name,
    Actual: Math.round(Actual * 10) / 10,
    Range: band(min, max),
    Result: served.length
      ? judgeRange(Actual, min * (1 - tolerance), max === undefined ? undefined : max * (1 + tolerance))
      : '',
  });
  const energySourceRows = [
    shareRow('蛋白质', sources.protein, ...targets.energyBands.protein),
    shareRow('脂肪', sources.fat, ...targets.energyBands.fat),
    shareRow('碳水化合物', sources.carbohydrate, ...targets.energyBands.carbohydrate),
  ];
  const quality = shareRow('优质蛋白', qualityProteinShare(served), targets.qualityProteinMin);
  const mealShares = mealEnergyShares(served).map(({ meal, pct: actual }) => {
    const t = targets.meals.find((m) => m.meal === meal);
    return t
      ? shareRow(meal, actual, t.min, t.max, MEAL_SHARE_TOLERANCE)
      : { Name: meal, Actual: Math.round(actual * 10) / 10, Range: '—', Result: '' as const };
  });

  if (served.length === 0) advice.push('所选时间内没有已发布的食谱与就餐人数，无法分析。');
  else {
    for (const n of nutrients) {
      if (n.Result === '偏低') {
        const foods = richestFoods(n.Key as TNutrientKey, input.library).map((f) => f.name);
        advice.push(
          `${n.Name}偏低（为推荐量的${Math.round(n.Percent)}%）${foods.length ? `：可多安排${foods.join('、')}等富含${n.Name}的食物` : ''}。`,
        );
      } else if (n.Result === '偏高') {
        const foods = topContributors(served, n.Key as TNutrientKey);
        advice.push(
          `${n.Name}偏高（为推荐量的${Math.round(n.Percent)}%）${foods.length ? `：主要来自${foods.join('、')}，可适当减量` : ''}。`,
        );
      }
    }
    const off = (r: TDietaryShare) => r.Result === '偏低' || r.Result === '偏高';
    for (const r of energySourceRows.filter(off))
      advice.push(`${r.Name}供能比${r.Result}（${pct(r.Actual)}，建议${r.Range}）。`);
    if (off(quality))
      advice.push(
        `优质蛋白占蛋白质的${pct(quality.Actual)}，${quality.Result}（建议${quality.Range}）：可增加鱼、禽、蛋、奶和豆制品。`,
      );
    for (const r of mealShares.filter(off))
      advice.push(`${r.Name}能量占全天的${pct(r.Actual)}，${r.Result}（建议${r.Range}）。`);
    if (advice.length === 0) advice.push('各项营养素与供能比均在建议范围内，请继续保持食物多样。');
  }

  return {
    SchoolName: input.schoolName,
    Title: '膳食营养分析报告',
    Reporter: input.reporter.trim() || DIETARY_REPORTER_MISSING,
    ReportDate: input.reportDate,
    StartDate: input.startDate,
    EndDate: input.endDate,
    AllPeople: input.allPeople,
    DayPeople: avg.personDays,
    AllFoodLib: foodKinds(served),
    MenuDays: served.length,
    FoodReportDetails: foodGroups,
    NutritionReportDetails: nutrients,
    EnergySources: energySourceRows,
    QualityProtein: quality,
    MealShares: mealShares,
    Advice: advice,
    StandardsNote: targets.edition,
  };
}
