import { z } from 'zod';
import { numberFromText, ZFlag } from './envelope';
import { RATING_LEVELS, type TRatingAnswer, type TTableAnswer } from './growth-records';
import {
  PROCESS_MESSAGES as M,
  ProcessPageType,
  ZProcessChild,
  ZProcessEvaluation,
} from './process-evaluations';

/**
 * The editing screen of a process evaluation (screen 11, /editProcessEvaluate, H12-H26, H47):
 * an entry's page items, one item's detail, open/close, submit, and the table helpers.
 */

/** H23: photos and videos of one page, together. */
export const PROCESS_MEDIA_MAX = 9;
/** H22 (resolution 7): the message, the photo page's remark. */
export const PROCESS_TEXT_MAX = 500;
/** H21: the recorder's name. */
export const PROCESS_RECORDER_MAX = 30;
/** H25: a rating table starts with this many blank rows. */
export const PROCESS_RATING_BLANK_ROWS = 10;
/** Q6: the rating table's title (≤10, as ZRatingAnswer) suggested from a bank's name. */
export const PROCESS_RATING_TITLE_SUFFIX = '表现评价表';

/** What /editProcessEvaluate reads from `dataInfo` (H13): an escaped JSON object. */
export const ZProcessEditInfo = z.object({
  StudentId: z.coerce.number().int().min(1),
  IsBaby: ZFlag.default(false),
  BabyLevel: z.coerce.number().int().nullable().default(null),
  /** the entry */
  Id: z.coerce.number().int().min(1),
});
export type TProcessEditInfo = z.infer<typeof ZProcessEditInfo>;

/** H13: exactly the four fields of dataInfo; IsBaby and BabyLevel are accepted and ignored. */
export const ZProcessPagesQuery = z.object({
  StudentId: z.coerce.number().int().min(1),
  IsBaby: z.string().max(10).optional(),
  BabyLevel: z.string().max(10).optional(),
  Id: z.coerce.number().int().min(1),
});

/** A page item as the editing screen shows it (H14). */
export const ZProcessPageItem = z.object({
  Id: z.number().int(),
  /** ProcessPageType 1-6 */
  Type: z.number().int(),
  Name: z.string(),
  CateName: z.string(),
  /** Type 3: the dimension 1-6; else null */
  Dimension: z.number().int().nullable(),
  /** 1 open (in the handbook), 0 closed (grey) */
  Status: z.number().int(),
  /** 1 written enough (H47), 0 badge */
  IsFinish: z.number().int(),
  /** the first photo, '' for the default picture with the item's name (H14) */
  Img: z.string(),
  /** photos and videos on the page */
  MediaCount: z.number().int(),
});
export type TProcessPageItem = z.infer<typeof ZProcessPageItem>;

/** The entry with its child and page items, in order. */
export const ZProcessPages = z.object({
  Evaluation: ZProcessEvaluation,
  Child: ZProcessChild,
  Items: z.array(ZProcessPageItem),
});
export type TProcessPages = z.infer<typeof ZProcessPages>;

export const ZProcessPageDetailQuery = z.object({ Id: z.coerce.number().int().min(1) });

/**
 * H19: one item to edit. Content is a string: the recorder (1), the message (2), the remark (3),
 * or a JSON text of the table (4: ZTableAnswer) or the rating table (5: ZRatingAnswer).
 */
export const ZProcessPageDetail = ZProcessPageItem.omit({ Img: true, MediaCount: true }).extend({
  EvaluationId: z.number().int(),
  StudentId: z.number().int(),
  StudentName: z.string(),
  GradeName: z.string(),
  ClassName: z.string(),
  Content: z.string(),
  ImgList: z.array(z.string()),
  VideoList: z.array(z.string()),
  AudioList: z.array(z.string()),
  /** the stamp a submit sends back (409 when someone saved in between) */
  UpdatedAt: z.string(),
  /** Types 4 and 5 (Q6): the names of the process question banks for this child */
  Banks: z.array(z.string()),
});
export type TProcessPageDetail = z.infer<typeof ZProcessPageDetail>;

/** H17: `{id}` of the item. */
export const ZProcessPageIdRequest = z.object({ id: numberFromText(z.number().int().min(1)) });
export const ZProcessPageToggled = z.object({ Status: z.number().int(), EvaluationStatus: z.number().int() });

/** A list as H20 sends it: comma-joined (the spec's style) or an array; '' is none. */
const ZFileList = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((v) => v.trim())
          .filter(Boolean)
      : (value ?? []),
  z.array(z.string().max(300)).max(50),
);

/** H20: the item submit, plus the stamp the dialog started from (ours). */
export const ZSubmitProcessPageRequest = z.object({
  id: numberFromText(z.number().int().min(1)),
  type: numberFromText(z.number().int().min(1).max(6)),
  content: z.string().max(20_000, M.contentInvalid).default(''),
  cateName: z.string().max(20).default(''),
  imgList: ZFileList.default([]),
  audioList: ZFileList.default([]),
  videoList: ZFileList.default([]),
  UpdatedAt: z.string().max(40).optional(),
});
export type TSubmitProcessPageRequest = z.infer<typeof ZSubmitProcessPageRequest>;
export const ZSubmitProcessPageResponse = z.object({
  IsFinish: z.number().int(),
  EvaluationStatus: z.number().int(),
  UpdatedAt: z.string(),
});

/** H25, H26: `Name` is a bank's name (questions) or the rating table's title (header). */
export const ZProcessTableQuery = z.object({
  StudentId: z.coerce.number().int().min(1),
  Name: z.string().trim().max(40).default(''),
});

// ── the rules, shared by the dialogs and the server (H47) ─────────────────────────────────

const filled = (s: string | undefined) => Boolean(s?.trim());

/** A page's content as stored and sent: the table types as their answers, else the text. */
export type TProcessContent = string | TTableAnswer | TRatingAnswer;

/**
 * H47: whether a page item is written enough. 1 the recorder, 2 the message, 3 a photo or video,
 * 4 one observation row, 5 one rated row; the back cover needs nothing.
 */
export function processPageFinished(
  type: number,
  content: TProcessContent,
  media: { images: readonly string[]; videos: readonly string[] },
): boolean {
  switch (type) {
    case ProcessPageType.cover:
    case ProcessPageType.message:
      return typeof content === 'string' && filled(content);
    case ProcessPageType.media:
      return media.images.length + media.videos.length > 0;
    case ProcessPageType.table1:
      return (
        typeof content === 'object' &&
        'List' in content &&
        content.List.some((row) => 'desc' in row && filled(row.desc))
      );
    case ProcessPageType.table2:
      return (
        typeof content === 'object' &&
        'List' in content &&
        content.List.some(
          (row) => 'isActivite' in row && RATING_LEVELS.some((l) => l.value === row.isActivite),
        )
      );
    default:
      return true;
  }
}

/** What H47 needs of a page item. */
export type TProcessPageState = { type: number; status: number; isFinish: boolean };

/**
 * H47 (our rule): an entry is finished when its cover is written, every open page of Types 1-5
 * is written, and at least one photo or table page (3, 4, 5) is open. Closing or clearing a page
 * can take it back to 未完成.
 */
export function processEvaluationFinished(pages: readonly TProcessPageState[]): boolean {
  const cover = pages.find((p) => p.type === ProcessPageType.cover);
  const written = pages
    .filter((p) => p.status === 1 && p.type >= ProcessPageType.cover && p.type <= ProcessPageType.table2)
    .every((p) => p.isFinish);
  const content = pages.some(
    (p) =>
      p.status === 1 &&
      (p.type === ProcessPageType.media ||
        p.type === ProcessPageType.table1 ||
        p.type === ProcessPageType.table2),
  );
  return Boolean(cover?.isFinish) && written && content;
}
