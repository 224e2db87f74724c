import { API } from '@kg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve';
import { principalOf } from '../../plugins/access';
import { batchProgress, batchResult, startBatch } from './batch.service';
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
  serve(app, API.pdf.render, async (request) =>
    ok(await renderReport(deps, principalOf(request), request.body)),
  );
  serve(app, API.pdf.startBatch, async (request) =>
    ok(await startBatch(deps, principalOf(request), request.body)),
  );
  serve(app, API.pdf.batchProgress, async (request) =>
    ok(await batchProgress(deps, principalOf(request), request.query.jobId)),
  );
  serve(app, API.pdf.batchResult, async (request) =>
    ok(await batchResult(deps, principalOf(request), request.query.jobId, request.query.format)),
  );
  serve(
    app,
    API.pdf.uploadImages,
    async (request) =>
      // The legacy capture path (pdf-lib) loads when an old client first uses it.
      ok(await (await import('./legacy.service')).uploadImages(deps.db, principalOf(request), request.body)),
    { bodyLimit: LEGACY_BODY_LIMIT },
  );
  serve(app, API.pdf.createPdf, async (request) =>
    ok(
      await (await import('./legacy.service')).createPdf(
        deps.db,
        deps.store,
        principalOf(request),
        request.body,
      ),
    ),
  );
};

export default pdfRoutes;
