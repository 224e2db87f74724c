import { z } from 'zod';
import { PHONE_PATTERN } from './auth';
import { STORED_FILE_PATH } from './uploads';

/** 学号: letters, digits and '-', at most 30. */
export const STUDENT_NO_PATTERN = /^[A-Za-z0-9-]{1,30}$/;

/** At most this many guardians per child. */
export const GUARDIANS_MAX = 3;

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
  nameTooLong: '幼儿姓名不能超过50个字',
  parentNameTooLong: '家长姓名不能超过50个字',
  studentNoInvalid: '学号只能由字母、数字和“-”组成，最多30个字符',
  studentNoTaken: '本园已有幼儿使用该学号',
  entryDateInvalid: '请选择正确的入园日期',
  entryBeforeBirth: '入园日期不能早于出生日期',
  guardiansTooMany: `监护人最多填写${GUARDIANS_MAX}位`,
  guardianNameRequired: '请输入监护人姓名',
  guardianNameTooLong: '监护人姓名不能超过50个字',
  guardianRelationInvalid: '监护人关系只能是 父亲、母亲、爷爷、奶奶、外公、外婆 或 其他',
  guardianPhoneInvalid: '请输入正确的监护人手机号',
  guardianPrimaryMissing: '请指定一位首要联系人',
  guardianPrimaryTwice: '只能指定一位首要联系人',
  allergiesTooLong: '过敏信息不能超过500个字',
  healthNotesTooLong: '健康备注不能超过1000个字',
} as const;

/** The relations a guardian may have (监护人关系). */
export const GUARDIAN_RELATIONS = ['父亲', '母亲', '爷爷', '奶奶', '外公', '外婆', '其他'] as const;
export type TGuardianRelation = (typeof GUARDIAN_RELATIONS)[number];

export const ZGuardian = z.object({
  Name: z
    .string({ error: STUDENT_MESSAGES.guardianNameRequired })
    .trim()
    .min(1, STUDENT_MESSAGES.guardianNameRequired)
    .max(50, STUDENT_MESSAGES.guardianNameTooLong),
  Relation: z.enum(GUARDIAN_RELATIONS, { error: STUDENT_MESSAGES.guardianRelationInvalid }),
  /** a mobile number; may stay empty */
  Phone: z
    .string()
    .trim()
    .regex(PHONE_PATTERN, STUDENT_MESSAGES.guardianPhoneInvalid)
    .nullable()
    .or(z.literal('').transform(() => null))
    .default(null),
  /** the one to call first; exactly one guardian is */
  Primary: z.boolean().default(false),
});
export type TGuardian = z.infer<typeof ZGuardian>;

/** Up to three guardians, exactly one primary when there are any. */
export const ZGuardians = z
  .array(ZGuardian)
  .max(GUARDIANS_MAX, STUDENT_MESSAGES.guardiansTooMany)
  .superRefine((list, ctx) => {
    const primaries = list.filter((g) => g.Primary).length;
    if (list.length && primaries === 0)
      ctx.addIssue({ code: 'custom', message: STUDENT_MESSAGES.guardianPrimaryMissing });
    if (primaries > 1) ctx.addIssue({ code: 'custom', message: STUDENT_MESSAGES.guardianPrimaryTwice });
  });

/** The father/mother fields of the spec's clients. */
export type TParentFields = {
  FatherName: string | null;
  FatherPhone: string | null;
  MotherName: string | null;
  MotherPhone: string | null;
};

/**
 * Guardians from the father/mother fields (a client that knows only them): 父亲 and 母亲,
 * the mother primary when both are given (as the roster always printed her first).
 */
export function guardiansFromParents(p: TParentFields): TGuardian[] {
  const list: TGuardian[] = [];
  if (p.MotherName || p.MotherPhone)
    list.push({
      Name: p.MotherName || '母亲',
      Relation: '母亲',
      Phone: p.MotherPhone || null,
      Primary: true,
    });
  if (p.FatherName || p.FatherPhone)
    list.push({
      Name: p.FatherName || '父亲',
      Relation: '父亲',
      Phone: p.FatherPhone || null,
      Primary: !list.length,
    });
  return list;
}

/** The father/mother fields from guardians: the first of relation 父亲 and of 母亲. */
export function parentsFromGuardians(list: TGuardian[]): TParentFields {
  const father = list.find((g) => g.Relation === '父亲');
  const mother = list.find((g) => g.Relation === '母亲');
  return {
    FatherName: father?.Name ?? null,
    FatherPhone: father?.Phone ?? null,
    MotherName: mother?.Name ?? null,
    MotherPhone: mother?.Phone ?? null,
  };
}

/** The guardian to call: the primary one, else the first. */
export function primaryGuardian<T extends { Primary: boolean }>(list: readonly T[]): T | undefined {
  return list.find((g) => g.Primary) ?? list[0];
}

const optionalPhone = z
  .string()
  .trim()
  .regex(PHONE_PATTERN, STUDENT_MESSAGES.phoneInvalid)
  .nullable()
  .or(z.literal('').transform(() => null))
  .default(null);
const optionalName = z.string().trim().max(50, STUDENT_MESSAGES.parentNameTooLong).nullable().default(null);
/** optional text: '' is none */
const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null));

export const ZStudentForm = z.object({
  Name: z.string().trim().min(1, STUDENT_MESSAGES.nameRequired).max(50, STUDENT_MESSAGES.nameTooLong),
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
  /** 学号, unique in the school; '' or null: none; absent: unchanged */
  StudentNo: z
    .string()
    .trim()
    .refine((v) => v === '' || STUDENT_NO_PATTERN.test(v), STUDENT_MESSAGES.studentNoInvalid)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null)),
  /** 入园日期 yyyy-mm-dd; '' or null: none; absent: unchanged */
  EntryDate: z
    .string()
    .regex(/^(\d{4}-\d{2}-\d{2})?$/, STUDENT_MESSAGES.entryDateInvalid)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null)),
  /**
   * Up to three guardians, one primary. Absent (a client that knows only the father/mother
   * fields): derived from those fields; present: the father/mother fields follow from it.
   */
  Guardians: ZGuardians.optional(),
  /** staff only: never on a parent-facing report; absent: unchanged */
  Allergies: optionalText(500, STUDENT_MESSAGES.allergiesTooLong),
  HealthNotes: optionalText(1000, STUDENT_MESSAGES.healthNotesTooLong),
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
  StudentNo: z.string().nullable(),
  EntryDate: z.string().nullable(),
  Guardians: z.array(ZGuardian),
  Allergies: z.string().nullable(),
  HealthNotes: z.string().nullable(),
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
