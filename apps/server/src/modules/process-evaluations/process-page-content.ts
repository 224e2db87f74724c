import {
  PROCESS_MESSAGES as M,
  PROCESS_MEDIA_MAX,
  PROCESS_RECORDER_MAX,
  PROCESS_TEXT_MAX,
  ProcessPageType,
  TABLE_ROW_DEFAULTS,
  TABLE_TITLE_DEFAULTS,
  type TProcessContent,
  type TRatingAnswer,
  type TSubmitProcessPageRequest,
  type TTableAnswer,
  ZRatingAnswer,
  ZTableAnswer,
} from '@kg/contracts';
import { AppError } from '../../lib/app-error';

/** What a submit stores, before the files are checked. */
export type TPageContent = {
  content: TProcessContent;
  images: string[];
  videos: string[];
};

const refuse = (message: string) => {
  throw AppError.badRequest(message);
};

/** A JSON text of a table answer, parsed by its schema; anything else is `contentInvalid`. */
function parseTable<T>(text: string, schema: { safeParse(v: unknown): { success: boolean; data?: T } }): T {
  let raw: unknown;
  try {
    raw = JSON.parse(text || '{}');
  } catch {
    return refuse(M.contentInvalid);
  }
  const parsed = schema.safeParse(raw);
  return parsed.success ? (parsed.data as T) : refuse(M.contentInvalid);
}

/** H26: empty titles take the defaults; a table without rows starts from the default rows. */
function tableContent(text: string): TTableAnswer {
  const table = parseTable<TTableAnswer>(text, ZTableAnswer);
  const [t1, t2, t3, t4] = TABLE_TITLE_DEFAULTS;
  return {
    ...table,
    titleTab1: table.titleTab1.trim() || t1,
    titleTab2: table.titleTab2.trim() || t2,
    titleTab3: table.titleTab3.trim() || t3,
    titleTab4: table.titleTab4.trim() || t4,
    List: table.List.length ? table.List : TABLE_ROW_DEFAULTS.map((title) => ({ title, desc: '' })),
  };
}

/** H25: rows without a behaviour are dropped; a table left with none is `tableRequired`. */
function ratingContent(text: string): TRatingAnswer {
  const rating = parseTable<TRatingAnswer>(text, ZRatingAnswer);
  const List = rating.List.map((row) => ({ ...row, manifestation: row.manifestation.trim() })).filter(
    (row) => row.manifestation,
  );
  if (List.length === 0) refuse(M.tableRequired);
  return { title: rating.title.trim(), List };
}

/**
 * H20-H26: a submit's content for the page's type, checked and normalised (the messages are
 * the dialogs' own). The files are only counted here; whether they may be used is the caller's
 * check. The back cover has nothing to submit.
 */
export function pageContentOf(type: number, body: TSubmitProcessPageRequest): TPageContent {
  const images = body.imgList;
  const videos = body.videoList;
  switch (type) {
    case ProcessPageType.cover: {
      const recorder = body.content.trim();
      if (!recorder) refuse(M.recorderRequired);
      if (recorder.length > PROCESS_RECORDER_MAX) refuse(M.recorderTooLong);
      if (images.length > 1 || videos.length > 0) refuse(M.coverPhotoTooMany);
      return { content: recorder, images, videos: [] };
    }
    case ProcessPageType.message: {
      const text = body.content.trim();
      if (text.length > PROCESS_TEXT_MAX) refuse(M.textTooLong);
      return { content: text, images: [], videos: [] };
    }
    case ProcessPageType.media: {
      const remark = body.content.trim();
      if (remark.length > PROCESS_TEXT_MAX) refuse(M.textTooLong);
      const count = new Set(images).size + new Set(videos).size;
      if (count === 0) refuse(M.mediaRequired);
      if (count > PROCESS_MEDIA_MAX) refuse(M.mediaTooMany);
      return { content: remark, images, videos };
    }
    case ProcessPageType.table1:
      return { content: tableContent(body.content), images: [], videos: [] };
    case ProcessPageType.table2:
      return { content: ratingContent(body.content), images: [], videos: [] };
    default:
      return refuse(M.plateFixed);
  }
}

/** The stored content as the dialogs read it: a string, the tables as their JSON text (H19). */
export function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (content && typeof content === 'object') return JSON.stringify(content);
  return '';
}
