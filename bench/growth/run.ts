/**
 * Growth-booklet batch benchmark (not a test, issue 7): a class of 30 children whose teacher
 * has filled every page of the demo's 小班 template (observations, plates with photos, the
 * summary written from the scores, exercise, physical exam, epilogue), printed as one StartBatch
 * job of 30 booklets; the time to the first booklet, the whole job, pages, and the merged PDF
 * and zip. Writes growth/results.md and growth/results.json.
 *
 *   npm run build                          # the web build it serves (apps/web/dist)
 *   npm run growth -w @kg/bench            # or, from the root: npm run bench:growth
 *   npm run growth -w @kg/bench -- --children 6   # quick trial
 */
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { API, REPORT_ROUTES, type TBatchProgress } from '@kg/contracts';
import { signIn, startApp, webDistOf } from '../pdf/app';
import { cleanup, isInterrupted, onInterrupt, removeOnExit, since } from '../pdf/lifecycle';
import { pdfFonts, pdfPages } from '../pdf/poppler';
import { fillClass, type TFilled } from './fill';

const here = import.meta.dirname;
const repoRoot = path.resolve(here, '../..');
const { values: args } = parseArgs({
  options: {
    children: { type: 'string', default: '30' },
    'web-dist': { type: 'string' },
    /** keep the merged PDF and the zip here (to look at them) */
    out: { type: 'string' },
  },
});
const wanted = Number(args.children);
const webDist = path.resolve(args['web-dist'] ?? webDistOf(repoRoot));
const POLL_MS = 200;

async function main() {
  onInterrupt();
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'kg-bench-growth-'));
  removeOnExit(tmp);
  const bench = await startApp(tmp, webDist);
  const teacher = await signIn(bench.base, 'teacher');
  console.log(`› filling the booklets of ${wanted} children…`);
  const t0 = performance.now();
  const filled: TFilled = await fillClass(bench, teacher, wanted);
  const fillSeconds = since(t0) / 1000;
  console.log(`  ${filled.records} records in ${fillSeconds.toFixed(1)} s`);

  const t1 = performance.now();
  const jobId = await teacher.call<string>('POST', API.pdf.startBatch.path, {
    route: REPORT_ROUTES.growingFootprint,
    name: `${filled.className}_成长档案`,
    items: filled.items,
  });
  let progress: TBatchProgress;
  let firstSeconds = 0;
  let shown = -1;
  for (;;) {
    progress = await teacher.call<TBatchProgress>('GET', `${API.pdf.batchProgress.path}?jobId=${jobId}`);
    if (progress.Done > 0 && !firstSeconds) firstSeconds = since(t1) / 1000;
    if (progress.Done !== shown) {
      shown = progress.Done;
      process.stdout.write(`\r  ${progress.Done}/${progress.Total} after ${(since(t1) / 1000).toFixed(1)} s`);
    }
    if (progress.Status === 'done' || isInterrupted()) break;
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  const totalSeconds = since(t1) / 1000;
  process.stdout.write('\n');
  for (const f of progress.Failures) console.warn(`  failed: ${f.Name}: ${f.Msg}`);

  const t2 = performance.now();
  const merged = await teacher.download(
    await teacher.call<string>('GET', `${API.pdf.batchResult.path}?jobId=${jobId}&format=merged`),
  );
  const mergedSeconds = since(t2) / 1000;
  const zip = await teacher.download(
    await teacher.call<string>('GET', `${API.pdf.batchResult.path}?jobId=${jobId}&format=zip`),
  );
  const mergedFile = path.join(tmp, 'merged.pdf');
  writeFileSync(mergedFile, merged);
  const pages = pdfPages(mergedFile);
  const fonts = pdfFonts(mergedFile);
  if (args.out) {
    mkdirSync(args.out, { recursive: true });
    copyFileSync(mergedFile, path.join(args.out, 'growth-merged.pdf'));
    writeFileSync(path.join(args.out, 'growth-booklets.zip'), zip);
  }

  const result = {
    date: new Date().toISOString().slice(0, 10),
    node: process.version,
    cpus: os.cpus().length,
    children: wanted,
    records: filled.records,
    photos: filled.photos,
    fillSeconds,
    firstBookletSeconds: firstSeconds,
    totalSeconds,
    booklets: progress.Done - progress.Failed,
    failures: progress.Failed,
    pages,
    mergedSeconds,
    mergedBytes: merged.length,
    mergedFonts: fonts,
    zipBytes: zip.length,
  };
  const kb = (n: number) => `${Math.round(n / 1024).toLocaleString('en')} KB`;
  const md = [
    `Growth booklets of one class, ${result.date}, Node ${result.node}, ${result.cpus} cores, PDF concurrency ${bench.config.pdf.concurrency}`,
    '',
    '| children | records | photos | first booklet | whole batch | per booklet | pages | failures | merged PDF | fonts in it (pdffonts) | zip |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    `| ${wanted} | ${filled.records} | ${filled.photos} | ${firstSeconds.toFixed(1)} s | ${totalSeconds.toFixed(1)} s | ${(totalSeconds / Math.max(1, result.booklets)).toFixed(2)} s | ${pages} | ${result.failures} | ${kb(merged.length)} (${mergedSeconds.toFixed(2)} s) | ${fonts.embedded} embedded, ${fonts.names} names${fonts.eachOnce ? ', each once' : ''} | ${kb(zip.length)} |`,
    '',
  ].join('\n');
  console.log(`\n${md}`);
  writeFileSync(path.join(here, 'results.md'), md);
  writeFileSync(path.join(here, 'results.json'), `${JSON.stringify(result, null, 2)}\n`);
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => cleanup());
