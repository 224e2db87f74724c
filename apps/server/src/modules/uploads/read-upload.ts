import { HTTP_MESSAGES, UPLOAD_MESSAGES } from '@kg/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { hasNul } from '../../lib/nul';
import { TooLargeError, type TUpload } from './uploads.service';

export type TLimit = { bytes: number; message: string };

/** The form's own limits; the file size is set per route (the largest file it takes, plus one). */
export const PART_LIMITS = { files: 1, fields: 10, fieldSize: 1024, parts: 12 } as const;

/** A form's names and values are the client's words too: no NUL in them (issue 14 item 17). */
export function refuseNul(...values: unknown[]) {
  if (values.some(hasNul)) throw AppError.badRequest(HTTP_MESSAGES.nulCharacter);
}

/** Reads a file into memory, refusing it at the first byte over `limit` (never read to the end). */
export async function readAll(source: AsyncIterable<Buffer>, limit: TLimit): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of source) {
    size += chunk.length;
    if (size > limit.bytes) throw new TooLargeError(limit.message);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * The parser's own complaints about a broken form (busboy's errors carry no code, only these
 * words): cut off before its closing boundary, a part cut off, no boundary in the header.
 */
const BROKEN_FORM = /unexpected end of multipart data|boundary not found|boundary required/i;

/** The multipart parser's refusals in the catalogue's words; anything else unchanged. */
export function multipartError(err: unknown, largest: TLimit): unknown {
  if (err instanceof AppError) return err;
  const { code, message } = err as { code?: string; message?: string };
  // A form cut off (the sender stopped, or its body ends early) or without a boundary: the
  // sender's fault, a 400 (issue 14 item 18), not a server error.
  if (code === 'FST_MP_PREMATURE_CLOSE' || (!code && BROKEN_FORM.test(message ?? '')))
    return AppError.badRequest(UPLOAD_MESSAGES.brokenForm);
  if (code === 'FST_FILES_LIMIT') return AppError.badRequest(UPLOAD_MESSAGES.oneFile);
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new TooLargeError(largest.message);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return AppError.badRequest(UPLOAD_MESSAGES.noFile);
  return err;
}

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
    const parts = request.parts({ limits: { ...PART_LIMITS, fileSize: opts.largest.bytes + 1 } });
    for await (const part of parts) {
      if (part.type === 'field') {
        refuseNul(part.fieldname, part.value);
        fields[part.fieldname] = String(part.value);
        continue;
      }
      refuseNul(part.fieldname, part.filename);
      const data = await readAll(part.file, opts.limitFor(fields));
      // An empty file input still sends a part: no name, no bytes.
      if (data.length > 0 || part.filename) upload = { data, filename: part.filename };
    }
  } catch (err) {
    throw multipartError(err, opts.largest);
  }
  if (!upload || upload.data.length === 0) throw AppError.badRequest(UPLOAD_MESSAGES.noFile);
  return { upload, fields };
}
