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

/** What the page fetched, by kind, and when the last of each kind arrived (ms after navigation start). */
const TIMELINE = `(() => {
  const kindOf = (r) =>
    r.initiatorType === 'img' ? 'images' : /\\.woff2?($|\\?)/.test(r.name) ? 'fonts' : /\\.m?js($|\\?)/.test(r.name) ? 'scripts'
      : /\\.css($|\\?)/.test(r.name) ? 'styles' : /\\/api\\//.test(r.name) ? 'api' : 'other';
  const groups = {};
  for (const r of performance.getEntriesByType('resource')) {
    const g = (groups[kindOf(r)] ??= { count: 0, bytes: 0, lastEndMs: 0 });
    g.count += 1;
    g.bytes += r.encodedBodySize;
    g.lastEndMs = Math.max(g.lastEndMs, Math.round(r.responseEnd));
  }
  const nav = performance.getEntriesByType('navigation')[0];
  return { domContentLoadedMs: Math.round(nav.domContentLoadedEventEnd), readySeenMs: Math.round(performance.now()), groups };
})()`;

export type Timeline = {
  domContentLoadedMs: number;
  /** when the bench saw __REPORT_READY__ (polled every 50 ms) */
  readySeenMs: number;
  groups: Record<string, { count: number; bytes: number; lastEndMs: number }>;
};

export type PrintProfile = {
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

export async function profilePrint(
  browser: Browser,
  base: string,
  route: string,
  runs: number,
  tmp: string,
): Promise<PrintProfile> {
  const rows: Row[] = [];
  const timelines: Timeline[] = [];
  let images = { count: 0, bytes: 0 };
  // One context for every page, as the print pool shares one: the first page is cold.
  const context = await signedInContext(browser, base, 'admin', { viewport: A4_VIEWPORT });
  try {
    for (let i = 0; i <= runs; i++) {
      const page = await context.newPage();
      try {
        const t0 = performance.now();
        await page.goto(route, { waitUntil: 'domcontentloaded' });
        await page.waitForFunction(READY, undefined, { timeout: 60_000, polling: 50 });
        const loadMs = since(t0);
        timelines.push((await page.evaluate(TIMELINE)) as Timeline);
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
        await page.close();
      }
    }
  } finally {
    await context.close();
  }
  const med = (key: keyof Row, from = 0) => spread(rows.slice(from).map((r) => r[key])).median;
  return {
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
