import regular from '@fontsource/noto-sans-sc/files/noto-sans-sc-chinese-simplified-400-normal.woff2?url';
import semibold from '@fontsource/noto-sans-sc/files/noto-sans-sc-chinese-simplified-600-normal.woff2?url';
import { REPORT_FONT_FAMILY } from '../framework/fonts';

/**
 * The print page's Noto Sans SC (issue 16): one file per weight with the 7,947 characters of
 * the simplified-Chinese set (Latin included) instead of dozens of unicode-range slices per
 * report. Loaded once per print page, before its first report, and kept while the page prints
 * report after report. Each PDF then embeds one font per weight, so a merged batch can keep
 * one copy of it. Faces added here come after the CSS ones (the slices, printMain.tsx) and
 * are tried first; a rarer character still falls back to its slice.
 */
export function loadPrintFonts(): Promise<unknown> {
  const faces = [
    new FontFace(REPORT_FONT_FAMILY, `url(${regular}) format('woff2')`, { weight: '400', display: 'block' }),
    new FontFace(REPORT_FONT_FAMILY, `url(${semibold}) format('woff2')`, { weight: '600', display: 'block' }),
  ];
  for (const face of faces) document.fonts.add(face);
  return Promise.all(faces.map((face) => face.load()));
}
