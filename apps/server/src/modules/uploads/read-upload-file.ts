import {
  EXCEL_FILETYPE,
  GROWTH_RECORD_MESSAGES,
  UPLOAD_MESSAGES,
  VIDEO_FILE_NAME,
  VIDEO_FILETYPE,
} from '@kg/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { FileStore } from './file-store';
import { multipartError, PART_LIMITS, readAll, refuseNul, type TLimit } from './read-upload';
import { sniffVideo, VIDEO_HEAD_BYTES } from './sniff';
import { type TUpload, type TWrittenVideo, writeVideo } from './uploads.service';

type TFields = Record<string, string>;
export type TUploadFileLimits = { picture: TLimit; excel: TLimit; video: TLimit };
/** A picture or workbook read into memory, or a video already streamed to the store. */
export type TUploadFileForm =
  | { kind: 'buffered'; upload: TUpload; fields: TFields }
  | { kind: 'video'; video: TWrittenVideo; fields: TFields };

const filetypeOf = (fields: TFields) => fields.filetype?.toLowerCase() ?? '';
export const isExcelForm = (fields: TFields) => filetypeOf(fields) === EXCEL_FILETYPE;
/** The web's video picker says so, or the file's name does (only to choose the refusal's words). */
const claimsVideo = (fields: TFields, filename: string) =>
  filetypeOf(fields) === VIDEO_FILETYPE || VIDEO_FILE_NAME.test(filename);

/** The first chunks of a file, at least `bytes` of them unless the file is shorter. */
async function readHead(iterator: AsyncIterator<Buffer>, bytes: number): Promise<Buffer[]> {
  const chunks: Buffer[] = [];
  let size = 0;
  while (size < bytes) {
    const next = await iterator.next();
    if (next.done) break;
    chunks.push(next.value);
    size += next.value.length;
  }
  return chunks;
}

/** The head again, then the rest of the file; stopping early releases the file stream. */
async function* rejoined(head: Buffer[], iterator: AsyncIterator<Buffer>) {
  try {
    yield* head;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  } finally {
    await iterator.return?.();
  }
}

/**
 * UploadFile's form (G39, D13). With `filetype=excel` sent before the file, the Excel limit;
 * a video, known by its first bytes, is streamed to the store up to the video limit (never
 * buffered); anything else is read into memory up to the picture limit, as before. A file
 * that claims to be a video (filetype=video, or its name) but is not one is refused at once.
 * A refused form leaves no bytes behind.
 */
export async function readUploadFile(
  request: FastifyRequest,
  opts: { store: FileStore; schoolId: number; limits: TUploadFileLimits },
): Promise<TUploadFileForm> {
  if (!request.isMultipart()) throw AppError.badRequest(UPLOAD_MESSAGES.noFile);
  const { limits } = opts;
  const largest = limits.video.bytes > limits.picture.bytes ? limits.video : limits.picture;
  const fields: TFields = {};
  let upload: TUpload | null = null;
  let video: TWrittenVideo | null = null;
  try {
    const parts = request.parts({ limits: { ...PART_LIMITS, fileSize: largest.bytes + 1 } });
    for await (const part of parts) {
      if (part.type === 'field') {
        refuseNul(part.fieldname, part.value);
        fields[part.fieldname] = String(part.value);
        continue;
      }
      refuseNul(part.fieldname, part.filename);
      const { filename } = part;
      if (isExcelForm(fields)) {
        upload = { data: await readAll(part.file, limits.excel), filename };
        continue;
      }
      const iterator = (part.file as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
      const head = await readHead(iterator, VIDEO_HEAD_BYTES);
      const first = Buffer.concat(head);
      const format = sniffVideo(first);
      const source = rejoined(head, iterator);
      if (format) {
        video = await writeVideo(opts.store, opts.schoolId, {
          source,
          format,
          filename,
          limit: limits.video,
        });
      } else if (first.length > 0 && claimsVideo(fields, filename)) {
        await iterator.return?.();
        throw AppError.badRequest(GROWTH_RECORD_MESSAGES.videoType);
      } else {
        const data = await readAll(source, limits.picture);
        // An empty file input still sends a part: no name, no bytes.
        if (data.length > 0 || filename) upload = { data, filename };
      }
    }
  } catch (err) {
    if (video) await opts.store.remove(video.storageKey);
    throw multipartError(err, largest);
  }
  if (video) {
    // A filetype sent after the file asked for something else.
    if (isExcelForm(fields)) {
      await opts.store.remove(video.storageKey);
      throw AppError.badRequest(UPLOAD_MESSAGES.excelType);
    }
    return { kind: 'video', video, fields };
  }
  if (!upload || upload.data.length === 0) throw AppError.badRequest(UPLOAD_MESSAGES.noFile);
  if (filetypeOf(fields) === VIDEO_FILETYPE) throw AppError.badRequest(GROWTH_RECORD_MESSAGES.videoType);
  return { kind: 'buffered', upload, fields };
}
