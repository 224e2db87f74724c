import { createHash } from 'node:crypto';
import {
  PDFArray,
  PDFDict,
  type PDFDocument,
  PDFName,
  type PDFObject,
  PDFRawStream,
  PDFRef,
  PDFStream,
} from 'pdf-lib';

/** Replaces every reference in `replaced` (by its text) with its keeper, in every object of the document. */
export function redirectRefs(doc: PDFDocument, replaced: Map<string, PDFRef>) {
  const swap = (value: PDFObject): PDFObject | null =>
    value instanceof PDFRef ? (replaced.get(value.toString()) ?? null) : null;
  const visit = (obj: PDFObject) => {
    const dict = obj instanceof PDFStream ? obj.dict : obj;
    if (dict instanceof PDFDict) {
      for (const [key, value] of dict.entries()) {
        const keeper = swap(value);
        if (keeper) dict.set(key, keeper);
        else visit(value);
      }
    } else if (dict instanceof PDFArray) {
      for (let i = 0; i < dict.size(); i++) {
        const keeper = swap(dict.get(i));
        if (keeper) dict.set(i, keeper);
        else visit(dict.get(i));
      }
    }
  };
  for (const [, obj] of doc.context.enumerateIndirectObjects()) visit(obj);
}

/**
 * Keeps one copy of each identical stream in a merged PDF (issue 16): a picture every report
 * shows (a template's decoration, the school logo) and the colour profile each report's
 * pictures name came once per report. Only byte-identical streams with identical
 * dictionaries are joined. A dictionary names other streams (a picture its profile or soft
 * mask), so it takes a few passes: once the profiles are one, the pictures naming them match.
 */
export function dedupeStreams(doc: PDFDocument): number {
  const ctx = doc.context;
  // Each page's own drawing is never another's: not worth hashing (most of a batch's bytes).
  const pageContents = new Set(doc.getPages().map((page) => String(page.node.get(PDFName.of('Contents')))));
  let removed = 0;
  for (let pass = 0; pass < 4; pass++) {
    const keepers = new Map<string, PDFRef>();
    const replaced = new Map<string, PDFRef>();
    for (const [ref, obj] of ctx.enumerateIndirectObjects()) {
      if (!(obj instanceof PDFRawStream) || pageContents.has(ref.toString())) continue;
      const key = createHash('sha256').update(obj.dict.toString()).update(obj.contents).digest('hex');
      const keeper = keepers.get(key);
      if (keeper) replaced.set(ref.toString(), keeper);
      else keepers.set(key, ref);
    }
    if (replaced.size === 0) break;
    redirectRefs(doc, replaced);
    for (const ref of replaced.keys()) {
      const [num, gen] = ref.split(' ').map(Number);
      ctx.delete(PDFRef.of(num!, gen));
      removed++;
    }
  }
  return removed;
}
