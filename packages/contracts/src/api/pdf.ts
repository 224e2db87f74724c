import { endpoint } from '../endpoint';
import {
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
} from '../pdf';

const BASE = '/pdfapi/Pdf';

/**
 * The /pdfapi/Pdf family (N09, D4): the server prints report routes in headless Chromium, runs
 * batches as jobs, and keeps the legacy image-batch calls for old clients. Every call needs a
 * signed-in caller; which reports they may print is the report's own permission and data
 * scope, checked by the services (another school's class or child: 404, no permission: 403).
 */
export const pdfApi = {
  render: endpoint({
    method: 'POST',
    path: `${BASE}/RenderReport`,
    access: 'authenticated',
    summary: 'Print one report route to a stored A4 PDF (the same data again: served from the store)',
    body: ZRenderReportRequest,
    response: ZRenderReportResponse,
  }),
  startBatch: endpoint({
    method: 'POST',
    path: `${BASE}/StartBatch`,
    access: 'authenticated',
    summary: 'Start printing many reports of one route as a job; answers the job id',
    body: ZStartBatchRequest,
    response: ZStartBatchResponse,
  }),
  batchProgress: endpoint({
    method: 'GET',
    path: `${BASE}/BatchProgress`,
    access: 'authenticated',
    summary: "A job's progress: done / total and each failure (the caller's own jobs only)",
    query: ZJobQuery,
    response: ZBatchProgress,
    resource: 'printJob',
  }),
  batchResult: endpoint({
    method: 'GET',
    path: `${BASE}/BatchResult`,
    access: 'authenticated',
    summary: 'A finished job as one merged PDF (format=merged) or a zip of one PDF per report (format=zip)',
    query: ZBatchResultQuery,
    response: ZBatchResultResponse,
    resource: 'printJob',
  }),
  /** Legacy (N02): page images [{guid, baseimg, name}]; a large body (see the route's limit). */
  uploadImages: endpoint({
    method: 'POST',
    path: `${BASE}/UploadImages`,
    access: 'authenticated',
    summary: 'Legacy: hold captured page images [{guid, baseimg, name}] for CreatePdf',
    body: ZUploadImagesRequest,
    response: ZUploadImagesResponse,
  }),
  /** Legacy (N04, N14): {name, guids, Type?} -> file URL */
  createPdf: endpoint({
    method: 'POST',
    path: `${BASE}/CreatePdf`,
    access: 'authenticated',
    summary: 'Legacy: the held page images, in the order of guids, as one A4 PDF; answers its path',
    body: ZCreatePdfRequest,
    response: ZCreatePdfResponse,
  }),
};
