import { randomUUID } from 'node:crypto';
import {
  filePath,
  PDF_MESSAGES,
  PdfJobStatus,
  StoredFileKind,
  type TBatchFormat,
  type TBatchProgress,
  type TStartBatchRequest,
} from '@kg/contracts';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../lib/principal';
import { keepFile } from '../uploads/uploads.service';
import { JobItemStatus, pdfRepository } from './pdf.repository';
import { bundleOffThread } from './pdf-bundle.off-thread';
import { type PdfDeps, prepareReport, printPrepared } from './render.service';

/** Why a job's waiting reports failed: the server stopped while they waited. */
export const INTERRUPTED = '服务重启，任务中断，请重新生成';

const messageOf = (err: unknown) => (err instanceof AppError ? err.message : PDF_MESSAGES.failed);

/**
 * StartBatch: checks every report first (route, permission, each child or class is the
 * caller's), records the job, then prints in the background; answers the job id.
 */
export async function startBatch(deps: PdfDeps, p: Principal, req: TStartBatchRequest): Promise<string> {
  if (!(await deps.engine.available())) throw AppError.unavailable(PDF_MESSAGES.unavailable);
  for (const item of req.items) await prepareReport(deps.db, p, req.route, item.query);
  const jobId = randomUUID();
  const items = req.items.map((it) => ({
    query: Object.fromEntries(Object.entries(it.query).map(([k, v]) => [k, String(v)])),
    name: it.name,
  }));
  await deps.db.transaction(async (tx) => {
    const repo = pdfRepository(tx, p.schoolId);
    await repo.insertJob({ id: jobId, createdBy: p.userId, route: req.route, name: req.name });
    await repo.insertItems(jobId, items);
  });
  void runJob(deps, p, jobId, req.route, items);
  return jobId;
}

/** Prints a job's reports, as many at once as the print pool has pages; each result is saved as it lands. */
async function runJob(
  deps: PdfDeps,
  p: Principal,
  jobId: string,
  route: string,
  items: { query: Record<string, string>; name: string }[],
) {
  const repo = pdfRepository(deps.db, p.schoolId);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const seq = next++;
      const item = items[seq]!;
      try {
        const report = await prepareReport(deps.db, p, route, item.query);
        const path = await printPrepared(deps, p, report, item.query, item.name);
        await repo.finishItem(jobId, seq, { fileId: path.split('/').pop()! });
      } catch (err) {
        await repo.finishItem(jobId, seq, { error: messageOf(err) }).catch(() => undefined);
      }
    }
  };
  const workers = Math.max(1, Math.min(deps.engine.concurrency, items.length));
  await Promise.all(Array.from({ length: workers }, worker));
  await repo.finishJob(jobId).catch(() => undefined);
}

async function ownJob(deps: PdfDeps, p: Principal, jobId: string) {
  const job = await pdfRepository(deps.db, p.schoolId).findJob(jobId, p.userId);
  if (!job) throw AppError.notFound();
  return job;
}

/** BatchProgress: done / total and each failure, for the progress bar. */
export async function batchProgress(deps: PdfDeps, p: Principal, jobId: string): Promise<TBatchProgress> {
  const job = await ownJob(deps, p, jobId);
  const items = await pdfRepository(deps.db, p.schoolId).findItems(jobId);
  const done = items.filter((i) => i.status !== JobItemStatus.waiting);
  const failed = items.filter((i) => i.status === JobItemStatus.failed);
  return {
    JobId: job.id,
    Name: job.name,
    Status: job.finishedAt ? PdfJobStatus.done : done.length > 0 ? PdfJobStatus.running : PdfJobStatus.queued,
    Total: items.length,
    Done: done.length,
    Failed: failed.length,
    Failures: failed.map((i) => ({ Name: i.name, Msg: i.error ?? PDF_MESSAGES.failed })),
  };
}

/** BatchResult: the printed reports as one merged PDF or a zip (built once, then kept). */
export async function batchResult(
  deps: PdfDeps,
  p: Principal,
  jobId: string,
  format: TBatchFormat,
): Promise<string> {
  const job = await ownJob(deps, p, jobId);
  if (!job.finishedAt) throw AppError.badRequest(PDF_MESSAGES.notFinished);
  const kept = format === 'zip' ? job.zipFileId : job.mergedFileId;
  if (kept) return filePath(kept);
  const repo = pdfRepository(deps.db, p.schoolId);
  const printed = (await repo.findItems(jobId)).filter((i) => i.status === JobItemStatus.printed && i.fileId);
  const files = new Map((await repo.findFiles(printed.map((i) => i.fileId!))).map((f) => [f.id, f]));
  const parts: { name: string; data: Buffer }[] = [];
  for (const item of printed) {
    const file = files.get(item.fileId!);
    if (file) parts.push({ name: file.originalName, data: await deps.store.read(file.storageKey) });
  }
  if (parts.length === 0) throw AppError.badRequest(PDF_MESSAGES.nothingPrinted);
  const zip = format === 'zip';
  const data = await bundleOffThread({ kind: zip ? 'zip' : 'merge', files: parts });
  const id = await deps.db.transaction(async (tx) => {
    const fileId = await keepFile(tx, deps.store, p, {
      data,
      ext: zip ? 'zip' : 'pdf',
      mime: zip ? 'application/zip' : 'application/pdf',
      kind: zip ? StoredFileKind.zip : StoredFileKind.pdf,
      originalName: `${job.name}.${zip ? 'zip' : 'pdf'}`,
    });
    await pdfRepository(tx, p.schoolId).setResult(
      jobId,
      zip ? { zipFileId: fileId } : { mergedFileId: fileId },
    );
    return fileId;
  });
  return filePath(id);
}
