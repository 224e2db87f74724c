/**
 * Theme evaluation benchmark (not a test, issue 17): a class of 30 children scored in a theme
 * through the API the way the teacher does it (the child opened, six photos uploaded, every
 * star, words in every block, saved), beside its baselines in the same run (the same stars in one
 * class-grid save, the class read); then the 30 child reports printed as one StartBatch job and
 * the class report rendered, beside the same batch engine printing as many class rosters.
 * Writes theme/results.md and theme/results.json.
 *
 *   npm run build                          # the web build it serves (apps/web/dist)
 *   npm run theme -w @kg/bench             # or, from the root: npm run bench:theme
 *   npm run theme -w @kg/bench -- --children 4 --out .tmp/theme   # quick trial, keep the PDFs
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  API,
  REPORT_FILE_SUFFIX,
  REPORT_ROUTES,
  reportFileName,
  type TSaveThemeGridRequest,
  themeClassReportPages,
} from '@kg/contracts';
import { prng } from '@kg/server/src/seed/names';
import { signIn, startApp, webDistOf } from '../pdf/app';
import { runBatch } from '../pdf/batch';
import { cleanup, isInterrupted, onInterrupt, removeOnExit, since } from '../pdf/lifecycle';
import { havePoppler, pdfFonts, pdfImages, pdfPages, pdfText } from '../pdf/poppler';
import { printBatch, renderReport } from './print';
import {
  childDetail,
  classGrid,
  classResult,
  classThemes,
  drawPhotos,
  evaluationOf,
  gridDiffers,
  gridOf,
  teacherTakesPhotos,
  uploadPhoto,
} from './score';

const here = import.meta.dirname;
const repoRoot = path.resolve(here, '../..');
const { values: args } = parseArgs({
  options: {
    children: { type: 'string', default: '30' },
    /** children in each class roster of the baseline batch (bench/pdf's batch: 25) */
    'roster-children': { type: 'string', default: '25' },
    'web-dist': { type: 'string' },
    /** keep the merged PDFs, the zip and the class report here (to look at them) */
    out: { type: 'string' },
  },
});
const wanted = Number(args.children);
const rosterChildren = Number(args['roster-children']);
const webDist = path.resolve(args['web-dist'] ?? webDistOf(repoRoot));
if (![wanted, rosterChildren].every((v) => Number.isInteger(v) && v > 0) || wanted > 60) {
  console.error(
    'usage: tsx theme/run.ts [--children n (1-60)] [--roster-children n] [--web-dist dir] [--out dir]',
  );
  process.exit(2);
}

const CLASS = '小一班';
const PHOTOS = 6;
const READS = 5;
const GRID_SAVES = 3;

/** Nearest-rank percentile of `ms`. */
const pct = (ms: number[], p: number) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const sum = (ms: number[]) => ms.reduce((a, b) => a + b, 0);
const loadavg = (l: number[]) => l.map((v) => v.toFixed(2)).join(' / ');
const kb = (n: number) => `${Math.round(n / 1024).toLocaleString('en')} KB`;
const ms = (n: number) => `${Math.round(n).toLocaleString('en')} ms`;
const s = (n: number, digits = 1) => `${n.toFixed(digits)} s`;

async function main() {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    console.error(`No web build at ${webDist}: run \`npm run build\` first (or pass --web-dist).`);
    process.exitCode = 1;
    return;
  }
  if (!havePoppler()) {
    console.error('pdfinfo / pdftotext / pdffonts not found: install poppler-utils.');
    process.exitCode = 1;
    return;
  }
  onInterrupt();
  const date = new Date().toISOString();
  const loadAtStart = os.loadavg();
  const cpus = os.cpus();
  const cpuModel = cpus[0]?.model.trim() ?? 'unknown';
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'kg-bench-theme-'));
  removeOnExit(tmp);
  console.log(`KinderGrowth theme benchmark: node ${process.version}, ${cpus.length} x ${cpuModel}`);
  console.log(`  load average ${loadavg(loadAtStart)}; seeding the demo school and starting the app ...`);
  const bench = await startApp(tmp, webDist);
  const teacher = await signIn(bench.base, 'teacher');
  const admin = await signIn(bench.base, 'admin');
  const concurrency = bench.config.pdf.concurrency;

  // The class's second theme of the term (the seed scored the first): topped up to `wanted`.
  const themes = await classThemes(teacher, CLASS);
  const [firstTheme, theme] = themes;
  if (!firstTheme || !theme) throw new Error(`${CLASS} has ${themes.length} themes in the open term, not 2`);
  const have = (await classResult(teacher, theme)).Children.length;
  if (have < wanted) await bench.addChildren(theme.ClassId, wanted - have);
  const children = (await classResult(teacher, theme)).Children.slice(0, wanted);
  if (children.some((c) => c.Status !== 0)) console.warn('  some children were already scored in the theme');
  console.log(`› ${CLASS}, 《${theme.Title}》: drawing ${PHOTOS * wanted} photos (JPEG ${1200}×${900}) ...`);
  const photos = await drawPhotos(PHOTOS * wanted);
  const photoBytes = sum(photos.map((p) => p.length));

  // 1. Scoring one by one, as the scoring page does: open the child, upload the photos one after
  //    another (PhotoGrid), save.
  console.log(`› scoring ${wanted} children one by one ...`);
  const rand = prng(20261126);
  const openMs: number[] = [];
  const uploadMs: number[] = [];
  const childUploadMs: number[] = [];
  const saveMs: number[] = [];
  const childMs: number[] = [];
  let stars = 0;
  let texts = 0;
  let complete = 0;
  const t0 = performance.now();
  for (const [i, child] of children.entries()) {
    if (isInterrupted()) return;
    const tChild = performance.now();
    const detail = await childDetail(teacher, theme, child.StudentId);
    openMs.push(since(tChild));
    const paths: string[] = [];
    const tUploads = performance.now();
    if (teacherTakesPhotos(detail))
      for (let k = 0; k < PHOTOS; k++) {
        const t = performance.now();
        paths.push(await uploadPhoto(bench.base, teacher, photos[i * PHOTOS + k]!, `IMG_${i}_${k}.jpg`));
        uploadMs.push(since(t));
      }
    childUploadMs.push(since(tUploads));
    const body = evaluationOf(theme, detail, paths, rand);
    const tSave = performance.now();
    const saved = await teacher.call<{ Status: number }>('POST', API.themeScoring.save.path, body);
    saveMs.push(since(tSave));
    childMs.push(since(tChild));
    if (saved.Status === 2) complete += 1;
    stars = body.questions.filter((q) => q.score > 0).length;
    texts = body.questions.filter((q) => q.content).length;
    process.stdout.write(`\r  ${i + 1}/${wanted} after ${(since(t0) / 1000).toFixed(1)} s`);
  }
  const scoringSeconds = since(t0) / 1000;
  process.stdout.write('\n');

  // Baselines beside it: the class read, the grid read, and the same children's stars (new ones)
  // given in one grid save, which keeps the words and photos.
  const timed = async (fn: () => Promise<unknown>) => {
    const t = performance.now();
    await fn();
    return since(t);
  };
  const resultMs: number[] = [];
  for (let i = 0; i < READS; i++) resultMs.push(await timed(() => classResult(teacher, theme)));
  const gridReadMs: number[] = [];
  for (let i = 0; i < READS; i++) gridReadMs.push(await timed(() => classGrid(teacher, theme)));
  const afterScoring = await classResult(teacher, theme);
  const scored = afterScoring.Children.filter((c) => children.some((x) => x.StudentId === c.StudentId));
  const photosKept = sum(scored.map((c) => c.Photos));
  const grid = await classGrid(teacher, theme);
  const gridMs: number[] = [];
  let lastGrid: TSaveThemeGridRequest | null = null;
  for (let i = 0; i < GRID_SAVES; i++) {
    lastGrid = gridOf(
      theme,
      grid,
      children.map((c) => c.StudentId),
      rand,
    );
    const body = lastGrid;
    gridMs.push(await timed(() => teacher.call('POST', API.themeScoring.saveGrid.path, body)));
  }
  const gridStars = lastGrid!.Rows[0]?.Scores.length ?? 0;
  const gridMismatches = gridDiffers(await classGrid(teacher, theme), lastGrid!);
  const afterGrid = (await classResult(teacher, theme)).Children.filter((c) =>
    children.some((x) => x.StudentId === c.StudentId),
  );
  const photosAfterGrid = sum(afterGrid.map((c) => c.Photos));
  console.log(
    `  saves ${ms(pct(saveMs, 50))} p50; grid save ${gridMs.map(ms).join(', ')}; ` +
      `complete ${complete}/${wanted}; photos kept ${photosKept}, after the grid ${photosAfterGrid}; grid rows not as saved: ${gridMismatches}`,
  );

  // 2. Printing. The print pool's pages load the print page once each: a small batch of the first
  //    theme's reports (other data, so nothing below is served from the store) warms them first.
  const seeded = (await classResult(teacher, firstTheme)).Children.filter((c) => c.Status > 0);
  if (seeded.length) {
    console.log(`› warm-up: ${Math.min(concurrency, seeded.length)} reports of 《${firstTheme.Title}》`);
    await printBatch(
      teacher,
      REPORT_ROUTES.themeChild,
      'warm-up',
      seeded.slice(0, concurrency).map((c) => ({
        query: { ThemeId: firstTheme.ThemeId, CustomerId: c.StudentId, ThemeMapId: firstTheme.ThemeMapId },
        name: `${c.Name}_warm-up`,
      })),
    );
  }

  console.log(`› ${wanted} theme reports as one StartBatch job (PDF concurrency ${concurrency}) ...`);
  const job = await printBatch(
    teacher,
    REPORT_ROUTES.themeChild,
    `${theme.ClassName}_${theme.Title}_${REPORT_FILE_SUFFIX.themeReport}`,
    children.map((c) => ({
      query: { ThemeId: theme.ThemeId, CustomerId: c.StudentId, ThemeMapId: theme.ThemeMapId },
      name: `${c.Name}_${REPORT_FILE_SUFFIX.themeReport}`,
    })),
  );
  const mergedFile = path.join(tmp, 'theme-merged.pdf');
  writeFileSync(mergedFile, job.merged);
  const text = pdfText(mergedFile);
  const names = [...new Set(children.map((c) => c.Name))];
  const themeReports = {
    reports: job.progress.Done - job.progress.Failed,
    failures: job.progress.Failed,
    firstSeconds: job.firstSeconds,
    totalSeconds: job.totalSeconds,
    pages: pdfPages(mergedFile),
    mergedSeconds: job.mergedSeconds,
    mergedBytes: job.merged.length,
    zipSeconds: job.zipSeconds,
    zipBytes: job.zip.length,
    fonts: pdfFonts(mergedFile),
    images: pdfImages(mergedFile),
    text: {
      title: text.includes(theme.Title),
      childrenFound: names.filter((n) => text.includes(n)).length,
      children: names.length,
    },
  };

  console.log(`› baseline: ${wanted} class rosters of ${rosterChildren} children, the same batch engine ...`);
  const roster = await runBatch(bench, admin, wanted, rosterChildren, concurrency, tmp);
  const rosterFile = path.join(tmp, 'batch-merged.pdf');
  const rosterImages = pdfImages(rosterFile);

  console.log("› the class report (RenderReport), and the first theme's as its baseline ...");
  const groups = (await classResult(teacher, theme)).Children.filter((c) => c.Status > 0).length;
  const classReport = await renderReport(
    teacher,
    REPORT_ROUTES.themeClass,
    { ThemeId: theme.ThemeId, ClassId: theme.ClassId },
    reportFileName(`${theme.ClassName}_${theme.Title}`, REPORT_FILE_SUFFIX.classReport),
  );
  const classFile = path.join(tmp, 'theme-class.pdf');
  writeFileSync(classFile, classReport.pdf);
  const classText = pdfText(classFile);
  const classPdf = {
    groups,
    renderSeconds: classReport.renderSeconds,
    seconds: classReport.seconds,
    pages: pdfPages(classFile),
    expectedPages: themeClassReportPages(groups),
    bytes: classReport.pdf.length,
    fonts: pdfFonts(classFile),
    images: pdfImages(classFile),
    text: {
      title: classText.includes(theme.Title),
      className: classText.includes(theme.ClassName),
      childrenFound: names.filter((n) => classText.includes(n)).length,
      children: names.length,
    },
  };

  // Baseline: the first theme's class report, scored by the seed (stars and words, no photos).
  const seededGroups = (await classResult(teacher, firstTheme)).Children.filter((c) => c.Status > 0).length;
  const seededReport = await renderReport(
    teacher,
    REPORT_ROUTES.themeClass,
    { ThemeId: firstTheme.ThemeId, ClassId: firstTheme.ClassId },
    reportFileName(`${firstTheme.ClassName}_${firstTheme.Title}`, REPORT_FILE_SUFFIX.classReport),
  );
  const seededFile = path.join(tmp, 'theme-class-seeded.pdf');
  writeFileSync(seededFile, seededReport.pdf);
  const seededPdf = {
    title: firstTheme.Title,
    groups: seededGroups,
    renderSeconds: seededReport.renderSeconds,
    seconds: seededReport.seconds,
    pages: pdfPages(seededFile),
    expectedPages: themeClassReportPages(seededGroups),
    bytes: seededReport.pdf.length,
    fonts: pdfFonts(seededFile),
    images: pdfImages(seededFile),
  };

  if (args.out) {
    mkdirSync(args.out, { recursive: true });
    copyFileSync(mergedFile, path.join(args.out, 'theme-merged.pdf'));
    writeFileSync(path.join(args.out, 'theme-reports.zip'), job.zip);
    copyFileSync(classFile, path.join(args.out, 'theme-class.pdf'));
    copyFileSync(rosterFile, path.join(args.out, 'roster-merged.pdf'));
    copyFileSync(seededFile, path.join(args.out, 'theme-class-seeded.pdf'));
  }

  const loadAtEnd = os.loadavg();
  const scoring = {
    children: wanted,
    photosPerChild: PHOTOS,
    starsPerChild: stars,
    textsPerChild: texts,
    complete,
    photosKept,
    photosAfterGrid,
    seconds: scoringSeconds,
    childMs,
    openMs,
    uploadMs,
    childUploadMs,
    saveMs,
    photoBytes,
    grid: { stars: gridStars, saveMs: gridMs, mismatches: gridMismatches },
    classResultMs: resultMs,
    gridReadMs,
  };

  const ok = (b: boolean) => (b ? 'yes' : 'NO');
  const up = sum(uploadMs) / 1000;
  const scoringTable = [
    `| scoring ${wanted} children (teacher 王丽) | requests | total | p50 | p95 |`,
    '| --- | ---: | ---: | ---: | ---: |',
    `| one by one: open the child, upload ${PHOTOS} photos, save (per child) | ${wanted * (2 + PHOTOS)} | **${s(scoringSeconds)}** | ${ms(pct(childMs, 50))} | ${ms(pct(childMs, 95))} |`,
    `| · open the child (GetThemeChildDetail) | ${wanted} | ${s(sum(openMs) / 1000, 2)} | ${ms(pct(openMs, 50))} | ${ms(pct(openMs, 95))} |`,
    `| · photos (UploadImage, ${uploadMs.length} JPEGs 1200×900, ${kb(photoBytes / Math.max(1, photos.length))} each; per photo) | ${uploadMs.length} | **${s(up)}** | ${ms(pct(uploadMs, 50))} | ${ms(pct(uploadMs, 95))} |`,
    `| · save (SaveThemeEvaluation: ${stars} stars, ${texts} texts, ${PHOTOS} photos; per child) | ${wanted} | ${s(sum(saveMs) / 1000, 2)} | **${ms(pct(saveMs, 50))}** | **${ms(pct(saveMs, 95))}** |`,
    `| baseline: the same children's stars (${gridStars} each) in one SaveThemeClassGrid, ${GRID_SAVES} times | 1 | **${ms(pct(gridMs, 50))}** (median; ${gridMs.map((m) => Math.round(m)).join(', ')}) | ${ms(pct(gridMs, 50) / wanted)} a child | - |`,
    `| baseline: read the class (GetThemeClassResult), ${READS} times | 1 | **${ms(pct(resultMs, 50))}** (median) | - | - |`,
    `| baseline: read the grid (GetThemeClassGrid), ${READS} times | 1 | ${ms(pct(gridReadMs, 50))} (median) | - | - |`,
  ].join('\n');

  const t = themeReports;
  const printTable = [
    `| printing (PDF concurrency ${concurrency}) | reports | first report | whole job | per report | pages | failures | merged PDF (build + GET) | zip | fonts in it (pdffonts) | pictures (pdfimages) | text selectable (pdftotext) |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | --- |',
    `| ${wanted} child reports 主题评价报告 (StartBatch, ${REPORT_ROUTES.themeChild}) | ${t.reports} | ${s(t.firstSeconds)} | **${s(t.totalSeconds)}** | **${s(t.totalSeconds / Math.max(1, t.reports), 2)}** | ${t.pages} | ${t.failures} | ${kb(t.mergedBytes)} (${s(t.mergedSeconds, 2)}) | ${kb(t.zipBytes)} (${s(t.zipSeconds, 2)}) | ${t.fonts.embedded} embedded, ${t.fonts.names} names${t.fonts.eachOnce ? ', each once' : ''} | ${t.images.count} (${kb(t.images.bytes)}) | ${ok(t.text.title && t.text.childrenFound === t.text.children)}: title, ${t.text.childrenFound}/${t.text.children} names |`,
    `| baseline: ${roster.reports} class rosters of ${roster.childrenPerClass} children (StartBatch, ${REPORT_ROUTES.classRoster}) | ${roster.reports - roster.failures} | - | **${s(roster.totalSeconds)}** | **${s(roster.totalSeconds / Math.max(1, roster.reports - roster.failures), 2)}** | ${roster.pages} | ${roster.failures} | ${kb(roster.mergedBytes)} (${s(roster.mergedSeconds, 2)}) | ${kb(roster.zipBytes)} (${s(roster.zipSeconds, 2)}) | ${roster.mergedFonts ? `${roster.mergedFonts.embedded} embedded, ${roster.mergedFonts.names} names${roster.mergedFonts.eachOnce ? ', each once' : ''}` : '-'} | ${rosterImages.count} (${kb(rosterImages.bytes)}) | - |`,
    `| class report 班级报告 of ${groups} evaluated children (RenderReport + GET, ${REPORT_ROUTES.themeClass}) | 1 | - | **${s(classPdf.seconds)}** (render ${s(classPdf.renderSeconds)}) | - | ${classPdf.pages} (2 × ${groups} + 5 = ${classPdf.expectedPages}) | 0 | ${kb(classPdf.bytes)} | - | ${classPdf.fonts.embedded} embedded, ${classPdf.fonts.names} names | ${classPdf.images.count} (${kb(classPdf.images.bytes)}) | ${ok(classPdf.text.title && classPdf.text.className && classPdf.text.childrenFound === classPdf.text.children)}: title, class, ${classPdf.text.childrenFound}/${classPdf.text.children} names |`,
    `| baseline: class report of 《${seededPdf.title}》, ${seededPdf.groups} children scored by the seed, stars and words, no photos (RenderReport + GET) | 1 | - | **${s(seededPdf.seconds)}** (render ${s(seededPdf.renderSeconds)}) | - | ${seededPdf.pages} (2 × ${seededPdf.groups} + 5 = ${seededPdf.expectedPages}) | 0 | ${kb(seededPdf.bytes)} | - | ${seededPdf.fonts.embedded} embedded, ${seededPdf.fonts.names} names | ${seededPdf.images.count} (${kb(seededPdf.images.bytes)}) | - |`,
  ].join('\n');

  const md = [
    '# Theme evaluation benchmark results (issue 17)',
    '',
    `- date: ${date}`,
    `- node: ${process.version} (${process.platform} ${process.arch})`,
    `- CPU: ${cpus.length} x ${cpuModel}; load average (1/5/15 min) ${loadavg(loadAtStart)} at the start, ` +
      `${loadavg(loadAtEnd)} at the end (other work on the machine shows here)`,
    `- class ${CLASS} (${wanted} children, drawn portraits), theme 《${theme.Title}》 (ThemeId ${theme.ThemeId}, ThemeMapId ${theme.ThemeMapId}), the class's second theme of the open term; PGlite`,
    `- scoring: ${wanted} children one after another, each opened, its ${PHOTOS} photos uploaded one by one, saved; then the baselines; ${complete}/${wanted} complete, ${photosKept} photos kept (after the grid saves: ${photosAfterGrid}), grid rows read back not as saved: ${gridMismatches}`,
    `- printing: the pool warmed by ${Math.min(concurrency, seeded.length)} reports of the first theme; the theme batch, then the roster baseline, then the class report and its baseline (the first theme's); BatchProgress every 200 ms`,
    '',
    scoringTable,
    '',
    printTable,
    '',
  ].join('\n');
  const json = {
    date,
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    cpuCount: cpus.length,
    cpuModel,
    loadAverage: { start: loadAtStart, end: loadAtEnd },
    pdfConcurrency: concurrency,
    class: CLASS,
    theme,
    scoring,
    themeReports,
    rosterBaseline: { ...roster, images: rosterImages },
    classReport: classPdf,
    seededClassReport: seededPdf,
  };
  writeFileSync(path.join(here, 'results.md'), md);
  writeFileSync(path.join(here, 'results.json'), `${JSON.stringify(json, null, 2)}\n`);
  console.log(`\n${md}`);
  console.log(`written: ${path.relative(process.cwd(), path.join(here, 'results.md'))}, results.json`);
}

main()
  .catch((error) => {
    if (!isInterrupted()) console.error(error);
    process.exitCode = 1;
  })
  .finally(() => cleanup());
