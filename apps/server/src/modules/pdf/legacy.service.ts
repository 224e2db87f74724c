import { createHash } from 'node:crypto';
import { filePath, PDF_LIMITS, PDF_MESSAGES, StoredFileKind } from '@kg/contracts';
import { PDFDocument } from 'pdf-lib';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../lib/principal';
import type { FileStore } from '../uploads/file-store';
import { sniffImage } from '../uploads/sniff';
import { keepFile, TooLargeError } from '../uploads/uploads.service';
import { pdfRepository, purgeStalePageImages } from './pdf.repository';

/** Page images left unused this long are dropped. */
const PAGE_IMAGE_MAX_AGE_MS = 60 * 60 * 1000;
/** A4 in PDF points (N11: 595.28 x 841.89). */
const A4 = { width: 595.28, height: 841.89 };

/** A data URL or bare base64 to bytes; only JPEG and PNG pages are taken (by content). */
function decodePage(baseimg: string): { data: Buffer; mime: 'image/jpeg' | 'image/png' } {
  const base64 = baseimg.replace(/^data:[^,]*,/, '');
  if (base64.length > (PDF_LIMITS.legacyImageBytes * 4) / 3 + 4)
    throw new TooLargeError(PDF_MESSAGES.imageTooLarge);
  const data = Buffer.from(base64, 'base64');
  const format = sniffImage(data);
  if (format !== 'jpeg' && format !== 'png') throw AppError.badRequest(PDF_MESSAGES.badImage);
  return { data, mime: format === 'jpeg' ? 'image/jpeg' : 'image/png' };
}

/**
 * UploadImages (N02): holds a batch of captured pages for the caller until CreatePdf; a guid
 * sent again replaces its page. Answers how many pages the caller now holds.
 */
export async function uploadImages(
  db: Db,
  p: Principal,
  pages: { guid: string; baseimg: string; name?: string | undefined }[],
): Promise<number> {
  const decoded = pages.map((page) => ({ guid: page.guid, ...decodePage(page.baseimg) }));
  await purgeStalePageImages(db, PAGE_IMAGE_MAX_AGE_MS);
  return db.transaction(async (tx) => {
    const repo = pdfRepository(tx, p.schoolId);
    for (const page of decoded) {
      const sha256 = createHash('sha256').update(page.data).digest('hex');
      await repo.putPageImage({
        userId: p.userId,
        guid: page.guid,
        mime: page.mime,
        sha256,
        data: page.data,
      });
    }
    return repo.countPageImages(p.userId);
  });
}

/**
 * CreatePdf (N03, N04, N14): the caller's pages in the order of `guids`, repeated pages left
 * out, one A4 page each, stored as a file; answers its path. Type 过程评价 (the handbook's
 * preview) is stored the same way: storing is all the server ever does with it.
 */
export async function createPdf(
  db: Db,
  store: FileStore,
  p: Principal,
  req: { name: string; guids: string[] },
) {
  const guids = [...new Set(req.guids)];
  const repo = pdfRepository(db, p.schoolId);
  const rows = new Map((await repo.findPageImages(p.userId, guids)).map((r) => [r.guid, r]));
  if (guids.some((g) => !rows.has(g))) throw AppError.badRequest(PDF_MESSAGES.imageMissing);

  const doc = await PDFDocument.create();
  const seen = new Set<string>();
  for (const guid of guids) {
    const row = rows.get(guid)!;
    if (seen.has(row.sha256)) continue;
    seen.add(row.sha256);
    // A copy at offset 0: pdf-lib reads the bytes through the buffer's whole ArrayBuffer, and
    // node-postgres (on Node 24) hands small bytea values out as slices of a shared pool.
    const bytes = new Uint8Array(row.data);
    const image = row.mime === 'image/png' ? await doc.embedPng(bytes) : await doc.embedJpg(bytes);
    const scale = Math.min(A4.width / image.width, A4.height / image.height);
    const w = image.width * scale;
    const h = image.height * scale;
    doc
      .addPage([A4.width, A4.height])
      .drawImage(image, { x: (A4.width - w) / 2, y: A4.height - h, width: w, height: h });
  }
  const pdf = Buffer.from(await doc.save());
  const name = /\.pdf$/i.test(req.name) ? req.name : `${req.name}.pdf`;
  const id = await db.transaction(async (tx) => {
    const fileId = await keepFile(tx, store, p, {
      data: pdf,
      ext: 'pdf',
      mime: 'application/pdf',
      kind: StoredFileKind.pdf,
      originalName: name,
    });
    await pdfRepository(tx, p.schoolId).deletePageImages(p.userId, guids);
    return fileId;
  });
  return filePath(id);
}
