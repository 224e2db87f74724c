/** The self-hosted face every report uses, on screen and in the PDF (ARCHITECTURE stack table). */
export const REPORT_FONT_FAMILY = 'Noto Sans SC';
export const REPORT_FONT = `"${REPORT_FONT_FAMILY}"`;
const WEIGHTS = ['400', '600'] as const;

/** Set by the print page, whose whole faces are loaded before any report (print/printFonts.ts). */
let printFaces: Promise<unknown> | null = null;

export function setPrintFaces(loaded: Promise<unknown>) {
  printFaces = loaded;
}

/**
 * Loads the font subsets `text` needs (Noto Sans SC is split by unicode-range, and a face is
 * only fetched once a glyph of it is used), then waits for any other pending face.
 * On the print page the whole faces are already there: asking for the text's faces would
 * fetch every slice it touches as well, so it only waits for the rare slice that layout
 * asked for (a character the whole face lacks).
 */
export async function loadFontsFor(text: string): Promise<void> {
  if (typeof document === 'undefined' || !document.fonts) return;
  if (printFaces) {
    await printFaces;
    // Layout now, so a slice a rare character needs has started loading before we wait.
    document.body.getBoundingClientRect();
    await document.fonts.ready;
    return;
  }
  const glyphs = [...new Set(text)].join('') || ' ';
  await Promise.all(WEIGHTS.map((weight) => document.fonts.load(`${weight} 16px ${REPORT_FONT}`, glyphs)));
  await document.fonts.ready;
}
