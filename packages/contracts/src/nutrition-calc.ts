import { NUTRIENT_KEYS, type TFoodCategory, type TNutrientKey, type TNutrientValues } from './nutrients';

/**
 * The dietary nutrition arithmetic (issue 20, K03/K04 and beyond): what a child ate per day on
 * average, from the weekly menus' amounts per child and the diners of each day, against the
 * school's standards. Pure functions: the server's report and the unit tests (a day checked by
 * hand) share them.
 *
 * Amounts in a menu are raw (purchased) grams per child, as kitchens weigh them (带量食谱); the
 * composition table is per 100 g edible part, so a portion counts `grams × edible % / 100`.
 */

export type TFoodFacts = {
  id: number;
  name: string;
  category: TFoodCategory;
  isSeasoning: boolean;
  /** 食部, % of the purchased weight that is eaten */
  ediblePct: number;
  /** per 100 g edible part; null: not measured */
  per100g: TNutrientValues;
};

/** One food of a dish as served to one child: raw grams. */
export type TPortion = { food: TFoodFacts; grams: number };
export type TMealServing = { meal: string; portions: TPortion[] };
/** A day of the menu with the children who ate it (出勤 of that day). */
export type TServedDay = { date: string; diners: number; meals: TMealServing[] };

export type TNutrientTotals = {
  values: Record<TNutrientKey, number>;
  /** per nutrient, the foods that counted 0 because the table has no figure for them */
  missing: Partial<Record<TNutrientKey, string[]>>;
};

const zeros = (): Record<TNutrientKey, number> =>
  Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, 0])) as Record<TNutrientKey, number>;

/** The eaten part of a portion, in grams. */
export const edibleGrams = (p: TPortion) => (p.grams * p.food.ediblePct) / 100;

/** What a list of portions holds, nutrient by nutrient. */
export function nutrientsOf(portions: readonly TPortion[]): TNutrientTotals {
  const values = zeros();
  const missing: TNutrientTotals['missing'] = {};
  for (const p of portions) {
    const eaten = edibleGrams(p);
    if (eaten <= 0) continue;
    for (const key of NUTRIENT_KEYS) {
      const per100 = p.food.per100g[key];
      if (per100 === null) {
        const names = missing[key] ?? [];
        if (!names.includes(p.food.name)) names.push(p.food.name);
        missing[key] = names;
      } else values[key] += (per100 * eaten) / 100;
    }
  }
  return { values, missing };
}

const portionsOfDay = (day: Pick<TServedDay, 'meals'>) => day.meals.flatMap((m) => m.portions);
const personDaysOf = (days: readonly TServedDay[]) => days.reduce((sum, d) => sum + Math.max(0, d.diners), 0);

/**
 * A child's average day: each day's intake weighted by the children who ate that day, so a day
 * half the school was away counts half (Σ intake_d × diners_d / Σ diners_d, the person-days).
 */
export function averageDay(days: readonly TServedDay[]): TNutrientTotals & { personDays: number } {
  const personDays = personDaysOf(days);
  const values = zeros();
  const missing: TNutrientTotals['missing'] = {};
  for (const day of days) {
    if (day.diners <= 0) continue;
    const one = nutrientsOf(portionsOfDay(day));
    for (const key of NUTRIENT_KEYS) values[key] += (one.values[key] * day.diners) / (personDays || 1);
    for (const [key, names] of Object.entries(one.missing) as [TNutrientKey, string[]][])
      missing[key] = [...new Set([...(missing[key] ?? []), ...names])];
  }
  return { values, missing, personDays };
}

/**
 * Where the energy comes from, in % of the energy of the three (4 kcal/g protein, 9 fat, and
 * carbohydrate 4 kcal/g without its fibre plus 2 kcal/g fibre, as the table computes energy).
 */
export function energySources(v: Record<TNutrientKey, number>) {
  const protein = 4 * v.protein_g;
  const fat = 9 * v.fat_g;
  const fibre = Math.min(v.fiber_g, v.carbohydrate_g);
  const carbohydrate = 4 * (v.carbohydrate_g - fibre) + 2 * fibre;
  const total = protein + fat + carbohydrate;
  const pct = (x: number) => (total > 0 ? (100 * x) / total : 0);
  return { protein: pct(protein), fat: pct(fat), carbohydrate: pct(carbohydrate) };
}

/** Animal foods and soy: the protein the guidelines call high-quality (优质蛋白). */
export const QUALITY_PROTEIN_CATEGORIES: readonly TFoodCategory[] = [
  '畜肉类',
  '禽肉类',
  '蛋类',
  '奶类',
  '鱼虾蟹贝类',
  '大豆及制品',
];

/** The share (%) of the protein that is high-quality, over the period, weighted by diners. */
export function qualityProteinShare(days: readonly TServedDay[]): number {
  let all = 0;
  let quality = 0;
  for (const day of days) {
    for (const p of portionsOfDay(day)) {
      const protein = ((p.food.per100g.protein_g ?? 0) * edibleGrams(p) * Math.max(0, day.diners)) / 100;
      all += protein;
      if (QUALITY_PROTEIN_CATEGORIES.includes(p.food.category)) quality += protein;
    }
  }
  return all > 0 ? (100 * quality) / all : 0;
}

/** Each meal's share (%) of the day's energy, over the period, weighted by diners; meals in first-served order. */
export function mealEnergyShares(days: readonly TServedDay[]): { meal: string; pct: number }[] {
  const byMeal = new Map<string, number>();
  let total = 0;
  for (const day of days) {
    for (const m of day.meals) {
      const energy = nutrientsOf(m.portions).values.energy_kcal * Math.max(0, day.diners);
      byMeal.set(m.meal, (byMeal.get(m.meal) ?? 0) + energy);
      total += energy;
    }
  }
  return [...byMeal].map(([meal, energy]) => ({ meal, pct: total > 0 ? (100 * energy) / total : 0 }));
}

/** Raw grams per child per day by food category (what the food-group table compares), weighted by diners. */
export function gramsByCategory(days: readonly TServedDay[]): Map<TFoodCategory, number> {
  const personDays = personDaysOf(days);
  const out = new Map<TFoodCategory, number>();
  if (personDays === 0) return out;
  for (const day of days)
    for (const p of portionsOfDay(day))
      out.set(
        p.food.category,
        (out.get(p.food.category) ?? 0) + (p.grams * Math.max(0, day.diners)) / personDays,
      );
  return out;
}

/** The distinct foods served, seasonings left out (the report's AllFoodLib, K03). */
export function foodKinds(days: readonly Pick<TServedDay, 'meals'>[]): number {
  const ids = new Set<number>();
  for (const day of days)
    for (const p of portionsOfDay(day)) if (!p.food.isSeasoning && p.grams > 0) ids.add(p.food.id);
  return ids.size;
}

/** Who ate, by age and sex, in person-days: the mix the school's reference intake is averaged over. */
export type TDinerMix = { age: number; sex: 'male' | 'female'; personDays: number }[];

/**
 * The reference intake of the school's mix of children: each age's and sex's figure weighted by
 * its person-days (a school of mostly 3-year-olds needs less than one of 6-year-olds). Ages
 * outside the table take the nearest; a group without a figure is left out of the mean.
 */
export function mixedReference(
  mix: TDinerMix,
  figureOf: (age: number, sex: 'male' | 'female') => number | null,
): number | null {
  let weight = 0;
  let sum = 0;
  for (const group of mix) {
    if (group.personDays <= 0) continue;
    const figure = figureOf(group.age, group.sex);
    if (figure === null) continue;
    weight += group.personDays;
    sum += figure * group.personDays;
  }
  return weight > 0 ? sum / weight : null;
}

export type TJudgement = '偏低' | '适宜' | '偏高';
/** Below `low` × the target is 偏低, above `high` (when the nutrient has one) 偏高. */
export type TJudgeBand = { low: number; high?: number };

/**
 * Our bands (the standards file leaves them open): energy and the three macronutrients 90-110 %
 * of the school's target, so a kitchen that serves too much is told as well as one that serves
 * too little; vitamins and minerals only 偏低 under 90 % (above the reference intake is not a
 * fault short of an upper limit, which the report does not model).
 */
export const JUDGE_BANDS: Record<TNutrientKey, TJudgeBand> = Object.fromEntries(
  NUTRIENT_KEYS.map((k) => [
    k,
    ['energy_kcal', 'protein_g', 'fat_g', 'carbohydrate_g'].includes(k)
      ? { low: 0.9, high: 1.1 }
      : { low: 0.9 },
  ]),
) as Record<TNutrientKey, TJudgeBand>;

export function judge(actual: number, target: number, band: TJudgeBand): TJudgement {
  if (target <= 0) return '适宜';
  const ratio = actual / target;
  if (ratio < band.low) return '偏低';
  if (band.high !== undefined && ratio > band.high) return '偏高';
  return '适宜';
}

/**
 * The meal split's tolerance: the standards' default bands (早餐 25-30, 早点 5-10, 午餐 35-40,
 * 午点 10-15, 晚餐 25-30 %) have lower ends that add up to 100 %, so only one split in the world
 * would pass them all; preschool-nutrition-standards.md §4 recommends them "with a tolerance
 * band". A meal is judged against its band widened by a tenth at each end (25-30 → 22.5-33).
 */
export const MEAL_SHARE_TOLERANCE = 0.1;

/** A range (for % bands such as protein 12-15 % of energy): 偏低 below, 偏高 above, else 适宜. */
export function judgeRange(value: number, min: number, max?: number): TJudgement {
  if (value < min) return '偏低';
  if (max !== undefined && value > max) return '偏高';
  return '适宜';
}

/**
 * Plain advice for a shortfall: the foods of the library richest in the nutrient (per 100 g
 * edible part, seasonings and retired foods left out), so the kitchen knows what to add.
 */
export function richestFoods(key: TNutrientKey, foods: readonly TFoodFacts[], count = 3): TFoodFacts[] {
  return foods
    .filter((f) => !f.isSeasoning && (f.per100g[key] ?? 0) > 0)
    .sort((a, b) => (b.per100g[key] ?? 0) - (a.per100g[key] ?? 0))
    .slice(0, count);
}
