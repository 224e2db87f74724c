import { z } from 'zod';
import { ZFlag } from './envelope';

/**
 * The questionnaire (问卷, J01-J10): a teacher answers one bank's questions for a child and
 * a term. Nursery children (IsBaby) get yes/no radios, others a 1-6 star rating (J06).
 */
export const RATE_MAX = 6;
/** Radio values of a nursery question; 0 or absent: not answered. */
export const YesNo = { yes: 1, no: 2 } as const;
export const YES_NO_OPTIONS = [
  { Option: '是', Value: YesNo.yes },
  { Option: '否', Value: YesNo.no },
] as const;

export const QUESTIONNAIRE_MESSAGES = {
  /** J04 */
  notice: '以下选项由老师根据幼儿的真实情况进行选择，可多选或不选。',
  submit: '提交评价',
  /** J09 */
  successTitle: '提交成功!',
  successText: '可在“问卷评价”的“查看结果”中查看每名幼儿的评价结果和班级平均。',
  successOk: '好的',
  submitted: '提交成功',
  nothingAnswered: '请至少完成一项评价后再提交',
  valueInvalid: '评价结果不正确，请刷新后重试',
  questionNotInBank: '题目已被修改，请刷新后重新评价',
  bankNotForChild: '该分类不适用于该幼儿（托班幼儿使用托班分类）',
  studentNotInClass: '所选幼儿不在该班级中，请刷新后重试',
  noOpenCycle: '当前没有开启的学期，请联系管理员在“学年学期”中开启学期',
  cycleRequired: '请选择学期',
  tooManyStudents: '一次最多为 60 名幼儿提交',
  cycleNotForClass: '该学期不属于该班级所在的学年',
} as const;

/**
 * The escaped JSON a questionnaire opens with (`dateInfo`, or `dataInfo`: DECISIONS 17).
 * Ids identify; names are only shown until the server's answer arrives.
 */
export const ZQuestionnaireInfo = z.object({
  StudentId: z.coerce.number().int().min(1),
  /** the bank (category): SId of the questions call, cateId of the submit */
  CateId: z.coerce.number().int().min(1),
  CycleId: z.coerce.number().int().min(0).default(0),
  ClassId: z.coerce.number().int().min(0).default(0),
  GradeId: z.coerce.number().int().min(0).default(0),
  IsBaby: ZFlag.default(false),
  BabyLevel: z.coerce.number().int().nullable().default(null),
  StudentName: z.string().default(''),
  CateName: z.string().default(''),
  /** more children of the class answered with the same answers (batch) */
  StudentIds: z.array(z.coerce.number().int().min(1)).default([]),
});
export type TQuestionnaireInfo = z.infer<typeof ZQuestionnaireInfo>;

/** J02: SId is the bank; StudentId decides the scope (their grade) and the saved answers. */
export const ZQuestionsQuery = z.object({
  SId: z.coerce.number().int().min(1),
  StudentId: z.coerce.number().int().min(1),
  IsBaby: z
    .union([z.boolean(), z.string()])
    .optional()
    .transform((v) => v === true || v === 'true' || v === '1'),
  BabyLevel: z.coerce.number().int().optional(),
  /** 0 or absent: the school's open term */
  CycleId: z.coerce.number().int().min(0).default(0),
});
export type TQuestionsQuery = z.infer<typeof ZQuestionsQuery>;

export const ZAnswerOption = z.object({ Option: z.string(), Value: z.number().int() });

/** J05: a numbered question, its options (radios) and the saved value (0: none). */
export const ZQuestionnaireQuestion = z.object({
  Id: z.number().int(),
  Ex_Questions: z.string(),
  Ex_AnswerList: z.array(ZAnswerOption),
  value: z.number().int(),
});
export type TQuestionnaireQuestion = z.infer<typeof ZQuestionnaireQuestion>;

export const ZQuestionnaire = z.object({
  CateId: z.number().int(),
  CateName: z.string(),
  /** J03: the bank's description, empty when it has none */
  Description: z.string(),
  IsBaby: z.boolean(),
  StudentId: z.number().int(),
  StudentName: z.string(),
  ClassId: z.number().int(),
  ClassName: z.string(),
  GradeId: z.number().int(),
  GradeName: z.string(),
  CycleId: z.number().int(),
  CycleName: z.string(),
  /** when this child's answers for the bank and term were last saved; null: not yet */
  AnsweredAt: z.string().nullable(),
  AnsweredBy: z.string().nullable(),
  Questions: z.array(ZQuestionnaireQuestion),
});
export type TQuestionnaire = z.infer<typeof ZQuestionnaire>;

/** J07 */
export const ZSubmitQuestionnaireRequest = z.object({
  gradeId: z.number().int().min(0).default(0),
  classId: z.number().int().min(1),
  cateId: z.number().int().min(1),
  studentId: z.number().int().min(1),
  cycleId: z.number().int().min(0).default(0),
  content: z
    .array(z.object({ id: z.number().int().min(1), value: z.number().int().min(0).max(RATE_MAX).nullable() }))
    .max(500),
  studentIds: z.array(z.number().int().min(1)).max(60, QUESTIONNAIRE_MESSAGES.tooManyStudents).default([]),
});
export type TSubmitQuestionnaireRequest = z.infer<typeof ZSubmitQuestionnaireRequest>;

export const ZSubmitQuestionnaireResult = z.object({
  /** the children whose answers were saved */
  StudentIds: z.array(z.number().int()),
  CycleId: z.number().int(),
});

// ── The class view ──────────────────────────────────────────────────────────────────

export const ZClassProgressQuery = z.object({
  ClassId: z.coerce.number().int().min(1),
  /** 0 or absent: the school's open term */
  CycleId: z.coerce.number().int().min(0).default(0),
});

export const ZProgressStudent = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Gender: z.number().int(),
  Photo: z.string().nullable(),
  IsBaby: z.boolean(),
  BabyLevel: z.number().int().nullable(),
  /** the banks answered for this child in the term */
  DoneCateIds: z.array(z.number().int()),
});
export type TProgressStudent = z.infer<typeof ZProgressStudent>;

export const ZClassProgress = z.object({
  ClassId: z.number().int(),
  ClassName: z.string(),
  GradeId: z.number().int(),
  GradeName: z.string(),
  IsBaby: z.boolean(),
  CycleId: z.number().int(),
  CycleName: z.string(),
  /** the terms of the class's study year, for the term selector */
  Cycles: z.array(z.object({ Id: z.number().int(), Name: z.string(), IsOpen: z.boolean() })),
  /** the banks these children answer (nursery banks for a 托班 class), in order */
  Categories: z.array(z.object({ Id: z.number().int(), Name: z.string(), QuestionCount: z.number().int() })),
  Students: z.array(ZProgressStudent),
});
export type TClassProgress = z.infer<typeof ZClassProgress>;

// ── Parent answers (for the parent growth handbook's comparison charts) ─────────────

export const ZParentAnswersQuery = z.object({
  CycleId: z.coerce.number().int().min(0).default(0),
  StudentId: z.coerce.number().int().min(1),
  IsBaby: z
    .union([z.boolean(), z.string()])
    .optional()
    .transform((v) => v === true || v === 'true' || v === '1'),
  BabyLevel: z.coerce.number().int().optional(),
});

/** One rated item: this term's value and the previous term's (0: not answered then). */
export const ZParentAnswerItem = z.object({
  Name: z.string(),
  Value: z.number().int(),
  PreviousValue: z.number().int(),
});

export const ZParentAnswerCategory = z.object({
  CateId: z.number().int(),
  CateName: z.string(),
  IsBaby: z.boolean(),
  /** the rating's top: 6 stars, or 1 (是) for nursery questions */
  Max: z.number().int(),
  Content: z.array(ZParentAnswerItem),
  /** chart-ready: [previous term, this term] (previous left out when it has no answers) */
  Legend_data: z.array(z.string()),
  Xaxis_data: z.array(z.string()),
  Series: z.array(z.object({ name: z.string(), data: z.array(z.number()) })),
});
export type TParentAnswerCategory = z.infer<typeof ZParentAnswerCategory>;

export const ZParentAnswers = z.object({
  StudentId: z.number().int(),
  StudentName: z.string(),
  CycleId: z.number().int(),
  CycleName: z.string(),
  PreviousCycleId: z.number().int().nullable(),
  PreviousCycleName: z.string().nullable(),
  Categories: z.array(ZParentAnswerCategory),
});
export type TParentAnswers = z.infer<typeof ZParentAnswers>;

// ── Results (the class's averages and one child's answers, back on screen) ─────────

export const ZClassResultsQuery = ZClassProgressQuery;

/**
 * A child's or a class's result in one bank: the mean of the stars (1-6), or for a yes/no
 * bank the share of 是 (0-1); null when nothing was answered. Rounded to 2 decimals.
 */
export const ZBankAverage = z.object({ CateId: z.number().int(), Average: z.number().nullable() });
export type TBankAverage = z.infer<typeof ZBankAverage>;

export const ZClassResults = z.object({
  ClassId: z.number().int(),
  ClassName: z.string(),
  IsBaby: z.boolean(),
  CycleId: z.number().int(),
  CycleName: z.string(),
  Cycles: ZClassProgress.shape.Cycles,
  /** the banks of the class; Max: 6 (stars) or 1 (share of 是) */
  Categories: z.array(
    z.object({ Id: z.number().int(), Name: z.string(), IsBaby: z.boolean(), Max: z.number().int() }),
  ),
  Students: z.array(
    ZProgressStudent.pick({ Id: true, Name: true, Gender: true, Photo: true }).extend({
      Averages: z.array(ZBankAverage),
    }),
  ),
  /** per bank: the mean of the averages of the children answered (each child counts once) */
  ClassAverages: z.array(ZBankAverage.extend({ Answered: z.number().int() })),
});
export type TClassResults = z.infer<typeof ZClassResults>;

export const ZChildResultsQuery = ZParentAnswersQuery.pick({ CycleId: true, StudentId: true });

/** A child's answers by bank and question, this term beside the previous one. */
export const ZChildResults = ZParentAnswers.omit({ Categories: true }).extend({
  Categories: z.array(
    ZParentAnswerCategory.pick({
      CateId: true,
      CateName: true,
      IsBaby: true,
      Max: true,
      Content: true,
    }).extend({
      Average: z.number().nullable(),
      PreviousAverage: z.number().nullable(),
    }),
  ),
});
export type TChildResults = z.infer<typeof ZChildResults>;
