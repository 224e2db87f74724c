/** Inclusive byte offsets of a file, as a Range header asks for them. */
export type TByteRange = { start: number; end: number };

const SINGLE = /^bytes=(\d*)-(\d*)$/i;

/**
 * The one range of a `Range: bytes=...` header (RFC 9110 §14) for a file of `size` bytes:
 * null when there is none to honour (absent, malformed, another unit, several ranges: the
 * whole file is sent), 'unsatisfiable' when it lies outside the file (416).
 */
export function byteRange(header: string | undefined, size: number): TByteRange | 'unsatisfiable' | null {
  const match = header ? SINGLE.exec(header.trim()) : null;
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    // bytes=-n: the last n bytes.
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  // A last byte before the first makes the header invalid: it is ignored.
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}
