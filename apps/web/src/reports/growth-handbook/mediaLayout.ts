import { PROCESS_MEDIA_MAX, remarkFontPx } from '@kg/contracts';
import { linesOf, textHeight } from '../growing-footprint/footprintLayout';

/**
 * The Type 3 page (H31, H32) as pure arithmetic: which grid the photos and videos take, and
 * how much of the page the remark needs. The CSS reads the same numbers (set inline), so what
 * is measured here is what prints.
 */

/** A photo or video of a page (H41 fileList). */
export type THandbookFile = { src: string; type: 'image' | 'video' };

/** The page's media band and remark box in mm (the title band above, the footer below). */
export const MEDIA_MM = {
  top: 36,
  bottom: 24,
  side: 14,
  /** between two pictures */
  gap: 4,
  /** between the pictures and the remark */
  remarkGap: 5,
  /** the remark box's inner padding */
  remarkPad: 6,
  remarkLine: 1.6,
} as const;

/** Width and height of the band the pictures and the remark share. */
export const MEDIA_BAND = {
  width: 210 - 2 * MEDIA_MM.side,
  height: 297 - MEDIA_MM.top - MEDIA_MM.bottom,
} as const;

/** One picture's place in the grid (1-based lines, as CSS grid counts them). */
export type TMediaCell = { row: number; column: number; columnSpan: number };

export type TMediaLayout = {
  columns: number;
  /** each row's share of the height (fr) */
  rows: number[];
  cells: TMediaCell[];
};

/** A row of `columns` equal cells. */
const rowOf = (row: number, columns: number): TMediaCell[] =>
  Array.from({ length: columns }, (_, i) => ({ row, column: i + 1, columnSpan: 1 }));

/** A grid of `rows` × `columns` equal cells, the first row at `from`. */
const gridOf = (from: number, rows: number, columns: number): TMediaCell[] =>
  Array.from({ length: rows }, (_, r) => rowOf(from + r, columns)).flat();

/** One large picture across the top, then `rows` rows of two. */
function largeAndPairs(rows: number): TMediaLayout {
  return {
    columns: 2,
    rows: [3, ...Array.from({ length: rows }, () => 2)],
    cells: [{ row: 1, column: 1, columnSpan: 2 }, ...gridOf(2, rows, 2)],
  };
}

/**
 * H31 (design section 5): the grid for `count` printed pictures. 1 large; 2 stacked; 3 one
 * large and two small; 4 2×2; 5 one large and 2×2; 6 two columns of three rows; 7 one large
 * and 2×3; 8 or 9 3×3 (a page holds at most 9, H23; more are not printed).
 */
export function mediaLayout(count: number): TMediaLayout {
  const n = Math.max(0, Math.min(PROCESS_MEDIA_MAX, Math.floor(count)));
  switch (n) {
    case 0:
      return { columns: 1, rows: [], cells: [] };
    case 1:
      return { columns: 1, rows: [1], cells: rowOf(1, 1) };
    case 2:
      return { columns: 1, rows: [1, 1], cells: gridOf(1, 2, 1) };
    case 3:
      return largeAndPairs(1);
    case 4:
      return { columns: 2, rows: [1, 1], cells: gridOf(1, 2, 2) };
    case 5:
      return largeAndPairs(2);
    case 6:
      return { columns: 2, rows: [1, 1, 1], cells: gridOf(1, 3, 2) };
    case 7:
      return largeAndPairs(3);
    default:
      return { columns: 3, rows: [1, 1, 1], cells: gridOf(1, 3, 3).slice(0, n) };
  }
}

/** A cell's printed width in mm (the thumbnail a photo is asked for, DECISIONS 2). */
export function cellWidthMm(layout: TMediaLayout, cell: TMediaCell): number {
  const column = (MEDIA_BAND.width - (layout.columns - 1) * MEDIA_MM.gap) / layout.columns;
  return column * cell.columnSpan + (cell.columnSpan - 1) * MEDIA_MM.gap;
}

/**
 * The pictures a page shows (H38, N13, DECISIONS 35): on screen its photos and videos, in
 * print (the server's print browser) the photos only, so the grid is made for what prints.
 */
export function printedFiles(files: readonly THandbookFile[], render: boolean): THandbookFile[] {
  return files.filter((f) => !render || f.type === 'image').slice(0, PROCESS_MEDIA_MAX);
}

/** The remark's font in pt: H32's px (24 / 20 / 16) at 96 dpi. */
export const remarkFontPt = (text: string) => remarkFontPx(text) * 0.75;

/**
 * The remark box's height in mm (0 for no remark): as tall as its text needs at H32's size,
 * so the pictures get the rest of the band.
 */
export function remarkHeightMm(text: string): number {
  const remark = text.trim();
  if (!remark) return 0;
  const pt = remarkFontPt(remark);
  const lines = linesOf(remark, MEDIA_BAND.width - 2 * MEDIA_MM.remarkPad, pt);
  return Math.ceil(textHeight(lines, pt, MEDIA_MM.remarkLine, MEDIA_MM.remarkPad));
}
