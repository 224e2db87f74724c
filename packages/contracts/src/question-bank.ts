import { z } from 'zod';

/**
 * Process-question banks (过程评价题库, D01-D18): one bank per category of a school. A bank
 * of TypeId 4 is a nursery (托班) bank: every question's scope is 托班 (D06).
 */
export const BankType = { kindergarten: 1, nursery: 4 } as const;
export type TBankType = (typeof BankType)[keyof typeof BankType];

/** Scope (GradeName) of a kindergarten bank's question (D06). */
export const QUESTION_SCOPES = ['通用', '大班', '中班', '小班'] as const;
export type TQuestionScope = (typeof QUESTION_SCOPES)[number] | typeof NURSERY_SCOPE;
/** The only scope of a nursery bank's question. */
export const NURSERY_SCOPE = '托班';
/** The scope every grade of a kindergarten bank sees. */
export const COMMON_SCOPE = '通用';

export const QUESTION_MAX = 200;
export const BANK_NAME_MAX = 20;
export const BANK_DESCRIPTION_MAX = 200;
export const ORDER_SORT_MAX = 9999;

export const QUESTION_BANK_MESSAGES = {
  /** the dialog's toast when a required field is empty (D11) */
  incomplete: '请补充添加信息',
  questionRequired: '请输入问题',
  /** the sort field's rule message, kept as written (DECISIONS 27) */
  orderRequired: '请选择是否置顶',
  /** an exception while adding or updating (D12) */
  failed: '操作失败',
  questionTooLong: `问题不能超过${QUESTION_MAX}个字`,
  orderInvalid: `排序只能是 0 到 ${ORDER_SORT_MAX} 的整数`,
  scopeInvalid: '适用范围只能是 通用、大班、中班 或 小班',
  questionTaken: '该分类的同一适用范围内已有相同的问题',
  selectToDelete: '请选择要删除的问题',
  deleteConfirm: '是否确认 删除？',
  bankRequired: '请选择题库分类',
  bankNameRequired: '请输入分类名称',
  bankNameTooLong: `分类名称不能超过${BANK_NAME_MAX}个字`,
  bankNameTaken: '已有同名的分类',
  bankDescriptionTooLong: `分类说明不能超过${BANK_DESCRIPTION_MAX}个字`,
  bankTypeRequired: '请选择适用对象',
  /** `{count}`: questionnaires answered with this bank */
  bankHasAnswers: '该分类已有 {count} 份问卷评价记录，删除会丢失这些评价，因此不能删除；如不再使用，可以改名',
  sortListInvalid: '排序数据不完整，请刷新后重试',
} as const;

const ZOrderSort = z
  .number({ error: QUESTION_BANK_MESSAGES.orderRequired })
  .int(QUESTION_BANK_MESSAGES.orderInvalid)
  .min(0, QUESTION_BANK_MESSAGES.orderInvalid)
  .max(ORDER_SORT_MAX, QUESTION_BANK_MESSAGES.orderInvalid);

const ZQuestionText = z
  .string({ error: QUESTION_BANK_MESSAGES.questionRequired })
  .trim()
  .min(1, QUESTION_BANK_MESSAGES.questionRequired)
  .max(QUESTION_MAX, QUESTION_BANK_MESSAGES.questionTooLong);

/** A scope as sent: one of the four, or 托班 (checked against the bank's type by the server). */
const ZScope = z
  .string()
  .trim()
  .refine(
    (v) => v === '' || v === NURSERY_SCOPE || (QUESTION_SCOPES as readonly string[]).includes(v),
    QUESTION_BANK_MESSAGES.scopeInvalid,
  );

const ZBankName = z
  .string({ error: QUESTION_BANK_MESSAGES.bankRequired })
  .trim()
  .min(1, QUESTION_BANK_MESSAGES.bankRequired)
  .max(BANK_NAME_MAX);

/** D03: the list call. SchoolId is accepted and ignored: the caller's school is used. */
export const ZQuestionPageQuery = z.object({
  PageIndex: z.coerce.number().int().min(1).default(1),
  PageSize: z.coerce.number().int().min(1).max(200).default(10),
  Name: ZBankName,
  SchoolId: z.coerce.number().int().optional(),
  /** scope filter; empty: every scope */
  GradeName: ZScope.default(''),
  /** words of the question (a search the old screen lacked) */
  Keyword: z.string().trim().max(50).default(''),
});
export type TQuestionPageQuery = z.infer<typeof ZQuestionPageQuery>;

/** D18 */
export const ZProcessQuestion = z.object({
  Id: z.number().int(),
  GradeName: z.string(),
  Question: z.string(),
  OrderSort: z.number().int(),
  SchoolId: z.number().int(),
  Name: z.string(),
});
export type TProcessQuestion = z.infer<typeof ZProcessQuestion>;

/** D09: add. `gradeName` may be left out for a nursery bank (always 托班). */
export const ZAddQuestionRequest = z.object({
  Question: ZQuestionText,
  OrderSort: ZOrderSort,
  gradeName: ZScope.default(''),
  Name: ZBankName,
});
export type TAddQuestionRequest = z.infer<typeof ZAddQuestionRequest>;

/** D10: edit. */
export const ZUpdateQuestionRequest = z.object({
  Id: z.number().int().min(1),
  Question: ZQuestionText,
  OrderSort: ZOrderSort,
  gradeName: ZScope.default(''),
});
export type TUpdateQuestionRequest = z.infer<typeof ZUpdateQuestionRequest>;

/** D08 */
export const ZDeleteQuestionsRequest = z.object({
  ids: z
    .array(z.number().int().min(1), { error: QUESTION_BANK_MESSAGES.selectToDelete })
    .min(1, QUESTION_BANK_MESSAGES.selectToDelete)
    .max(500),
});

/** The scope a question of a bank gets: 托班 in a nursery bank, else the one sent (通用 if none). */
export function scopeFor(typeId: number, sent: string): TQuestionScope | null {
  if (typeId === BankType.nursery) return NURSERY_SCOPE;
  if (sent === '') return COMMON_SCOPE;
  return (QUESTION_SCOPES as readonly string[]).includes(sent) ? (sent as TQuestionScope) : null;
}

/** The scopes of a kindergarten bank a child of `gradeName` answers: 通用 and their grade. */
export function scopesForGrade(gradeName: string): string[] {
  return gradeName === NURSERY_SCOPE ? [NURSERY_SCOPE] : [COMMON_SCOPE, gradeName];
}

// ── Categories (the banks themselves) ──────────────────────────────────────────────

export const ZQuestionBank = z.object({
  Id: z.number().int(),
  Name: z.string(),
  TypeId: z.number().int(),
  Description: z.string(),
  OrderSort: z.number().int(),
  QuestionCount: z.number().int(),
  /** questionnaires answered with this bank (any term): a bank with answers cannot be deleted */
  AnswerCount: z.number().int(),
});
export type TQuestionBank = z.infer<typeof ZQuestionBank>;

const ZBankForm = {
  Name: z
    .string({ error: QUESTION_BANK_MESSAGES.bankNameRequired })
    .trim()
    .min(1, QUESTION_BANK_MESSAGES.bankNameRequired)
    .max(BANK_NAME_MAX, QUESTION_BANK_MESSAGES.bankNameTooLong),
  Description: z
    .string()
    .trim()
    .max(BANK_DESCRIPTION_MAX, QUESTION_BANK_MESSAGES.bankDescriptionTooLong)
    .default(''),
};

export const ZAddBankRequest = z.object({
  ...ZBankForm,
  TypeId: z.union([z.literal(BankType.kindergarten), z.literal(BankType.nursery)], {
    error: QUESTION_BANK_MESSAGES.bankTypeRequired,
  }),
});
export type TAddBankRequest = z.infer<typeof ZAddBankRequest>;

/** Rename or describe; the type stays (its questions' scopes depend on it). */
export const ZUpdateBankRequest = z.object({ Id: z.number().int().min(1), ...ZBankForm });
export type TUpdateBankRequest = z.infer<typeof ZUpdateBankRequest>;

/** Every bank of the school in its new order (1-based), as the template sort does. */
export const ZSortBanksRequest = z.object({
  list: z
    .array(z.object({ id: z.number().int().min(1), orderSort: z.number().int().min(1).max(ORDER_SORT_MAX) }))
    .min(1, QUESTION_BANK_MESSAGES.sortListInvalid)
    .max(200),
});
export type TSortBanksRequest = z.infer<typeof ZSortBanksRequest>;

export const ZDeleteBankRequest = z.object({ Id: z.number().int().min(1) });
