import { randomUUID } from 'node:crypto';
import {
  filePath,
  GROWTH_TEMPLATE_MESSAGES,
  StoredFileKind,
  type TStoredFileKind,
  UPLOAD_LIMITS,
  UPLOAD_MESSAGES,
} from '@kg/contracts';
import sharp from 'sharp';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { mayCrossSchools, type Principal } from '../../lib/principal';
import { cleanFileName } from './content-disposition';
import { type FileStore, storageKeyFor } from './file-store';
import {
  EXCEL_MIME,
  IMAGE_MIME,
  sniffExcel,
  sniffImage,
  type TExcelFormat,
  type TImageFormat,
  type TVideoFormat,
  VIDEO_MIME,
} from './sniff';
import { type TStoredFile, uploadsRepository } from './uploads.repository';

/** 413 with the limit's own message (the catalogue has no text for it). */
export class TooLargeError extends AppError {
  override readonly status = 413;
  constructor(message: string) {
    super('BAD_REQUEST', message);
  }
}

/** One uploaded file, read into memory by the route (limits already applied while reading). */
export type TUpload = { data: Buffer; filename: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** `/files/<uuid>`, `<uuid>.xlsx` or a bare uuid: the id of a stored file, or null. */
export function storedFileId(reference: string): string | null {
  const id = reference.trim().split('/').pop()?.split('.')[0] ?? '';
  return UUID.test(id) ? id.toLowerCase() : null;
}

/** Whose a stored file is: the school it belongs to and who made it (a print worker acts for the requester). */
export type FileOwner = Pick<Principal, 'schoolId' | 'userId'>;

/** Records bytes already in the store; a failed record leaves no orphan file behind. */
async function recordFile(
  db: DbOrTx,
  store: FileStore,
  p: FileOwner,
  f: {
    id: string;
    storageKey: string;
    size: number;
    mime: string;
    kind: TStoredFileKind;
    originalName: string;
  },
): Promise<void> {
  try {
    await uploadsRepository(db).insert({
      id: f.id,
      schoolId: p.schoolId,
      kind: f.kind,
      originalName: cleanFileName(f.originalName),
      mime: f.mime,
      size: f.size,
      storageKey: f.storageKey,
      createdBy: p.userId,
    });
  } catch (err) {
    await store.remove(f.storageKey);
    throw err;
  }
}

/** Writes the bytes, then the record; a failed record leaves no orphan file behind. */
export async function keepFile(
  db: DbOrTx,
  store: FileStore,
  p: FileOwner,
  f: { data: Buffer; ext: string; mime: string; kind: TStoredFileKind; originalName: string },
): Promise<string> {
  const id = randomUUID();
  const storageKey = storageKeyFor(p.schoolId, id, f.ext);
  await store.put(storageKey, f.data);
  await recordFile(db, store, p, { ...f, id, storageKey, size: f.data.length });
  return id;
}

/**
 * Re-encodes a photo: turned upright from its EXIF orientation, EXIF (with any GPS
 * position) dropped, never larger than the browser would have sent (D7). BMP has no
 * metadata and sharp cannot read it, so it is kept as it came.
 */
async function cleanImage(
  data: Buffer,
  format: TImageFormat,
  broken: string = UPLOAD_MESSAGES.imageType,
): Promise<Buffer> {
  if (format === 'bmp') return data;
  try {
    const animated = format === 'gif' || format === 'webp';
    const image = sharp(data, { animated, limitInputPixels: 100_000_000, failOn: 'error' }).rotate();
    if (!animated) {
      const edge = UPLOAD_LIMITS.photoLongEdge;
      image.resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true });
    }
    if (format === 'jpeg') image.jpeg({ quality: 88, mozjpeg: true });
    else if (format === 'png') image.png();
    else if (format === 'webp') image.webp({ quality: 88 });
    else image.gif();
    return await image.toBuffer();
  } catch {
    // Right magic bytes, broken picture.
    throw AppError.badRequest(broken);
  }
}

const EXT: Record<TImageFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif', bmp: 'bmp' };

/** Stores a photo or picture for the caller's school; answers its stable path `/files/<uuid>`. */
export async function storeImage(
  db: Db,
  store: FileStore,
  p: Principal,
  upload: TUpload,
  limit: { bytes: number; message: string },
): Promise<string> {
  if (upload.data.length > limit.bytes) throw new TooLargeError(limit.message);
  const format = sniffImage(upload.data);
  if (!format) throw AppError.badRequest(UPLOAD_MESSAGES.imageType);
  const data = await cleanImage(upload.data, format);
  const id = await keepFile(db, store, p, {
    data,
    ext: EXT[format],
    mime: IMAGE_MIME[format],
    kind: StoredFileKind.image,
    originalName: upload.filename,
  });
  return filePath(id);
}

/**
 * F31: a template background or cover, JPEG or PNG by its bytes and at most 2 MB; kept as
 * kind `background` (the school's own backgrounds list). Answers `/files/<uuid>`.
 */
export async function storeBackground(
  db: Db,
  store: FileStore,
  p: Principal,
  upload: TUpload,
): Promise<string> {
  if (upload.data.length > UPLOAD_LIMITS.photoBytes)
    throw new TooLargeError(GROWTH_TEMPLATE_MESSAGES.imageSize);
  const format = sniffImage(upload.data);
  if (format !== 'jpeg' && format !== 'png') throw AppError.badRequest(GROWTH_TEMPLATE_MESSAGES.imageType);
  const data = await cleanImage(upload.data, format, GROWTH_TEMPLATE_MESSAGES.imageType);
  const id = await keepFile(db, store, p, {
    data,
    ext: EXT[format],
    mime: IMAGE_MIME[format],
    kind: StoredFileKind.background,
    originalName: upload.filename,
  });
  return filePath(id);
}

/** Stores an Excel file to import (DECISIONS 36, 37); answers the file name imports take. */
export async function storeExcel(db: Db, store: FileStore, p: Principal, upload: TUpload): Promise<string> {
  if (upload.data.length > UPLOAD_LIMITS.excelBytes) throw new TooLargeError(UPLOAD_MESSAGES.excelSize);
  const format = sniffExcel(upload.data);
  if (!format) throw AppError.badRequest(UPLOAD_MESSAGES.excelType);
  const id = await keepFile(db, store, p, {
    data: upload.data,
    ext: format,
    mime: EXCEL_MIME[format],
    kind: StoredFileKind.excel,
    originalName: upload.filename,
  });
  return `${id}.${format}`;
}

/** A video in the store whose form is still being read: recorded only once the form is fine. */
export type TWrittenVideo = {
  id: string;
  storageKey: string;
  size: number;
  format: TVideoFormat;
  filename: string;
};

/**
 * G39: streams a video (recognised from its first bytes by the caller) into the school's
 * folder, counting bytes as they arrive: past `limit` the write stops, the partial file is
 * removed and the answer is 413 with the limit's message. Nothing is held in memory.
 */
export async function writeVideo(
  store: FileStore,
  schoolId: number,
  v: {
    source: AsyncIterable<Buffer>;
    format: TVideoFormat;
    filename: string;
    limit: { bytes: number; message: string };
  },
): Promise<TWrittenVideo> {
  const id = randomUUID();
  const storageKey = storageKeyFor(schoolId, id, v.format);
  let size = 0;
  async function* counted() {
    for await (const chunk of v.source) {
      size += chunk.length;
      if (size > v.limit.bytes) throw new TooLargeError(v.limit.message);
      yield chunk;
    }
  }
  await store.putStream(storageKey, counted());
  return { id, storageKey, size, format: v.format, filename: v.filename };
}

/** Records a written video as a stored file (kind video) of the caller's school; answers `/files/<uuid>`. */
export async function recordVideo(
  db: Db,
  store: FileStore,
  p: Principal,
  video: TWrittenVideo,
): Promise<string> {
  await recordFile(db, store, p, {
    id: video.id,
    storageKey: video.storageKey,
    size: video.size,
    mime: VIDEO_MIME[video.format],
    kind: StoredFileKind.video,
    originalName: video.filename,
  });
  return filePath(video.id);
}

/** A stored file the caller may read: same school (platform administrators: any); else 404. */
export async function findFile(db: Db, p: Principal, reference: string): Promise<TStoredFile> {
  const id = storedFileId(reference);
  const row = id ? await uploadsRepository(db).find(id, mayCrossSchools(p) ? null : p.schoolId) : undefined;
  if (!row) throw AppError.notFound();
  return row;
}

/** The bytes of an Excel file uploaded for an import by the caller's school. */
export async function readExcel(
  db: Db,
  store: FileStore,
  schoolId: number,
  fileName: string,
  missing: string,
): Promise<{ data: Buffer; format: TExcelFormat }> {
  const id = storedFileId(fileName);
  const row = id ? await uploadsRepository(db).find(id, schoolId) : undefined;
  if (!row || row.kind !== StoredFileKind.excel) throw AppError.badRequest(missing);
  const data = await store.read(row.storageKey).catch(() => null);
  if (!data) throw AppError.badRequest(missing);
  const format = sniffExcel(data);
  if (!format) throw AppError.badRequest(UPLOAD_MESSAGES.excelType);
  return { data, format };
}
