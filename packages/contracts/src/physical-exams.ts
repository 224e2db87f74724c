import { z } from 'zod';
import { GROWTH_TEMPLATE_MESSAGES } from './growth-templates';

/** G33: the child's latest physical exam (null fields when not measured). */
export const ZPhysicalQuery = z.object({ Id: z.coerce.number().int().min(1) });
export const ZStudentPhysical = z.object({
  Time: z.string(),
  Height: z.string(),
  Weight: z.string(),
  VisionLeft: z.string(),
  VisionRight: z.string(),
  HearingLeft: z.string(),
  HearingRight: z.string(),
  Tooth: z.string(),
  Hemoglobin: z.string(),
  /** where it comes from: 体检 (a health check) or the child's earlier 体检记录 page */
  Source: z.string(),
});
export type TStudentPhysical = z.infer<typeof ZStudentPhysical>;
/** The physical-exam fields a medical item can be filled from (F45 `type`). */
export const PHYSICAL_FIELDS = [
  'Height',
  'Weight',
  'VisionLeft',
  'VisionRight',
  'HearingLeft',
  'HearingRight',
  'Tooth',
  'Hemoglobin',
] as const;

// ── Physical exams (G33) ─────────────────────────────────────────────────────────────

/** Where GetStudentPhysicalInfo's values come from. */
export const PhysicalSource = { exam: '体检', record: '成长档案' } as const;

/** Plausible ranges for children of 2-6 (the health check's own entry, not the record page). */
export const PHYSICAL_LIMITS = {
  heightCm: [50, 180],
  weightKg: [5, 60],
  /** five-point (4.0-5.3) or decimal (0.1-2.0) notation */
  visionFivePoint: [4.0, 5.3],
  visionDecimal: [0.1, 2.0],
  hemoglobinGL: [60, 200],
  teeth: [0, 20],
  hearingMax: 20,
} as const;

export const PHYSICAL_EXAM_MESSAGES = {
  studentRequired: '请选择幼儿',
  timeRequired: '请选择正确的体检日期（yyyy-MM-dd）',
  timeFuture: '体检日期不能晚于今天',
  height: '身高请填写 50-180 之间的数字（cm）',
  weight: '体重请填写 5-60 之间的数字（kg）',
  vision: '视力请填写 4.0-5.3（五分记录）或 0.1-2.0（小数记录）',
  hearing: `听力不能超过${PHYSICAL_LIMITS.hearingMax}个字`,
  tooth: '龋齿请填写 0-20 之间的整数（颗）',
  hemoglobin: '血红蛋白请填写 60-200 之间的数字（g/L）',
  added: GROWTH_TEMPLATE_MESSAGES.added,
} as const;

const DECIMAL = /^\d{1,3}(\.\d{1,2})?$/;
const within = (v: string, [min, max]: readonly [number, number]) =>
  DECIMAL.test(v) && Number(v) >= min && Number(v) <= max;
/** A measurement as written ("5.0" keeps its zero); numbers are taken too. '' when not measured. */
const measurement = (message: string, valid: (v: string) => boolean, required = false) =>
  z
    .union([z.string(), z.number(), z.null(), z.undefined()], { error: message })
    .transform((v) => (v === null || v === undefined ? '' : String(v).trim()))
    .refine((v) => (v === '' ? !required : valid(v)), { error: message });
const vision = (v: string) =>
  within(v, PHYSICAL_LIMITS.visionFivePoint) || within(v, PHYSICAL_LIMITS.visionDecimal);
const validDate = (v: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/**
 * G33: a health check's exam of one child, entered by the school's health staff. Height and
 * weight are required; the other measurements may be left empty when not taken.
 */
export const ZAddStudentPhysicalRequest = z.object({
  StudentId: z.coerce
    .number({ error: PHYSICAL_EXAM_MESSAGES.studentRequired })
    .int(PHYSICAL_EXAM_MESSAGES.studentRequired)
    .min(1, PHYSICAL_EXAM_MESSAGES.studentRequired),
  Time: z
    .string({ error: PHYSICAL_EXAM_MESSAGES.timeRequired })
    .trim()
    .refine(validDate, { error: PHYSICAL_EXAM_MESSAGES.timeRequired }),
  Height: measurement(PHYSICAL_EXAM_MESSAGES.height, (v) => within(v, PHYSICAL_LIMITS.heightCm), true),
  Weight: measurement(PHYSICAL_EXAM_MESSAGES.weight, (v) => within(v, PHYSICAL_LIMITS.weightKg), true),
  VisionLeft: measurement(PHYSICAL_EXAM_MESSAGES.vision, vision),
  VisionRight: measurement(PHYSICAL_EXAM_MESSAGES.vision, vision),
  HearingLeft: measurement(PHYSICAL_EXAM_MESSAGES.hearing, (v) => v.length <= PHYSICAL_LIMITS.hearingMax),
  HearingRight: measurement(PHYSICAL_EXAM_MESSAGES.hearing, (v) => v.length <= PHYSICAL_LIMITS.hearingMax),
  Tooth: measurement(
    PHYSICAL_EXAM_MESSAGES.tooth,
    (v) => /^\d{1,2}$/.test(v) && within(v, PHYSICAL_LIMITS.teeth),
  ),
  Hemoglobin: measurement(PHYSICAL_EXAM_MESSAGES.hemoglobin, (v) => within(v, PHYSICAL_LIMITS.hemoglobinGL)),
});
export type TAddStudentPhysicalRequest = z.infer<typeof ZAddStudentPhysicalRequest>;
export const ZAddStudentPhysicalResponse = z.object({ Id: z.number().int() });
