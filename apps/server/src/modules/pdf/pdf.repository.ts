import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
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

    async insertJob(v: { id: string; createdBy: number; route: string; name: string }) {
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

    async finishItem(jobId: string, seq: number, v: { fileId: string } | { error: string }) {
      await db
        .update(pdfJobItems)
        .set(
          'fileId' in v
            ? { status: JobItemStatus.printed, fileId: v.fileId }
            : { status: JobItemStatus.failed, error: v.error },
        )
        .where(and(eq(pdfJobItems.jobId, jobId), eq(pdfJobItems.seq, seq)));
    },

    async finishJob(jobId: string) {
      await db.update(pdfJobs).set({ finishedAt: new Date() }).where(eq(pdfJobs.id, jobId));
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
