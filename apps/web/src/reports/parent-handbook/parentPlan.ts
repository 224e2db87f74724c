import type { TParentCategory, TParentHandbook } from '@kg/contracts';

export type TParentRow = { name: string; value: number; previous: number };

export type TParentPage =
  | { kind: 'cover' }
  | { kind: 'items'; category: TParentCategory; rows: TParentRow[]; withChart: boolean; continued: boolean }
  | { kind: 'moments'; category: TParentCategory; withChart: boolean }
  | { kind: 'back' };

/** Rows that fit beside the chart, and alone on a page. */
export const ROWS_WITH_CHART = 14;
export const ROWS_ALONE = 30;

const chunk = <T>(list: readonly T[], size: number) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, i * size + size));

/**
 * H43: the cover, then per category its rated items with the term-comparison chart (the chart
 * goes to the second page when the items fill the first) and a page of its photos and the
 * parents' words; the back cover.
 */
export function parentPlan(data: TParentHandbook): TParentPage[] {
  const pages: TParentPage[] = [{ kind: 'cover' }];
  for (const category of data.Categories) {
    const rows = category.Content.map((c) => ({ name: c.Name, value: c.Value, previous: c.PreviousValue }));
    const fits = rows.length <= ROWS_WITH_CHART;
    const parts = fits ? [rows] : chunk(rows, ROWS_ALONE);
    for (const [i, part] of parts.entries())
      pages.push({
        kind: 'items',
        category,
        rows: part,
        withChart: fits && category.IsStatus === 1,
        continued: i > 0,
      });
    pages.push({ kind: 'moments', category, withChart: !fits });
  }
  pages.push({ kind: 'back' });
  return pages;
}
