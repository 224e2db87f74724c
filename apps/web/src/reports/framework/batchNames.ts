/**
 * File names inside a batch (the zip's entries and the merged PDF's bookmarks) must differ:
 * two classes called 小一班 in different study years get the year added, and anything still
 * equal gets its id. `label` is the distinguishing text of an item (its study year).
 */
export function distinctNames<T>(
  items: readonly T[],
  name: (item: T) => string,
  label: (item: T) => string,
  id: (item: T) => number | string,
): string[] {
  const count = (names: string[]) =>
    names.reduce((m, n) => m.set(n, (m.get(n) ?? 0) + 1), new Map<string, number>());
  const plain = items.map(name);
  const plainCount = count(plain);
  const labelled = items.map((item, i) =>
    (plainCount.get(plain[i] ?? '') ?? 0) > 1 ? `${name(item)}（${label(item)}）` : (plain[i] ?? ''),
  );
  const labelledCount = count(labelled);
  return items.map((item, i) =>
    (labelledCount.get(labelled[i] ?? '') ?? 0) > 1 ? `${labelled[i]}_${id(item)}` : (labelled[i] ?? ''),
  );
}

/** The downloaded result of a batch: `<batch name>.pdf` or `<batch name>.zip`. */
export function batchFileName(batchName: string, format: 'merged' | 'zip'): string {
  const safe = batchName.replace(/[\\/:*?"<>|\r\n\t]/g, '_').trim();
  return `${safe}.${format === 'zip' ? 'zip' : 'pdf'}`;
}
