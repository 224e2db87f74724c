import { existsSync } from 'node:fs';
import path from 'node:path';
import { API, PDF_MESSAGES, REPORT_ROUTES, type TBatchProgress } from '@kg/contracts';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../../test/database';
import { testConfig, useHarness } from '../../../test/harness';
import { classesOf } from '../../../test/lookups';
import { pdfJobItems, pdfJobs, storedFiles } from '../../db/schema';
import { JobName } from '../../jobs/job-queue';
import { DEMO_SCHOOL } from '../../seed/demo';
import { tempDataDir } from '../uploads/test-support';
import { type PrintWorker, startPrintWorker } from './print-worker';

/** These tests print the real report pages: the web app must be built (npm test builds it first). */
const webDist = path.resolve(import.meta.dirname, '../../../../web/dist');
if (!existsSync(path.join(webDist, 'index.html')))
  throw new Error(`no web build in ${webDist}: run "npm run build" (npm test does) before the PDF tests`);

const jobs = { queue: 'postgres', leaseSeconds: 10, retryLimit: 2 } as const;

/**
 * Issue 21: on the shared queue (pg-boss in PostgreSQL) the app instance only records and
 * enqueues a batch; a print worker with its own Chromium takes the reports, prints them
 * through the app's pages, and builds the merged PDF once all are done.
 */
describe.skipIf(!testDatabaseUrl())('batches on the shared queue, printed by a worker', () => {
  const dataDir = tempDataDir('pdf-queue');
  const h = useHarness({ dataDir, webDist, jobs });
  let worker: PrintWorker;
  let admin: string;
  let sunshine: { id: number; name: string }[];

  beforeAll(async () => {
    const origin = await h.app.listen({ port: 0, host: '127.0.0.1' });
    worker = await startPrintWorker({
      config: testConfig({
        dataDir,
        webDist,
        jobs,
        instanceId: 'worker-a',
        pdf: { ...testConfig().pdf, renderOrigin: origin, concurrency: 2 },
      }),
      handle: h.handle,
      log: pino({ level: 'silent' }),
    });
    admin = await h.login('admin');
    sunshine = await classesOf(h, DEMO_SCHOOL);
  }, 120_000);
  afterAll(async () => {
    await worker?.stop();
  });

  const start = async (items: { query: { ClassId: number }; name: string }[], token = admin) => {
    const res = await h.call(
      API.pdf.startBatch,
      { route: REPORT_ROUTES.classRoster, name: '阳光幼儿园_幼儿名册', items },
      token,
    );
    expect(res.json()).toMatchObject({ success: true });
    return res.json().response as string;
  };
  const progressOf = async (jobId: string, token = admin) =>
    (await h.call(API.pdf.batchProgress, { jobId }, token)).json().response as TBatchProgress;
  const waitForJob = async (jobId: string, token = admin) => {
    for (;;) {
      const p = await progressOf(jobId, token);
      if (p.Status === 'done') return p;
      await new Promise((r) => setTimeout(r, 250));
    }
  };

  it('is printed by the worker, not the app; the merged PDF is ready when the bar is full', async () => {
    const items = sunshine.map((c) => ({ query: { ClassId: c.id }, name: `${c.name}_幼儿名册.pdf` }));
    const jobId = await start(items);
    const final = await waitForJob(jobId);
    expect(final).toMatchObject({ Total: items.length, Done: items.length, Failed: 0 });
    // The app instance never started a print browser: it only enqueued.
    expect(h.app.pdf.engine.stats.launches).toBe(0);
    const rows = await h.db.select().from(pdfJobItems).where(eq(pdfJobItems.jobId, jobId));
    expect(new Set(rows.map((r) => r.doneBy))).toEqual(new Set(['worker-a']));
    const [job] = await h.db.select().from(pdfJobs).where(eq(pdfJobs.id, jobId));
    expect(job!.mergedFileId).toBeTruthy();

    const url = (await h.call(API.pdf.batchResult, { jobId, format: 'merged' }, admin)).json().response;
    expect(url).toBe(`/files/${job!.mergedFileId}`);
    const merged = await h.get(url, admin);
    expect(merged.statusCode).toBe(200);
    let pages = 0;
    for (const r of rows) {
      const one = await h.get(`/files/${r.fileId}`, admin);
      pages += (await PDFDocument.load(one.rawPayload)).getPageCount();
    }
    expect((await PDFDocument.load(merged.rawPayload)).getPageCount()).toBe(pages);
  }, 180_000);

  it('prints nothing twice when its jobs run again (a retried report, a second bundle)', async () => {
    const [one, two] = sunshine;
    const jobId = await start([
      { query: { ClassId: one!.id }, name: 'a.pdf' },
      { query: { ClassId: two!.id }, name: 'b.pdf' },
    ]);
    await waitForJob(jobId);
    const before = await h.db.select().from(pdfJobItems).where(eq(pdfJobItems.jobId, jobId));
    const [job] = await h.db.select().from(pdfJobs).where(eq(pdfJobs.id, jobId));
    const files = await h.db.$count(storedFiles);
    // What a worker killed after printing, or a duplicate delivery, would cause.
    await h.app.pdf.queue.sendMany(JobName.printReport, [
      { jobId, seq: 0 },
      { jobId, seq: 1 },
    ]);
    await h.app.pdf.queue.send(JobName.bundleBatch, { jobId });
    await new Promise((r) => setTimeout(r, 4_000));
    expect(await h.db.select().from(pdfJobItems).where(eq(pdfJobItems.jobId, jobId))).toEqual(before);
    expect((await h.db.select().from(pdfJobs).where(eq(pdfJobs.id, jobId)))[0]).toEqual(job);
    expect(await h.db.$count(storedFiles)).toBe(files);
  }, 120_000);

  it('stops printing for someone who logged out: the rest of their batch fails with the reason', async () => {
    const token = await h.login('admin');
    const items = sunshine.map((c) => ({ query: { ClassId: c.id }, name: `${c.name}.pdf` }));
    const jobId = await start(items, token);
    await h.call(API.auth.logout, {}, token);
    for (;;) {
      const [job] = await h.db.select().from(pdfJobs).where(eq(pdfJobs.id, jobId));
      if (job!.finishedAt) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const rows = await h.db.select().from(pdfJobItems).where(eq(pdfJobItems.jobId, jobId));
    const ended = rows.filter((r) => r.error === PDF_MESSAGES.sessionEnded);
    expect(ended.length).toBeGreaterThan(0);
    // Whatever the worker printed before the logout stays; nothing else was printed.
    expect(rows.every((r) => r.fileId !== null || r.error === PDF_MESSAGES.sessionEnded)).toBe(true);
  }, 120_000);
});
