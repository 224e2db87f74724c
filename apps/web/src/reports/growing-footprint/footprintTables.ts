import {
  TABLE_ROW_DEFAULTS,
  TABLE_TITLE_DEFAULTS,
  type TFootprintRecord,
  type TMedicalItem,
} from '@kg/contracts';
import {
  exerciseSections,
  growthQuestions,
  itemsAnswer,
  medicalItems,
  ratingAnswer,
  tableAnswer,
} from './footprintAnswers';
import { CARD, cellHeight, linesOf, packPages, textHeight } from './footprintLayout';
import { LEGEND, TABLE_HEAD } from './footprintObservations';
import type { TExerciseRow, TPageBody, TPhysicalRow, TRatingRow } from './footprintTypes';

/** Rating table (G47): 14 rows on the first page, 16 per continuation (SPEC section 9). */
export const RATING_ROWS = { first: 14, next: 16 } as const;
export const RATING_COLS = { no: 12, level: 22, minRow: 11.5, font: 10 } as const;
const RATING_TEXT = CARD.width - RATING_COLS.no - 3 * RATING_COLS.level;

/** Type 12: the behaviours as written in the answer, else the module's questions unrated. */
export function ratingPages(record: TFootprintRecord): { sub: string; pages: TPageBody[] } {
  const answer = ratingAnswer(record.Answer);
  const written = (answer?.List ?? []).filter((r) => r.manifestation.trim());
  const rows: TRatingRow[] = (
    written.length
      ? written.map((r) => ({ text: r.manifestation.trim(), level: r.isActivite }))
      : growthQuestions(record.Content).map((text) => ({ text, level: 0 }))
  ).map((r, i) => ({ ...r, no: i + 1 }));
  const height = (r: TRatingRow) =>
    Math.max(RATING_COLS.minRow, cellHeight(r.text, RATING_TEXT, RATING_COLS.font));
  const pages = packPages(rows, (page) => TABLE_HEAD + page.reduce((s, r) => s + height(r), 0), {
    first: CARD.height - LEGEND,
    next: CARD.height,
    maxFirst: RATING_ROWS.first,
    maxNext: RATING_ROWS.next,
  });
  return { sub: answer?.title.trim() ?? '', pages: pages.map((p) => ({ kind: 'rating', rows: p })) };
}

export const PHYSICAL_COLS = { label: 62, minRow: 13, font: 10.5 } as const;

/** A medical item's leaves with their group (视力 → 左眼, 右眼). */
function leaves(items: readonly TMedicalItem[]) {
  return items
    .filter((i) => i.isOpen !== false)
    .flatMap((i) =>
      i.topicType === 'child' && i.children?.length
        ? i.children.map((c) => ({ ...c, group: i.title }))
        : [{ ...i, group: '' }],
    );
}

/** Type 8: item, value and unit, or 正常 / 异常 for a radio item. */
export function physicalPages(record: TFootprintRecord): TPageBody[] {
  const config = leaves(medicalItems(record.Content));
  const answered = (itemsAnswer(record.Answer)?.List ?? []).filter((i) => i.Describe.trim());
  const rows: TPhysicalRow[] = answered.length
    ? answered.map((item, i) => {
        const describe = item.Describe.trim();
        const leaf = config.find((c) => c.title === describe);
        return {
          key: `m${i}`,
          label: leaf?.group && !describe.includes(leaf.group) ? `${leaf.group}（${describe}）` : describe,
          value: item.Value.trim(),
          unit: item.unit || leaf?.unit || '',
          radio: (item.topicType || leaf?.topicType) === 'radio',
        };
      })
    : config.map((c, i) => ({
        key: `m${i}`,
        label: c.group ? `${c.group}（${c.title}）` : c.title,
        value: '',
        unit: c.unit,
        radio: c.topicType === 'radio',
      }));
  const height = (r: TPhysicalRow) =>
    Math.max(PHYSICAL_COLS.minRow, cellHeight(r.label, PHYSICAL_COLS.label, PHYSICAL_COLS.font));
  return packPages(rows, (page) => TABLE_HEAD + page.reduce((s, r) => s + height(r), 0), {
    first: CARD.height,
    next: CARD.height,
  }).map((p) => ({ kind: 'physical', rows: p }));
}

export const TABLE_COLS = { title: 32, minRow: 16, font: 10 } as const;
/** The header fields: two per line, a label over the value; gap between lines and under the block. */
export const FIELDS = { label: 4.5, pad: 1.6, font: 10.5, line: 1.4, gap: 2.5, after: 6 } as const;

/** Height of the 2 × 2 header fields, each line as tall as its longer value. */
export function fieldsHeight(values: readonly string[]): number {
  const width = (CARD.width - FIELDS.gap) / 2 - 8;
  const line = (v: string) => textHeight(linesOf(v || '—', width, FIELDS.font), FIELDS.font, FIELDS.line);
  let height = FIELDS.after;
  for (let i = 0; i < values.length; i += 2)
    height +=
      FIELDS.label + 2 * FIELDS.pad + Math.max(line(values[i] ?? ''), line(values[i + 1] ?? '')) + FIELDS.gap;
  return height;
}

/** Type 11: the four header fields with their titles, then the rows (title, desc). */
export function tablePages(record: TFootprintRecord): TPageBody[] {
  const answer = tableAnswer(record.Answer);
  const fields = [
    { key: 'f0', title: answer?.titleTab1 || TABLE_TITLE_DEFAULTS[0], value: answer?.name ?? '' },
    { key: 'f1', title: answer?.titleTab2 || TABLE_TITLE_DEFAULTS[1], value: answer?.content ?? '' },
    { key: 'f2', title: answer?.titleTab3 || TABLE_TITLE_DEFAULTS[2], value: answer?.looktime ?? '' },
    { key: 'f3', title: answer?.titleTab4 || TABLE_TITLE_DEFAULTS[3], value: answer?.writename ?? '' },
  ];
  const rows = answer?.List.length
    ? answer.List.map((r, i) => ({ key: `t${i}`, title: r.title, desc: r.desc.trim() }))
    : TABLE_ROW_DEFAULTS.map((title, i) => ({ key: `t${i}`, title, desc: '' }));
  const pages = packRecordRows(rows, fields);
  return pages.map((p, i) => ({ kind: 'table', fields: i === 0 ? fields : null, rows: p }));
}

/**
 * The rows of an observation table (type 11 here, the handbook's H33) on pages, whole rows
 * only, the first page under the header fields: each row as tall as RecordRows prints it.
 */
export function packRecordRows<T extends { title: string; desc: string }>(
  rows: readonly T[],
  fields: readonly { value: string }[],
): T[][] {
  const desc = CARD.width - TABLE_COLS.title;
  const height = (r: T) =>
    Math.max(
      TABLE_COLS.minRow,
      cellHeight(r.title, TABLE_COLS.title, TABLE_COLS.font),
      cellHeight(r.desc, desc, TABLE_COLS.font),
    );
  return packPages(rows, (page) => page.reduce((s, r) => s + height(r), 0), {
    first: CARD.height - fieldsHeight(fields.map((f) => f.value)),
    next: CARD.height,
  });
}

/** Exercise sections per page: each a card of a fixed height (title, pictures, results). */
export const EXERCISE_PER_PAGE = 3;

/** Type 7: each section's title, pictures and the child's value beside the standard. */
export function exercisePages(record: TFootprintRecord): TPageBody[] {
  const sections = exerciseSections(record.Content);
  const items = (itemsAnswer(record.Answer)?.List ?? []).filter((i) => i.Type === 'exercise');
  const count = Math.max(sections.length, items.length);
  const rows: TExerciseRow[] = Array.from({ length: count }, (_, i) => {
    const section = sections[i];
    const item = items.find((a) => section && a.Describe.trim() === section.title) ?? items[i];
    const images = item?.Images.filter(Boolean).length
      ? item.Images.filter(Boolean)
      : (section?.imageArr ?? []).map((a) => a.url).filter(Boolean);
    return {
      key: `s${i}`,
      title: section?.title || item?.Describe || '',
      images: images.slice(0, 3).map((src, n) => ({ key: `s${i}-${n}`, src })),
      value: item?.Value.trim() ?? '',
      unit: item?.unit || section?.unit || '',
      standard: item?.Standard || section?.standardValues || '',
    };
  });
  const pages: TPageBody[] = [];
  for (let i = 0; i < Math.max(1, rows.length); i += EXERCISE_PER_PAGE)
    pages.push({ kind: 'exercise', sections: rows.slice(i, i + EXERCISE_PER_PAGE) });
  return pages;
}
