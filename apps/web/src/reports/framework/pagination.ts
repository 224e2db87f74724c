/**
 * Page layout of A4 reports as pure arithmetic (ARCHITECTURE convention 9): which rows go on
 * which page, and where each catalogue section starts. Rows have a fixed printed height, so
 * counting them is enough to know a page is never overfilled and a row never cut.
 */

export type TRowsPerPage = {
  /** rows on a full continuation page */
  perPage: number;
  /** rows on the first page, which also carries the section heading */
  firstPage?: number;
};

/** Splits rows into pages; an empty list still gets one (empty) page for its heading. */
export function paginate<T>(rows: readonly T[], layout: TRowsPerPage): T[][] {
  const perPage = Math.max(1, Math.floor(layout.perPage));
  const first = Math.max(1, Math.floor(layout.firstPage ?? perPage));
  const pages: T[][] = [rows.slice(0, first)];
  for (let start = first; start < rows.length; start += perPage)
    pages.push(rows.slice(start, start + perPage));
  return pages;
}

export type TSection = {
  key: string;
  /** the catalogue entry; a section without one (cover, catalogue, back cover) is not listed */
  title?: string;
  pages: number;
};

export type TPagePlan = {
  total: number;
  /** the 1-based number of each section's first page */
  startOf: Record<string, number>;
  catalogue: Array<{ key: string; title: string; page: number }>;
};

/**
 * Numbers the pages in document order (the cover is page 1, so the printed number matches
 * the PDF viewer's) and lists the titled sections with the page they start on.
 */
export function planPages(sections: readonly TSection[]): TPagePlan {
  const startOf: Record<string, number> = {};
  const catalogue: TPagePlan['catalogue'] = [];
  let next = 1;
  for (const section of sections) {
    if (section.key in startOf) throw new Error(`Duplicate report section ${section.key}`);
    const pages = Math.max(0, Math.floor(section.pages));
    startOf[section.key] = next;
    if (section.title && pages > 0) catalogue.push({ key: section.key, title: section.title, page: next });
    next += pages;
  }
  return { total: next - 1, startOf, catalogue };
}
