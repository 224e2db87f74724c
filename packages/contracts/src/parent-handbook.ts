import { z } from 'zod';
import { ZParentAnswerItem } from './questionnaire';

/**
 * The parent edition of the growth handbook (家长版成长档案, screen 3, H42-H46; DECISIONS 21,
 * 46): per questionnaire bank of the child's kind, the term's rated items beside the previous
 * term's, a comparison chart, the child's photos of the area and the parents' words
 * (ParentMessage, up to 1000 characters). `?sample=1` shows a fixed sample instead.
 */

export const PARENT_HANDBOOK_MESSAGES = {
  studentRequired: '请选择幼儿',
  categoryRequired: '请选择评价类别',
  messageTooLong: '家长寄语不能超过1000个字',
  changedMeanwhile: '{name}刚刚修改了家长寄语，请刷新后再保存',
} as const;

/** DECISIONS 21: the parent message holds 1000 characters, with a 0/1000 counter. */
export const PARENT_MESSAGE_MAX = 1000;

const ZFlag = z
  .union([z.boolean(), z.string(), z.number()])
  .optional()
  .transform((v) => v === true || v === 'true' || v === '1' || v === 1);

/** H42: the data call's query; IsBaby and BabyLevel are read for compatibility only. */
export const ZParentHandbookQuery = z.object({
  /** 0 or absent: the open term */
  CycleId: z.coerce.number().int().min(0).max(2147483647).default(0),
  StudentId: z.coerce
    .number({ error: PARENT_HANDBOOK_MESSAGES.studentRequired })
    .int(PARENT_HANDBOOK_MESSAGES.studentRequired)
    .min(1, PARENT_HANDBOOK_MESSAGES.studentRequired)
    .max(2147483647, PARENT_HANDBOOK_MESSAGES.studentRequired),
  IsBaby: ZFlag,
  BabyLevel: z.coerce.number().int().min(0).max(10).optional(),
});
export type TParentHandbookQuery = z.infer<typeof ZParentHandbookQuery>;

/** H46: one category (a questionnaire bank). */
export const ZParentCategory = z.object({
  CateId: z.number().int(),
  CateName: z.string(),
  Description: z.string(),
  IsBaby: z.boolean(),
  /** the rating's top: 6 stars, or 1 (是) for nursery questions */
  Max: z.number().int(),
  /** the rated items: this term's value and the previous term's (0: not answered then) */
  Content: z.array(ZParentAnswerItem),
  /** comma-separated `/files/...` paths */
  ImgList: z.string(),
  VideoList: z.string(),
  AudioList: z.string(),
  ParentMessage: z.string(),
  ParentMessageUpdatedAt: z.string().nullable(),
  /** 1: the bank was answered for the child this term; 0: not yet */
  IsStatus: z.number().int(),
  Legend_data: z.array(z.string()),
  Xaxis_data: z.array(z.string()),
  Series: z.array(z.object({ name: z.string(), data: z.array(z.number()) })),
});
export type TParentCategory = z.infer<typeof ZParentCategory>;

export const ZParentHandbook = z.object({
  SchoolName: z.string(),
  StudentId: z.number().int(),
  StudentName: z.string(),
  GradeName: z.string(),
  ClassName: z.string(),
  CycleId: z.number().int(),
  CycleName: z.string(),
  PreviousCycleName: z.string().nullable(),
  IsBaby: z.boolean(),
  Categories: z.array(ZParentCategory),
  /** the caller may write the parents' words (ParentMessage) */
  Editable: z.boolean(),
});
export type TParentHandbook = z.infer<typeof ZParentHandbook>;

const bodyId = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(2147483647, message);

/** The parents' words of one category, as told to the teacher (DECISIONS 21). */
export const ZParentMessageRequest = z.object({
  StudentId: bodyId(PARENT_HANDBOOK_MESSAGES.studentRequired),
  CycleId: bodyId('请选择学期'),
  CateId: bodyId(PARENT_HANDBOOK_MESSAGES.categoryRequired),
  Content: z.string().max(PARENT_MESSAGE_MAX, PARENT_HANDBOOK_MESSAGES.messageTooLong),
  UpdatedAt: z.string().max(40).nullable().optional(),
});
export type TParentMessageRequest = z.infer<typeof ZParentMessageRequest>;
