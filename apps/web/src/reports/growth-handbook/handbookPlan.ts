import {
  handbookMessage,
  ProcessPageType,
  type THandbook,
  type THandbookGroup,
  type THandbookItem,
} from '@kg/contracts';
import { paginate } from '../framework/pagination';
import { fitFont } from '../growing-footprint/footprintLayout';
import { LETTER } from '../growing-footprint/footprintPlates';
import { observationPages, RATING_ROWS, ratingFontPt, type TObservationPage } from './handbookTables';
import type { THandbookFile } from './mediaLayout';

/**
 * H41: a page item as the handbook prints it: the wire item with its Type on this page (a
 * continuation is -4 / -5), its photos and videos as one `fileList` ({src, type}), and
 * `_Index`, its place in its entry's `infos` (a continuation keeps its table's, so an edit
 * on any of its pages finds the whole table).
 */
export type THandbookPageItem = THandbookItem & { fileList: THandbookFile[]; _Index: number };

export type TRatingRow = {
  /** the row's place in the table's List (what a click changes) */
  index: number;
  no: number;
  text: string;
  /** isActivite: 1 真棒, 2 较好, 3 加油, 0 not rated */
  level: number;
  fontPt: number;
};

type TFrame = {
  key: string;
  /** 1-based, the PDF viewer's number (the cover is page 1) */
  page: number;
  /** the entry's title, in the footer of its pages (design Q8); '' on the covers */
  group: string;
};

/** What a page shows, by kind (its data-kind) and report page Type. */
type TBody =
  | { kind: 'cover'; type: 1; title: string; period: string; recorders: string[]; photo: string }
  | { kind: 'message'; type: 2; item: THandbookPageItem; text: string; fontPt: number; recorder: string }
  | { kind: 'media'; type: 3; item: THandbookPageItem }
  | ({ kind: 'table1'; type: 4 | -4; item: THandbookPageItem; continued: boolean } & TObservationPage)
  | { kind: 'table2'; type: 5 | -5; item: THandbookPageItem; rows: TRatingRow[]; continued: boolean }
  | { kind: 'back'; type: 6 };

export type THandbookPage = TFrame & TBody;
export type THandbookPlan = { pages: THandbookPage[]; total: number };

/** H41: a page item's photos, then its videos, as one list ({src, type}). */
export function fileListOf(item: Pick<THandbookItem, 'ImgList' | 'VideoList'>): THandbookFile[] {
  const of = (list: readonly string[], type: THandbookFile['type']) =>
    list.filter((src) => src.trim()).map((src) => ({ src, type }));
  return [...of(item.ImgList, 'image'), ...of(item.VideoList, 'video')];
}

const distinct = (values: readonly string[]) => [...new Set(values.map((v) => v.trim()).filter(Boolean))];

/**
 * Design Q8: one cover for the whole handbook: the single entry's title, or the span of all
 * of them (`{earliest start}至{latest end}`); the recorders once each; the latest cover photo.
 */
export function coverOf(groups: readonly THandbookGroup[]): Extract<TBody, { kind: 'cover' }> {
  const starts = groups
    .map((g) => g.StartDate)
    .filter(Boolean)
    .sort();
  const ends = groups
    .map((g) => g.EndDate)
    .filter(Boolean)
    .sort();
  const first = starts[0];
  const last = ends[ends.length - 1];
  const period = first && last ? `${first}至${last}` : '';
  const title = groups.length === 1 ? (groups[0]?.title.trim() ?? '') : period;
  const photos = groups.map((g) => g.CoverImg).filter(Boolean);
  return {
    kind: 'cover',
    type: ProcessPageType.cover,
    title,
    period,
    recorders: distinct(groups.map((g) => g.Recorder)),
    photo: photos[photos.length - 1] ?? '',
  };
}

/** An entry's printed pages, in its order (H30-H35); other types print nothing. */
function groupPages(group: THandbookGroup): TBody[] {
  return group.infos.flatMap((info, index): TBody[] => {
    const item = (Type: number): THandbookPageItem => ({
      ...info,
      Type,
      fileList: fileListOf(info),
      _Index: index,
    });
    switch (info.Type) {
      case ProcessPageType.message: {
        const text = handbookMessage(info.Content);
        const fontPt = fitFont(text, LETTER.width, LETTER.height, 15, LETTER.line);
        return [{ kind: 'message', type: 2, item: item(2), text, fontPt, recorder: group.Recorder.trim() }];
      }
      case ProcessPageType.media:
        return [{ kind: 'media', type: 3, item: item(3) }];
      case ProcessPageType.table1:
        return observationPages(info.Table).map((page, i) => ({
          kind: 'table1',
          type: i === 0 ? 4 : -4,
          item: item(i === 0 ? 4 : -4),
          continued: i > 0,
          ...page,
        }));
      case ProcessPageType.table2: {
        const rows = info.List.map((row, i) => ({
          index: i,
          no: i + 1,
          text: row.manifestation.trim(),
          level: row.isActivite,
          fontPt: ratingFontPt(row.manifestation.trim()),
        }));
        return paginate(rows, RATING_ROWS).map((onPage, i) => ({
          kind: 'table2',
          type: i === 0 ? 5 : -5,
          item: item(i === 0 ? 5 : -5),
          rows: onPage,
          continued: i > 0,
        }));
      }
      default:
        return [];
    }
  });
}

/**
 * The handbook's pages in print order (H29-H36, design Q8): one cover, then each entry
 * (earliest first) with its 寄语, category pages, observation table and rating table (split
 * 14 / 16 into -5 pages), and one 封底 last. Numbered from 1 on the cover.
 */
export function planHandbook(data: THandbook): THandbookPlan {
  const bodies: Array<{ group: string; key: string; body: TBody }> = [
    { group: '', key: 'cover', body: coverOf(data.groups) },
    ...data.groups.flatMap((g) =>
      groupPages(g).map((body, i) => ({ group: g.title.trim(), key: `g${g.Id}-${i}`, body })),
    ),
    { group: '', key: 'back', body: { kind: 'back', type: ProcessPageType.plate } },
  ];
  const pages = bodies.map(
    ({ group, key, body }, i): THandbookPage => ({ ...body, key, group, page: i + 1 }),
  );
  return { pages, total: pages.length };
}
