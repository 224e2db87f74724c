/**
 * The booklet's page geometry in mm and the arithmetic that keeps every page inside it
 * (ARCHITECTURE convention 9: layout of report pages is pure logic). The sheet is the
 * framework's A4 box (210 × 297 mm), not the legacy 857 × 1279 px canvas (G53): the PDF is
 * printed on A4 paper, and the plate geometry is in percent of the page, so it holds on both.
 * The CSS reads the same numbers (set inline), so the estimate and the print agree.
 */
export const FP_MM = {
  pageW: 210,
  pageH: 297,
  /** the content card: below the title band (13 % of the page, like the plates) */
  top: 38,
  /** above the footer line */
  bottom: 24,
  side: 14,
  /** the card's inner padding */
  pad: 5,
} as const;

/** Height and width inside a content card (its padding and its 0.3 mm border taken off). */
export const CARD = {
  height: FP_MM.pageH - FP_MM.top - FP_MM.bottom - 2 * FP_MM.pad - 1,
  width: FP_MM.pageW - 2 * FP_MM.side - 2 * FP_MM.pad - 1,
} as const;

const PT_MM = 25.4 / 72;

/** Width of a text in em: CJK and full-width characters one em, the rest about 0.6. */
export function textEm(text: string): number {
  let em = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    em += code >= 0x2e80 || (code >= 0x2000 && code <= 0x206f) ? 1 : code === 0x20 ? 0.35 : 0.6;
  }
  return em;
}

/** Lines a text wraps into in a box `widthMm` wide at `fontPt` (each newline starts a line). */
export function linesOf(text: string, widthMm: number, fontPt: number): number {
  // A little slack: Latin words wrap whole, so a line holds slightly less than the arithmetic.
  const perLine = Math.max(1, (widthMm * 0.94) / (fontPt * PT_MM));
  return text
    .split('\n')
    .reduce((sum, line) => sum + Math.max(1, Math.ceil(textEm(line.trim()) / perLine)), 0);
}

/** The printed height of `lines` lines at `fontPt` with a line height and vertical padding. */
export const textHeight = (lines: number, fontPt: number, lineHeight: number, padMm = 0) =>
  lines * fontPt * PT_MM * lineHeight + 2 * padMm;

/** Table text: the cells' font, line height and padding (classes kg-fp-table, CSS). */
export const CELL = { font: 9.5, line: 1.45, padY: 1.8, padX: 2.4, border: 0.3 } as const;

/** A table cell's height (with its bottom rule) for a text in a column `colMm` wide. */
export const cellHeight = (text: string, colMm: number, font: number = CELL.font) =>
  textHeight(linesOf(text, colMm - 2 * CELL.padX, font), font, CELL.line, CELL.padY) + CELL.border;

export type TPageBudget = {
  /** mm available on the first page (below its intro) and on each continuation page */
  first: number;
  next: number;
  /** at most this many items per page (the spec's fixed row counts) */
  maxFirst?: number;
  maxNext?: number;
};

/**
 * Splits items into pages, whole items only: an item goes onto the page while the page's
 * height (measured over all its items, so row spans count) stays within the budget. An item
 * taller than a page gets a page of its own; an empty list still gets one page.
 */
export function packPages<T>(
  items: readonly T[],
  measure: (onPage: readonly T[], first: boolean) => number,
  budget: TPageBudget,
): T[][] {
  const pages: T[][] = [[]];
  for (const item of items) {
    const page = pages[pages.length - 1]!;
    const first = pages.length === 1;
    const max = (first ? budget.maxFirst : budget.maxNext) ?? Number.POSITIVE_INFINITY;
    const room = first ? budget.first : budget.next;
    const fits = page.length < max && measure([...page, item], first) <= room;
    if (page.length === 0 || fits) page.push(item);
    else pages.push([item]);
  }
  return pages;
}

/** Spans of equal consecutive values (a table's rowSpan): the run length at a run's start, else 0. */
export function runSpans(values: readonly string[]): number[] {
  const spans = values.map(() => 0);
  let start = 0;
  for (let i = 1; i <= values.length; i += 1) {
    if (i === values.length || values[i] !== values[start]) {
      spans[start] = i - start;
      start = i;
    }
  }
  return spans;
}

/**
 * Height of table rows whose first columns merge equal neighbours (dimension, element): a
 * merged cell's own text may need more height than the rows it spans.
 */
export function spannedHeight(
  rows: ReadonlyArray<{ keys: string[]; height: number }>,
  keyHeight: (level: number, key: string) => number,
  level = 0,
): number {
  if (rows.length === 0) return 0;
  if (level >= (rows[0]?.keys.length ?? 0)) return rows.reduce((sum, r) => sum + r.height, 0);
  const spans = runSpans(rows.map((r) => r.keys[level] ?? ''));
  let total = 0;
  spans.forEach((span, start) => {
    if (span === 0) return;
    const group = rows.slice(start, start + span);
    const key = group[0]?.keys[level] ?? '';
    total += Math.max(spannedHeight(group, keyHeight, level + 1), keyHeight(level, key));
  });
  return total;
}

/** The largest font (pt, down to 7) at which a text fits a box; plates print every word. */
export function fitFont(text: string, widthMm: number, heightMm: number, largest = 12, line = 1.6): number {
  const padding = 2 * 2.5;
  for (let pt = largest; pt > 7; pt -= 0.5) {
    if (textHeight(linesOf(text, widthMm - padding, pt), pt, line) <= heightMm - padding) return pt;
  }
  return 7;
}
