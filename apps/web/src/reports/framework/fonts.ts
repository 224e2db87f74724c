/** The self-hosted face every report uses, on screen and in the PDF (ARCHITECTURE stack table). */
export const REPORT_FONT = '"Noto Sans SC"';
const WEIGHTS = ['400', '600'] as const;

/**
 * Loads the font subsets `text` needs (Noto Sans SC is split by unicode-range, and a face is
 * only fetched once a glyph of it is used), then waits for any other pending face.
 */
export async function loadFontsFor(text: string): Promise<void> {
  if (typeof document === 'undefined' || !document.fonts) return;
  const glyphs = [...new Set(text)].join('') || ' ';
  await Promise.all(WEIGHTS.map((weight) => document.fonts.load(`${weight} 16px ${REPORT_FONT}`, glyphs)));
  await document.fonts.ready;
}
