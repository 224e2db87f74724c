/** What inserting a preset text gives: the new content, where the caret goes, whether text was cut. */
export type TInsertResult = { value: string; caret: number; cut: boolean };

/**
 * The first `room` UTF-16 units of `text` (how antd and the server count), never ending
 * half-way through a character made of two units (an emoji).
 */
export function fitText(text: string, room: number): string {
  if (room <= 0) return '';
  if (text.length <= room) return text;
  const code = text.charCodeAt(room - 1);
  const endsOnHighSurrogate = code >= 0xd800 && code <= 0xdbff;
  return text.slice(0, endsOnHighSurrogate ? room - 1 : room);
}

/** Where a text goes: the selection `start..end` of the target (its end when unknown). */
export type TSelection = { start?: number | null; end?: number | null };

/**
 * The part of `text` that fits in place of the selection of `value` within `maxLength`
 * (what the selection replaces is room too), and whether some was cut.
 */
export function fitInsert(
  value: string,
  text: string,
  opts: TSelection & { maxLength?: number } = {},
): { piece: string; cut: boolean } {
  const { start, end } = selectionIn(value, opts);
  const kept = value.length - (end - start);
  const piece = opts.maxLength === undefined ? text : fitText(text, opts.maxLength - kept);
  return { piece, cut: piece.length < text.length };
}

/**
 * Puts `text` in place of the selection `start..end` of `value` (at the end when no
 * selection is known), cutting what would pass `maxLength`; the caret lands after it.
 */
export function insertText(
  value: string,
  text: string,
  opts: TSelection & { maxLength?: number } = {},
): TInsertResult {
  const { start, end } = selectionIn(value, opts);
  const { piece, cut } = fitInsert(value, text, opts);
  return { value: value.slice(0, start) + piece + value.slice(end), caret: start + piece.length, cut };
}

function selectionIn(value: string, s: TSelection) {
  const start = clamp(s.start ?? value.length, 0, value.length);
  return { start, end: clamp(s.end ?? start, start, value.length) };
}

const clamp = (n: number, min: number, max: number) => Math.min(Math.max(n, min), max);
