import { GROWTH_TEMPLATE_MESSAGES, type TLogDimension } from '@kg/contracts';

/** A log sheet's size limit (the text lives in the contracts' catalogue, with its error code). */
export const LOG_SHEET_MESSAGES = {
  logSheetFull: GROWTH_TEMPLATE_MESSAGES.logSheetFull,
} as const;

type TPlaced = { dimension: string; element: string };

/** The key of a point's text: unique within a module (growth_log_points_text_uq). */
export const pointKey = (p: { dimension: string; element: string; name: string }) =>
  `${p.dimension}\u0000${p.element}\u0000${p.name}`;

/**
 * The log sheet (F40) of points in order: dimensions, and elements within a dimension, in the
 * order they first appear; points in order within their element.
 */
export function logSheetOf(points: ReadonlyArray<TPlaced & { id: number; name: string }>): TLogDimension[] {
  const sheet: TLogDimension[] = [];
  for (const p of points) {
    let dimension = sheet.find((d) => d.Name === p.dimension);
    if (!dimension) {
      dimension = { Name: p.dimension, info: [] };
      sheet.push(dimension);
    }
    let element = dimension.info.find((e) => e.Name === p.element);
    if (!element) {
      element = { Name: p.element, info: [] };
      dimension.info.push(element);
    }
    element.info.push({ Id: p.id, Name: p.name });
  }
  return sheet;
}

/**
 * Where new points go: after the last point of their element; a new element after the last
 * point of its dimension; a new dimension at the end. Then every point is numbered 1..n in
 * that order. Answers the existing points whose number changes and the new points' numbers
 * (in the order they were given).
 */
export function placePoints<T extends TPlaced>(
  existing: ReadonlyArray<TPlaced & { id: number; orderSort: number }>,
  added: ReadonlyArray<T>,
): { moved: Array<{ id: number; orderSort: number }>; placed: Array<T & { orderSort: number }> } {
  type TSlot = { old?: { id: number; orderSort: number }; added?: number } & TPlaced;
  const slots: TSlot[] = existing.map((p) => ({ dimension: p.dimension, element: p.element, old: p }));
  added.forEach((p, index) => {
    let at = findLast(slots, (s) => s.dimension === p.dimension && s.element === p.element);
    if (at < 0) at = findLast(slots, (s) => s.dimension === p.dimension);
    if (at < 0) at = slots.length - 1;
    slots.splice(at + 1, 0, { dimension: p.dimension, element: p.element, added: index });
  });
  const moved: Array<{ id: number; orderSort: number }> = [];
  const orders = new Array<number>(added.length);
  slots.forEach((s, i) => {
    if (s.old && s.old.orderSort !== i + 1) moved.push({ id: s.old.id, orderSort: i + 1 });
    if (s.added !== undefined) orders[s.added] = i + 1;
  });
  return { moved, placed: added.map((p, i) => ({ ...p, orderSort: orders[i]! })) };
}

function findLast<T>(items: T[], test: (item: T) => boolean): number {
  for (let i = items.length - 1; i >= 0; i -= 1) if (test(items[i]!)) return i;
  return -1;
}
