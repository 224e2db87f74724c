import { z } from 'zod';

/**
 * The term evaluation report (学期评价报告, screen 13, I01-I17; DECISIONS 1 and 45): a child's
 * term, computed from that term's evaluations — the growth-record term observation (type 4,
 * 1-3 stars per observation point) completed by the term's theme evaluations — with 教育建议 for
 * the items to work on and the teacher's 老师寄语.
 */

export const TERM_REPORT_MESSAGES = {
  studentRequired: '请选择幼儿',
  cycleRequired: '请选择学期',
  messageTooLong: '老师寄语不能超过500个字',
  adviceRequired: '请填写教育建议',
  adviceTooLong: '教育建议不能超过500个字',
  pointRequired: '请选择观察要点',
  /** a save based on a copy someone changed since (409) */
  changedMeanwhile: '{name}刚刚修改了老师寄语，请刷新后再保存',
} as const;

/** DECISIONS 5 / D5: 老师寄语 and 教育建议 hold 500 characters, with a counter. */
export const TERM_MESSAGE_MAX = 500;
export const TERM_ADVICE_MAX = 500;
/** I09: the chart's y axis runs 0 to 12 in steps of 1 (wider only when a domain counts more). */
export const TERM_CHART_Y_MAX = 12;

/** The levels of an item (0: not observed). */
export const TermLevel = { none: 0, keepTrying: 1, outstanding: 2, great: 3 } as const;
export type TTermLevel = (typeof TermLevel)[keyof typeof TermLevel];

/** DECISIONS 1: the legend's names and colours; markers use the same. */
const LEVELS = [
  { Level: TermLevel.keepTrying, Name: '加油', Color: '#F56C6C' },
  { Level: TermLevel.outstanding, Name: '突出', Color: '#409EFF' },
  { Level: TermLevel.great, Name: '真棒', Color: '#67C23A' },
] as const;

export type TTermLegendEntry = { Level: TTermLevel; Name: string; Color: string };

/** I10: three levels, or for nursery children (托班) two: 加油 and 真棒. */
export function termLegend(baby: boolean): TTermLegendEntry[] {
  return LEVELS.filter((l) => !baby || l.Level !== TermLevel.outstanding).map((l) => ({ ...l }));
}

/**
 * A term-observation score (0-3 stars) as a level: 1 加油, 2 突出, 3 真棒; a nursery child has
 * no 突出, so 2 and 3 stars are both 真棒. 0 (or anything outside 1-3) is not observed.
 */
export function termLevelOf(stars: number, baby: boolean): TTermLevel {
  if (!Number.isInteger(stars) || stars < 1 || stars > 3) return TermLevel.none;
  if (stars === 1) return TermLevel.keepTrying;
  if (baby) return TermLevel.great;
  return stars === 2 ? TermLevel.outstanding : TermLevel.great;
}

/** The marker colour of a level; '' for not observed. */
export const termColorOf = (level: TTermLevel) => LEVELS.find((l) => l.Level === level)?.Color ?? '';

/**
 * The chart's counts: per legend level, how many items of the list have it. Items not
 * observed are counted nowhere (never as a low level).
 */
export function termCounts(levels: readonly number[], baby: boolean): number[] {
  return termLegend(baby).map((l) => levels.filter((level) => level === l.Level).length);
}

const ZFlag = z
  .union([z.boolean(), z.string(), z.number()])
  .optional()
  .transform((v) => v === true || v === 'true' || v === '1' || v === 1);

/**
 * I02: the data call's query. IsBaby and BabyLevel are read for compatibility only: whether a
 * child is a nursery child comes from the child's own grade, never from the link.
 */
export const ZTermReportQuery = z.object({
  CycleId: z.coerce
    .number({ error: TERM_REPORT_MESSAGES.cycleRequired })
    .int(TERM_REPORT_MESSAGES.cycleRequired)
    .min(1, TERM_REPORT_MESSAGES.cycleRequired)
    .max(2147483647, TERM_REPORT_MESSAGES.cycleRequired),
  StudentId: z.coerce
    .number({ error: TERM_REPORT_MESSAGES.studentRequired })
    .int(TERM_REPORT_MESSAGES.studentRequired)
    .min(1, TERM_REPORT_MESSAGES.studentRequired)
    .max(2147483647, TERM_REPORT_MESSAGES.studentRequired),
  GradeId: z.coerce.number().int().min(0).max(2147483647).optional(),
  IsBaby: ZFlag,
  BabyLevel: z.coerce.number().int().min(0).max(10).optional(),
});
export type TTermReportQuery = z.infer<typeof ZTermReportQuery>;

/** Where an item's level comes from. */
export const TermItemSource = { observation: 'observation', theme: 'theme' } as const;

/** I17: an item of a domain's table. `Key` names its 教育建议 (see ZChildAdviceRequest). */
export const ZTermItem = z.object({
  title: z.string(),
  Level: z.number().int(),
  /** the marker colour ('' when not observed) */
  Color: z.string(),
  /** observed: the marker is coloured */
  Iscolor: z.boolean(),
  /** 教育建议 for a 加油 item; '' for the others */
  InterveneContent: z.string(),
  /** the advice is this child's own (adjusted by a teacher), not the library's */
  AdviceAdjusted: z.boolean(),
  Source: z.enum([TermItemSource.observation, TermItemSource.theme]),
  /** the observation point ('' for a theme item: its advice is the element's) */
  Point: z.string(),
});
export type TTermItem = z.infer<typeof ZTermItem>;

export const ZTermCategory = z.object({ CategoryName: z.string(), data: z.array(ZTermItem) });

export const ZTermSeries = z.object({ name: z.string(), data: z.array(z.number().int()) });

/** I07, I09, I11: one domain: its tables, its evidence photos and its chart. */
export const ZTermDomain = z.object({
  Name: z.string(),
  table: z.array(ZTermCategory),
  /** evidence photos, comma-separated `/files/...` paths (I11) */
  ListImg: z.string(),
  /** the levels, as in the legend */
  Legend_data: z.array(z.string()),
  /** [previous term, this term]; the previous one only when it was observed */
  Xaxis_data: z.array(z.string()),
  /** one series per level: its count in each term of Xaxis_data */
  Series: z.array(ZTermSeries),
  Observed: z.number().int(),
  Items: z.number().int(),
});
export type TTermDomain = z.infer<typeof ZTermDomain>;

export const ZTermReport = z.object({
  SchoolName: z.string(),
  StudentId: z.number().int(),
  StudentName: z.string(),
  /** 1 boy, 2 girl (the structure picture, I06) */
  Gender: z.number().int(),
  GradeName: z.string(),
  ClassName: z.string(),
  CycleId: z.number().int(),
  CycleName: z.string(),
  PreviousCycleName: z.string().nullable(),
  IsBaby: z.boolean(),
  Legend: z.array(z.object({ Level: z.number().int(), Name: z.string(), Color: z.string() })),
  domains: z.array(ZTermDomain),
  TeacherMessage: z.string(),
  TeacherMessageBy: z.string(),
  TeacherMessageUpdatedAt: z.string().nullable(),
  /** the caller may write 老师寄语 and adjust 教育建议 for this child */
  Editable: z.boolean(),
});
export type TTermReport = z.infer<typeof ZTermReport>;

/** 老师寄语 of a child for a term (the hub writes it). `UpdatedAt` guards against overwriting. */
/** An id in a JSON body: a number, never a coerced `true` or string. */
const bodyId = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(2147483647, message);

export const ZTeacherMessageRequest = z.object({
  StudentId: bodyId(TERM_REPORT_MESSAGES.studentRequired),
  CycleId: bodyId(TERM_REPORT_MESSAGES.cycleRequired),
  Content: z.string().max(TERM_MESSAGE_MAX, TERM_REPORT_MESSAGES.messageTooLong),
  /** the copy the writer started from (null: there was none) */
  UpdatedAt: z.string().max(40).nullable().optional(),
});
export type TTeacherMessageRequest = z.infer<typeof ZTeacherMessageRequest>;

export const ZTeacherMessageResult = z.object({ UpdatedAt: z.string().nullable() });

/**
 * A teacher's 教育建议 for one child, term and item (the dialog's 修改): the domain, element and
 * point name the item; an empty Advice goes back to the library's.
 */
export const ZChildAdviceRequest = z.object({
  StudentId: bodyId(TERM_REPORT_MESSAGES.studentRequired),
  CycleId: bodyId(TERM_REPORT_MESSAGES.cycleRequired),
  Dimension: z
    .string()
    .trim()
    .min(1, TERM_REPORT_MESSAGES.pointRequired)
    .max(20, TERM_REPORT_MESSAGES.pointRequired),
  Element: z
    .string()
    .trim()
    .min(1, TERM_REPORT_MESSAGES.pointRequired)
    .max(20, TERM_REPORT_MESSAGES.pointRequired),
  Point: z.string().trim().max(100, TERM_REPORT_MESSAGES.pointRequired),
  Advice: z.string().trim().max(TERM_ADVICE_MAX, TERM_REPORT_MESSAGES.adviceTooLong),
});
export type TChildAdviceRequest = z.infer<typeof ZChildAdviceRequest>;

/** The advice the item now shows (the library's after a reset). */
export const ZChildAdviceResult = z.object({ Advice: z.string(), AdviceAdjusted: z.boolean() });

// ── the school's 教育建议 library ─────────────────────────────────────────────────────────

/** The grade levels whose default frameworks the library lists: 0 托班, 1 小班, 2 中班, 3 大班. */
export const ADVICE_LEVELS = [0, 1, 2, 3] as const;

export const ZAdviceLibraryQuery = z.object({
  Level: z.coerce.number().int().min(0).max(3).default(1),
});

/** One entry: a point (or, with Point '', its element's general advice). */
export const ZAdviceEntry = z.object({
  Dimension: z.string(),
  Element: z.string(),
  Point: z.string(),
  /** the product's advice */
  Default: z.string(),
  /** the school's own ('' when it keeps the product's) */
  Advice: z.string(),
});
export type TAdviceEntry = z.infer<typeof ZAdviceEntry>;

export const ZAdviceLibrary = z.object({ Level: z.number().int(), Items: z.array(ZAdviceEntry) });
export type TAdviceLibrary = z.infer<typeof ZAdviceLibrary>;

/** The school's advice for a point or element of a default framework; empty goes back to the product's. */
export const ZSaveAdviceRequest = ZChildAdviceRequest.omit({ StudentId: true, CycleId: true });
export type TSaveAdviceRequest = z.infer<typeof ZSaveAdviceRequest>;
