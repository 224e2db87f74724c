import { PDF_MESSAGES, StoredFileKind } from '@kg/contracts';
import type { JobAttempt, JobQueue } from '../../jobs/job-queue';
import { JobName } from '../../jobs/job-queue';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../lib/principal';
import type { TokenClaims } from '../../lib/tokens';
import { storageKeyFor } from '../uploads/file-store';
import { keepFile } from '../uploads/uploads.service';
import { printedReports } from './batch.service';
import { allItemsDone, JobItemStatus, jobToWork, pdfRepository } from './pdf.repository';
import { bundleOffThread } from './pdf-bundle.off-thread';
import { type PdfDeps, prepareReport, printPrepared } from './render.service';

/** What a process that prints batches needs beyond the print pool: who asked, and its own name. */
export type BatchWorkerDeps = PdfDeps & {
  /** the live requester behind a job (null: logged out, stopped, gone) */
  principalOf: (claims: TokenClaims) => Promise<Principal | null>;
  /** recorded on each report it prints (INSTANCE_ID, else host:pid) */
  instanceId: string;
};

type Job = NonNullable<Awaited<ReturnType<typeof jobToWork>>>;

const requesterOf = (deps: BatchWorkerDeps, job: Job) =>
  job.sessionId
    ? deps.principalOf({ userId: job.createdBy, schoolId: job.schoolId, sessionId: job.sessionId })
    : Promise.resolve(null);

/**
 * One report of a batch. Idempotent: a report already recorded is not printed again (a worker
 * killed after printing leaves its job to be retried), and the item's update only changes a
 * waiting item. A report its data refuses (gone, not the requester's) fails at once; a crash
 * of the print browser is retried up to the limit, then recorded as failed.
 */
export async function printBatchItem(
  deps: BatchWorkerDeps,
  data: { jobId: string; seq: number },
  attempt: JobAttempt,
) {
  const job = await jobToWork(deps.db, data.jobId);
  if (!job) return;
  const repo = pdfRepository(deps.db, job.schoolId);
  const item = await repo.findItem(data.jobId, data.seq);
  if (item?.status === JobItemStatus.waiting) {
    const p = await requesterOf(deps, job);
    if (!p) {
      await repo.finishItem(job.id, item.seq, { error: PDF_MESSAGES.sessionEnded }, deps.instanceId);
    } else {
      try {
        const report = await prepareReport(deps.db, p, job.route, item.query);
        const path = await printPrepared(deps, p, report, item.query, item.name);
        await repo.finishItem(job.id, item.seq, { fileId: path.split('/').pop()! }, deps.instanceId);
      } catch (err) {
        if (!(err instanceof AppError) && !attempt.lastAttempt) throw err;
        const error = err instanceof AppError ? err.message : PDF_MESSAGES.failed;
        await repo.finishItem(job.id, item.seq, { error }, deps.instanceId);
      }
    }
  }
  // Also when this item was done before: the worker that did it may have died before this step.
  if (await allItemsDone(deps.db, job.id)) {
    await deps.queue.send(JobName.bundleBatch, { jobId: job.id }, { singletonKey: job.id });
  }
}

/**
 * A batch whose reports are all done: the merged PDF, each printed report once in the
 * batch's order, built once by a worker (so the download is ready when the bar is full), then
 * the job closes. The zip is built when first asked for (no browser needed).
 */
export async function bundleBatch(deps: BatchWorkerDeps, data: { jobId: string }) {
  const job = await jobToWork(deps.db, data.jobId);
  if (!job || job.finishedAt) return;
  const repo = pdfRepository(deps.db, job.schoolId);
  const parts = await printedReports(deps, job.schoolId, job.id);
  if (parts.length === 0) {
    await repo.closeJob(job.id);
    return;
  }
  const merged = await bundleOffThread({ kind: 'merge', files: parts });
  await deps.db
    .transaction(async (tx) => {
      const fileId = await keepFile(
        tx,
        deps.store,
        { schoolId: job.schoolId, userId: job.createdBy },
        {
          data: merged,
          ext: 'pdf',
          mime: 'application/pdf',
          kind: StoredFileKind.pdf,
          originalName: `${job.name}.pdf`,
        },
      );
      // Closed meanwhile by another run: this copy is not kept (the transaction undoes its row).
      if (!(await pdfRepository(tx, job.schoolId).closeJob(job.id, fileId)))
        throw new AlreadyClosed(storageKeyFor(job.schoolId, fileId, 'pdf'));
    })
    .catch(async (err) => {
      if (!(err instanceof AlreadyClosed)) throw err;
      await deps.store.remove(err.storageKey);
    });
}

/** The job was closed by another run of its bundle step: the copy this run stored goes. */
class AlreadyClosed extends Error {
  constructor(readonly storageKey: string) {
    super('the batch was closed already');
  }
}

/** Takes batch jobs in this process: as many reports at once as the print pool has pages. */
export async function workBatches(queue: JobQueue, deps: BatchWorkerDeps) {
  await queue.work(JobName.printReport, deps.engine.concurrency, (data, attempt) =>
    printBatchItem(deps, data, attempt),
  );
  await queue.work(JobName.bundleBatch, 1, (data) => bundleBatch(deps, data));
}
