import { TermLevel, type TTermDomain, type TTermItem, type TTermReport } from '@kg/contracts';

/** A table row of a domain page: the item and its element (printed once per element). */
export type TTermRow = { category: string; item: TTermItem; firstOfCategory: boolean; categorySize: number };

/** A 加油 item with advice, for the printed 教育建议 pages. */
export type TAdviceEntry = { domain: string; category: string; item: TTermItem };

export type TTermPage =
  | { kind: 'cover' }
  | { kind: 'guide' }
  | { kind: 'structure' }
  | {
      kind: 'domain';
      domain: TTermDomain;
      rows: TTermRow[];
      /** this page carries the domain's chart and photos */
      withChart: boolean;
      continued: boolean;
    }
  | { kind: 'advice'; entries: TAdviceEntry[]; continued: boolean }
  | { kind: 'message' }
  | { kind: 'back' };

/** Rows a domain page holds beside its chart and photos, and alone. */
export const ROWS_WITH_CHART = 13;
export const ROWS_ALONE = 24;
/** 教育建议 entries one printed page holds. */
export const ADVICE_PER_PAGE = 7;

const chunk = <T>(list: readonly T[], size: number) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, i * size + size));

/** A domain's rows; an element's name spans its rows on one page (recomputed per page). */
export function rowsOf(domain: TTermDomain): TTermRow[] {
  return domain.table.flatMap((c) =>
    c.data.map((item) => ({ category: c.CategoryName, item, firstOfCategory: false, categorySize: 0 })),
  );
}

/** Marks where each element starts on a page and how many of its rows the page holds. */
function spans(rows: TTermRow[]): TTermRow[] {
  return rows.map((row, i) => ({
    ...row,
    firstOfCategory: i === 0 || rows[i - 1]!.category !== row.category,
    categorySize: rows.filter((r) => r.category === row.category).length,
  }));
}

/**
 * A domain's pages: one page when its rows fit beside the chart and photos; otherwise full
 * table pages, the chart and photos going with the last rows when they fit, else on a page of
 * their own. Nothing is cut.
 */
export function domainPages(domain: TTermDomain): Extract<TTermPage, { kind: 'domain' }>[] {
  const rows = rowsOf(domain);
  if (rows.length <= ROWS_WITH_CHART)
    return [{ kind: 'domain', domain, rows: spans(rows), withChart: true, continued: false }];
  const parts = chunk(rows, ROWS_ALONE);
  const last = parts.at(-1)!;
  const pages = parts.map((part, i) => ({
    kind: 'domain' as const,
    domain,
    rows: spans(part),
    withChart: i === parts.length - 1 && last.length <= ROWS_WITH_CHART,
    continued: i > 0,
  }));
  if (last.length > ROWS_WITH_CHART)
    pages.push({ kind: 'domain', domain, rows: [], withChart: true, continued: true });
  return pages;
}

/** Every 加油 item that has advice, in the report's order. */
export function adviceEntries(data: TTermReport): TAdviceEntry[] {
  return data.domains.flatMap((d) =>
    d.table.flatMap((c) =>
      c.data
        .filter((item) => item.Level === TermLevel.keepTrying && item.InterveneContent)
        .map((item) => ({ domain: d.Name, category: c.CategoryName, item })),
    ),
  );
}

/**
 * The report's pages in print order (I04-I13): cover, guide, structure picture, the domains,
 * the 教育建议 of the items to work on (so that a printed copy carries what a click shows on
 * screen), 老师寄语, back cover.
 */
export function termPlan(data: TTermReport): TTermPage[] {
  const advice = chunk(adviceEntries(data), ADVICE_PER_PAGE).map((entries, i) => ({
    kind: 'advice' as const,
    entries,
    continued: i > 0,
  }));
  return [
    { kind: 'cover' },
    { kind: 'guide' },
    { kind: 'structure' },
    ...data.domains.flatMap(domainPages),
    ...advice,
    { kind: 'message' },
    { kind: 'back' },
  ];
}
