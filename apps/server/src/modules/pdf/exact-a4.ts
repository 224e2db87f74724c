import { PDFDocument } from 'pdf-lib';

/** A4 in PDF points as the spec measures it (K07, N11: 595.28 × 841.89). */
export const EXACT_A4 = { width: 595.28, height: 841.89 } as const;

/**
 * Chromium rounds its paper to 1/300 inch (A4 prints as 594.96 × 841.92 pt); a report the spec
 * gives the exact size of (the dietary report, K07) gets the exact A4 boxes. The pages are laid
 * out at 210 × 297 mm, so the content keeps its place; only the 0.3 pt Chromium cut is back.
 */
export async function exactA4(pdf: Buffer): Promise<Buffer> {
  const doc = await PDFDocument.load(pdf);
  for (const page of doc.getPages()) {
    page.setMediaBox(0, 0, EXACT_A4.width, EXACT_A4.height);
    page.setCropBox(0, 0, EXACT_A4.width, EXACT_A4.height);
  }
  return Buffer.from(await doc.save());
}
