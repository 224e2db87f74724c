import { z } from 'zod';
import { BACKGROUNDS, backgroundUrl } from './growth-assets';
import { ZRatingAnswer, ZTableAnswer } from './growth-records';
import { PROCESS_MESSAGES as M, PROCESS_MAX_SELECTED } from './process-evaluations';

/**
 * The school edition of the growth handbook (成长手册, screen 16, /all_result, H27-H41): up to four
 * of a child's process evaluations bound into one A4 booklet. Its data call, and the pure rules
 * the page and its tests share (H32, H40, P24).
 */

/**
 * `Ids` as the list page sends it (H09): a JSON list (`[3,5]`); a comma list (`3,5`) or one id
 * also reads. Anything else is no id, refused with the query's message.
 */
export function idsFromText(text: string): number[] {
  const trimmed = text.trim();
  let raw: unknown = trimmed;
  if (trimmed.startsWith('[')) {
    try {
      raw = JSON.parse(trimmed);
    } catch {
      return [];
    }
  }
  const parts = Array.isArray(raw) ? raw : String(raw).split(',');
  const ids = parts.map((part) => Number(String(part).trim()));
  return ids.every((id) => Number.isInteger(id) && id > 0) ? [...new Set(ids)] : [];
}

/** H27: the data call's query (`Ids`, `studentId`), as /all_result reads it from its own. */
export const ZHandbookQuery = z.object({
  Ids: z
    .string({ error: M.selectToPreview })
    .max(200, M.selectToPreview)
    .transform(idsFromText)
    .pipe(z.array(z.number().int()).min(1, M.selectToPreview).max(PROCESS_MAX_SELECTED, M.maxSelected)),
  studentId: z.coerce.number({ error: M.studentRequired }).int().min(1, M.studentRequired),
});
export type THandbookQuery = z.infer<typeof ZHandbookQuery>;

/**
 * H41: one printed page item. `Content` is the recorder (1), the message (2) or the remark (3);
 * the tables travel typed: `Table` for 4, `Title` and `List` for 5 (manifestation, isActivite).
 * `Id` and `UpdatedAt` let a writer change a table on the page (design Q7).
 */
export const ZHandbookItem = z.object({
  Id: z.number().int(),
  /** ProcessPageType 2-5 (the cover's facts are on the group; the back cover is the booklet's) */
  Type: z.number().int(),
  CateName: z.string(),
  /** Type 3: the dimension 1-6 */
  Dimension: z.number().int().nullable(),
  Content: z.string(),
  StudentName: z.string(),
  GradeName: z.string(),
  ClassName: z.string(),
  ImgList: z.array(z.string()),
  VideoList: z.array(z.string()),
  /** Type 4: the observation table */
  Table: ZTableAnswer.nullable(),
  /** Type 5: the rating table's title and rows */
  Title: z.string(),
  List: ZRatingAnswer.shape.List,
  UpdatedAt: z.string(),
});
export type THandbookItem = z.infer<typeof ZHandbookItem>;

/** H27: one entry of the handbook, with its printed items in order. */
export const ZHandbookGroup = z.object({
  Id: z.number().int(),
  title: z.string(),
  StartDate: z.string(),
  EndDate: z.string(),
  /** the cover page's recorder ('' when not written) */
  Recorder: z.string(),
  /** the cover page's photo ('' for none) */
  CoverImg: z.string(),
  /** open pages that are written (H47), Types 2-5 in the entry's order */
  infos: z.array(ZHandbookItem),
});
export type THandbookGroup = z.infer<typeof ZHandbookGroup>;

export const ZHandbook = z.object({
  SchoolName: z.string(),
  StudentId: z.number().int(),
  StudentName: z.string(),
  GradeName: z.string(),
  ClassName: z.string(),
  /** whether the caller may change the tables on the page (design Q7): a writer of the child's class */
  Editable: z.boolean(),
  /** the entries, earliest start first */
  groups: z.array(ZHandbookGroup),
});
export type THandbook = z.infer<typeof ZHandbook>;

// ── the page's rules (unit tested; the page and the print browser share them) ─────────────

/** H40: the 寄语 page shows at most this many characters, then an ellipsis. */
export const HANDBOOK_MESSAGE_MAX = 390;

/** H40: the teacher's message as the handbook prints it. */
export function handbookMessage(text: string): string {
  const chars = Array.from(text.trim());
  return chars.length > HANDBOOK_MESSAGE_MAX
    ? `${chars.slice(0, HANDBOOK_MESSAGE_MAX).join('')}…`
    : chars.join('');
}

/** H32: a photo page's remark is 24px up to 140 characters, 20px up to 300, else 16px. */
export function remarkFontPx(text: string): number {
  const length = Array.from(text.trim()).length;
  if (length <= 140) return 24;
  if (length <= 300) return 20;
  return 16;
}

/** P24's eight kinds of category page, each with its background. */
export const HANDBOOK_BACKGROUND_KINDS = [
  { kind: 'health', words: ['健康', '体能', '运动'], background: 'sunny-meadow' },
  { kind: 'social', words: ['社会', '自我', '交往'], background: 'balloon-party' },
  { kind: 'habits', words: ['习惯', '自理', '生活'], background: 'little-town' },
  { kind: 'feature', words: ['特色', '园本'], background: 'spring-flowers' },
  { kind: 'language', words: ['语言', '交流', '阅读'], background: 'paper-notes' },
  { kind: 'science', words: ['探究', '认知', '科学', '数学'], background: 'starry-night' },
  { kind: 'art', words: ['美感', '表现', '艺术', '美术', '音乐'], background: 'rainbow-sky' },
] as const;
const DEFAULT_HANDBOOK_BACKGROUND = 'ocean-friends';

/**
 * H31, P24: a category page's background from its category's name: health, social, habits,
 * school feature, language, science, art, otherwise the default. Until dedicated art exists
 * these are the growth-record library's backgrounds.
 */
export function handbookBackgroundOf(cateName: string): string {
  const found = HANDBOOK_BACKGROUND_KINDS.find((k) => k.words.some((w) => cateName.includes(w)));
  const key = found?.background ?? DEFAULT_HANDBOOK_BACKGROUND;
  // The keys above are library backgrounds; the check keeps a renamed one from printing nothing.
  return backgroundUrl(BACKGROUNDS.some((b) => b.key === key) ? key : DEFAULT_HANDBOOK_BACKGROUND);
}
