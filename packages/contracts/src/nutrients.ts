/**
 * The nutrients the food library holds and the dietary report compares (issue 20): one row per
 * nutrient, in report order, keyed by the food composition file's column
 * (../shared/data/food-composition-cn.csv, per 100 g edible part). Every module that stores,
 * imports, computes or prints a nutrient takes its key, name and unit from here.
 */
export const NUTRIENTS = [
  { key: 'energy_kcal', name: '能量', unit: 'kcal', report: true },
  { key: 'protein_g', name: '蛋白质', unit: 'g', report: true },
  { key: 'fat_g', name: '脂肪', unit: 'g', report: true },
  { key: 'carbohydrate_g', name: '碳水化合物', unit: 'g', report: true },
  { key: 'fiber_g', name: '不溶性膳食纤维', unit: 'g', report: false },
  { key: 'vitamin_a_ug_rae', name: '维生素A', unit: 'µgRAE', report: true },
  { key: 'thiamin_mg', name: '维生素B1', unit: 'mg', report: true },
  { key: 'riboflavin_mg', name: '维生素B2', unit: 'mg', report: true },
  { key: 'niacin_mg', name: '烟酸', unit: 'mg', report: true },
  { key: 'vitamin_c_mg', name: '维生素C', unit: 'mg', report: true },
  { key: 'calcium_mg', name: '钙', unit: 'mg', report: true },
  { key: 'phosphorus_mg', name: '磷', unit: 'mg', report: false },
  { key: 'iron_mg', name: '铁', unit: 'mg', report: true },
  { key: 'zinc_mg', name: '锌', unit: 'mg', report: true },
  { key: 'sodium_mg', name: '钠', unit: 'mg', report: false },
  { key: 'potassium_mg', name: '钾', unit: 'mg', report: false },
  { key: 'magnesium_mg', name: '镁', unit: 'mg', report: false },
  { key: 'selenium_ug', name: '硒', unit: 'µg', report: false },
] as const;

export type TNutrientKey = (typeof NUTRIENTS)[number]['key'];
export const NUTRIENT_KEYS = NUTRIENTS.map((n) => n.key) as readonly TNutrientKey[];
/** Per 100 g edible part; null: not measured (the table prints "—"), never read as 0. */
export type TNutrientValues = Record<TNutrientKey, number | null>;

/**
 * The food categories of the composition table (its README), in the dietary guidelines' order;
 * 糖类, 调味品类 and 其他 are for the school's own foods (the table has none of them).
 */
export const FOOD_CATEGORIES = [
  '谷类',
  '薯类',
  '杂豆类',
  '大豆及制品',
  '蔬菜类',
  '菌藻类',
  '水果类',
  '坚果种子类',
  '畜肉类',
  '禽肉类',
  '蛋类',
  '奶类',
  '鱼虾蟹贝类',
  '油脂类',
  '糖类',
  '调味品类',
  '其他',
] as const;
export type TFoodCategory = (typeof FOOD_CATEGORIES)[number];
