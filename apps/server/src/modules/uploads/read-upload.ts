import { UPLOAD_MESSAGES } from '@kg/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { TooLargeError, type TUpload } from './uploads.service';

export type TLimit = { bytes: number; message: string };

/**
 * Reads the one file of a multipart form into memory, counting bytes as they arrive: a
 * file over its limit is refused at that byte (never read to the end, never stored).
 * The limit may depend on fields sent before the file (`filetype=excel`); the service
 * checks the final one again once every field is known.
 */
export async function readSingleFile(
  request: FastifyRequest,
  opts: { largest: TLimit; limitFor: (fields: Record<string, string>) => TLimit },
): Promise<{ upload: TUpload; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw AppError.badRequest(UPLOAD_MESSAGES.noFile);
  const fields: Record<string, string> = {};
  let upload: TUpload | null = null;
  try {
    const parts = request.parts({
      limits: { files: 1, fields: 10, fieldSize: 1024, parts: 12, fileSize: opts.largest.bytes + 1 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const limit = opts.limitFor(fields);
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > limit.bytes) throw new TooLargeError(limit.message);
        chunks.push(chunk);
      }
      // An empty file input still sends a part: no name, no bytes.
      if (size > 0 || part.filename) upload = { data: Buffer.concat(chunks), filename: part.filename };
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw AppError.badRequest(UPLOAD_MESSAGES.oneFile);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new TooLargeError(opts.largest.message);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw AppError.badRequest(UPLOAD_MESSAGES.noFile);
    throw err;
  }
  if (!upload || upload.data.length === 0) throw AppError.badRequest(UPLOAD_MESSAGES.noFile);
  return { upload, fields };
}
