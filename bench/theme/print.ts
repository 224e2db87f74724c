/**
 * Printing through the PDF API as the web does: one StartBatch job followed by BatchProgress
 * every 200 ms, then BatchResult as the merged PDF and as the zip; and one RenderReport.
 */
import { API, type TBatchProgress, type TReportQuery } from '@kg/contracts';
import type { signIn } from '../pdf/app';
import { isInterrupted, since } from '../pdf/lifecycle';

type TApi = Awaited<ReturnType<typeof signIn>>;
const POLL_MS = 200;

export type TJob = {
  progress: TBatchProgress;
  /** from StartBatch to the first BatchProgress with a report done */
  firstSeconds: number;
  /** from StartBatch to the BatchProgress that said done */
  totalSeconds: number;
  merged: Buffer;
  /** BatchResult format=merged (built on the first ask) and the download */
  mergedSeconds: number;
  zip: Buffer;
  zipSeconds: number;
};

export async function printBatch(
  api: TApi,
  route: string,
  name: string,
  items: Array<{ query: TReportQuery; name: string }>,
): Promise<TJob> {
  const t0 = performance.now();
  const jobId = await api.call<string>('POST', API.pdf.startBatch.path, { route, name, items });
  let progress: TBatchProgress;
  let firstSeconds = 0;
  let shown = -1;
  for (;;) {
    progress = await api.call<TBatchProgress>('GET', `${API.pdf.batchProgress.path}?jobId=${jobId}`);
    if (progress.Done > 0 && !firstSeconds) firstSeconds = since(t0) / 1000;
    if (progress.Done !== shown) {
      shown = progress.Done;
      process.stdout.write(`\r  ${progress.Done}/${progress.Total} after ${(since(t0) / 1000).toFixed(1)} s`);
    }
    if (progress.Status === 'done' || isInterrupted()) break;
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  const totalSeconds = since(t0) / 1000;
  process.stdout.write('\n');
  for (const f of progress.Failures) console.warn(`  failed: ${f.Name}: ${f.Msg}`);

  const result = async (format: 'merged' | 'zip') => {
    const t = performance.now();
    const file = await api.download(
      await api.call<string>('GET', `${API.pdf.batchResult.path}?jobId=${jobId}&format=${format}`),
    );
    return { file, seconds: since(t) / 1000 };
  };
  const merged = await result('merged');
  const zip = await result('zip');
  return {
    progress,
    firstSeconds,
    totalSeconds,
    merged: merged.file,
    mergedSeconds: merged.seconds,
    zip: zip.file,
    zipSeconds: zip.seconds,
  };
}

/** RenderReport and the GET of its file: the seconds of each and the PDF. */
export async function renderReport(api: TApi, route: string, query: TReportQuery, name: string) {
  const t0 = performance.now();
  const file = await api.call<string>('POST', API.pdf.render.path, { route, query, name });
  const renderSeconds = since(t0) / 1000;
  const pdf = await api.download(file);
  return { pdf, renderSeconds, seconds: since(t0) / 1000 };
}
