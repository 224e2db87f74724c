import { createHash } from 'node:crypto';
import { decodePDFRawStream, PDFArray, type PDFDocument, PDFName, PDFRawStream, type PDFRef } from 'pdf-lib';

/** A shared piece shorter than this stays in its page's own stream: an object costs ~60 bytes. */
const MIN_SHARED_BYTES = 256;

/**
 * Chromium writes one operator per line. A line this does not recognise (a string in
 * parentheses, an inline image) makes the page keep its drawing as it is.
 */
const PLAIN_LINE = /^[\d\s.+\-/A-Za-z<>[\]*'"#_]*$/;

/** The operator of a line (its last token). */
const operatorOf = (line: string) => line.slice(line.lastIndexOf(' ') + 1);

/** A page's drawing as text (its content streams joined), or null when it cannot be read. */
function drawingOf(doc: PDFDocument, contents: unknown): string | null {
  const parts = contents instanceof PDFArray ? contents.asArray() : [contents];
  const texts: string[] = [];
  for (const part of parts) {
    const stream = doc.context.lookup(part as PDFRef);
    if (!(stream instanceof PDFRawStream)) return null;
    texts.push(Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'));
  }
  return texts.join('\n');
}

/**
 * The top-level pieces of a drawing: each ends where its `q … Q` nesting closes. Concatenated
 * they are the drawing again, so a page may name them as an array of content streams. Null
 * when a line is not a plain operator line or the nesting does not close.
 */
export function topLevelPieces(drawing: string): string[] | null {
  const pieces: string[] = [];
  let lines: string[] = [];
  let depth = 0;
  for (const line of drawing.split('\n')) {
    if (!PLAIN_LINE.test(line)) return null;
    lines.push(line);
    const op = operatorOf(line.trim());
    if (op === 'q') depth++;
    else if (op === 'Q') {
      depth--;
      if (depth < 0) return null;
      if (depth === 0) {
        pieces.push(lines.join('\n'));
        lines = [];
      }
    }
  }
  if (depth !== 0) return null;
  if (lines.some((line) => line.trim() !== '')) pieces.push(lines.join('\n'));
  return pieces;
}

const hashOf = (piece: string) => createHash('sha256').update(piece).digest('hex');

/**
 * Shares the drawing that pages of a merged PDF have in common (issue 16). A class's booklets
 * are one template: page 12 of every child's booklet draws the same title, frames, cards and
 * footer at the same places, and only the child's words, numbers and photos differ. Each
 * page's drawing is cut where its top-level `q … Q` groups close; a group that another page
 * draws byte for byte becomes one content stream that every such page names, and the page's
 * own groups stay together in streams of their own. Content streams named in an array are read
 * as one, each page still reads names (fonts, pictures) from its own resources, so the pages
 * draw exactly as before. Returns how many shared streams it made.
 */
export function dedupeDrawing(doc: PDFDocument): number {
  const ctx = doc.context;
  // Each piece with its hash (none for a piece too short to be worth sharing).
  const pages = doc.getPages().map((page) => {
    const contents = page.node.get(PDFName.of('Contents'));
    const drawing = contents ? drawingOf(doc, contents) : null;
    const pieces = drawing === null ? null : topLevelPieces(drawing);
    return {
      page,
      contents,
      pieces: pieces?.map((text) => ({ text, key: text.length >= MIN_SHARED_BYTES ? hashOf(text) : '' })),
    };
  });

  const uses = new Map<string, number>();
  for (const { pieces } of pages)
    for (const { key } of pieces ?? []) if (key) uses.set(key, (uses.get(key) ?? 0) + 1);

  const shared = new Map<string, PDFRef>();
  // Each stream ends at a line break: the array is read as one drawing, token after token.
  const streamOf = (text: string) => ctx.register(ctx.flateStream(Buffer.from(`${text}\n`, 'latin1')));
  for (const { page, contents, pieces } of pages) {
    if (!pieces) continue;
    const refs: PDFRef[] = [];
    let own: string[] = [];
    const flushOwn = () => {
      if (own.length > 0) refs.push(streamOf(own.join('\n')));
      own = [];
    };
    for (const { text, key } of pieces) {
      if ((uses.get(key) ?? 0) < 2) {
        own.push(text);
        continue;
      }
      flushOwn();
      let ref = shared.get(key);
      if (!ref) {
        ref = streamOf(text);
        shared.set(key, ref);
      }
      refs.push(ref);
    }
    flushOwn();
    page.node.set(PDFName.of('Contents'), refs.length === 1 ? refs[0]! : ctx.obj(refs));
    // The page's old streams were its own (a merge copies each page's drawing apart).
    for (const part of contents instanceof PDFArray ? contents.asArray() : [contents])
      ctx.delete(part as PDFRef);
  }
  return shared.size;
}
