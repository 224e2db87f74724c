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
