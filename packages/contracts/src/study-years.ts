import { z } from 'zod';

export const STUDY_YEAR_MESSAGES = {
  startYearRequired: '请选择学年',
  yearExists: '该学年已存在',
  cycleNameRequired: '请输入学期名称',
  cycleDatesRequired: '请选择学期起止日期',
  cycleDatesOrder: '学期结束日期须晚于开始日期',
  cyclesOverlap: '第二学期须在第一学期结束后开始',
  cycleOutsideYear: '学期日期须在该学年内（9月1日至次年8月31日）',
  openConfirm: '开启后，全园将以该学期记录与评价，其他学期将关闭。是否继续？',
} as const;

// ── the study year: one naming and one calendar rule for the server, the seed and the web ──

/** A study year runs from 1 September to 31 August; `2026` names `2026-2027学年`. */
export function studyYearName(startYear: number): string {
  return `${startYear}-${startYear + 1}学年`;
}

/** The first and last day of the study year starting in `startYear`. */
export function studyYearDates(startYear: number): { startDate: string; endDate: string } {
  return { startDate: `${startYear}-09-01`, endDate: `${startYear + 1}-08-31` };
}

/**
 * The study year a calendar day falls in (its start year): from September on the year's own,
 * before it the previous one. `month` is 0-based (JavaScript's and dayjs's), so 8 is September.
 */
export function studyYearOf(day: { year: number; month: number }): number {
  return day.month >= 8 ? day.year : day.year - 1;
}

const ZIsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, STUDY_YEAR_MESSAGES.cycleDatesRequired);

export const ZCycleInput = z.object({
  Name: z.string().trim().max(30).default(''),
  StartDate: ZIsoDate,
  EndDate: ZIsoDate,
});
export type TCycleInput = z.infer<typeof ZCycleInput>;

/** A new study year: `StartYear` 2027 makes 2027-2028学年 with its two terms and four grades. */
export const ZCreateStudyYearRequest = z.object({
  StartYear: z.number({ error: STUDY_YEAR_MESSAGES.startYearRequired }).int().min(2000).max(2100),
  Cycles: z.tuple([ZCycleInput, ZCycleInput]),
});
export type TCreateStudyYearRequest = z.infer<typeof ZCreateStudyYearRequest>;

export const ZUpdateCycleRequest = ZCycleInput.extend({ Id: z.number().int().min(1) });
export type TUpdateCycleRequest = z.infer<typeof ZUpdateCycleRequest>;

export const ZOpenCycleRequest = z.object({ CycleId: z.number().int().min(1) });

export const ZCycleRow = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Sort: z.number().int(),
  StartDate: z.string(),
  EndDate: z.string(),
  IsOpen: z.boolean(),
});
export type TCycleRow = z.infer<typeof ZCycleRow>;

export const ZStudyYearRow = z.object({
  Id: z.number().int(),
  Name: z.string(),
  StartDate: z.string(),
  EndDate: z.string(),
  IsCurrent: z.boolean(),
  GradeNames: z.array(z.string()),
  ClassNum: z.number().int(),
  Cycles: z.array(ZCycleRow),
});
export type TStudyYearRow = z.infer<typeof ZStudyYearRow>;

/** Default term dates for a study year starting in `year` (first term Sep-Jan, second Feb-Jul). */
export function defaultCycles(year: number): [TCycleInput, TCycleInput] {
  return [
    { Name: `${studyYearName(year)}第一学期`, StartDate: `${year}-09-01`, EndDate: `${year + 1}-01-20` },
    { Name: `${studyYearName(year)}第二学期`, StartDate: `${year + 1}-02-20`, EndDate: `${year + 1}-07-15` },
  ];
}

/** The rule checks shared by the browser and the server; null when the terms are fine. */
export function cycleProblem(year: number, cycles: readonly TCycleInput[]): string | null {
  const { startDate: first, endDate: last } = studyYearDates(year);
  for (const c of cycles) {
    if (!c.StartDate || !c.EndDate) return STUDY_YEAR_MESSAGES.cycleDatesRequired;
    if (c.EndDate <= c.StartDate) return STUDY_YEAR_MESSAGES.cycleDatesOrder;
    if (c.StartDate < first || c.EndDate > last) return STUDY_YEAR_MESSAGES.cycleOutsideYear;
  }
  const [a, b] = cycles;
  if (a && b && b.StartDate <= a.EndDate) return STUDY_YEAR_MESSAGES.cyclesOverlap;
  return null;
}
