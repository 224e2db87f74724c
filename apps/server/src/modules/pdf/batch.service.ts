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
import { JobName } from '../../jobs/job-queue';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../lib/principal';
import { keepFile } from '../uploads/uploads.service';
import { JobItemStatus, pdfRepository } from './pdf.repository';
import { bundleOffThread } from './pdf-bundle.off-thread';
import { type PdfDeps, prepareReport } from './render.service';

/** Why a job's waiting reports failed: the server stopped while they waited. */
export const INTERRUPTED = '服务重启，任务中断，请重新生成';

/**
 * StartBatch: checks every report first (route, permission, each child or class is the
 * caller's), records the job and its reports in one transaction, then puts one queue job per
 * report (issue 21): this process prints them (embedded), or the print workers do. Answers
 * the job id; progress is read from the database by any instance.
 */
export async function startBatch(deps: PdfDeps, p: Principal, req: TStartBatchRequest): Promise<string> {
  // With a shared queue the workers hold the print browsers, not this instance.
  if (deps.queue.kind === 'in-process' && !(await deps.engine.available())) {
    throw AppError.unavailable(PDF_MESSAGES.unavailable);
  }
  for (const item of req.items) await prepareReport(deps.db, p, req.route, item.query);
  const jobId = randomUUID();
  const items = req.items.map((it) => ({
    query: Object.fromEntries(Object.entries(it.query).map(([k, v]) => [k, String(v)])),
    name: it.name,
  }));
  await deps.db.transaction(async (tx) => {
    const repo = pdfRepository(tx, p.schoolId);
    await repo.insertJob({
      id: jobId,
      createdBy: p.userId,
      sessionId: p.sessionId,
      route: req.route,
      name: req.name,
    });
    await repo.insertItems(jobId, items);
  });
  try {
    await deps.queue.sendMany(
      JobName.printReport,
      items.map((_, seq) => ({ jobId, seq })),
    );
  } catch {
    // Recorded but never queued: close it now, so its progress says so instead of waiting forever.
    const repo = pdfRepository(deps.db, p.schoolId);
    await repo.failWaiting(jobId, PDF_MESSAGES.queueFailed).catch(() => undefined);
    await repo.closeJob(jobId).catch(() => undefined);
    throw AppError.unavailable(PDF_MESSAGES.queueFailed);
  }
  return jobId;
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

/** A batch's printed reports in its order, each once, read from the store: what a merge or a zip holds. */
export async function printedReports(deps: Pick<PdfDeps, 'db' | 'store'>, schoolId: number, jobId: string) {
  const repo = pdfRepository(deps.db, schoolId);
  const printed = (await repo.findItems(jobId)).filter((i) => i.status === JobItemStatus.printed && i.fileId);
  const files = new Map((await repo.findFiles(printed.map((i) => i.fileId!))).map((f) => [f.id, f]));
  const parts: { name: string; data: Buffer }[] = [];
  for (const item of printed) {
    const file = files.get(item.fileId!);
    if (file) parts.push({ name: file.originalName, data: await deps.store.read(file.storageKey) });
  }
  return parts;
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
  const parts = await printedReports(deps, p.schoolId, jobId);
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
