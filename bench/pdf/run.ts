/**
 * PDF benchmark (not a test, issue 4): the same 10-page 班级幼儿名册, in one run, printed by the
 * server (POST /pdfapi/Pdf/RenderReport + GET the file) versus the legacy capture route
 * (html2canvas at scale 2 + jsPDF in the same Chromium); then a 30-report batch job.
 * Writes pdf/results.md and pdf/results.json.
 *
 *   npm run build                      # the web build it serves (apps/web/dist)
 *   npm run pdf -w @kg/bench           # or, from the root: npm run bench:pdf
 *   npm run pdf -w @kg/bench -- --runs 2 --batch 4 --web-dist /tmp/dist-x   # quick trial
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { API, REPORT_ROUTES } from '@kg/contracts';
import { type BenchApp, signIn, startApp, webDistOf } from './app';
import { runBatch } from './batch';
import { openLegacy } from './legacy';
import { cleanup, isInterrupted, onInterrupt, removeOnExit, since } from './lifecycle';
import { checkText, havePoppler, pdfPages } from './poppler';
import { profilePrint } from './profile';
import {
  batchTable,
  comparisonTable,
  type LegacyPhases,
  phasesTable,
  serverProfileTable,
  spread,
  TARGETS,
  targetsTable,
  timelineTable,
} from './report';

const here = import.meta.dirname;
const repoRoot = path.resolve(here, '../..');
const TEN_PAGES = 10;
/** Roster rows per continuation page (rosterLayout ROSTER_ROWS): the first guess's step. */
const ROWS_PER_PAGE = 17;

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    batch: { type: 'string', default: '30' },
    'batch-children': { type: 'string', default: '25' },
    'web-dist': { type: 'string' },
    /** keep the last server and legacy PDF here (to look at them) */
    out: { type: 'string' },
  },
});
const runs = Number(args.runs);
const batchSize = Number(args.batch);
const batchChildren = Number(args['batch-children']);
const webDist = path.resolve(args['web-dist'] ?? webDistOf(repoRoot));
if (![runs, batchSize, batchChildren].every((v) => Number.isInteger(v) && v > 0)) {
  console.error(
    'usage: tsx pdf/run.ts [--runs n] [--batch n] [--batch-children n] [--web-dist dir] [--out dir]',
  );
  process.exit(2);
}

const loadavg = (l: number[]) => l.map((v) => v.toFixed(2)).join(' / ');
const rosterOf = (classId: number) => `${REPORT_ROUTES.classRoster}?ClassId=${classId}`;

/** Adds or moves children until the report shows exactly ten A4 page elements in the browser. */
async function tenPageClass(bench: BenchApp, count: (route: string) => Promise<number>) {
  const klass = await bench.addClass('名册十页班');
  const spare = await bench.addClass('名册备用班');
  // cover, catalogue, overview, back cover + 6 table pages (16 rows, then 17 a page)
  await bench.addChildren(klass.id, 93);
  for (let attempt = 0; attempt < 6; attempt++) {
    const pages = await count(rosterOf(klass.id));
    console.log(`  ${klass.name}: ${(await bench.childNames(klass.id)).length} children -> ${pages} pages`);
    if (pages === TEN_PAGES) return klass;
    if (pages < TEN_PAGES) await bench.addChildren(klass.id, (TEN_PAGES - pages) * ROWS_PER_PAGE);
    else await bench.moveChildren(klass.id, spare.id, (pages - TEN_PAGES) * ROWS_PER_PAGE);
  }
  throw new Error('could not size the class to 10 pages');
}

async function main() {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    console.error(`No web build at ${webDist}: run \`npm run build\` first (or pass --web-dist).`);
    process.exitCode = 1;
    return;
  }
  if (!havePoppler()) {
    console.error('pdfinfo / pdftotext not found: install poppler-utils.');
    process.exitCode = 1;
    return;
  }
  const date = new Date().toISOString();
  const loadAtStart = os.loadavg();
  const cpus = os.cpus();
  const cpuModel = cpus[0]?.model.trim() ?? 'unknown';
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'kg-bench-pdf-'));
  removeOnExit(tmp);

  console.log(`KinderGrowth PDF benchmark: node ${process.version}, ${cpus.length} x ${cpuModel}`);
  console.log(
    `seeding the demo school and starting the app (web build ${path.relative(repoRoot, webDist) || webDist}) ...`,
  );
  const bench = await startApp(path.join(tmp, 'data'), webDist);
  const engine = bench.app.pdf.engine;
  const source = await engine.browserSource();
  if (!source) throw new Error('no Chromium found: the server cannot print (install the chromium package)');
  // Time the print inside the server (pool page: context, load, page.pdf) apart from the call.
  const printMs: number[] = [];
  const print = engine.print.bind(engine);
  engine.print = async (input) => {
    const t = performance.now();
    try {
      return await print(input);
    } finally {
      printMs.push(since(t));
    }
  };
  const api = await signIn(bench.base);
  const legacy = await openLegacy(source.executablePath, source.args, bench.base);
  console.log(`Chromium ${legacy.version} (${source.executablePath}), PDF concurrency ${engine.concurrency}`);

  console.log('sizing the 10-page report ...');
  const klass = await tenPageClass(bench, legacy.countPages);
  const names = await bench.childNames(klass.id);

  // Server route: a new file name every run, so the stored-PDF cache does not answer.
  console.log(`server route: 1 warm-up + ${runs} runs ...`);
  const server: { ms: number; printMs: number; bytes: number; pages: number; selectable: boolean }[] = [];
  for (let i = 0; i <= runs && !isInterrupted(); i++) {
    const t0 = performance.now();
    const file = await api.call<string>('POST', API.pdf.render.path, {
      route: REPORT_ROUTES.classRoster,
      query: { ClassId: klass.id },
      name: `${klass.name}_幼儿名册_${i}`,
    });
    const pdf = await api.download(file);
    const ms = since(t0);
    const out = path.join(tmp, `server-${i}.pdf`);
    writeFileSync(out, pdf);
    const text = checkText(out, klass.name, names);
    const run = {
      ms,
      printMs: printMs.at(-1) ?? 0,
      bytes: pdf.length,
      pages: pdfPages(out),
      selectable: text.selectable,
    };
    console.log(
      `  ${i === 0 ? 'warm-up' : `run ${i}`}: ${ms} ms (print ${run.printMs}), ${pdf.length} bytes, ${run.pages} pages, ` +
        `text: class ${text.classFound ? 'found' : 'missing'}, children ${text.childrenFound}/${text.children}`,
    );
    if (i > 0) server.push(run);
  }

  console.log(`legacy route: 1 warm-up + ${runs} runs ...`);
  const legacyRuns: (Awaited<ReturnType<typeof legacy.capture>> & {
    selectable: boolean;
    pdfPages: number;
  })[] = [];
  for (let i = 0; i <= runs && !isInterrupted(); i++) {
    const run = await legacy.capture(rosterOf(klass.id));
    const out = path.join(tmp, `legacy-${i}.pdf`);
    writeFileSync(out, run.pdf);
    const text = checkText(out, klass.name, names);
    const row = { ...run, selectable: text.selectable, pdfPages: pdfPages(out) };
    console.log(
      `  ${i === 0 ? 'warm-up' : `run ${i}`}: ${run.totalMs} ms (load ${run.loadMs}, html2canvas ${Math.round(run.captureMs)}, ` +
        `jpeg ${Math.round(run.encodeMs)}, jsPDF ${Math.round(run.pdfMs)}), ${run.pdf.length} bytes, ${row.pdfPages} pages, ` +
        `text: children ${text.childrenFound}/${text.children}`,
    );
    if (i > 0) legacyRuns.push(row);
  }
  if (isInterrupted()) return;
  console.log(
    `profile beside the server route: one context, 1 cold + ${runs} warm pages, load + page.pdf ...`,
  );
  const printPage = existsSync(path.join(webDist, 'report.html'));
  const beside = await profilePrint(legacy.browser, bench.base, rosterOf(klass.id), runs, tmp, printPage);
  await legacy.close();
  if (isInterrupted()) return;

  console.log(
    `batch: ${batchSize} reports of ${batchChildren} children, PDF concurrency ${engine.concurrency} ...`,
  );
  const batch = await runBatch(bench, api, batchSize, batchChildren, engine.concurrency, tmp);

  const serverRow = {
    label: 'server: RenderReport + GET file',
    runs: server.length,
    ms: spread(server.map((r) => r.ms)),
    bytes: spread(server.map((r) => r.bytes)),
    pages: server[0]?.pages ?? 0,
    selectableText: server.every((r) => r.selectable),
  };
  const legacyRow = {
    label: 'legacy: html2canvas ×2, JPEG 1.0, jsPDF',
    runs: legacyRuns.length,
    ms: spread(legacyRuns.map((r) => r.totalMs)),
    bytes: spread(legacyRuns.map((r) => r.pdf.length)),
    pages: legacyRuns[0]?.pdfPages ?? 0,
    selectableText: legacyRuns.some((r) => r.selectable),
  };
  const byTime = [...legacyRuns].sort((a, b) => a.totalMs - b.totalMs);
  const medianRun = byTime[Math.floor((byTime.length - 1) / 2)]!;
  const phases: LegacyPhases = medianRun;
  const targets = {
    speedRatio: legacyRow.ms.median / serverRow.ms.median,
    sizeRatio: legacyRow.bytes.median / serverRow.bytes.median,
    selectable: serverRow.selectableText,
    batchReports: batch.reports,
    batchSeconds: batch.totalSeconds,
    fontsOnce: batch.mergedFonts.eachOnce,
  };
  const serverProfile = {
    totalMs: serverRow.ms.median,
    printMs: spread(server.map((r) => r.printMs)).median,
    bytes: serverRow.bytes.median,
    beside,
  };
  const tables = [
    comparisonTable([serverRow, legacyRow]),
    '',
    targetsTable(targets),
    '',
    phasesTable(phases, legacyRow.pages),
    '',
    serverProfileTable(serverProfile),
    '',
    timelineTable(beside.timeline, beside.warmTimeline),
    '',
    batchTable(batch),
  ].join('\n');

  const loadAtEnd = os.loadavg();
  const md = [
    '# PDF benchmark results',
    '',
    `- date: ${date}`,
    `- node: ${process.version} (${process.platform} ${process.arch})`,
    `- CPU: ${cpus.length} x ${cpuModel}; load average (1/5/15 min) ${loadavg(loadAtStart)} at the start, ` +
      `${loadavg(loadAtEnd)} at the end (other work on the machine shows here)`,
    `- Chromium: ${legacy.version} (${source.executablePath}), the same binary for both routes`,
    `- report: 班级幼儿名册 of ${klass.name}, ${names.length} children with portraits, ${TEN_PAGES} A4 pages`,
    `- ${runs} timed runs per route after 1 warm-up; server: POST RenderReport (new name each run) + GET the file; ` +
      'legacy: navigation start to the PDF bytes in Node (JPEG, quality 1.0, scale 2)',
    `- batch: StartBatch of ${batch.reports} classes, PDF concurrency ${batch.concurrency} (default: number of cores)`,
    '',
    tables,
    '',
  ].join('\n');
  const json = {
    date,
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    cpuCount: cpus.length,
    cpuModel,
    loadAverage: { start: loadAtStart, end: loadAtEnd },
    chromium: { version: legacy.version, path: source.executablePath },
    report: {
      route: REPORT_ROUTES.classRoster,
      className: klass.name,
      children: names.length,
      pages: TEN_PAGES,
    },
    legacy: { scale: 2, format: 'image/jpeg', quality: 1 },
    server: { summary: serverRow, runs: server, profile: serverProfile },
    legacyRoute: { summary: legacyRow, runs: legacyRuns.map(({ pdf: _pdf, ...r }) => r) },
    targets: { goals: TARGETS, measured: targets },
    batch,
  };
  if (args.out) {
    mkdirSync(args.out, { recursive: true });
    copyFileSync(path.join(tmp, `server-${runs}.pdf`), path.join(args.out, 'server.pdf'));
    copyFileSync(path.join(tmp, `legacy-${runs}.pdf`), path.join(args.out, 'legacy.pdf'));
    copyFileSync(path.join(tmp, `profile-${runs - 1}-tagged.pdf`), path.join(args.out, 'tagged.pdf'));
  }
  writeFileSync(path.join(here, 'results.md'), md);
  writeFileSync(path.join(here, 'results.json'), `${JSON.stringify(json, null, 2)}\n`);
  console.log(`\n${tables}\n`);
  console.log(`written: ${path.relative(process.cwd(), path.join(here, 'results.md'))}, results.json`);
}

onInterrupt();
try {
  await main();
} catch (err) {
  // After Ctrl-C the closing app makes the step in flight fail: that is not news.
  if (!isInterrupted()) console.error(err);
  process.exitCode = 1;
} finally {
  await cleanup();
}
