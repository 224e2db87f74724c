import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { pdfJobItems, pdfJobs, pdfPageImages, reportPdfs, storedFiles } from '../../db/schema';

export const JobItemStatus = { waiting: 0, printed: 1, failed: 2 } as const;

/** Printed reports, batch jobs and legacy page images; everything bound to one school. */
export function pdfRepository(db: DbOrTx, schoolId: number) {
  return {
    findCached(cacheKey: string) {
      return db
        .select({ fileId: reportPdfs.fileId })
        .from(reportPdfs)
        .where(and(eq(reportPdfs.schoolId, schoolId), eq(reportPdfs.cacheKey, cacheKey)))
        .then((r) => r[0]);
    },

    async keepCached(v: { cacheKey: string; fileId: string; route: string }) {
      await db
        .insert(reportPdfs)
        .values({ ...v, schoolId })
        .onConflictDoNothing();
    },

    async insertJob(v: { id: string; createdBy: number; sessionId: string; route: string; name: string }) {
      await db.insert(pdfJobs).values({ ...v, schoolId });
    },

    async insertItems(jobId: string, items: { query: Record<string, string>; name: string }[]) {
      await db
        .insert(pdfJobItems)
        .values(items.map((it, seq) => ({ jobId, seq, query: it.query, name: it.name })));
    },

    /** A job of this school started by `userId`; someone else's looks missing. */
    findJob(jobId: string, userId: number) {
      return db
        .select()
        .from(pdfJobs)
        .where(and(eq(pdfJobs.id, jobId), eq(pdfJobs.schoolId, schoolId), eq(pdfJobs.createdBy, userId)))
        .then((r) => r[0]);
    },

    findItems(jobId: string) {
      return db.select().from(pdfJobItems).where(eq(pdfJobItems.jobId, jobId)).orderBy(asc(pdfJobItems.seq));
    },

    findItem(jobId: string, seq: number) {
      return db
        .select()
        .from(pdfJobItems)
        .where(and(eq(pdfJobItems.jobId, jobId), eq(pdfJobItems.seq, seq)))
        .then((r) => r[0]);
    },

    /**
     * Records a report's outcome once: only a waiting item changes, so a retried print (a worker
     * that died after printing) never replaces the first result. True when this call recorded it.
     */
    async finishItem(jobId: string, seq: number, v: { fileId: string } | { error: string }, doneBy: string) {
      const done = await db
        .update(pdfJobItems)
        .set(
          'fileId' in v
            ? { status: JobItemStatus.printed, fileId: v.fileId, doneBy }
            : { status: JobItemStatus.failed, error: v.error, doneBy },
        )
        .where(
          and(
            eq(pdfJobItems.jobId, jobId),
            eq(pdfJobItems.seq, seq),
            eq(pdfJobItems.status, JobItemStatus.waiting),
          ),
        )
        .returning({ seq: pdfJobItems.seq });
      return done.length > 0;
    },

    /** Fails every report still waiting (the queue would not take them). */
    async failWaiting(jobId: string, error: string) {
      await db
        .update(pdfJobItems)
        .set({ status: JobItemStatus.failed, error })
        .where(and(eq(pdfJobItems.jobId, jobId), eq(pdfJobItems.status, JobItemStatus.waiting)));
    },

    /** Closes the job once, with its merged file if one was built; false if it was closed already. */
    async closeJob(jobId: string, mergedFileId?: string) {
      const closed = await db
        .update(pdfJobs)
        .set({ finishedAt: new Date(), ...(mergedFileId ? { mergedFileId } : {}) })
        .where(and(eq(pdfJobs.id, jobId), eq(pdfJobs.schoolId, schoolId), isNull(pdfJobs.finishedAt)))
        .returning({ id: pdfJobs.id });
      return closed.length > 0;
    },

    async setResult(jobId: string, v: { mergedFileId: string } | { zipFileId: string }) {
      await db.update(pdfJobs).set(v).where(eq(pdfJobs.id, jobId));
    },

    findFiles(ids: string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(storedFiles)
        .where(and(eq(storedFiles.schoolId, schoolId), inArray(storedFiles.id, ids)));
    },

    async putPageImage(v: { userId: number; guid: string; mime: string; sha256: string; data: Buffer }) {
      await db
        .insert(pdfPageImages)
        .values({ ...v, schoolId })
        .onConflictDoUpdate({
          target: [pdfPageImages.schoolId, pdfPageImages.userId, pdfPageImages.guid],
          set: { mime: v.mime, sha256: v.sha256, data: v.data, createdAt: new Date() },
        });
    },

    countPageImages(userId: number) {
      return db
        .select({ n: sql<number>`count(*)::int` })
        .from(pdfPageImages)
        .where(and(eq(pdfPageImages.schoolId, schoolId), eq(pdfPageImages.userId, userId)))
        .then((r) => r[0]?.n ?? 0);
    },

    findPageImages(userId: number, guids: string[]) {
      return db
        .select()
        .from(pdfPageImages)
        .where(
          and(
            eq(pdfPageImages.schoolId, schoolId),
            eq(pdfPageImages.userId, userId),
            inArray(pdfPageImages.guid, guids),
          ),
        );
    },

    async deletePageImages(userId: number, guids: string[]) {
      await db
        .delete(pdfPageImages)
        .where(
          and(
            eq(pdfPageImages.schoolId, schoolId),
            eq(pdfPageImages.userId, userId),
            inArray(pdfPageImages.guid, guids),
          ),
        );
    },
  };
}

/** A job as a worker sees it: any school's (the queue names it; the requester is read from it). */
export function jobToWork(db: DbOrTx, jobId: string) {
  return db
    .select()
    .from(pdfJobs)
    .where(eq(pdfJobs.id, jobId))
    .then((r) => r[0]);
}

/**
 * True when every report of the job is done and the job is still open. Takes the job's row
 * lock first, so of two workers finishing the last two reports at once the second sees the
 * first's result and one of them (at least) goes on to bundle.
 */
export async function allItemsDone(db: Db, jobId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [job] = await tx
      .select({ finishedAt: pdfJobs.finishedAt })
      .from(pdfJobs)
      .where(eq(pdfJobs.id, jobId))
      .for('update');
    if (!job || job.finishedAt) return false;
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(pdfJobItems)
      .where(and(eq(pdfJobItems.jobId, jobId), eq(pdfJobItems.status, JobItemStatus.waiting)));
    return (row?.n ?? 0) === 0;
  });
}

/** Page images nobody turned into a PDF within `maxAgeMs` (any school). */
export async function purgeStalePageImages(db: DbOrTx, maxAgeMs: number) {
  await db.delete(pdfPageImages).where(lt(pdfPageImages.createdAt, new Date(Date.now() - maxAgeMs)));
}

/** Jobs a stopped server left unfinished: their waiting reports failed, the job ends. */
export async function failInterruptedJobs(db: DbOrTx, reason: string) {
  const open = await db.select({ id: pdfJobs.id }).from(pdfJobs).where(isNull(pdfJobs.finishedAt));
  if (open.length === 0) return 0;
  const ids = open.map((j) => j.id);
  await db
    .update(pdfJobItems)
    .set({ status: JobItemStatus.failed, error: reason })
    .where(and(inArray(pdfJobItems.jobId, ids), eq(pdfJobItems.status, JobItemStatus.waiting)));
  await db.update(pdfJobs).set({ finishedAt: new Date() }).where(inArray(pdfJobs.id, ids));
  return ids.length;
}
