import { CYCLE_WRITE_TITLES, type TFootprintRecord, type TScoredDimension } from '@kg/contracts';
import { logSheet, monthAnswer, termAnswer } from './footprintAnswers';
import { CARD, cellHeight, linesOf, packPages, runSpans, spannedHeight, textHeight } from './footprintLayout';
import type { TMonthRow, TPageBody, TTermRow } from './footprintTypes';

/** Column widths (mm) of the observation tables; the point column takes the rest. */
export const TERM_COLS = { dimension: 20, element: 28, score: 34 } as const;
export const MONTH_COLS = { dimension: 18, element: 24, mark: 19 } as const;
const TERM_POINT = CARD.width - TERM_COLS.dimension - TERM_COLS.element - TERM_COLS.score;
const MONTH_POINT = CARD.width - MONTH_COLS.dimension - MONTH_COLS.element - 3 * MONTH_COLS.mark;
/** the header row, and the legend line above the first page's table */
export const TABLE_HEAD = 9;
export const LEGEND = 10;
/** one -4 section: heading, padding, gap; and the ruled lines of an unwritten one */
export const WRITE = { heading: 9, pad: 6, gap: 5, ruled: 24, font: 10.5, line: 1.8 } as const;
/** the type 5 summary box: heading, padding and gap above it */
export const SUMMARY = { heading: 8, pad: 10, gap: 5, font: 10, line: 1.7 } as const;

type TRow = { key: string; dimension: string; element: string; point: string; value: number };

/** The sheet's points in order with the answer's values (by point id), else the answer's own. */
function scoredRows(content: string, dimensions: readonly TScoredDimension[]): TRow[] {
  const values = new Map<number, number>();
  for (const d of dimensions) for (const e of d.info) for (const p of e.info) values.set(p.Id, p.Value);
  const sheet = logSheet(content);
  const source = sheet.length ? sheet : dimensions;
  return source
    .flatMap((d) =>
      d.info.flatMap((e) =>
        e.info.map((p) => ({
          dimension: d.Name,
          element: e.Name,
          point: p.Name,
          value: values.get(p.Id) ?? 0,
        })),
      ),
    )
    .map((row, i) => ({ key: `p${i}`, ...row }));
}

const elementKey = (r: { dimension: string; element: string }) => `${r.dimension}\u0000${r.element}`;

/** Merged cells restart on every page (the reader sees the dimension on each). */
function withSpans<T extends TRow>(rows: readonly T[]): Array<T & { dimSpan: number; elSpan: number }> {
  const dims = runSpans(rows.map((r) => r.dimension));
  const els = runSpans(rows.map(elementKey));
  return rows.map((r, i) => ({ ...r, dimSpan: dims[i] ?? 0, elSpan: els[i] ?? 0 }));
}

function tableHeight(rows: readonly TRow[], cols: { dimension: number; element: number }, point: number) {
  return spannedHeight(
    rows.map((r) => ({ keys: [r.dimension, elementKey(r)], height: cellHeight(r.point, point) })),
    (level, key) =>
      level === 0 ? cellHeight(key, cols.dimension) : cellHeight(key.split('\u0000')[1] ?? '', cols.element),
  );
}

const tableBudget = { first: CARD.height - LEGEND - TABLE_HEAD, next: CARD.height - TABLE_HEAD };

/**
 * G48: a term observation prints as its table (dimension / element / point / 0-3 stars), on
 * as many pages as it needs, then its text page(s) (-4) with 故事描述, 分析 and 支持.
 */
export function termPages(record: TFootprintRecord): { table: TPageBody[]; text: TPageBody[] } {
  const answer = termAnswer(record.Answer);
  const rows = scoredRows(record.Content, answer?.dimensions ?? []);
  const table = packPages(rows, (page) => tableHeight(page, TERM_COLS, TERM_POINT), tableBudget).map(
    (page): TPageBody => ({ kind: 'term', rows: withSpans(page) as TTermRow[] }),
  );
  const written = new Map((answer?.cycleWrites ?? []).map((w) => [w.Title, w.Desc ?? '']));
  const titles = [
    ...CYCLE_WRITE_TITLES,
    ...[...written.keys()].filter((t) => !CYCLE_WRITE_TITLES.includes(t as never)),
  ];
  const writes = titles.map((Title) => ({ Title, Desc: (written.get(Title) ?? '').trim() }));
  const text = packPages(writes, (page) => page.reduce((sum, w) => sum + writeHeight(w.Desc), 0), {
    first: CARD.height,
    next: CARD.height,
  }).map((page): TPageBody => ({ kind: 'termText', writes: page }));
  return { table, text };
}

export function writeHeight(desc: string): number {
  const body = desc
    ? textHeight(linesOf(desc, CARD.width - 2 * WRITE.pad, WRITE.font), WRITE.font, WRITE.line)
    : WRITE.ruled;
  return WRITE.heading + body + 2 * WRITE.pad + WRITE.gap;
}

type TMonthItem = TMonthRow | { kind: 'summary'; title: string; say: string };

export function summaryHeight(say: string): number {
  const lines = linesOf(say || ' ', CARD.width - 2 * SUMMARY.pad, SUMMARY.font);
  return SUMMARY.gap + SUMMARY.heading + textHeight(lines, SUMMARY.font, SUMMARY.line, SUMMARY.pad);
}

export const noteText = (n: { title: string; describe: string }) =>
  [n.title.trim(), n.describe.trim()].filter(Boolean).join('：');

function monthHeight(items: readonly TMonthItem[]): number {
  let height = TABLE_HEAD;
  let run: TRow[] = [];
  const flush = () => {
    height += tableHeight(run, MONTH_COLS, MONTH_POINT);
    run = [];
  };
  for (const item of items) {
    if (item.kind === 'point') run.push(item);
    else {
      flush();
      height +=
        item.kind === 'note'
          ? cellHeight(`${item.dimension}  ${noteText(item)}`, CARD.width)
          : summaryHeight(item.say);
    }
  }
  flush();
  return height;
}

/**
 * G49: a monthly observation: each point marked 经常发生 / 偶尔发生 / 从未发生, each domain's
 * note (Title, Describe) after its rows when written, and the summary (Title, CustomerSay)
 * last, in a box that is never split from itself.
 */
export function monthPages(record: TFootprintRecord): TPageBody[] {
  const answer = monthAnswer(record.Answer);
  const notes = new Map((answer?.dimensions ?? []).map((d) => [d.Name, d]));
  const items: TMonthItem[] = [];
  const rows = scoredRows(record.Content, answer?.dimensions ?? []);
  rows.forEach((row, i) => {
    items.push({ kind: 'point', ...row, dimSpan: 0, elSpan: 0 });
    const note = notes.get(row.dimension);
    const last = rows[i + 1]?.dimension !== row.dimension;
    if (last && note && (note.Title?.trim() || note.Describe?.trim()))
      items.push({
        kind: 'note',
        key: `n${i}`,
        dimension: row.dimension,
        title: note.Title ?? '',
        describe: note.Describe ?? '',
      });
  });
  if (answer && (answer.Title.trim() || answer.CustomerSay.trim()))
    items.push({ kind: 'summary', title: answer.Title.trim(), say: answer.CustomerSay.trim() });
  return packPages(items, monthHeight, { first: CARD.height - LEGEND, next: CARD.height }).map((page) => {
    const summary = page.find((i) => i.kind === 'summary');
    const tableRows = page.filter((i): i is TMonthRow => i.kind !== 'summary');
    return {
      kind: 'month',
      rows: spanMonth(tableRows),
      summary: summary?.kind === 'summary' ? { title: summary.title, say: summary.say } : null,
    };
  });
}

/** Spans of the point rows, a note row closing its dimension's run. */
function spanMonth(rows: readonly TMonthRow[]): TMonthRow[] {
  const out: TMonthRow[] = [];
  let run: Array<TMonthRow & { kind: 'point' }> = [];
  const flush = () => {
    for (const r of withSpans(run)) out.push(r);
    run = [];
  };
  for (const r of rows) {
    if (r.kind === 'point') run.push(r);
    else {
      flush();
      out.push(r);
    }
  }
  flush();
  return out;
}
