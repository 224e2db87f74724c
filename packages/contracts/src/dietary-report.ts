import { z } from 'zod';

/**
 * The dietary nutrition report (膳食营养分析报告, screen 20, K01-K07; issue 20): a period's menus
 * as the children ate them (the weekly menus' amounts per child, weighted by each day's diners
 * from attendance) against the school's nutrition standards. The spec's fields (Reporter,
 * ReportDate, AllPeople, DayPeople, AllFoodLib, FoodReportDetails, NutritionReportDetails) and,
 * beyond the legacy report, where the energy comes from, the high-quality protein, each meal's
 * share of the day and plain advice naming the foods behind a shortfall.
 */

export const DIETARY_REPORT_MESSAGES = {
  startRequired: '请选择开始日期',
  endRequired: '请选择结束日期',
  rangeReversed: '结束日期不能早于开始日期',
  rangeTooLong: '统计时间不能超过92天',
  futureDay: '不能统计今天以后的日期',
  dayInvalid: '日期格式不正确',
} as const;

/** DECISIONS section 4: the cover's recorder when the school named none. */
export const DIETARY_REPORTER_MISSING = '未填写';
/** A report covers at most a term's quarter (a month is the usual; a season for inspectors). */
export const DIETARY_REPORT_MAX_DAYS = 92;

export const ZDietaryJudgement = z.enum(['偏低', '适宜', '偏高', '']);
export type TDietaryJudgement = z.infer<typeof ZDietaryJudgement>;

/** A row of the two legacy tables: the figures are display texts (with their units). */
export const ZDietaryDetail = z.object({
  Name: z.string(),
  Recommend: z.string(),
  Actual: z.string(),
  /** 偏低 (red, K05), 适宜, 偏高; '' when there is nothing to compare with */
  Result: ZDietaryJudgement,
});
export type TDietaryDetail = z.infer<typeof ZDietaryDetail>;

export const ZDietaryNutrientDetail = ZDietaryDetail.extend({
  Key: z.string(),
  /** actual ÷ recommended, in % (0 when there is no recommendation) */
  Percent: z.number(),
  /** foods served in the period whose figure for this nutrient the table lacks (counted 0) */
  Unmeasured: z.array(z.string()),
});
export type TDietaryNutrientDetail = z.infer<typeof ZDietaryNutrientDetail>;

export const ZDietaryShare = z.object({
  Name: z.string(),
  /** % */
  Actual: z.number(),
  /** the band as text, e.g. 12%～15% */
  Range: z.string(),
  Result: ZDietaryJudgement,
});
export type TDietaryShare = z.infer<typeof ZDietaryShare>;

export const ZDietaryReport = z.object({
  SchoolName: z.string(),
  Title: z.string(),
  Reporter: z.string(),
  ReportDate: z.string(),
  StartDate: z.string(),
  EndDate: z.string(),
  /** children who ate at least once in the period */
  AllPeople: z.number().int(),
  /** person-days: Σ over the days of the children who ate */
  DayPeople: z.number().int(),
  /** distinct foods served, seasonings left out */
  AllFoodLib: z.number().int(),
  /** days with a published menu and diners */
  MenuDays: z.number().int(),
  FoodReportDetails: z.array(ZDietaryDetail),
  NutritionReportDetails: z.array(ZDietaryNutrientDetail),
  EnergySources: z.array(ZDietaryShare),
  QualityProtein: ZDietaryShare,
  MealShares: z.array(ZDietaryShare),
  Advice: z.array(z.string()),
  /** the standards' edition, named under the tables */
  StandardsNote: z.string(),
});
export type TDietaryReport = z.infer<typeof ZDietaryReport>;

// ── the data call (K01) and the dashboard feeds (L07, L12) ─────────────────────────────

const DM = DIETARY_REPORT_MESSAGES;
/** A calendar day as yyyy-MM-dd (2026-02-30 is not one). */
const isDay = (v: string) => {
  const day = new Date(`${v}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(v);
};
/** Days from `start` to `end`, both counted (2026-11-01..2026-11-30 is 30). */
export const daysInRange = (start: string, end: string) =>
  Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;

/**
 * K01: /Report?StartDate&EndDate reads these; the data call adds SchoolId (the caller's school,
 * another answers 404; absent: the caller's). A start after the school's today is refused on
 * the server (the day is the school's); an end after it is read up to today.
 */
export const ZDietaryReportQuery = z
  .object({
    StartDate: z.string({ error: DM.startRequired }).refine(isDay, { error: DM.startRequired }),
    EndDate: z.string({ error: DM.endRequired }).refine(isDay, { error: DM.endRequired }),
    SchoolId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  })
  .superRefine((q, ctx) => {
    if (q.EndDate < q.StartDate) ctx.addIssue({ code: 'custom', message: DM.rangeReversed });
    else if (daysInRange(q.StartDate, q.EndDate) > DIETARY_REPORT_MAX_DAYS)
      ctx.addIssue({ code: 'custom', message: DM.rangeTooLong });
  });
export type TDietaryReportQuery = z.infer<typeof ZDietaryReportQuery>;

/** L07 / L12 健康保育: a day's diners (EatNum, children present) and food kinds on its menu. */
export const ZDietaryDayQuery = z.object({
  Day: z.string().refine(isDay, { error: DM.dayInvalid }).optional(),
});
export const ZDietaryDay = z.object({
  Day: z.string(),
  /** children recorded present that day (the ones who ate) */
  EatNum: z.number().int(),
  /** distinct foods on the day's published menu, seasonings left out */
  FoodTypeNum: z.number().int(),
  /** the day's published menu has at least one dish */
  HasMenu: z.boolean(),
});
export type TDietaryDay = z.infer<typeof ZDietaryDay>;

/** L12 health info: the open term's exams and follow-ups, today's morning check. */
export const ZHealthInfo = z.object({
  Day: z.string(),
  /** the open term (null: the school has no term yet, so no exam figures) */
  TermId: z.number().int().nullable(),
  /** children of the classes one sees */
  Children: z.number().int(),
  /** of them, examined this term */
  Examined: z.number().int(),
  /** children whose term exam raises a flag (需关注) */
  FollowUp: z.number().int(),
  /** today's morning check: children present, checked, abnormal; attendance rate */
  Present: z.number().int(),
  Checked: z.number().int(),
  Abnormal: z.number().int(),
  Rate: z.number().nullable(),
});
export type THealthInfo = z.infer<typeof ZHealthInfo>;
