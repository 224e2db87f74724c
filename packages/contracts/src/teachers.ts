import { z } from 'zod';
import { PHONE_PATTERN } from './auth';

export const TEACHER_MESSAGES = {
  nameRequired: '请输入教师姓名',
  phoneInvalid: '请输入正确的手机号',
  phoneTaken: '该手机号已被其他教师使用',
  userTaken: '该账号已绑定其他教师',
  selectToDelete: '请选择要删除的教师',
} as const;

export const ZTeacherForm = z.object({
  Name: z.string().trim().min(1, TEACHER_MESSAGES.nameRequired).max(50),
  Phone: z
    .string()
    .trim()
    .regex(PHONE_PATTERN, TEACHER_MESSAGES.phoneInvalid)
    .nullable()
    .or(z.literal('').transform(() => null))
    .default(null),
  Gender: z.union([z.literal(1), z.literal(2)]).default(2),
  Title: z.string().trim().max(30).nullable().default(null),
  /** the login identity (uID) of this school the teacher works as; null: none */
  UserId: z.number().int().min(1).nullable().default(null),
});
export type TTeacherForm = z.infer<typeof ZTeacherForm>;

export const ZUpdateTeacherRequest = ZTeacherForm.extend({ Id: z.number().int().min(1) });
export type TUpdateTeacherRequest = z.infer<typeof ZUpdateTeacherRequest>;

export const ZDeleteTeachersRequest = z.object({
  Ids: z.array(z.number().int().min(1)).min(1, TEACHER_MESSAGES.selectToDelete).max(100),
});

export const ZTeacherDetail = ZUpdateTeacherRequest;
export type TTeacherDetail = z.infer<typeof ZTeacherDetail>;
