import { z } from 'zod';
import type { TNutrientKey } from './nutrients';

/**
 * The school's nutrition standards (营养标准, issue 20): what the dietary report compares against.
 * The defaults are ../shared/data/preschool-nutrition-standards.md as typed data (not parsed at run
 * time), each figure with its mark (✅ verified, ⚠️ partly verified, ❓ unverified) and source. A
 * school may change any figure; a changed figure is marked 'school' (本园设定). A section the
 * school never changed follows these defaults, so a corrected default reaches it.
 */
export const STANDARD_MARKS = ['verified', 'partial', 'unverified', 'school'] as const;
export type TStandardMark = (typeof STANDARD_MARKS)[number];
export const MARK_SYMBOLS: Record<TStandardMark, string> = {
  verified: '✅',
  partial: '⚠️',
  unverified: '❓',
  school: '✎',
};
/** Marks the UI flags as 待核对 (to be checked against the printed books). */
export const isToCheck = (mark: TStandardMark) => mark === 'partial' || mark === 'unverified';

export const STANDARD_EDITION =
  '中国居民膳食营养素参考摄入量（2013版），中国营养学会；学龄前/学龄儿童平衡膳食宝塔（2022）；托儿所幼儿园卫生保健工作规范（2012）';
export const STANDARD_EDITION_NOTE =
  '2023版参考摄入量的儿童数值尚未取得，暂用2013版；所有数值均未与官方出版物核对，标为“待核对”的数值尤须核对。';

/** The sources the marks cite (the standards file's list). */
export const STANDARD_SOURCES: Record<string, string> = {
  S1: '2013版中国居民膳食营养素参考摄入量分类总表（网络转载）',
  S2: '中国居民膳食能量需要量（网络转载）',
  S3: 'RrExeNut3::CnDris2013（2013版参考摄入量的第三方开源转录）',
  S4: '中国居民膳食矿物质RNI/AI表（网络转载）',
  S8: '幼儿园带量食谱的制定（网络文档）',
  S9: '某幼儿园2012年月度营养分析（网络文档）',
  S10: '幼儿园营养膳食（课件）',
  S11: '三餐两点能量分配（网络文章）',
  S12: '三餐能量分配（网络文章）',
  S14: '儿童青少年生长迟缓食养指南（2023年版）新闻报道',
  S15: '学龄儿童平衡膳食宝塔（2022）解读',
  G2012: '托儿所幼儿园卫生保健工作规范（卫妇社发〔2012〕35号），凭记忆，原文未取得',
  P2022: '中国居民膳食指南（2022）学龄前儿童平衡膳食宝塔，凭记忆，图示未取得',
};

export const CHILD_AGES = [3, 4, 5, 6] as const;
export type TChildAge = (typeof CHILD_AGES)[number];
export const INTAKE_TYPES = ['EER', 'RNI', 'AI', 'AMDR'] as const;
export const CARE_TYPES = ['全日制三餐两点', '全日制三餐一点', '全日制两餐一点', '寄宿制'] as const;
export type TCareType = (typeof CARE_TYPES)[number];
export const MEALS = ['早餐', '早点', '午餐', '午点', '晚餐'] as const;
export type TMeal = (typeof MEALS)[number];
export const BAND_KEYS = ['protein', 'fatAge3', 'fatAge4to6', 'carbohydrate', 'qualityProtein'] as const;
export const BAND_NAMES: Record<(typeof BAND_KEYS)[number], string> = {
  protein: '蛋白质供能比',
  fatAge3: '脂肪供能比（3岁）',
  fatAge4to6: '脂肪供能比（4~6岁）',
  carbohydrate: '碳水化合物供能比',
  qualityProtein: '优质蛋白占蛋白质',
};
export const FOOD_GROUP_BANDS = ['2~3岁', '4~5岁', '6岁'] as const;

const ZMark = z.enum(STANDARD_MARKS);
const ZFigure = z.number().min(0).max(100000);
const ZPct = z.number().min(0).max(100);

export const ZIntakeRow = z.object({
  Nutrient: z.string(),
  Type: z.enum(INTAKE_TYPES),
  /** ages 3, 4, 5, 6 */
  Male: z.array(ZFigure.nullable()).length(4),
  Female: z.array(ZFigure.nullable()).length(4),
  Mark: ZMark,
  Source: z.string(),
});
export const ZShareRow = z.object({
  CareType: z.enum(CARE_TYPES),
  EnergyPct: ZPct,
  Mark: ZMark,
  Source: z.string(),
});
export const ZBandRow = z.object({
  Key: z.enum(BAND_KEYS),
  Low: ZPct.nullable(),
  High: ZPct.nullable(),
  Mark: ZMark,
  Source: z.string(),
});
export const ZMealRow = z.object({
  Meal: z.enum(MEALS),
  Served: z.boolean(),
  Low: ZPct,
  High: ZPct,
  Mark: ZMark,
  Source: z.string(),
});
export const ZFoodGroupRow = z.object({
  Group: z.string(),
  Band: z.enum(FOOD_GROUP_BANDS),
  Low: ZFigure.nullable(),
  High: ZFigure.nullable(),
  Unit: z.string(),
  Note: z.string(),
  Mark: ZMark,
  Source: z.string(),
});
export type TIntakeRow = z.infer<typeof ZIntakeRow>;
export type TShareRow = z.infer<typeof ZShareRow>;
export type TBandRow = z.infer<typeof ZBandRow>;
export type TMealRow = z.infer<typeof ZMealRow>;
export type TFoodGroupRow = z.infer<typeof ZFoodGroupRow>;

export const STANDARD_SECTIONS = ['intakes', 'share', 'bands', 'meals', 'foodGroups'] as const;
export type TStandardSection = (typeof STANDARD_SECTIONS)[number];
export const SECTION_NAMES: Record<TStandardSection, string> = {
  intakes: '每日膳食营养素参考摄入量',
  share: '在园膳食提供比例',
  bands: '供能比与优质蛋白',
  meals: '餐次能量分配',
  foodGroups: '各类食物每日建议量',
};

export const ZStandards = z.object({
  Edition: z.string(),
  EditionNote: z.string(),
  CareType: z.enum(CARE_TYPES),
  Intakes: z.array(ZIntakeRow),
  Shares: z.array(ZShareRow),
  Bands: z.array(ZBandRow),
  Meals: z.array(ZMealRow),
  FoodGroups: z.array(ZFoodGroupRow),
  /** sections the school has changed (恢复默认 restores them) */
  Custom: z.array(z.enum(STANDARD_SECTIONS)),
});
export type TStandards = z.infer<typeof ZStandards>;

// ---- the defaults (preschool-nutrition-standards.md) ------------------------------------------

const same = (v: (number | null)[]) => ({ Male: v, Female: v });
const intake = (
  Nutrient: TNutrientKey,
  Type: TIntakeRow['Type'],
  values: { Male: (number | null)[]; Female: (number | null)[] },
  Mark: TStandardMark,
  Source: string,
): TIntakeRow => ({ Nutrient, Type, ...values, Mark, Source });

/**
 * Section 1b: the 2013 values (the 2023 child values were not found). Energy differs by sex; 6岁
 * takes moderate activity. Fat and carbohydrate are % of energy: they are in the bands below.
 */
const INTAKES: TIntakeRow[] = [
  intake(
    'energy_kcal',
    'EER',
    { Male: [1250, 1300, 1400, 1600], Female: [1200, 1250, 1300, 1450] },
    'verified',
    'S1 S2',
  ),
  intake('protein_g', 'RNI', same([30, 30, 30, 35]), 'verified', 'S3'),
  intake('vitamin_a_ug_rae', 'RNI', same([310, 360, 360, 360]), 'verified', 'S3'),
  intake('thiamin_mg', 'RNI', same([0.6, 0.8, 0.8, 0.8]), 'verified', 'S3'),
  intake('riboflavin_mg', 'RNI', same([0.6, 0.7, 0.7, 0.7]), 'verified', 'S3'),
  intake('niacin_mg', 'RNI', same([6, 8, 8, 8]), 'verified', 'S3'),
  intake('vitamin_c_mg', 'RNI', same([40, 50, 50, 50]), 'verified', 'S3'),
  intake('calcium_mg', 'RNI', same([600, 800, 800, 800]), 'verified', 'S3'),
  intake('phosphorus_mg', 'RNI', same([300, 350, 350, 350]), 'verified', 'S3'),
  intake('iron_mg', 'RNI', same([9, 10, 10, 10]), 'verified', 'S3 S4'),
  intake('zinc_mg', 'RNI', same([4, 5.5, 5.5, 5.5]), 'verified', 'S3 S4'),
  intake('sodium_mg', 'AI', same([700, 900, 900, 900]), 'verified', 'S3'),
  intake('potassium_mg', 'AI', same([900, 1200, 1200, 1200]), 'verified', 'S3'),
  intake('magnesium_mg', 'RNI', same([140, 160, 160, 160]), 'verified', 'S3'),
  intake('selenium_ug', 'RNI', same([25, 30, 30, 30]), 'verified', 'S3'),
];

/** Section 2: the share of the day's energy the kindergarten provides, by care type. */
const SHARES: TShareRow[] = [
  { CareType: '全日制三餐两点', EnergyPct: 90, Mark: 'partial', Source: 'S8' },
  { CareType: '全日制三餐一点', EnergyPct: 80, Mark: 'partial', Source: 'S8' },
  { CareType: '全日制两餐一点', EnergyPct: 80, Mark: 'partial', Source: 'S8（70~80% 常被引用，来源未找到）' },
  { CareType: '寄宿制', EnergyPct: 90, Mark: 'unverified', Source: 'G2012' },
];

/** Section 3: the recommended defaults for the calculator. */
const BANDS: TBandRow[] = [
  { Key: 'protein', Low: 12, High: 15, Mark: 'partial', Source: 'S8 S9 S10' },
  { Key: 'fatAge3', Low: 30, High: 35, Mark: 'partial', Source: 'S10；S3（AI 35%E）' },
  { Key: 'fatAge4to6', Low: 20, High: 30, Mark: 'verified', Source: 'S3' },
  { Key: 'carbohydrate', Low: 50, High: 65, Mark: 'verified', Source: 'S3' },
  { Key: 'qualityProtein', Low: 50, High: null, Mark: 'partial', Source: 'S8 S9 S11' },
];

/** Section 4: the meal split; the school chooses which meals it serves (三餐两点 by default). */
const MEAL_ROWS: TMealRow[] = [
  { Meal: '早餐', Served: true, Low: 25, High: 30, Mark: 'partial', Source: 'S12' },
  { Meal: '早点', Served: true, Low: 5, High: 10, Mark: 'partial', Source: 'S11' },
  { Meal: '午餐', Served: true, Low: 35, High: 40, Mark: 'partial', Source: 'S12' },
  { Meal: '午点', Served: true, Low: 10, High: 15, Mark: 'unverified', Source: 'S12（10~15% 无来源）' },
  { Meal: '晚餐', Served: true, Low: 25, High: 30, Mark: 'partial', Source: 'S12' },
];

const group = (
  Group: string,
  Band: TFoodGroupRow['Band'],
  Low: number | null,
  High: number | null,
  Mark: TStandardMark,
  Source: string,
  Note = '',
  Unit = 'g/天',
): TFoodGroupRow => ({ Group, Band, Low, High, Unit, Note, Mark, Source });

/** Section 5a (2~3岁, 4~5岁: the 2022 preschool pagoda) and 5b (6岁: the school-age pagoda). */
const FOOD_GROUPS: TFoodGroupRow[] = [
  group('谷类', '2~3岁', 75, 125, 'unverified', 'P2022'),
  group('谷类', '4~5岁', 100, 150, 'unverified', 'P2022'),
  group('谷类', '6岁', 150, 200, 'partial', 'S15', '其中全谷物和杂豆30~70g'),
  group('薯类', '2~3岁', null, null, 'unverified', 'P2022', '适量'),
  group('薯类', '4~5岁', null, null, 'unverified', 'P2022', '适量'),
  group('薯类', '6岁', 25, 50, 'partial', 'S15'),
  group('蔬菜', '2~3岁', 100, 200, 'unverified', 'P2022'),
  group('蔬菜', '4~5岁', 150, 300, 'unverified', 'P2022'),
  group('蔬菜', '6岁', 300, null, 'partial', 'S15'),
  group('水果', '2~3岁', 100, 200, 'unverified', 'P2022'),
  group('水果', '4~5岁', 150, 250, 'unverified', 'P2022'),
  group('水果', '6岁', 150, 200, 'partial', 'S15'),
  group('畜禽肉鱼', '2~3岁', 50, 75, 'unverified', 'P2022'),
  group('畜禽肉鱼', '4~5岁', 50, 75, 'unverified', 'P2022'),
  group('畜禽肉鱼', '6岁', 80, 80, 'partial', 'S15', '畜禽肉40g、水产品40g'),
  group('蛋类', '2~3岁', 50, 50, 'unverified', 'P2022'),
  group('蛋类', '4~5岁', 50, 50, 'unverified', 'P2022'),
  group('蛋类', '6岁', 25, 40, 'partial', 'S15'),
  group('奶类', '2~3岁', 350, 500, 'partial', 'S14'),
  group('奶类', '4~5岁', 350, 500, 'partial', 'S14'),
  group('奶类', '6岁', 300, null, 'partial', 'S15'),
  group('大豆', '2~3岁', 5, 15, 'unverified', 'P2022', '适当加工'),
  group('大豆', '4~5岁', 15, 20, 'unverified', 'P2022'),
  group('大豆', '6岁', 105, 105, 'partial', 'S15', '', 'g/周'),
  group('坚果', '2~3岁', null, null, 'unverified', 'P2022', '适当加工，适量'),
  group('坚果', '4~5岁', null, null, 'unverified', 'P2022', '适量'),
  group('坚果', '6岁', 50, 50, 'partial', 'S15', '', 'g/周'),
  group('烹调油', '2~3岁', 10, 20, 'unverified', 'P2022'),
  group('烹调油', '4~5岁', 20, 25, 'unverified', 'P2022'),
  group('烹调油', '6岁', 20, 25, 'partial', 'S15'),
  group('盐', '2~3岁', null, 2, 'unverified', 'P2022', '少于2g'),
  group('盐', '4~5岁', null, 3, 'unverified', 'P2022', '少于3g'),
  group('盐', '6岁', null, 4, 'partial', 'S15', '少于4g'),
  group('饮水', '2~3岁', 600, 700, 'partial', 'S14', '', 'mL/天'),
  group('饮水', '4~5岁', 700, 800, 'partial', 'S14', '', 'mL/天'),
];

/** The defaults, as a fresh copy (callers may change it). */
export function defaultNutritionStandards(): Omit<TStandards, 'Custom'> {
  return structuredClone({
    Edition: STANDARD_EDITION,
    EditionNote: STANDARD_EDITION_NOTE,
    CareType: '全日制三餐两点' as TCareType,
    Intakes: INTAKES,
    Shares: SHARES,
    Bands: BANDS,
    Meals: MEAL_ROWS,
    FoodGroups: FOOD_GROUPS,
  });
}

/** The reference intake of a child of age `age` (clamped to 3..6) and sex for a nutrient; null when none. */
export function intakeFor(
  standards: Pick<TStandards, 'Intakes'>,
  age: number,
  sex: 'male' | 'female',
  nutrient: TNutrientKey,
): number | null {
  const row = standards.Intakes.find((r) => r.Nutrient === nutrient);
  if (!row) return null;
  const index = Math.min(3, Math.max(0, Math.floor(age) - 3));
  return (sex === 'male' ? row.Male : row.Female)[index] ?? null;
}

/** The share (%) of the day's energy the kindergarten provides for a care type (default: the school's). */
export function shareFor(
  standards: Pick<TStandards, 'Shares' | 'CareType'>,
  careType = standards.CareType,
): number {
  return standards.Shares.find((s) => s.CareType === careType)?.EnergyPct ?? 80;
}

// ---- what an editor sends: the figures only (marks and sources are the server's) --------------

export const NUTRITION_STANDARD_MESSAGES = {
  figureInvalid: '数值应为不小于0的数字',
  rangeInvalid: '下限不能大于上限',
  pctInvalid: '百分比应在0到100之间',
  rowsInvalid: '数据行与标准不一致，请刷新后重试',
  mealRequired: '请至少选择一个餐次',
  careTypeInvalid: '请选择托育类型',
  saved: '保存成功',
  restored: '已恢复默认',
} as const;
const SM = NUTRITION_STANDARD_MESSAGES;
const figure = z.number({ error: SM.figureInvalid }).min(0, SM.figureInvalid).max(100000, SM.figureInvalid);
const pct = z.number({ error: SM.pctInvalid }).min(0, SM.pctInvalid).max(100, SM.pctInvalid);
const ranged = <T extends { Low: number | null; High: number | null }>(row: T) =>
  row.Low === null || row.High === null || row.Low <= row.High;

export const ZSaveStandardSection = z.discriminatedUnion('Section', [
  z.object({
    Section: z.literal('intakes'),
    Rows: z
      .array(
        z.object({
          Nutrient: z.string().max(30),
          Male: z.array(figure.nullable()).length(4, SM.rowsInvalid),
          Female: z.array(figure.nullable()).length(4, SM.rowsInvalid),
        }),
      )
      .max(50),
  }),
  z.object({
    Section: z.literal('share'),
    CareType: z.enum(CARE_TYPES, { error: SM.careTypeInvalid }),
    Rows: z
      .array(z.object({ CareType: z.enum(CARE_TYPES, { error: SM.careTypeInvalid }), EnergyPct: pct }))
      .max(10),
  }),
  z.object({
    Section: z.literal('bands'),
    Rows: z
      .array(
        z
          .object({ Key: z.enum(BAND_KEYS), Low: pct.nullable(), High: pct.nullable() })
          .refine(ranged, SM.rangeInvalid),
      )
      .max(10),
  }),
  z.object({
    Section: z.literal('meals'),
    Rows: z
      .array(
        z
          .object({ Meal: z.enum(MEALS), Served: z.boolean(), Low: pct, High: pct })
          .refine(ranged, SM.rangeInvalid),
      )
      .max(5)
      .refine((rows) => rows.some((r) => r.Served), SM.mealRequired),
  }),
  z.object({
    Section: z.literal('foodGroups'),
    Rows: z
      .array(
        z
          .object({
            Group: z.string().max(20),
            Band: z.enum(FOOD_GROUP_BANDS),
            Low: figure.nullable(),
            High: figure.nullable(),
          })
          .refine(ranged, SM.rangeInvalid),
      )
      .max(60),
  }),
]);
export type TSaveStandardSection = z.infer<typeof ZSaveStandardSection>;
export const ZResetStandardSection = z.object({ Section: z.enum(STANDARD_SECTIONS) });
