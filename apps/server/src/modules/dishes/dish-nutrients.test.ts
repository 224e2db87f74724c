import {
  amountText,
  NUTRIENT_KEYS,
  portionOfIngredient,
  reportNutrients,
  type TNutrientValues,
} from '@kg/contracts';
import { describe, expect, it } from 'vitest';

const values = (v: Partial<TNutrientValues>): TNutrientValues =>
  ({ ...Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, 0])), ...v }) as TNutrientValues;

// A dish by hand: 50 g rice (all eaten) and 40 g egg in shell (88 % edible), per child.
const rice = {
  FoodId: 1,
  FoodName: '粳米',
  Category: '谷类',
  IsSeasoning: false,
  EdiblePct: 100,
  Per100g: values({ energy_kcal: 346, protein_g: 7.4, vitamin_c_mg: null }),
};
const egg = {
  FoodId: 2,
  FoodName: '鸡蛋',
  Category: '蛋类',
  IsSeasoning: false,
  EdiblePct: 88,
  Per100g: values({ energy_kcal: 139, protein_g: 13.1, vitamin_a_ug_rae: 255 }),
};

describe('a dish’s nutrients per child (菜品, issue 20)', () => {
  it('counts raw grams × edible part, report nutrients only, in report order', () => {
    const n = reportNutrients([portionOfIngredient(rice, 50), portionOfIngredient(egg, 40)]);
    const of = (key: string) => n.find((x) => x.Key === key)!;
    // 50 × 346 / 100 + 40 × 0.88 × 139 / 100 = 173 + 48.928
    expect(of('energy_kcal').Value).toBeCloseTo(221.928, 6);
    // 50 × 7.4 / 100 + 35.2 × 13.1 / 100 = 3.7 + 4.6112
    expect(of('protein_g').Value).toBeCloseTo(8.3112, 6);
    expect(of('vitamin_a_ug_rae').Value).toBeCloseTo(89.76, 6);
    expect(n.map((x) => x.Key)).toEqual([
      'energy_kcal',
      'protein_g',
      'fat_g',
      'carbohydrate_g',
      'vitamin_a_ug_rae',
      'thiamin_mg',
      'riboflavin_mg',
      'niacin_mg',
      'vitamin_c_mg',
      'calcium_mg',
      'iron_mg',
      'zinc_mg',
    ]);
  });

  it('names a food whose figure is not measured instead of counting a silent 0', () => {
    const n = reportNutrients([portionOfIngredient(rice, 50), portionOfIngredient(egg, 40)]);
    expect(n.find((x) => x.Key === 'vitamin_c_mg')).toMatchObject({ Value: 0, Missing: ['粳米'] });
    expect(n.find((x) => x.Key === 'energy_kcal')!.Missing).toEqual([]);
  });

  it('shows energy in whole kcal and small figures with two decimals', () => {
    expect(amountText(221.928, 'energy_kcal')).toBe('222');
    expect(amountText(8.3112, 'protein_g')).toBe('8.3');
    expect(amountText(0.054, 'thiamin_mg')).toBe('0.05');
    expect(amountText(0, 'iron_mg')).toBe('0.0');
  });
});
