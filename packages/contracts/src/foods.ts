import { z } from 'zod';
import { ZPageQuery } from './envelope';
import { FOOD_CATEGORIES, NUTRIENT_KEYS, NUTRIENTS, type TNutrientKey } from './nutrients';

/**
 * The food library (食材库, issue 20, M01): per school, seeded from the 6th edition of the Chinese
 * food composition table (421 foods, source 'table6', with the table's code) and kept by the
 * school (its own foods, source 'school'). Nutrients are per 100 g edible part; null means not
 * measured (shown as —), never 0.
 */
export const FOOD_SOURCES = ['table6', 'school'] as const;
export type TFoodSource = (typeof FOOD_SOURCES)[number];
/** How the page and the exports name a source. */
export const FOOD_SOURCE_NAMES: Record<TFoodSource, string> = {
  table6: '中国食物成分表（第6版）',
  school: '本园自建',
};

export const FOOD_NAME_MAX = 30;
export const FOOD_ALIASES_MAX = 100;

/**
 * Highest plausible figure per 100 g edible part, per nutrient: no food is more than 100 g of a
 * macronutrient or 900 kcal (pure fat); the others leave room above the richest foods of the
 * table (lamb liver's vitamin A, dried shrimp's calcium, table salt's 39 311 mg sodium).
 */
export const NUTRIENT_MAX: Record<TNutrientKey, number> = {
  energy_kcal: 900,
  protein_g: 100,
  fat_g: 100,
  carbohydrate_g: 100,
  fiber_g: 100,
  vitamin_a_ug_rae: 30000,
  thiamin_mg: 20,
  riboflavin_mg: 20,
  niacin_mg: 100,
  vitamin_c_mg: 2000,
  calcium_mg: 5000,
  phosphorus_mg: 5000,
  iron_mg: 200,
  zinc_mg: 100,
  sodium_mg: 40000,
  potassium_mg: 10000,
  magnesium_mg: 2000,
  selenium_ug: 1000,
};

/** The detail dialog's groups (能量与宏量 / 维生素 / 矿物质), in NUTRIENTS order. */
export const NUTRIENT_GROUPS = [
  {
    key: 'macro',
    name: '能量与宏量',
    nutrients: ['energy_kcal', 'protein_g', 'fat_g', 'carbohydrate_g', 'fiber_g'],
  },
  {
    key: 'vitamin',
    name: '维生素',
    nutrients: ['vitamin_a_ug_rae', 'thiamin_mg', 'riboflavin_mg', 'niacin_mg', 'vitamin_c_mg'],
  },
  {
    key: 'mineral',
    name: '矿物质',
    nutrients: [
      'calcium_mg',
      'phosphorus_mg',
      'iron_mg',
      'zinc_mg',
      'sodium_mg',
      'potassium_mg',
      'magnesium_mg',
      'selenium_ug',
    ],
  },
] as const satisfies readonly { key: string; name: string; nutrients: readonly TNutrientKey[] }[];

export const FOOD_MESSAGES = {
  nameRequired: '请输入食材名称',
  nameTooLong: `食材名称不能超过${FOOD_NAME_MAX}个字`,
  nameTaken: '本园已有同名的在用食材',
  aliasesTooLong: `别名不能超过${FOOD_ALIASES_MAX}个字`,
  categoryInvalid: '请选择食材分类',
  edibleRange: '食部应为1到100之间的整数',
  /** `{name}`, `{max}`, `{unit}`: the nutrient, its upper bound and unit */
  nutrientRange: '{name}应在0到{max}{unit}之间',
  notFound: '食材不存在',
  seededNotDeletable: '成分表食材不能删除，可以停用',
  inUse: '该食材已被菜品使用，不能删除，可以停用',
  retiredNotEditable: '停用的食材不能修改，请先恢复',
  added: '添加成功',
  saved: '保存成功',
  deleted: '删除成功',
  retired: '已停用',
  restored: '已恢复',
  seasoningMarked: '已标为调料',
  seasoningUnmarked: '已取消调料标记',
  // Import reasons (a row's reasons are joined with '；')
  importCategoryInvalid: '分类不正确，应为：{list}',
  importSeasoningInvalid: '是否调料只能填“是”或“否”',
  importEdibleInvalid: '食部应为1到100之间的整数',
  /** `{name}`: the nutrient column */
  importNutrientInvalid: '{name}不是0到{max}之间的数字',
  /** `{row}`: the earlier row of the file with the same name */
  importDuplicateRow: '与第{row}行食材名称重复',
} as const;

/** One nutrient figure: ≥ 0, at most its bound, null = not measured. */
function nutrientField(key: TNutrientKey) {
  const n = NUTRIENTS.find((x) => x.key === key)!;
  const message = FOOD_MESSAGES.nutrientRange
    .replace('{name}', n.name)
    .replace('{max}', String(NUTRIENT_MAX[key]))
    .replace('{unit}', n.unit);
  return z.number({ error: message }).min(0, message).max(NUTRIENT_MAX[key], message).nullable();
}

export const ZNutrientValues = z.object(
  Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, nutrientField(k)])) as {
    [K in TNutrientKey]: ReturnType<typeof nutrientField>;
  },
);

export const ZFoodCategory = z.enum(FOOD_CATEGORIES, { error: FOOD_MESSAGES.categoryInvalid });

/** A food as the list, the dialog and the export show it. */
export const ZFood = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Aliases: z.string(),
  Category: z.string(),
  IsSeasoning: z.boolean(),
  EdiblePct: z.number().int(),
  Nutrients: ZNutrientValues,
  Source: z.enum(FOOD_SOURCES),
  /** the composition table's 食物编码 (seeded foods) */
  Code: z.string().nullable(),
  Retired: z.boolean(),
  UpdatedAt: z.string(),
});
export type TFood = z.infer<typeof ZFood>;

export const FOOD_STATUS = ['active', 'retired', 'all'] as const;
/** The list's filters (the export takes the same). */
export const ZFoodFilter = z.object({
  Keyword: z.string().trim().max(FOOD_NAME_MAX).optional(),
  Category: z.union([ZFoodCategory, z.literal('')]).optional(),
  /** '1': seasonings only, '0': no seasonings */
  Seasoning: z.enum(['', '0', '1']).optional(),
  Status: z.enum(FOOD_STATUS).default('active'),
});
export type TFoodFilter = z.infer<typeof ZFoodFilter>;
export const ZFoodQuery = ZPageQuery.extend(ZFoodFilter.shape);
export type TFoodQuery = z.infer<typeof ZFoodQuery>;

export const ZFoodForm = z.object({
  Name: z
    .string({ error: FOOD_MESSAGES.nameRequired })
    .trim()
    .min(1, FOOD_MESSAGES.nameRequired)
    .max(FOOD_NAME_MAX, FOOD_MESSAGES.nameTooLong),
  Aliases: z.string().trim().max(FOOD_ALIASES_MAX, FOOD_MESSAGES.aliasesTooLong).default(''),
  Category: ZFoodCategory,
  IsSeasoning: z.boolean().default(false),
  EdiblePct: z
    .number({ error: FOOD_MESSAGES.edibleRange })
    .int(FOOD_MESSAGES.edibleRange)
    .min(1, FOOD_MESSAGES.edibleRange)
    .max(100, FOOD_MESSAGES.edibleRange),
  Nutrients: ZNutrientValues,
});
export type TFoodForm = z.infer<typeof ZFoodForm>;
export const ZFoodUpdate = ZFoodForm.extend({ Id: z.number().int().min(1) });
export type TFoodUpdate = z.infer<typeof ZFoodUpdate>;
export const ZFoodId = z.object({ Id: z.coerce.number().int().min(1) });
export const ZFoodFlag = z.object({ Id: z.number().int().min(1), Value: z.boolean() });
export const ZFoodImportRequest = z.object({
  fileName: z.string({ error: '请选择文件' }).trim().min(1, '请选择文件').max(120),
});

/** The import template's and the export's columns, in order (an export imports again as new foods). */
export const FOOD_IMPORT_COLUMNS = {
  name: '食材名称',
  aliases: '别名',
  category: '分类',
  seasoning: '是否调料',
  edible: '食部(%)',
  ...(Object.fromEntries(NUTRIENTS.map((n) => [n.key, `${n.name}(${n.unit})`])) as Record<
    TNutrientKey,
    string
  >),
} as const;
export const FOOD_IMPORT_REQUIRED = ['name', 'category'] as const;
export const FOOD_FILE_NAMES = { template: '食材导入模板.xlsx', export: '食材库.xlsx' } as const;

/** A figure for people: '—' when not measured (never 0). */
export function nutrientText(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : String(value);
}
