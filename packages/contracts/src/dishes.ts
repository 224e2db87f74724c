import { z } from 'zod';
import { ZPageQuery } from './envelope';
import { NUTRIENT_KEYS, NUTRIENTS, type TNutrientKey } from './nutrients';
import { nutrientsOf, type TFoodFacts, type TPortion } from './nutrition-calc';

/**
 * 菜品 (issue 20): the kinds a kitchen sorts its dishes by. A dish's ingredients are raw grams
 * per child; its nutrients are computed from the food library (nutrition-calc.ts).
 */
export const DISH_KINDS = ['主食', '菜肴', '汤羹', '点心', '水果', '饮品'] as const;
export type TDishKind = (typeof DISH_KINDS)[number];

export const DISH_NAME_MAX = 30;
export const DISH_NOTE_MAX = 200;
export const DISH_INGREDIENTS_MAX = 30;
/** Raw grams per child of one food: a kindergarten portion is far below a kilogram. */
export const DISH_GRAMS_MAX = 1000;

export const DISH_MESSAGES = {
  nameRequired: '请输入菜品名称',
  nameTooLong: `菜品名称不能超过${DISH_NAME_MAX}个字`,
  nameTaken: '本园已有同名的在用菜品',
  kindInvalid: '请选择菜品类别',
  noteTooLong: `备注不能超过${DISH_NOTE_MAX}个字`,
  ingredientsRequired: '请至少添加一种食材',
  ingredientsTooMany: `一道菜最多${DISH_INGREDIENTS_MAX}种食材`,
  foodRequired: '请选择食材',
  foodTwice: '同一种食材不能添加两次',
  gramsInvalid: `每人用量应大于0、不超过${DISH_GRAMS_MAX}克，最多一位小数`,
  foodNotFound: '食材不存在',
  /** `{name}`: the food */
  foodRetired: '食材“{name}”已停用，请换一种食材',
  notFound: '菜品不存在',
  inMenu: '该菜品已排入食谱，不能删除，可以停用',
  retiredNotEditable: '停用的菜品不能修改，请先恢复',
  added: '添加成功',
  saved: '保存成功',
  deleted: '删除成功',
  retired: '已停用',
  restored: '已恢复',
} as const;
const M = DISH_MESSAGES;

/** One decimal at most: 12.5 g is a kitchen's scale, 12.55 g is not. */
const oneDecimal = (v: number) => Math.abs(Math.round(v * 10) - v * 10) < 1e-9;

export const ZDishIngredientForm = z.object({
  FoodId: z.number({ error: M.foodRequired }).int(M.foodRequired).min(1, M.foodRequired),
  Grams: z
    .number({ error: M.gramsInvalid })
    .gt(0, M.gramsInvalid)
    .max(DISH_GRAMS_MAX, M.gramsInvalid)
    .refine(oneDecimal, M.gramsInvalid),
});
export type TDishIngredientForm = z.infer<typeof ZDishIngredientForm>;

export const ZDishKind = z.enum(DISH_KINDS, { error: M.kindInvalid });

export const ZDishForm = z.object({
  Name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(DISH_NAME_MAX, M.nameTooLong),
  Kind: ZDishKind,
  Note: z.string().trim().max(DISH_NOTE_MAX, M.noteTooLong).default(''),
  Ingredients: z
    .array(ZDishIngredientForm, { error: M.ingredientsRequired })
    .min(1, M.ingredientsRequired)
    .max(DISH_INGREDIENTS_MAX, M.ingredientsTooMany)
    .refine((rows) => new Set(rows.map((r) => r.FoodId)).size === rows.length, M.foodTwice),
});
export type TDishForm = z.infer<typeof ZDishForm>;
export const ZDishUpdate = ZDishForm.extend({ Id: z.number().int().min(1) });
export type TDishUpdate = z.infer<typeof ZDishUpdate>;
export const ZDishId = z.object({ Id: z.coerce.number().int().min(1) });
export const ZDishFlag = z.object({ Id: z.number().int().min(1), Value: z.boolean() });

/** Per 100 g edible part, as the food library holds it (null: not measured). */
export const ZPer100g = z.object(
  Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, z.number().nullable()])) as {
    [K in TNutrientKey]: z.ZodNullable<z.ZodNumber>;
  },
);

/** One food of a dish as the API shows it: enough for the dialog to recompute the totals live. */
export const ZDishIngredient = z.object({
  FoodId: z.number().int(),
  FoodName: z.string(),
  Category: z.string(),
  IsSeasoning: z.boolean(),
  EdiblePct: z.number().int(),
  FoodRetired: z.boolean(),
  Grams: z.number(),
  Per100g: ZPer100g,
});
export type TDishIngredient = z.infer<typeof ZDishIngredient>;

/** One report nutrient of a portion list, per child, with the foods the table has no figure for. */
export const ZNutrientAmount = z.object({
  Key: z.enum(NUTRIENT_KEYS),
  Name: z.string(),
  Unit: z.string(),
  Value: z.number(),
  /** foods counted as 0 because their figure is not measured */
  Missing: z.array(z.string()),
});
export type TNutrientAmount = z.infer<typeof ZNutrientAmount>;

export const ZDish = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Kind: z.string(),
  Note: z.string(),
  Retired: z.boolean(),
  Ingredients: z.array(ZDishIngredient),
  /** per child, the report nutrients (NUTRIENTS with `report`) in report order */
  Nutrients: z.array(ZNutrientAmount),
  /** how many menu items name the dish (a dish in a menu is retired, not deleted) */
  MenuUses: z.number().int(),
  UpdatedAt: z.string(),
});
export type TDish = z.infer<typeof ZDish>;

export const DISH_STATUS = ['active', 'retired', 'all'] as const;
export const ZDishFilter = z.object({
  Keyword: z.string().trim().max(DISH_NAME_MAX).optional(),
  Kind: z.union([ZDishKind, z.literal('')]).optional(),
  Status: z.enum(DISH_STATUS).default('active'),
});
export type TDishFilter = z.infer<typeof ZDishFilter>;
export const ZDishQuery = ZPageQuery.extend(ZDishFilter.shape);
export type TDishQuery = z.infer<typeof ZDishQuery>;

/** An active dish as the menu's picker offers it, with what a draft day adds up (per child). */
export const ZDishOption = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Kind: z.string(),
  Energy: z.number(),
  Protein: z.number(),
});
export type TDishOption = z.infer<typeof ZDishOption>;

/** The nutrients a dish, a meal or a day shows: the report's (energy, protein, … zinc). */
export const REPORT_NUTRIENTS = NUTRIENTS.filter((n) => n.report);

/** Report nutrients of a portion list, per child (nutrientsOf, missing figures named). */
export function reportNutrients(portions: readonly TPortion[]): TNutrientAmount[] {
  const totals = nutrientsOf(portions);
  return REPORT_NUTRIENTS.map((n) => ({
    Key: n.key,
    Name: n.name,
    Unit: n.unit,
    Value: totals.values[n.key],
    Missing: totals.missing[n.key] ?? [],
  }));
}

/** An ingredient as the arithmetic reads it (the dialog recomputes with what the API gave). */
export function portionOfIngredient(
  i: Omit<TDishIngredient, 'Grams' | 'FoodRetired'>,
  grams: number,
): TPortion {
  const food: TFoodFacts = {
    id: i.FoodId,
    name: i.FoodName,
    category: i.Category as TFoodFacts['category'],
    isSeasoning: i.IsSeasoning,
    ediblePct: i.EdiblePct,
    per100g: i.Per100g,
  };
  return { food, grams };
}

/** A figure for people: energy whole kcal, the rest one decimal (two under 1, e.g. 0.05 mg B1). */
export function amountText(value: number, key: TNutrientKey): string {
  if (key === 'energy_kcal') return String(Math.round(value));
  return value > 0 && value < 1 ? value.toFixed(2) : value.toFixed(1);
}
