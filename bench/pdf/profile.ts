/**
 * Where the server route's time and bytes go, measured beside it in the same Chromium: pages
 * of one context (the print pool shares one, so only its first page loads cold), A4
 * viewport, each page loaded to `__REPORT_READY__`, then printed with the engine's options
 * and once more with the tag tree.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { READY, signedInContext } from './legacy';
import { since } from './lifecycle';
import { pdfImages } from './poppler';
import { spread } from './report';

/** pdf-engine.ts: A4 at 96 dpi and the print options it uses (keep in step with it). */
const A4_VIEWPORT = { width: 794, height: 1123 };
const ENGINE_PDF = {
  printBackground: true,
  preferCSSPageSize: true,
  format: 'A4',
  outline: true,
  tagged: false,
};
/** the same with the tag tree, to show what it would cost */
const TAGGED_PDF = { ...ENGINE_PDF, tagged: true };

/** What the page fetched, by kind, and when the last of each kind arrived (ms after `start`: navigation, or the report handed to the print page). */
const TIMELINE = `((start) => {
  const kindOf = (r) =>
    r.initiatorType === 'img' ? 'images' : /\\.woff2?($|\\?)/.test(r.name) ? 'fonts' : /\\.m?js($|\\?)/.test(r.name) ? 'scripts'
      : /\\.css($|\\?)/.test(r.name) ? 'styles' : /\\/api\\//.test(r.name) ? 'api' : 'other';
  const groups = {};
  for (const r of performance.getEntriesByType('resource')) {
    const g = (groups[kindOf(r)] ??= { count: 0, bytes: 0, lastEndMs: 0 });
    g.count += 1;
    g.bytes += r.encodedBodySize;
    g.lastEndMs = Math.max(g.lastEndMs, Math.round(r.responseEnd - start));
  }
  const nav = performance.getEntriesByType('navigation')[0];
  const dcl = start === 0 ? Math.round(nav.domContentLoadedEventEnd) : 0;
  return { domContentLoadedMs: dcl, readySeenMs: Math.round(performance.now() - start), groups };
})`;

/** The print page (issue 16): loaded once, then handed one report after another, as the engine does. */
const PRINT_PAGE = '/report.html';
const PRINT_PAGE_READY = '() => window.__KG_PRINT_READY__ === true';

export type Timeline = {
  domContentLoadedMs: number;
  /** when the bench saw __REPORT_READY__ (polled every 50 ms) */
  readySeenMs: number;
  groups: Record<string, { count: number; bytes: number; lastEndMs: number }>;
};

export type PrintProfile = {
  /** measured on the print page (report.html), reports rendered in place */
  printPage: boolean;
  /** warm pages measured after the cold one */
  runs: number;
  /** navigation to __REPORT_READY__ on the first page of a new context (nothing cached) */
  coldLoadMs: number;
  /** the same on later pages of that context (median): scripts, styles and fonts cached */
  warmLoadMs: number;
  /** page.pdf with the engine's options (median of all pages) */
  pdfMs: number;
  pdfBytes: number;
  /** page.pdf with the tag tree as well */
  taggedMs: number;
  taggedBytes: number;
  images: { count: number; bytes: number };
  /** the cold page: what a new context fetches and when; and the last warm page */
  timeline: Timeline;
  warmTimeline: Timeline;
};

type Row = { loadMs: number; pdfMs: number; pdfBytes: number; taggedMs: number; taggedBytes: number };

/**
 * With `printPage` (the build has report.html), one page loads it and renders the report
 * `runs + 1` times in place, as the engine's pool pages do: the first is cold, the rest reuse
 * the page. Without it, a new page of the same context loads the report route each time.
 */
export async function profilePrint(
  browser: Browser,
  base: string,
  route: string,
  runs: number,
  tmp: string,
  printPage = false,
): Promise<PrintProfile> {
  const rows: Row[] = [];
  const timelines: Timeline[] = [];
  let images = { count: 0, bytes: 0 };
  // One context for every page, as the print pool shares one: the first page is cold.
  const context = await signedInContext(browser, base, 'admin', { viewport: A4_VIEWPORT });
  try {
    const kept = printPage ? await context.newPage() : null;
    for (let i = 0; i <= runs; i++) {
      const page = kept ?? (await context.newPage());
      try {
        const t0 = performance.now();
        let start = 0;
        if (!kept) await page.goto(route, { waitUntil: 'domcontentloaded' });
        else {
          if (i === 0) {
            await page.goto(PRINT_PAGE, { waitUntil: 'domcontentloaded' });
            await page.waitForFunction(PRINT_PAGE_READY, undefined, { timeout: 60_000, polling: 20 });
          } else start = await page.evaluate('performance.clearResourceTimings(), performance.now()');
          await page.evaluate(`window.__KG_PRINT__(${JSON.stringify(route)})`);
        }
        await page.waitForFunction(READY, undefined, { timeout: 60_000, polling: 50 });
        const loadMs = since(t0);
        timelines.push((await page.evaluate(`${TIMELINE}(${start})`)) as Timeline);
        const t1 = performance.now();
        const printed = await page.pdf(ENGINE_PDF);
        const pdfMs = since(t1);
        const t2 = performance.now();
        const tagged = await page.pdf(TAGGED_PDF);
        const taggedMs = since(t2);
        rows.push({ loadMs, pdfMs, pdfBytes: printed.length, taggedMs, taggedBytes: tagged.length });
        const file = path.join(tmp, `profile-${i}.pdf`);
        writeFileSync(file, printed);
        writeFileSync(path.join(tmp, `profile-${i}-tagged.pdf`), tagged);
        images = pdfImages(file);
      } finally {
        if (!kept) await page.close();
      }
    }
  } finally {
    await context.close();
  }
  const med = (key: keyof Row, from = 0) => spread(rows.slice(from).map((r) => r[key])).median;
  return {
    printPage,
    runs,
    coldLoadMs: rows[0]!.loadMs,
    warmLoadMs: med('loadMs', 1),
    pdfMs: med('pdfMs'),
    pdfBytes: med('pdfBytes'),
    taggedMs: med('taggedMs'),
    taggedBytes: med('taggedBytes'),
    images,
    timeline: timelines[0]!,
    warmTimeline: timelines.at(-1)!,
  };
}
