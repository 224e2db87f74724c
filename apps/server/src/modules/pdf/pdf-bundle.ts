import { zipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { dedupeDrawing } from './drawing-dedupe';
import { dedupeFonts } from './font-dedupe';
import { dedupeStreams } from './stream-dedupe';

/**
 * One PDF of many, page after page, in the given order; a font or a picture the reports
 * share is embedded once (copying pages brings each report's own copy of it), and so is the
 * drawing their pages have in common (a template's frames, titles and decorations).
 */
export async function mergePdfs(files: Buffer[]): Promise<Buffer> {
  const merged = await PDFDocument.create();
  for (const file of files) {
    const doc = await PDFDocument.load(file);
    const pages = await merged.copyPages(doc, doc.getPageIndices());
    for (const page of pages) merged.addPage(page);
  }
  dedupeFonts(merged);
  dedupeStreams(merged);
  dedupeDrawing(merged);
  return Buffer.from(await merged.save());
}

/** A zip of PDFs under their own names; a repeated name gets (2), (3)... PDFs are stored, not recompressed. */
export function zipPdfs(files: { name: string; data: Buffer }[]): Buffer {
  const entries: Record<string, [Uint8Array, { level: 0 }]> = {};
  for (const file of files) {
    const base = file.name.replace(/\.pdf$/i, '');
    let name = `${base}.pdf`;
    for (let n = 2; name in entries; n++) name = `${base}(${n}).pdf`;
    entries[name] = [new Uint8Array(file.data), { level: 0 }];
  }
  return Buffer.from(zipSync(entries));
}
