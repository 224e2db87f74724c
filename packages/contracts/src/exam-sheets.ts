import { z } from 'zod';
import { ZGrowthTerm } from './growth-record-calls';
import { ZFileName } from './imports';

/**
 * 体检管理 (issue 20): a term's physical exams of a class as one sheet, each child evaluated,
 * the children to follow up and the health statistics by class and sex (L12).
 *
 * Vision is written on the five-point scale (五分记录, 4.0-5.3), the one Chinese kindergarten
 * health checks use on the 标准对数视力表; the decimal scale is not taken on this sheet.
 */
export const EXAM_LIMITS = {
  heightCm: [60, 160],
  weightKg: [8, 60],
  vision: [4.0, 5.3],
  teeth: [0, 20],
  hemoglobinGL: [60, 200],
} as const;

/** Below this (five-point) a child's eye is flagged; the school's line for children of 3-6. */
export const EXAM_VISION_LINE = 4.9;
/** WHO / 国家卫健委: anaemia in children of 6 months to 6 years below 110 g/L. */
export const EXAM_ANAEMIA_BELOW = 110;
export const HEARING_RESULTS = ['通过', '未通过'] as const;
export type THearing = (typeof HEARING_RESULTS)[number];

/** The flags an exam can raise, by key; the names are what the sheet and the Excel show. */
export const EXAM_FLAG_NAMES = {
  anaemia: '贫血',
  caries: '龋齿',
  vision: '视力低',
  hearing: '听力未通过',
  weightLoss: '体重下降',
} as const;
export type TExamFlag = keyof typeof EXAM_FLAG_NAMES;
export const EXAM_FLAGS = Object.keys(EXAM_FLAG_NAMES) as TExamFlag[];

export const EXAM_SHEET_MESSAGES = {
  termRequired: '请选择学期',
  classRequired: '请选择班级',
  noTerm: '本园还没有学期，请先在学年学期中添加',
  rowsRequired: '请至少填写一名幼儿的体检结果',
  tooManyRows: '一次最多保存 200 名幼儿',
  studentRequired: '请选择幼儿',
  duplicateStudent: '同一名幼儿只能填写一行',
  notInClass: '幼儿不在该班级',
  timeRequired: '请选择正确的体检日期（yyyy-MM-dd）',
  timeFuture: '体检日期不能晚于今天',
  timeOutsideTerm: '体检日期须在所选学期内',
  height: '身高请填写 60-160 之间的数字（cm）',
  weight: '体重请填写 8-60 之间的数字（kg）',
  vision: '视力请填写 4.0-5.3 之间的数字（五分记录）',
  hearing: '听力请选择“通过”或“未通过”',
  tooth: '龋齿请填写 0-20 之间的整数（颗）',
  hemoglobin: '血红蛋白请填写 60-200 之间的数字（g/L）',
  heightWeightRequired: '已填写体检结果的幼儿，身高和体重必须填写',
  saved: '已保存 {count} 名幼儿的体检结果',
  importUnknownChild: '本班没有名为“{name}”的幼儿',
  importAmbiguous: '本班有多名幼儿名为“{name}”，请填写学号',
  importDuplicate: '与第 {row} 行是同一名幼儿',
} as const;
const M = EXAM_SHEET_MESSAGES;

const DECIMAL = /^\d{1,3}(\.\d{1,2})?$/;
const within = (v: string, [min, max]: readonly [number, number]) =>
  DECIMAL.test(v) && Number(v) >= min && Number(v) <= max;
const validDate = (v: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/** The checks of each measurement, shared by the form, the server and the Excel import. */
export const EXAM_FIELD_CHECKS = {
  Height: { valid: (v: string) => within(v, EXAM_LIMITS.heightCm), message: M.height },
  Weight: { valid: (v: string) => within(v, EXAM_LIMITS.weightKg), message: M.weight },
  VisionLeft: { valid: (v: string) => within(v, EXAM_LIMITS.vision), message: M.vision },
  VisionRight: { valid: (v: string) => within(v, EXAM_LIMITS.vision), message: M.vision },
  HearingLeft: {
    valid: (v: string) => (HEARING_RESULTS as readonly string[]).includes(v),
    message: M.hearing,
  },
  HearingRight: {
    valid: (v: string) => (HEARING_RESULTS as readonly string[]).includes(v),
    message: M.hearing,
  },
  Tooth: { valid: (v: string) => /^\d{1,2}$/.test(v) && within(v, EXAM_LIMITS.teeth), message: M.tooth },
  Hemoglobin: { valid: (v: string) => within(v, EXAM_LIMITS.hemoglobinGL), message: M.hemoglobin },
} as const;
export type TExamField = keyof typeof EXAM_FIELD_CHECKS;
export const EXAM_FIELDS = Object.keys(EXAM_FIELD_CHECKS) as TExamField[];
export const isValidExamDate = validDate;

const measurement = (field: TExamField) =>
  z
    .union([z.string().max(20), z.number(), z.null(), z.undefined()], {
      error: EXAM_FIELD_CHECKS[field].message,
    })
    .transform((v) => (v === null || v === undefined ? '' : String(v).trim()))
    .refine((v) => v === '' || EXAM_FIELD_CHECKS[field].valid(v), {
      error: EXAM_FIELD_CHECKS[field].message,
    });

const id = (message: string) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(2_147_483_647, message);
/** 0 = the open term (else the newest) */
const termId = z.coerce
  .number({ error: M.termRequired })
  .int(M.termRequired)
  .min(0, M.termRequired)
  .max(2_147_483_647);
const classId = z.coerce
  .number({ error: M.classRequired })
  .int(M.classRequired)
  .min(0, M.classRequired)
  .max(2_147_483_647);

/** One child's row as entered. */
export const ZExamEntry = z
  .object({
    StudentId: id(M.studentRequired),
    Time: z.string({ error: M.timeRequired }).trim().refine(validDate, { error: M.timeRequired }),
    Height: measurement('Height'),
    Weight: measurement('Weight'),
    VisionLeft: measurement('VisionLeft'),
    VisionRight: measurement('VisionRight'),
    HearingLeft: measurement('HearingLeft'),
    HearingRight: measurement('HearingRight'),
    Tooth: measurement('Tooth'),
    Hemoglobin: measurement('Hemoglobin'),
  })
  .refine((e) => e.Height !== '' && e.Weight !== '', { error: M.heightWeightRequired });
export type TExamEntry = z.infer<typeof ZExamEntry>;

/** The sheet of a term and class: 0 = the open term; ClassId 0 = the first class one may see. */
export const ZExamSheetQuery = z.object({ TermId: termId.default(0), ClassId: classId.default(0) });
export type TExamSheetQuery = z.infer<typeof ZExamSheetQuery>;

/** Rows left empty are not sent (the page drops them); the server saves the sheet in one transaction. */
export const ZSaveExamSheet = z.object({
  TermId: id(M.termRequired),
  ClassId: id(M.classRequired),
  Rows: z.array(ZExamEntry, { error: M.rowsRequired }).min(1, M.rowsRequired).max(200, M.tooManyRows),
});
export type TSaveExamSheet = z.infer<typeof ZSaveExamSheet>;

export const ZExamValues = z.object({
  Id: z.number().int(),
  Time: z.string(),
  Height: z.string(),
  Weight: z.string(),
  VisionLeft: z.string(),
  VisionRight: z.string(),
  HearingLeft: z.string(),
  HearingRight: z.string(),
  Tooth: z.string(),
  Hemoglobin: z.string(),
});
export type TExamValues = z.infer<typeof ZExamValues>;

export const ZExamEvaluation = z.object({
  /** kg/m², one decimal; null without height and weight */
  Bmi: z.number().nullable(),
  /** since the child's previous exam (an earlier date), cm and kg, one decimal */
  HeightChange: z.number().nullable(),
  WeightChange: z.number().nullable(),
  PreviousTime: z.string().nullable(),
  Flags: z.array(z.enum(EXAM_FLAGS as [TExamFlag, ...TExamFlag[]])),
});
export type TExamEvaluation = z.infer<typeof ZExamEvaluation>;

export const ZExamSheetRow = z.object({
  StudentId: z.number().int(),
  Name: z.string(),
  StudentNo: z.string(),
  /** 1 男, 2 女 */
  SexType: z.number().int(),
  Birthday: z.string(),
  /** the child's exam in this term (the latest), null when not examined */
  Exam: ZExamValues.nullable(),
  Evaluation: ZExamEvaluation.nullable(),
});
export type TExamSheetRow = z.infer<typeof ZExamSheetRow>;

export const ZExamTerm = ZGrowthTerm.extend({ StartDate: z.string(), EndDate: z.string() });
export type TExamTerm = z.infer<typeof ZExamTerm>;

export const ZExamSheet = z.object({
  Terms: z.array(ZExamTerm),
  TermId: z.number().int(),
  StudyYearId: z.number().int(),
  /** the classes of the term's study year one may see, with how many children each has examined */
  Classes: z.array(
    z.object({
      ClassId: z.number().int(),
      ClassName: z.string(),
      Children: z.number().int(),
      Examined: z.number().int(),
    }),
  ),
  ClassId: z.number().int(),
  ClassName: z.string(),
  /** the school's today: the default exam date (or the term's end when the term is over) */
  DefaultDate: z.string(),
  Today: z.string(),
  VisionLine: z.number(),
  Rows: z.array(ZExamSheetRow),
});
export type TExamSheet = z.infer<typeof ZExamSheet>;

/** 需关注: ClassId 0 = the whole school (a teacher: her classes). */
export const ZExamFollowUpQuery = z.object({ TermId: termId.default(0), ClassId: classId.default(0) });
export const ZExamFollowUpRow = z.object({
  StudentId: z.number().int(),
  Name: z.string(),
  ClassId: z.number().int(),
  ClassName: z.string(),
  SexType: z.number().int(),
  Exam: ZExamValues,
  Evaluation: ZExamEvaluation,
});
export type TExamFollowUpRow = z.infer<typeof ZExamFollowUpRow>;
export const ZExamFollowUp = z.object({ TermId: z.number().int(), Rows: z.array(ZExamFollowUpRow) });

/** L12: health check statistics by class and sex (SexType, ClassId) of a term. */
export const ZExamStatsQuery = z.object({ TermId: termId.default(0) });
export const ZExamStatsRow = z.object({
  ClassId: z.number().int(),
  ClassName: z.string(),
  /** 1 男, 2 女 */
  SexType: z.number().int(),
  Children: z.number().int(),
  Examined: z.number().int(),
  /** cm / kg, one decimal; null when none examined */
  AvgHeight: z.number().nullable(),
  AvgWeight: z.number().nullable(),
  Flags: z.record(z.enum(EXAM_FLAGS as [TExamFlag, ...TExamFlag[]]), z.number().int()),
});
export type TExamStatsRow = z.infer<typeof ZExamStatsRow>;
export const ZExamStats = z.object({ TermId: z.number().int(), Rows: z.array(ZExamStatsRow) });
export type TExamStats = z.infer<typeof ZExamStats>;

export const ZExamExportQuery = z.object({ TermId: id(M.termRequired), ClassId: id(M.classRequired) });
export const ZExamImportRequest = z.object({
  fileName: ZFileName,
  TermId: z.number({ error: M.termRequired }).int().min(1, M.termRequired).max(2_147_483_647),
  ClassId: z.number({ error: M.classRequired }).int().min(1, M.classRequired).max(2_147_483_647),
});
export type TExamImportRequest = z.infer<typeof ZExamImportRequest>;

/** The Excel sheet's columns (export and import share them, so an export can be imported again). */
export const EXAM_SHEET_COLUMNS = {
  name: '姓名',
  studentNo: '学号',
  time: '体检日期',
  height: '身高(cm)',
  weight: '体重(kg)',
  visionLeft: '左眼视力',
  visionRight: '右眼视力',
  hearingLeft: '左耳听力',
  hearingRight: '右耳听力',
  tooth: '龋齿(颗)',
  hemoglobin: '血红蛋白(g/L)',
} as const;
export const EXAM_SHEET_FILE_NAME = '{class}体检表.xlsx';

// ── Evaluation ───────────────────────────────────────────────────────────────────────

/**
 * The growth standard applied to height and weight. None ships: the WHO Child Growth
 * Standards are licensed CC BY-NC-SA 3.0 IGO (no commercial use), and the tables of
 * WS/T 423-2022 《7岁以下儿童生长标准》 are not available to this build from an official
 * machine-readable source. A standard plugs in as `TGrowthStandard` and adds its flags.
 */
export type TGrowthStandard = {
  name: string;
  /** flags of one exam (e.g. 低体重, 生长迟缓, 超重) for a child of that sex and age */
  flags: (child: TExamChild, exam: TExamMeasures) => string[];
};
export const GROWTH_STANDARD: TGrowthStandard | null = null;

export type TExamChild = { sexType: number; birthday: string };
export type TExamMeasures = {
  Time: string;
  Height: string;
  Weight: string;
  VisionLeft: string;
  VisionRight: string;
  HearingLeft: string;
  HearingRight: string;
  Tooth: string;
  Hemoglobin: string;
};

const num = (v: string) => (v.trim() === '' ? null : Number(v));
const round1 = (v: number) => Math.round(v * 10) / 10;

/**
 * One child's exam evaluated: BMI, the change since the previous exam, and the flags
 * (anaemia < 110 g/L, caries > 0, an eye below the vision line, an ear not passed, weight
 * lost since the previous exam). `visionLine` is the school's line (five-point).
 */
export function evaluateExam(
  _child: TExamChild,
  exam: TExamMeasures,
  previous: TExamMeasures | null,
  visionLine: number = EXAM_VISION_LINE,
): TExamEvaluation {
  const height = num(exam.Height);
  const weight = num(exam.Weight);
  const bmi = height && weight ? round1(weight / (height / 100) ** 2) : null;
  const prevHeight = previous ? num(previous.Height) : null;
  const prevWeight = previous ? num(previous.Weight) : null;
  const heightChange = height !== null && prevHeight !== null ? round1(height - prevHeight) : null;
  const weightChange = weight !== null && prevWeight !== null ? round1(weight - prevWeight) : null;
  const flags: TExamFlag[] = [];
  const hb = num(exam.Hemoglobin);
  if (hb !== null && hb < EXAM_ANAEMIA_BELOW) flags.push('anaemia');
  const teeth = num(exam.Tooth);
  if (teeth !== null && teeth > 0) flags.push('caries');
  const eyes = [num(exam.VisionLeft), num(exam.VisionRight)];
  if (eyes.some((v) => v !== null && v < visionLine)) flags.push('vision');
  if (exam.HearingLeft === '未通过' || exam.HearingRight === '未通过') flags.push('hearing');
  if (weightChange !== null && weightChange < 0) flags.push('weightLoss');
  return {
    Bmi: bmi,
    HeightChange: heightChange,
    WeightChange: weightChange,
    PreviousTime: previous?.Time ?? null,
    Flags: flags,
  };
}
