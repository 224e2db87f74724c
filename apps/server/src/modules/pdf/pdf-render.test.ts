import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API, REPORT_ROUTES, type TBatchProgress } from '@kg/contracts';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../../../test/harness';
import { classesOf } from '../../../test/lookups';
import { pdfJobs, storedFiles, students } from '../../db/schema';
import { DEMO_SCHOOL } from '../../seed/demo';
import { seedDemoPhotos } from '../../seed/demo-photos';
import { diskFileStore } from '../uploads/file-store';
import { filesUnder, tempDataDir } from '../uploads/test-support';
import { type BatchWorkerDeps, bundleBatch } from './batch.jobs';

/** These tests print the real report pages: the web app must be built (npm test builds it first). */
const webDist = path.resolve(import.meta.dirname, '../../../../web/dist');
if (!existsSync(path.join(webDist, 'index.html')))
  throw new Error(`no web build in ${webDist}: run "npm run build" (npm test does) before the PDF tests`);

const dataDir = tempDataDir('pdf-render');
const h = useHarness({ dataDir, webDist });
let admin: string;
let rainbow: string;
let sunshineClasses: { id: number; name: string }[];

/** Text of a PDF as pdftotext reads it (poppler-utils). */
function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kg-pdftext-'));
  const file = path.join(dir, 'r.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

async function download(url: string, token: string): Promise<Buffer> {
  const res = await h.get(url, token);
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

const render = (ClassId: number, name: string, token = admin) =>
  h.call(API.pdf.render, { route: REPORT_ROUTES.classRoster, query: { ClassId }, name }, token);

async function waitForJob(jobId: string, onProgress?: (p: TBatchProgress) => void): Promise<TBatchProgress> {
  for (;;) {
    const progress = (await h.call(API.pdf.batchProgress, { jobId: jobId }, admin)).json()
      .response as TBatchProgress;
    onProgress?.(progress);
    if (progress.Status === 'done') return progress;
    await new Promise((r) => setTimeout(r, 200));
  }
}

beforeAll(async () => {
  await seedDemoPhotos(h.db, diskFileStore(dataDir));
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await h.login('admin');
  rainbow = await h.login('rainbow');
  sunshineClasses = await classesOf(h, DEMO_SCHOOL);
}, 120_000);

describe('RenderReport prints the real 班级幼儿名册 page', () => {
  let path1: string;
  let small1: { id: number; name: string };

  it('prints every child, the title and the photos into an A4 PDF with selectable text', async () => {
    small1 = sunshineClasses.find((c) => c.name === '小一班')!;
    const res = await render(small1.id, '小一班_幼儿名册.pdf');
    expect(res.json()).toMatchObject({ success: true });
    path1 = res.json().response;
    const pdf = await download(path1, admin);
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(3);
    const { width, height } = doc.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    const text = pdfText(pdf);
    expect(text).toContain('幼儿名册');
    expect(text).toContain('小一班');
    const roster = (await h.call(API.reports.classRoster, { ClassId: small1.id }, admin)).json().response;
    for (const child of roster.Students as { Name: string }[]) expect(text).toContain(child.Name);
    // Every child's portrait is embedded (pdfimages lists them).
    const images = execFileSync('pdfimages', ['-list', '-'], { input: pdf, encoding: 'utf8' })
      .split('\n')
      .filter((l) => /^\s*\d+\s+\d+\s+image/.test(l));
    expect(images.length).toBeGreaterThanOrEqual(roster.Students.length);
  }, 60_000);

  it('serves the same report with unchanged data from the store, and prints again when the data change', async () => {
    const again = await render(small1.id, '小一班_幼儿名册.pdf');
    expect(again.json().response).toBe(path1);
    const [child] = await h.db.select().from(students).where(eq(students.classId, small1.id)).limit(1);
    await h.db.update(students).set({ name: '宋小新' }).where(eq(students.id, child!.id));
    const changed = (await render(small1.id, '小一班_幼儿名册.pdf')).json().response;
    expect(changed).not.toBe(path1);
    expect(pdfText(await download(changed, admin))).toContain('宋小新');
  }, 60_000);

  it("is never readable by another school, even with the file's path (404)", async () => {
    expect((await h.get(path1, rainbow)).statusCode).toBe(404);
    expect((await h.get(path1)).statusCode).toBe(401);
  });
});

describe('StartBatch prints a whole school as a job', () => {
  it('finishes every report although the print browser is killed mid-batch; merged PDF and zip', async () => {
    const items = sunshineClasses.map((c) => ({ query: { ClassId: c.id }, name: `${c.name}_幼儿名册.pdf` }));
    const started = await h.call(
      API.pdf.startBatch,
      { route: REPORT_ROUTES.classRoster, name: '阳光幼儿园_幼儿名册', items },
      admin,
    );
    expect(started.statusCode).toBe(200);
    const jobId = started.json().response as string;
    let killed = false;
    const seen: number[] = [];
    const final = await waitForJob(jobId, (p) => {
      seen.push(p.Done);
      if (!killed && p.Done >= 1 && p.Done < p.Total) {
        killed = true;
        execFileSync('pkill', ['-9', '-f', h.app.pdf.engine.marker.slice(2)]);
      }
    });
    expect(killed).toBe(true);
    expect(final).toMatchObject({ Total: items.length, Done: items.length, Failed: 0, Failures: [] });
    expect(new Set(seen).size).toBeGreaterThan(2);
    expect(h.app.pdf.engine.stats.launches).toBeGreaterThanOrEqual(2);

    const merged = await download(
      (await h.call(API.pdf.batchResult, { jobId: jobId, format: 'merged' }, admin)).json().response,
      admin,
    );
    const zip = unzipSync(
      new Uint8Array(
        await download(
          (await h.call(API.pdf.batchResult, { jobId: jobId, format: 'zip' }, admin)).json().response,
          admin,
        ),
      ),
    );
    const names = Object.keys(zip).sort();
    expect(names).toEqual(items.map((i) => i.name).sort());
    let pages = 0;
    for (const name of names) pages += (await PDFDocument.load(zip[name]!)).getPageCount();
    expect((await PDFDocument.load(merged)).getPageCount()).toBe(pages);
    const text = pdfText(merged);
    for (const c of sunshineClasses) expect(text).toContain(c.name);
  }, 180_000);

  it('refuses the results to another school (404)', async () => {
    const [one] = sunshineClasses;
    const jobId = (
      await h.call(
        API.pdf.startBatch,
        {
          route: REPORT_ROUTES.classRoster,
          name: 'x',
          items: [{ query: { ClassId: one!.id }, name: 'x.pdf' }],
        },
        admin,
      )
    ).json().response;
    await waitForJob(jobId);
    expect((await h.call(API.pdf.batchResult, { jobId: jobId }, rainbow)).statusCode).toBe(404);
    expect((await h.call(API.pdf.batchResult, { jobId: jobId }, admin)).statusCode).toBe(200);
  }, 60_000);

  it('bundles a batch once when its bundle step runs twice at the same time: one merged file, no stray copy', async () => {
    const [one, two] = sunshineClasses;
    const jobId = (
      await h.call(
        API.pdf.startBatch,
        {
          route: REPORT_ROUTES.classRoster,
          name: 'twice',
          items: [
            { query: { ClassId: one!.id }, name: 'one.pdf' },
            { query: { ClassId: two!.id }, name: 'two.pdf' },
          ],
        },
        admin,
      )
    ).json().response as string;
    await waitForJob(jobId);
    // As if the bundle step had not run: open again, without its merged file.
    await h.db.update(pdfJobs).set({ finishedAt: null, mergedFileId: null }).where(eq(pdfJobs.id, jobId));
    const rows = await h.db.$count(storedFiles);
    const onDisk = filesUnder(path.join(dataDir, 'files')).length;
    const deps: BatchWorkerDeps = {
      db: h.db,
      store: diskFileStore(dataDir),
      engine: h.app.pdf.engine,
      renders: h.app.pdf.renders,
      queue: h.app.pdf.queue,
      buildId: 'test',
      principalOf: (claims) => h.app.auth.principalOf(claims),
      instanceId: 'test',
    };
    await Promise.all([bundleBatch(deps, { jobId }), bundleBatch(deps, { jobId })]);
    const [job] = await h.db.select().from(pdfJobs).where(eq(pdfJobs.id, jobId));
    expect(job!.finishedAt).not.toBeNull();
    expect(job!.mergedFileId).toBeTruthy();
    expect(await h.db.$count(storedFiles)).toBe(rows + 1);
    expect(filesUnder(path.join(dataDir, 'files')).length).toBe(onDisk + 1);
  }, 60_000);
});
