/**
 * The batch part: `reports` new classes of `children` each in the demo school, one StartBatch
 * job over all of them, BatchProgress polled until done, then the merged PDF and the zip.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { API, REPORT_FILE_SUFFIX, REPORT_ROUTES, reportFileName, type TBatchProgress } from '@kg/contracts';
import type { BenchApp, signIn } from './app';
import { isInterrupted, since } from './lifecycle';
import { pdfFonts, pdfPages } from './poppler';
import type { BatchResult } from './report';

const POLL_MS = 200;

export async function runBatch(
  bench: BenchApp,
  api: Awaited<ReturnType<typeof signIn>>,
  reports: number,
  children: number,
  concurrency: number,
  tmp: string,
): Promise<BatchResult> {
  const items = [];
  for (let i = 1; i <= reports; i++) {
    const klass = await bench.addClass(`批量${String(i).padStart(2, '0')}班`);
    await bench.addChildren(klass.id, children);
    items.push({
      query: { ClassId: klass.id },
      name: reportFileName(klass.name, REPORT_FILE_SUFFIX.classRoster).replace(/\.pdf$/, ''),
    });
  }

  const t0 = performance.now();
  const jobId = await api.call<string>('POST', API.pdf.startBatch.path, {
    route: REPORT_ROUTES.classRoster,
    name: '大班幼儿名册',
    items,
  });
  let progress: TBatchProgress;
  let shown = -1;
  for (;;) {
    progress = await api.call<TBatchProgress>('GET', `${API.pdf.batchProgress.path}?jobId=${jobId}`);
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

  const t1 = performance.now();
  const merged = await api.download(
    await api.call<string>('GET', `${API.pdf.batchResult.path}?jobId=${jobId}&format=merged`),
  );
  const mergedSeconds = since(t1) / 1000;
  const t2 = performance.now();
  const zip = await api.download(
    await api.call<string>('GET', `${API.pdf.batchResult.path}?jobId=${jobId}&format=zip`),
  );
  const zipSeconds = since(t2) / 1000;
  const mergedFile = path.join(tmp, 'batch-merged.pdf');
  writeFileSync(mergedFile, merged);

  return {
    reports,
    childrenPerClass: children,
    concurrency,
    totalSeconds,
    reportsPerSecond: (progress.Done - progress.Failed) / totalSeconds,
    pages: pdfPages(mergedFile),
    mergedFonts: pdfFonts(mergedFile),
    failures: progress.Failed,
    mergedSeconds,
    mergedBytes: merged.length,
    zipSeconds,
    zipBytes: zip.length,
  };
}
