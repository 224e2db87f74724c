import {
  envelope,
  PDF_PATHS,
  ZBatchProgress,
  ZBatchResultQuery,
  ZBatchResultResponse,
  ZCreatePdfRequest,
  ZCreatePdfResponse,
  ZJobQuery,
  ZRenderReportRequest,
  ZRenderReportResponse,
  ZStartBatchRequest,
  ZStartBatchResponse,
  ZUploadImagesRequest,
  ZUploadImagesResponse,
} from '@kg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { principalOf } from '../../plugins/access';
import { batchProgress, batchResult, startBatch } from './batch.service';
import { createPdf, uploadImages } from './legacy.service';
import type { PdfDeps } from './render.service';
import { renderReport } from './render.service';

/** Captured page images of one legacy call (10 pages at about 4 MB of base64 each, at most). */
const LEGACY_BODY_LIMIT = 48 * 1024 * 1024;

/**
 * The /pdfapi/Pdf family (N09, D4). Every call needs a signed-in caller; which reports they
 * may print is the report's own permission and data scope, checked by the services (a
 * class or child of another school answers 404, a missing permission 403).
 */
const pdfRoutes: FastifyPluginAsyncZod<PdfDeps> = async (app, deps) => {
  const tags = ['pdf'];
  const signedIn = { access: 'authenticated' } as const;

  app.post(
    PDF_PATHS.render,
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Print one report route to a stored A4 PDF (the same data again: served from the store)',
        body: ZRenderReportRequest,
        response: { 200: envelope(ZRenderReportResponse) },
      },
    },
    async (request) => ok(await renderReport(deps, principalOf(request), request.body)),
  );

  app.post(
    PDF_PATHS.startBatch,
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Start printing many reports of one route as a job; answers the job id',
        body: ZStartBatchRequest,
        response: { 200: envelope(ZStartBatchResponse) },
      },
    },
    async (request) => ok(await startBatch(deps, principalOf(request), request.body)),
  );

  app.get(
    PDF_PATHS.batchProgress,
    {
      config: signedIn,
      schema: {
        tags,
        summary: "A job's progress: done / total and each failure (the caller's own jobs only)",
        querystring: ZJobQuery,
        response: { 200: envelope(ZBatchProgress) },
      },
    },
    async (request) => ok(await batchProgress(deps, principalOf(request), request.query.jobId)),
  );

  app.get(
    PDF_PATHS.batchResult,
    {
      config: signedIn,
      schema: {
        tags,
        summary:
          'A finished job as one merged PDF (format=merged) or a zip of one PDF per report (format=zip)',
        querystring: ZBatchResultQuery,
        response: { 200: envelope(ZBatchResultResponse) },
      },
    },
    async (request) =>
      ok(await batchResult(deps, principalOf(request), request.query.jobId, request.query.format)),
  );

  app.post(
    PDF_PATHS.uploadImages,
    {
      config: signedIn,
      bodyLimit: LEGACY_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Legacy: hold captured page images [{guid, baseimg, name}] for CreatePdf',
        body: ZUploadImagesRequest,
        response: { 200: envelope(ZUploadImagesResponse) },
      },
    },
    async (request) => ok(await uploadImages(deps.db, principalOf(request), request.body)),
  );

  app.post(
    PDF_PATHS.createPdf,
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Legacy: the held page images, in the order of guids, as one A4 PDF; answers its path',
        body: ZCreatePdfRequest,
        response: { 200: envelope(ZCreatePdfResponse) },
      },
    },
    async (request) => ok(await createPdf(deps.db, deps.store, principalOf(request), request.body)),
  );
};

export default pdfRoutes;
