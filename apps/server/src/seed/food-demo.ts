import { NUTRIENT_KEYS, type TFoodCategory, type TNutrientKey } from '@kg/contracts';
import type { DbOrTx } from '../db/client';
import { foods } from '../db/schema';

type TDemoFood = {
  name: string;
  aliases: string;
  category: TFoodCategory;
  isSeasoning: boolean;
  nutrients: Partial<Record<TNutrientKey, number>>;
};

/**
 * The demo school's own foods (issue 20): what the composition table lacks (its sugar and
 * condiment groups were not in the source). The figures are TYPICAL NUTRITION-LABEL VALUES per
 * 100 g (营养成分表, GB 28050 rounding, kJ converted at 4.184), not from the composition table;
 * a nutrient a label does not print stays null (not measured).
 */
const DEMO_FOODS: TDemoFood[] = [
  {
    name: '食盐',
    aliases: '加碘精制盐',
    category: '调味品类',
    isSeasoning: true,
    nutrients: { energy_kcal: 0, protein_g: 0, fat_g: 0, carbohydrate_g: 0, sodium_mg: 39311 },
  },
  {
    name: '白砂糖',
    aliases: '砂糖',
    category: '糖类',
    isSeasoning: true,
    nutrients: { energy_kcal: 400, protein_g: 0, fat_g: 0, carbohydrate_g: 99.9, sodium_mg: 0 },
  },
  {
    name: '酱油（生抽）',
    aliases: '生抽',
    category: '调味品类',
    isSeasoning: true,
    nutrients: { energy_kcal: 68, protein_g: 8, fat_g: 0, carbohydrate_g: 9, sodium_mg: 5800 },
  },
  {
    name: '全麦面包',
    aliases: '',
    category: '谷类',
    isSeasoning: false,
    nutrients: { energy_kcal: 246, protein_g: 10, fat_g: 3.5, carbohydrate_g: 45, sodium_mg: 450 },
  },
];

export async function seedDemoFoods(db: DbOrTx, schoolId: number) {
  await db.insert(foods).values(
    DEMO_FOODS.map((f) => ({
      schoolId,
      name: f.name,
      aliases: f.aliases,
      category: f.category,
      isSeasoning: f.isSeasoning,
      ediblePct: 100,
      ...(Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, f.nutrients[k] ?? null])) as Record<
        TNutrientKey,
        number | null
      >),
      source: 'school',
    })),
  );
}
