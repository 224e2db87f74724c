import { z } from 'zod';
import { PHONE_PATTERN } from './auth';
import { STORED_FILE_PATH } from './uploads';

export const STUDENT_MESSAGES = {
  nameRequired: '请输入幼儿姓名',
  genderRequired: '请选择性别',
  birthdayRequired: '请选择出生日期',
  birthdayFuture: '出生日期不能晚于今天',
  classRequired: '请选择班级',
  phoneInvalid: '请输入正确的手机号',
  duplicate: '该班级已有同名且同一天出生的幼儿',
  selectFirst: '请先选择幼儿',
  photoInvalid: '请上传本园的幼儿照片',
  leaveConfirm: '离园后幼儿不再出现在班级中，成长记录仍会保留。是否继续？',
} as const;

const optionalPhone = z
  .string()
  .trim()
  .regex(PHONE_PATTERN, STUDENT_MESSAGES.phoneInvalid)
  .nullable()
  .or(z.literal('').transform(() => null))
  .default(null);
const optionalName = z.string().trim().max(50).nullable().default(null);

export const ZStudentForm = z.object({
  Name: z.string().trim().min(1, STUDENT_MESSAGES.nameRequired).max(50),
  Gender: z.union([z.literal(1), z.literal(2)], { error: STUDENT_MESSAGES.genderRequired }),
  Birthday: z
    .string({ error: STUDENT_MESSAGES.birthdayRequired })
    .regex(/^\d{4}-\d{2}-\d{2}$/, STUDENT_MESSAGES.birthdayRequired),
  ClassId: z.number({ error: STUDENT_MESSAGES.classRequired }).int().min(1, STUDENT_MESSAGES.classRequired),
  /** nursery age level (托班 only); computed from the birthday when not given */
  BabyLevel: z
    .union([z.literal(1), z.literal(2)])
    .nullable()
    .default(null),
  FatherName: optionalName,
  FatherPhone: optionalPhone,
  MotherName: optionalName,
  MotherPhone: optionalPhone,
  /** the `/files/<uuid>` path the image upload answered; '' or null: none; absent: unchanged */
  Photo: z
    .string()
    .trim()
    .refine((v) => v === '' || STORED_FILE_PATH.test(v), STUDENT_MESSAGES.photoInvalid)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null)),
});
export type TStudentForm = z.infer<typeof ZStudentForm>;

export const ZUpdateStudentRequest = ZStudentForm.extend({ Id: z.number().int().min(1) });
export type TUpdateStudentRequest = z.infer<typeof ZUpdateStudentRequest>;
export const ZStudentDetail = ZUpdateStudentRequest.extend({
  IsBaby: z.boolean(),
  Photo: z.string().nullable(),
});
export type TStudentDetail = z.infer<typeof ZStudentDetail>;

const ZIds = z.array(z.number().int().min(1)).min(1, STUDENT_MESSAGES.selectFirst).max(200);
export const ZMoveStudentsRequest = z.object({
  Ids: ZIds,
  ClassId: z.number({ error: STUDENT_MESSAGES.classRequired }).int().min(1),
});
export const ZLeaveStudentsRequest = z.object({ Ids: ZIds });

/** Nursery level by age at `on`: 1 under 30 months, else 2. */
export function babyLevelFor(birthday: string, on: string): 1 | 2 {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [oy, om, od] = on.split('-').map(Number) as [number, number, number];
  const months = (oy - by) * 12 + (om - bm) - (od < bd ? 1 : 0);
  return months < 30 ? 1 : 2;
}
