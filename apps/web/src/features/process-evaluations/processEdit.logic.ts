import {
  PROCESS_MEDIA_MAX,
  type PROCESS_MESSAGES,
  PROCESS_RATING_BLANK_ROWS,
  PROCESS_RATING_TITLE_SUFFIX,
  PROCESS_RECORDER_MAX,
  PROCESS_TEXT_MAX,
  ProcessPageType,
  RATING_ROWS_MAX,
  RATING_TITLE_MAX,
  TABLE_ROW_DEFAULTS,
  TABLE_TITLE_DEFAULTS,
  type TProcessContent,
  type TProcessEditInfo,
  type TProcessPageDetail,
  type TProcessPageItem,
  type TProcessPages,
  type TRatingAnswer,
  type TTableAnswer,
  ZProcessEditInfo,
} from '@kg/contracts';
import { readJsonParam } from '../../app/routing/jsonParam';
import { processListHref } from './process.logic';

/**
 * The editing screen of an entry (screen 11, /editProcessEvaluate, H12-H26): its address, what
 * each card offers, what each dialog starts from, the checks it makes before sending (the
 * server's rules, with the server's messages) and the body it sends. Pure, unit tested.
 */

export const PROCESS_EDIT_PATH = '/editProcessEvaluate';

/** H13: `dataInfo`, an escaped JSON of StudentId, IsBaby, BabyLevel and Id. null: not usable. */
export function readProcessEditInfo(search: string): TProcessEditInfo | null {
  return readJsonParam(search, ['dataInfo'], ZProcessEditInfo);
}

/** H12: the editing screen of an entry of a child (the four fields H13 names, nothing more). */
export const processEditHref = (info: TProcessEditInfo) =>
  `${PROCESS_EDIT_PATH}?dataInfo=${encodeURIComponent(
    JSON.stringify({
      StudentId: info.StudentId,
      IsBaby: info.IsBaby,
      BabyLevel: info.BabyLevel,
      Id: info.Id,
    }),
  )}`;

/** Where 确定 goes when nothing of the app is behind the page (a link, a reload): the child's list. */
export function listHrefOf(info: TProcessEditInfo, pages: TProcessPages | undefined) {
  return processListHref({
    StudentId: info.StudentId,
    StudentName: pages?.Child.StudentName ?? '',
    CycleId: pages?.Evaluation.CycleId ?? 0,
    IsBaby: pages?.Child.IsBaby ?? info.IsBaby,
    BabyLevel: pages?.Child.BabyLevel ?? info.BabyLevel,
    ClassName: pages?.Child.ClassName ?? '',
    GradeName: pages?.Child.GradeName ?? '',
  });
}

// ── the cards (H14-H16) ───────────────────────────────────────────────────────────────────

type TItemState = Pick<TProcessPageItem, 'Type' | 'Status' | 'IsFinish'>;

/**
 * H15, H16: a closed page offers 开启 and a disabled 编辑; an open one 关闭 and 编辑; the back
 * cover nothing.
 */
export function cardActions(item: Pick<TProcessPageItem, 'Type' | 'Status'>) {
  if (item.Type === ProcessPageType.plate) return { toggle: null, edit: null } as const;
  return item.Status === 1
    ? ({ toggle: 'close', edit: 'enabled' } as const)
    : ({ toggle: 'open', edit: 'disabled' } as const);
}

/** H14: the 未完成 badge: a page not written enough, never the back cover. */
export const showsBadge = (item: TItemState) => item.IsFinish === 0 && item.Type !== ProcessPageType.plate;

/** The default pictures (H14): one per kind of page, one per dimension of the photo pages. */
export type TIllustration =
  | 'cover'
  | 'message'
  | 'photos'
  | 'dimension1'
  | 'dimension2'
  | 'dimension3'
  | 'dimension4'
  | 'dimension5'
  | 'dimension6'
  | 'table'
  | 'rating'
  | 'back';

/** Which default picture a page without a photo shows. */
export function illustrationOf(item: Pick<TProcessPageItem, 'Type' | 'Dimension'>): TIllustration {
  switch (item.Type) {
    case ProcessPageType.cover:
      return 'cover';
    case ProcessPageType.message:
      return 'message';
    case ProcessPageType.media: {
      const d = item.Dimension ?? 0;
      return d >= 1 && d <= 6 ? (`dimension${d}` as TIllustration) : 'photos';
    }
    case ProcessPageType.table1:
      return 'table';
    case ProcessPageType.table2:
      return 'rating';
    default:
      return 'back';
  }
}

/** The header's progress: open pages of Types 1-5 and how many of them are written. */
export function progressOf(items: readonly TItemState[]) {
  const counted = items.filter((i) => i.Status === 1 && i.Type !== ProcessPageType.plate);
  return { done: counted.filter((i) => i.IsFinish === 1).length, total: counted.length };
}

// ── what a dialog edits ───────────────────────────────────────────────────────────────────

/** A dialog's state: the content (text, or a table's answer) and the page's photos and videos. */
export type TPageDraft = { content: TProcessContent; images: string[]; videos: string[] };

function parsed<T>(text: string): Partial<T> {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' ? (value as Partial<T>) : {};
  } catch {
    return {};
  }
}

/** H26: table 1 as saved, its empty labels and rows from the defaults, the child's name in 姓名. */
export function tableStart(content: string, v: { studentName: string; recorder: string }): TTableAnswer {
  const t = parsed<TTableAnswer>(content);
  return {
    titleTab1: t.titleTab1 || TABLE_TITLE_DEFAULTS[0],
    titleTab2: t.titleTab2 || TABLE_TITLE_DEFAULTS[1],
    titleTab3: t.titleTab3 || TABLE_TITLE_DEFAULTS[2],
    titleTab4: t.titleTab4 || TABLE_TITLE_DEFAULTS[3],
    name: t.name || v.studentName,
    content: t.content ?? '',
    looktime: t.looktime ?? '',
    writename: t.writename || v.recorder,
    List: t.List?.length ? t.List : TABLE_ROW_DEFAULTS.map((title) => ({ title, desc: '' })),
  };
}

/** H25: 10 blank rows (or the saved ones) under the saved title, else the page's name. */
export function ratingStart(content: string, pageName: string): TRatingAnswer {
  const r = parsed<TRatingAnswer>(content);
  return {
    title: (r.title || pageName).slice(0, RATING_TITLE_MAX),
    List: r.List?.length ? r.List : blankRows(PROCESS_RATING_BLANK_ROWS),
  };
}

const blankRows = (count: number) =>
  Array.from({ length: count }, () => ({ manifestation: '', isActivite: 0 }));

/**
 * Q6: the rating table's title for a bank, `{bank}表现评价表` in at most 10 characters. A long
 * bank name is shortened, not the suffix: 自我与社会性 → 自我与社会表现评价表.
 */
export function ratingTitleOf(bank: string) {
  const room = RATING_TITLE_MAX - PROCESS_RATING_TITLE_SUFFIX.length;
  return `${bank.trim().slice(0, Math.max(0, room))}${PROCESS_RATING_TITLE_SUFFIX}`;
}

/** Q6: a bank's questions as the rows (at most 30), each not yet rated; none: the blank rows. */
export function ratingRowsOf(questions: readonly string[]): TRatingAnswer['List'] {
  const rows = questions
    .map((q) => q.trim().slice(0, 100))
    .filter(Boolean)
    .slice(0, RATING_ROWS_MAX)
    .map((manifestation) => ({ manifestation, isActivite: 0 }));
  return rows.length ? rows : blankRows(PROCESS_RATING_BLANK_ROWS);
}

/** Whether the teacher has written or rated anything in the rows (a bank then asks first). */
export const ratingTouched = (answer: TRatingAnswer) =>
  answer.List.some((row) => row.manifestation.trim() || row.isActivite > 0);

/** H25: rows with an empty 表现 are dropped on save. */
export const withoutEmptyRows = (answer: TRatingAnswer): TRatingAnswer => ({
  ...answer,
  title: answer.title.trim(),
  List: answer.List.filter((row) => row.manifestation.trim()).map((row) => ({
    ...row,
    manifestation: row.manifestation.trim(),
  })),
});

/** H26: an emptied label goes back to its default. */
export const withTitleDefaults = (answer: TTableAnswer): TTableAnswer => ({
  ...answer,
  titleTab1: answer.titleTab1.trim() || TABLE_TITLE_DEFAULTS[0],
  titleTab2: answer.titleTab2.trim() || TABLE_TITLE_DEFAULTS[1],
  titleTab3: answer.titleTab3.trim() || TABLE_TITLE_DEFAULTS[2],
  titleTab4: answer.titleTab4.trim() || TABLE_TITLE_DEFAULTS[3],
});

/** What a dialog starts from (H19): the page's detail as the form of its Type. */
export function draftOf(detail: TProcessPageDetail, recorder: string): TPageDraft {
  const media = { images: [...detail.ImgList], videos: [...detail.VideoList] };
  if (detail.Type === ProcessPageType.table1)
    return { content: tableStart(detail.Content, { studentName: detail.StudentName, recorder }), ...media };
  if (detail.Type === ProcessPageType.table2)
    return { content: ratingStart(detail.Content, detail.Name), ...media };
  return { content: detail.Content, ...media };
}

const textOf = (content: TProcessContent) => (typeof content === 'string' ? content : '');

// ── the checks (the server's rules, its messages) and the body (H20) ──────────────────────

export type TProcessMessageKey = keyof typeof PROCESS_MESSAGES;

/** The first rule a dialog breaks, as the server's message key; null when it may be sent. */
export function draftProblem(type: number, draft: TPageDraft): TProcessMessageKey | null {
  const text = textOf(draft.content);
  const media = draft.images.length + draft.videos.length;
  switch (type) {
    case ProcessPageType.cover:
      if (!text.trim()) return 'recorderRequired';
      if (text.trim().length > PROCESS_RECORDER_MAX) return 'recorderTooLong';
      return draft.images.length > 1 ? 'coverPhotoTooMany' : null;
    case ProcessPageType.message:
      return text.length > PROCESS_TEXT_MAX ? 'textTooLong' : null;
    case ProcessPageType.media:
      if (media === 0) return 'mediaRequired';
      if (media > PROCESS_MEDIA_MAX) return 'mediaTooMany';
      return text.length > PROCESS_TEXT_MAX ? 'textTooLong' : null;
    case ProcessPageType.table2:
      return typeof draft.content === 'object' &&
        'title' in draft.content &&
        withoutEmptyRows(draft.content).List.length === 0
        ? 'tableRequired'
        : null;
    default:
      return null;
  }
}

/** Room for more photos and videos on a page (H23: 9 together). */
export const mediaRoom = (draft: Pick<TPageDraft, 'images' | 'videos'>) =>
  Math.max(0, PROCESS_MEDIA_MAX - draft.images.length - draft.videos.length);

/** Paths compare without case (the server answers lower-case uuids). */
export const samePath = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Ticks or unticks a library photo (H23, H24): unticked when on the page, else added while
 * there is room; `max` 1 (the cover) replaces the photo instead.
 */
export function togglePhoto(
  draft: TPageDraft,
  path: string,
  max: number = PROCESS_MEDIA_MAX,
): { draft: TPageDraft; refused?: 'mediaTooMany' } {
  if (draft.images.some((p) => samePath(p, path)))
    return { draft: { ...draft, images: draft.images.filter((p) => !samePath(p, path)) } };
  if (max === 1) return { draft: { ...draft, images: [path] } };
  if (mediaRoom(draft) === 0) return { draft, refused: 'mediaTooMany' };
  return { draft: { ...draft, images: [...draft.images, path] } };
}

/** H20: the submit body; Types 4 and 5 send their answer as a JSON text, after H25/H26's clean-up. */
export function submitBodyOf(detail: TProcessPageDetail, draft: TPageDraft) {
  const { content } = draft;
  let text = textOf(content);
  if (detail.Type === ProcessPageType.cover) text = text.trim();
  if (typeof content === 'object')
    text = JSON.stringify('titleTab1' in content ? withTitleDefaults(content) : withoutEmptyRows(content));
  const media = detail.Type === ProcessPageType.media || detail.Type === ProcessPageType.cover;
  return {
    id: detail.Id,
    type: detail.Type,
    content: text,
    cateName: detail.CateName,
    imgList: media ? draft.images : [],
    audioList: detail.AudioList,
    videoList: detail.Type === ProcessPageType.media ? draft.videos : [],
    UpdatedAt: detail.UpdatedAt,
  };
}
