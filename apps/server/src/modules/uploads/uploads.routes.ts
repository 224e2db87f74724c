import multipart from '@fastify/multipart';
import {
  API,
  GROWTH_RECORD_MESSAGES,
  GROWTH_TEMPLATE_MESSAGES,
  StoredFileKind,
  UPLOAD_LIMITS,
  UPLOAD_MESSAGES,
  VIDEO_MAX_BYTES,
} from '@kg/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../lib/principal';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve';
import type { RenderSessions } from '../../pdf/render-sessions';
import { bearerToken, cookieToken, principalOf, renderToken } from '../../plugins/access';
import { byteRange } from './byte-range';
import { contentDisposition } from './content-disposition';
import { mayReadFile } from './file-access';
import type { FileStore } from './file-store';
import { readSingleFile } from './read-upload';
import { isExcelForm, readUploadFile } from './read-upload-file';
import { openThumbnail, servedWidth } from './thumbnails';
import * as service from './uploads.service';

export type TUploadsOptions = {
  db: Db;
  /** the installation's file store (configured-file-store.ts) */
  store: FileStore;
  /** the session behind a token (the access plugin's resolver) */
  resolve: (token: string) => Promise<Principal | null>;
  /** the print browser reads only the files its report's data names */
  renders: RenderSessions;
  /** the largest video UploadFile keeps (VIDEO_MAX_BYTES; tests lower it) */
  videoMaxBytes?: number;
};

const PHOTO = { bytes: UPLOAD_LIMITS.photoBytes, message: UPLOAD_MESSAGES.photoSize };
const PICTURE = { bytes: UPLOAD_LIMITS.imageFileBytes, message: UPLOAD_MESSAGES.imageFileSize };
const BACKGROUND = { bytes: UPLOAD_LIMITS.photoBytes, message: GROWTH_TEMPLATE_MESSAGES.imageSize };
const EXCEL = { bytes: UPLOAD_LIMITS.excelBytes, message: UPLOAD_MESSAGES.excelSize };

/**
 * Uploads (G39, O14, O15, D13, DECISIONS 36/37) and the protected file path (D6). Multipart is
 * parsed only in this plugin's scope; every other route still answers 415 to it.
 */
const uploadsRoutes: FastifyPluginAsyncZod<TUploadsOptions> = async (
  app,
  { db, store, resolve, renders, videoMaxBytes = VIDEO_MAX_BYTES },
) => {
  const VIDEO = { bytes: videoMaxBytes, message: GROWTH_RECORD_MESSAGES.videoSize };
  await app.register(multipart, { limits: { files: 1, fields: 10, parts: 12 } });

  serve(app, API.uploads.image, async (request) => {
    const p = principalOf(request);
    const { upload } = await readSingleFile(request, { largest: PHOTO, limitFor: () => PHOTO });
    return ok(await service.storeImage(db, store, p, upload, PHOTO), UPLOAD_MESSAGES.uploaded);
  });

  serve(app, API.uploads.file, async (request) => {
    const p = principalOf(request);
    const form = await readUploadFile(request, {
      store,
      schoolId: p.schoolId,
      limits: { picture: PICTURE, excel: EXCEL, video: VIDEO },
    });
    if (form.kind === 'video')
      return ok(await service.recordVideo(db, store, p, form.video), UPLOAD_MESSAGES.uploaded);
    const answer = isExcelForm(form.fields)
      ? await service.storeExcel(db, store, p, form.upload)
      : await service.storeImage(db, store, p, form.upload, PICTURE);
    return ok(answer, UPLOAD_MESSAGES.uploaded);
  });

  serve(app, API.uploads.background, async (request) => {
    const p = principalOf(request);
    const { upload } = await readSingleFile(request, { largest: BACKGROUND, limitFor: () => BACKGROUND });
    return ok(await service.storeBackground(db, store, p, upload), UPLOAD_MESSAGES.uploaded);
  });

  /** The caller from the Bearer header or, for <img src> and links, the HttpOnly cookie (D6). */
  async function fileReader(request: FastifyRequest, fileId: string): Promise<Principal> {
    const rendering = renderToken(request);
    if (rendering) {
      const grant = await renders.resolve(rendering);
      if (!grant) throw AppError.unauthorized();
      if (!(await renders.mayRead(grant, fileId))) throw AppError.notFound();
      return grant.principal;
    }
    for (const token of [bearerToken(request), cookieToken(request)]) {
      const principal = token ? await resolve(token) : null;
      if (principal) return principal;
    }
    throw AppError.unauthorized();
  }

  serve(app, API.uploads.read, async (request, reply) => {
    const reader = await fileReader(request, request.params.id);
    const row = await service.findFile(db, reader, request.params.id);
    // A child's photos only to the staff who see that child (issue 14 item 19).
    if (!(await mayReadFile(db, reader, row))) throw AppError.notFound();
    const width = request.query.w;
    const thumbnail = width ? await openThumbnail(store, row, servedWidth(width)) : null;
    // A <video> asks for ranges as it plays and seeks; other files are sent whole.
    const video = !thumbnail && row.kind === StoredFileKind.video;
    const range = video ? byteRange(request.headers.range, row.size) : null;
    if (range === 'unsatisfiable') {
      return reply
        .status(416)
        .header('Accept-Ranges', 'bytes')
        .header('Content-Range', `bytes */${row.size}`)
        .send({ success: false, msg: UPLOAD_MESSAGES.rangeInvalid, response: null });
    }
    const opened = thumbnail ?? (await store.open(row.storageKey, range ?? undefined));
    if (!opened) throw AppError.notFound();
    const download = row.kind === StoredFileKind.excel || row.kind === StoredFileKind.zip;
    const kind = download ? 'attachment' : 'inline';
    reply
      .header('Content-Type', thumbnail ? 'image/jpeg' : row.mime)
      .header('Content-Length', opened.size)
      .header('Cache-Control', 'private, max-age=3600')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Disposition', contentDisposition(kind, row.originalName, 'file'));
    if (video) reply.header('Accept-Ranges', 'bytes');
    if (range) {
      reply
        .status(206)
        .header('Content-Range', `bytes ${range.start}-${range.end}/${opened.size}`)
        .header('Content-Length', range.end - range.start + 1);
    }
    return reply.send(opened.stream);
  });
};

export default uploadsRoutes;
