import { API, type TBatchFormat, type TRenderReportRequest, type TStartBatchRequest } from '@kg/contracts';
import { http } from '../../api/http';
import { fetchBlob, saveBlob } from '../../api/upload';

/**
 * The /pdfapi/Pdf family (N09, D4). Every call is quiet: the export shows its own 生成失败
 * toast and 提示 notification with the server's msg (N08), never the client's catalogue text.
 */

/** Printing waits in the server's queue behind any running batch: allow it the time. */
const PRINT_TIMEOUT_MS = 180_000;

/** Prints one report on the server and stores it; resolves to its `/files/<uuid>` path. */
export const renderReport = (body: TRenderReportRequest) =>
  http.request(API.pdf.render, body, { quiet: true, timeoutMs: PRINT_TIMEOUT_MS });

/** Starts a batch job; resolves to the job id. */
export const startBatch = (body: TStartBatchRequest) =>
  http.request(API.pdf.startBatch, body, { quiet: true });

export const batchProgress = (jobId: string, signal?: AbortSignal) =>
  http.request(API.pdf.batchProgress, { jobId }, { quiet: true, signal });

/** The merged PDF or the zip of a finished job (built on first request, then stored). */
export const batchResult = (jobId: string, format: TBatchFormat) =>
  http.request(API.pdf.batchResult, { jobId, format }, { quiet: true, timeoutMs: PRINT_TIMEOUT_MS });

/** N05: the stored file fetched as a blob (with the Bearer) and saved under the report's name. */
export async function downloadStored(url: string, name: string): Promise<void> {
  const { blob } = await fetchBlob(url);
  saveBlob(blob, name);
}
