import { z } from 'zod';
import { THEME_TEMPLATES } from './schools';

/**
 * What a theme evaluation is made of (主题评价, E01-E22, DECISIONS 29, 41, 42, B09): the school's
 * content template (1 or 5) lists the evaluation entries (Eval_ThemeDetail) a theme is scored
 * on; each entry holds the theme's questions (ThemeQuestion): a keyword, a one-line description
 * scored with stars, and an answer type. The templates are the product's, the same for every
 * school, so they live here and not in a table.
 */

/** ThemeQuestion.QuestionType (E12): 5 stars only; 2 photos, 3 text, 4 photos and text. */
export const ThemeQuestionType = { none: 5, image: 2, text: 3, imageText: 4 } as const;
export type TThemeQuestionType = (typeof ThemeQuestionType)[keyof typeof ThemeQuestionType];
export const THEME_QUESTION_TYPES = [
  ThemeQuestionType.none,
  ThemeQuestionType.image,
  ThemeQuestionType.text,
  ThemeQuestionType.imageText,
] as const;
/** A question whose answer type is not 5 is a second-description block (E29): photos and/or words. */
export const isBlockQuestion = (questionType: number) => questionType !== ThemeQuestionType.none;
export const blockTakesPhotos = (questionType: number) =>
  questionType === ThemeQuestionType.image || questionType === ThemeQuestionType.imageText;
export const blockTakesText = (questionType: number) =>
  questionType === ThemeQuestionType.text || questionType === ThemeQuestionType.imageText;

/**
 * The keywords a description is tied to: the eleven sub-areas of the five domains of the
 * 3-6 guideline (《3-6岁儿童学习与发展指南》). Every entry offers them (E09's keyword options).
 */
export const THEME_KEYWORDS = [
  { Id: 1, Name: '身心状况', Domain: '健康' },
  { Id: 2, Name: '动作发展', Domain: '健康' },
  { Id: 3, Name: '生活习惯与生活能力', Domain: '健康' },
  { Id: 4, Name: '倾听与表达', Domain: '语言' },
  { Id: 5, Name: '阅读与书写准备', Domain: '语言' },
  { Id: 6, Name: '人际交往', Domain: '社会' },
  { Id: 7, Name: '社会适应', Domain: '社会' },
  { Id: 8, Name: '科学探究', Domain: '科学' },
  { Id: 9, Name: '数学认知', Domain: '科学' },
  { Id: 10, Name: '感受与欣赏', Domain: '艺术' },
  { Id: 11, Name: '表现与创造', Domain: '艺术' },
] as const;
export type TThemeKeywordId = (typeof THEME_KEYWORDS)[number]['Id'];
export const themeKeyword = (id: number) => THEME_KEYWORDS.find((k) => k.Id === id);

/**
 * Who an entry speaks for. The library's questions name a voice, not an entry id, so one
 * library serves both templates.
 */
export type TThemeVoice = 'teacher' | 'home' | 'child' | 'words' | 'works';

export type TThemeEntry = {
  /** Eval_ThemeDetailId */
  Id: number;
  EvaluateTitle: string;
  /** 1 nine stars in a 3x3 (score 1-9), otherwise three stars (1-3) (E27) */
  Type: number;
  voice: TThemeVoice;
  /** how many teacher photos the entry asks for before submit says so (E38), and its report page holds (D41) */
  photoSuggestion: number;
};

/**
 * The two content templates (DECISIONS 42: a per-school setting, default 1; B09). Template 1
 * has the three voices of a theme evaluation; template 5 adds the child's own words and the
 * theme's works. Photo suggestions follow the child report's image pages: 6, then 2, then 1.
 */
export const THEME_TEMPLATE_ENTRIES = {
  1: [
    { Id: 11, EvaluateTitle: '教师评价', Type: 1, voice: 'teacher', photoSuggestion: 6 },
    { Id: 12, EvaluateTitle: '家长评价', Type: 2, voice: 'home', photoSuggestion: 2 },
    { Id: 13, EvaluateTitle: '幼儿自评', Type: 3, voice: 'child', photoSuggestion: 1 },
  ],
  5: [
    { Id: 51, EvaluateTitle: '教师评价', Type: 1, voice: 'teacher', photoSuggestion: 6 },
    { Id: 52, EvaluateTitle: '家长评价', Type: 2, voice: 'home', photoSuggestion: 2 },
    { Id: 53, EvaluateTitle: '幼儿自评', Type: 3, voice: 'child', photoSuggestion: 1 },
    { Id: 54, EvaluateTitle: '我想说的话', Type: 4, voice: 'words', photoSuggestion: 0 },
    { Id: 55, EvaluateTitle: '主题作品', Type: 5, voice: 'works', photoSuggestion: 0 },
  ],
} as const satisfies Record<number, readonly TThemeEntry[]>;
export type TThemeTemplateId = keyof typeof THEME_TEMPLATE_ENTRIES;
export const themeEntriesOf = (templateId: number): readonly TThemeEntry[] =>
  THEME_TEMPLATE_ENTRIES[templateId as TThemeTemplateId] ?? THEME_TEMPLATE_ENTRIES[1];
export const themeEntry = (detailId: number): (TThemeEntry & { TempleteId: number }) | undefined => {
  for (const id of THEME_TEMPLATES) {
    const entry = THEME_TEMPLATE_ENTRIES[id].find((e) => e.Id === detailId);
    if (entry) return { ...entry, TempleteId: id };
  }
  return undefined;
};

/** E27, DECISIONS 29: nine stars in three groups; three single stars otherwise. */
export const maxStarsOf = (entryType: number) => (entryType === 1 ? 9 : 3);
/** The level a score reads as: 0 unfilled, 1 需努力, 2 较好, 3 好 (nine stars: 1-3, 4-6, 7-9). */
export const starLevelOf = (entryType: number, score: number) =>
  score <= 0 ? 0 : entryType === 1 ? Math.min(3, Math.ceil(score / 3)) : Math.min(3, score);

/** E31: a textarea's label by the block's place on the scoring page. */
export const THEME_BLOCK_LABELS = ['老师的话', '爸爸妈妈的话', '宝宝来加油', '我想说的话'] as const;
export const blockLabelOf = (index: number) =>
  THEME_BLOCK_LABELS[Math.min(index, THEME_BLOCK_LABELS.length - 1)] as string;

/** The fixed first tile of the content home (E01, DECISIONS section 4) and its textareas (E04). */
export const THEME_DESCRIPTION_TILE = '主题说明';
export const THEME_DESCRIPTION_TITLES = ['主题由来', '主题目标', '主题活动'] as const;

/** Limits (E05, E10, E30, E40). */
export const THEME_DESCRIPTION_MAX = 500;
export const THEME_DESCRIBE_MAX = 100;
export const THEME_COMMENT_MAX = 300;
export const THEME_PHOTOS_MAX = 6;

// ── content set-up (screens 4 and 5) ────────────────────────────────────────────────

export const THEME_CONTENT_MESSAGES = {
  keywordRequired: '请选择关键词',
  describeRequired: '请输入主题描述',
  describeTooLong: `主题描述不能超过${THEME_DESCRIBE_MAX}个字`,
  sortRequired: '请输入排序值',
  typeRequired: '请选择类型',
  descTooLong: `主题说明不能超过${THEME_DESCRIPTION_MAX}个字`,
  descTitleUnknown: '主题说明的标题不正确',
  saved: '保存成功',
  added: '添加成功',
  updated: '修改成功',
  deleted: '删除成功',
  deleteConfirm: '是否确认 删除？',
  // E15: reasons of an imported row the dialog cannot produce (a keyword or type it does not offer, a repeat)
  keywordUnknown: `关键词只能是：${THEME_KEYWORDS.map((k) => k.Name).join('、')}`,
  typeUnknown: '类型只能是 无、图片、文字 或 图片+文字（不填为无）',
  questionExists: '该评价模块已有相同关键词和主题描述的内容',
  /** `{row}`: the earlier row of the file */
  questionTwice: '与第{row}行重复（关键词和主题描述都相同）',
} as const;

/** E12: the answer types of the question form, 5 (none) first as the default. */
export const THEME_QUESTION_TYPE_NAMES: Record<TThemeQuestionType, string> = {
  5: '无',
  2: '图片',
  3: '文字',
  4: '图片+文字',
};

const ZThemeIdField = z.coerce.number().int().min(1);

/** E03: the content home of a theme; TempleteId is the spec's, the theme's own template wins. */
export const ZThemeEditInfoQuery = z.object({
  ThemeId: ZThemeIdField,
  TempleteId: z.coerce.number().int().optional(),
});
export const ZThemeTile = z.object({
  Eval_ThemeDetailId: z.number().int(),
  EvaluateTitle: z.string(),
  Type: z.number().int(),
  /** star descriptions (answer type 5) */
  QuestionCount: z.number().int(),
  /** second-description blocks (answer types 2, 3, 4) */
  BlockCount: z.number().int(),
});
export const ZThemeEditInfo = z.object({
  ThemeId: z.number().int(),
  Title: z.string(),
  GradeName: z.string(),
  StartDate: z.string(),
  EndDate: z.string(),
  TempleteId: z.number().int(),
  Locked: z.boolean(),
  /** how many 主题说明 texts are written */
  DescriptionCount: z.number().int(),
  Tiles: z.array(ZThemeTile),
});
export type TThemeEditInfo = z.infer<typeof ZThemeEditInfo>;

/** ThemeDescription (E22): Title, Desc. */
export const ZThemeDescription = z.object({
  Title: z.string(),
  Desc: z.string().max(THEME_DESCRIPTION_MAX, THEME_CONTENT_MESSAGES.descTooLong),
});
export const ZThemeDescriptionQuery = z.object({ ThemeId: ZThemeIdField });
/** E06 */
export const ZSaveThemeDescriptionRequest = z.object({
  ThemeId: z.number().int().min(1),
  desc: z.array(ZThemeDescription).max(THEME_DESCRIPTION_TITLES.length),
});

/** ThemeQuestion (E22). Title is the entry's EvaluateTitle. */
export const ZThemeQuestion = z.object({
  ThemeQuestionId: z.number().int(),
  Title: z.string(),
  KeyWords: z.string(),
  KeyWordsId: z.number().int(),
  Describe: z.string(),
  Sort: z.number().int(),
  QuestionType: z.number().int(),
  Eval_ThemeDetailId: z.number().int(),
  ThemeId: z.number().int(),
});
export type TThemeQuestion = z.infer<typeof ZThemeQuestion>;

/** E08: Id is the Eval_ThemeDetailId; ThemeId names the theme (a detail is shared by themes). */
export const ZThemeQuestionListQuery = z.object({
  Id: z.coerce.number().int().min(1),
  ThemeId: ZThemeIdField,
});
export const ZThemeQuestionList = z.object({
  question: z.array(ZThemeQuestion),
  /** the second-level answer types (E07, E12) */
  secondDemos: z.array(z.object({ Value: z.number().int(), Name: z.string() })),
  EvaluateTitle: z.string(),
  Type: z.number().int(),
  Locked: z.boolean(),
});
export type TThemeQuestionList = z.infer<typeof ZThemeQuestionList>;

/** E09: the keyword options of an entry (request Id = Eval_ThemeDetailId). */
export const ZThemeKeywordQuery = z.object({ Id: z.coerce.number().int().min(1) });
export const ZThemeKeywordOption = z.object({ Id: z.number().int(), Name: z.string(), Domain: z.string() });

const M = THEME_CONTENT_MESSAGES;
/** E13: themeQuestionId 0 adds. */
export const ZSaveThemeQuestionRequest = z.object({
  themeQuestionId: z.number().int().min(0).default(0),
  eval_ThemeDetailId: z.number().int().min(1),
  themeId: z.number().int().min(1),
  keyWordsId: z.number({ error: M.keywordRequired }).int().min(1, M.keywordRequired),
  /** the keyword's name as the form shows it; the server takes the name of keyWordsId */
  keyWords: z.string().max(20).optional(),
  describe: z
    .string({ error: M.describeRequired })
    .trim()
    .min(1, M.describeRequired)
    .max(THEME_DESCRIBE_MAX, M.describeTooLong),
  sort: z.number({ error: M.sortRequired }).int(M.sortRequired).min(0, M.sortRequired).max(9999),
  questionType: z.literal(THEME_QUESTION_TYPES, { error: M.typeRequired }),
});
export type TSaveThemeQuestionRequest = z.infer<typeof ZSaveThemeQuestionRequest>;
/** E14 */
export const ZDeleteThemeQuestionRequest = z.object({ id: z.number().int().min(1) });
