import { TABLE_ROW_DEFAULTS, TABLE_TITLE_DEFAULTS, type TTableAnswer } from '@kg/contracts';
import { CARD, linesOf, textHeight } from '../growing-footprint/footprintLayout';
import { packRecordRows } from '../growing-footprint/footprintTables';

/**
 * The table pages of the handbook (H33-H35) as pure arithmetic, on the growing footprint's
 * card (footprintLayout CARD) and its table styles, so the two booklets look alike.
 */

/** H35: rating rows on the first page (under the legend) and on each continuation (-5). */
export const RATING_ROWS = { firstPage: 14, perPage: 16 } as const;

/**
 * The rating table's columns and its fixed row (mm): 16 rows and the header fit a card
 * (9 + 16 × 13 = 217 ≤ CARD.height), 14 under the legend too. A long behaviour (≤100
 * characters) gets a smaller font rather than a taller row.
 */
export const RATING_COLS = { no: 12, level: 20, head: 9, row: 13, padY: 1.2, padX: 2.4, line: 1.35 } as const;
const RATING_FONT = { largest: 10.5, smallest: 7 } as const;
const RATING_TEXT_MM = CARD.width - RATING_COLS.no - 3 * RATING_COLS.level - 2 * RATING_COLS.padX;

/** The largest font (pt) at which a behaviour fits its fixed row. */
export function ratingFontPt(text: string): number {
  const room = RATING_COLS.row - 2 * RATING_COLS.padY - 0.3;
  for (let pt = RATING_FONT.largest; pt > RATING_FONT.smallest; pt -= 0.5) {
    if (textHeight(linesOf(text, RATING_TEXT_MM, pt), pt, RATING_COLS.line) <= room) return pt;
  }
  return RATING_FONT.smallest;
}

/** A header title the teacher may rename on the page (H33). */
export type TTitleField = 'titleTab1' | 'titleTab2' | 'titleTab3' | 'titleTab4';
export type TObservationField = { field: TTitleField; title: string; value: string };
/** `index`: the row's place in the table's List (what an edit changes). */
export type TObservationRow = { index: number; title: string; desc: string };
export type TObservationPage = { fields: TObservationField[] | null; rows: TObservationRow[] };

/** A Type 4 page's table as stored, or the dialog's defaults (H26) when there is none. */
export function observationTable(table: TTableAnswer | null): TTableAnswer {
  const [t1, t2, t3, t4] = TABLE_TITLE_DEFAULTS;
  const source = table ?? {
    titleTab1: t1,
    titleTab2: t2,
    titleTab3: t3,
    titleTab4: t4,
    name: '',
    content: '',
    looktime: '',
    writename: '',
    List: [],
  };
  return {
    ...source,
    titleTab1: source.titleTab1.trim() || t1,
    titleTab2: source.titleTab2.trim() || t2,
    titleTab3: source.titleTab3.trim() || t3,
    titleTab4: source.titleTab4.trim() || t4,
    List: source.List.length ? source.List : TABLE_ROW_DEFAULTS.map((title) => ({ title, desc: '' })),
  };
}

/**
 * H33: the four header fields (姓名, 内容, 观察日期, 记录人 unless renamed) with their values on
 * the first page, then the rows (title, description), whole rows only; a table longer than a
 * page goes on as -4 pages.
 */
export function observationPages(stored: TTableAnswer | null): TObservationPage[] {
  const table = observationTable(stored);
  const fields: TObservationField[] = [
    { field: 'titleTab1', title: table.titleTab1, value: table.name.trim() },
    { field: 'titleTab2', title: table.titleTab2, value: table.content.trim() },
    { field: 'titleTab3', title: table.titleTab3, value: table.looktime.trim() },
    { field: 'titleTab4', title: table.titleTab4, value: table.writename.trim() },
  ];
  const rows = table.List.map((r, index) => ({ index, title: r.title, desc: r.desc.trim() }));
  const pages = packRecordRows(rows, fields);
  return pages.map((page, i) => ({ fields: i === 0 ? fields : null, rows: page }));
}
