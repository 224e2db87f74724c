/** The benchmark's numbers as Markdown: the comparison, the targets, the legacy phases and the batch. */

export type Spread = { median: number; min: number; max: number };

export function spread(values: number[]): Spread {
  const s = [...values].sort((a, b) => a - b);
  if (s.length === 0) return { median: Number.NaN, min: Number.NaN, max: Number.NaN };
  const mid = Math.floor(s.length / 2);
  const median = s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
  return { median, min: s[0]!, max: s[s.length - 1]! };
}

export type RouteResult = {
  label: string;
  runs: number;
  ms: Spread;
  bytes: Spread;
  pages: number;
  selectableText: boolean;
};

export type BatchResult = {
  reports: number;
  childrenPerClass: number;
  concurrency: number;
  totalSeconds: number;
  reportsPerSecond: number;
  pages: number;
  failures: number;
  mergedSeconds: number;
  mergedBytes: number;
  mergedFonts?: { embedded: number; names: number; eachOnce: boolean };
  zipSeconds: number;
  zipBytes: number;
};

export type Targets = {
  speedRatio: number;
  sizeRatio: number;
  selectable: boolean;
  batchReports: number;
  batchSeconds: number;
  /** every font name of the merged batch embedded once */
  fontsOnce?: boolean;
};

const n = (v: number, digits = 0) =>
  v.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
export const kb = (bytes: number) => `${n(bytes / 1024)} KB`;
const range = (s: Spread, f: (v: number) => string) => `${f(s.min)} – ${f(s.max)}`;
const yes = (b: boolean) => (b ? 'yes' : 'no');

export function comparisonTable(rows: RouteResult[]): string {
  const lines = [
    '| route | runs | time median | time min – max | size median | size min – max | pages | selectable text |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.label} | ${r.runs} | ${n(r.ms.median)} ms | ${range(r.ms, (v) => `${n(v)} ms`)} | ` +
        `${kb(r.bytes.median)} | ${range(r.bytes, kb)} | ${r.pages} | ${yes(r.selectableText)} |`,
    );
  }
  return lines.join('\n');
}

/** issue 16's targets (issue 4 asked 4×, 10× and under 60 s) */
export const TARGETS = { speed: 8, size: 10, batchSeconds: 15 } as const;

export function targetsTable(t: Targets): string {
  return [
    '| target | goal | measured | met |',
    '| --- | --- | ---: | --- |',
    `| speed (legacy median ÷ server median) | ≥ ${TARGETS.speed}× | ${n(t.speedRatio, 1)}× | ${yes(t.speedRatio >= TARGETS.speed)} |`,
    `| size (legacy median ÷ server median) | ≥ ${TARGETS.size}× | ${n(t.sizeRatio, 1)}× | ${yes(t.sizeRatio >= TARGETS.size)} |`,
    `| selectable text in the server PDF | yes | ${yes(t.selectable)} | ${yes(t.selectable)} |`,
    `| ${t.batchReports}-report batch (target: 30) | < ${TARGETS.batchSeconds} s | ${n(t.batchSeconds, 1)} s | ${yes(t.batchSeconds < TARGETS.batchSeconds)} |`,
    `| each font embedded once in the merged batch (pdffonts) | yes | ${t.fontsOnce === undefined ? '-' : yes(t.fontsOnce)} | ${yes(t.fontsOnce === true)} |`,
  ].join('\n');
}

export type LegacyPhases = Record<
  'loadMs' | 'injectMs' | 'captureMs' | 'encodeMs' | 'pdfMs' | 'transferMs',
  number
> & { imageBytes: number; canvas: { width: number; height: number } };

export function phasesTable(p: LegacyPhases, pages: number): string {
  const rows: [string, number][] = [
    ['page load to `__REPORT_READY__`', p.loadMs],
    ['inject html2canvas + jsPDF', p.injectMs],
    ['html2canvas, all pages', p.captureMs],
    ["toDataURL('image/jpeg', 1.0), all pages", p.encodeMs],
    ['jsPDF addImage + output', p.pdfMs],
    ['bytes out of the page', p.transferMs],
  ];
  return [
    '| legacy phase (median run) | ms |',
    '| --- | ---: |',
    ...rows.map(([label, ms]) => `| ${label} | ${n(ms)} |`),
    `| JPEG per page | ${kb(p.imageBytes / Math.max(1, pages))} (${p.canvas.width} × ${p.canvas.height} px) |`,
  ].join('\n');
}

const fontsCell = (f: BatchResult['mergedFonts']) =>
  f ? `${f.embedded} embedded, ${f.names} names${f.eachOnce ? ', each once' : ''}` : '-';

export function batchTable(b: BatchResult): string {
  return [
    '| reports | concurrency | total | reports/s | pages | failures | merged PDF | fonts in it (pdffonts) | zip |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    `| ${b.reports} × ${b.childrenPerClass} children | ${b.concurrency} | ${n(b.totalSeconds, 1)} s | ` +
      `${n(b.reportsPerSecond, 2)} | ${b.pages} | ${b.failures} | ` +
      `${n(b.mergedSeconds, 2)} s (${kb(b.mergedBytes)}) | ${fontsCell(b.mergedFonts)} | ${n(b.zipSeconds, 2)} s (${kb(b.zipBytes)}) |`,
  ].join('\n');
}

type TimelineData = {
  domContentLoadedMs: number;
  readySeenMs: number;
  groups: Record<string, { count: number; bytes: number; lastEndMs: number }>;
};

export type ServerProfile = {
  /** medians of the timed runs: the whole call, and engine.print inside the server */
  totalMs: number;
  printMs: number;
  bytes: number;
  beside: {
    /** measured on the print page (report.html), reports rendered in place */
    printPage?: boolean;
    runs: number;
    coldLoadMs: number;
    warmLoadMs: number;
    pdfMs: number;
    pdfBytes: number;
    taggedMs: number;
    taggedBytes: number;
    images: { count: number; bytes: number };
    timeline: TimelineData;
    warmTimeline: TimelineData;
  };
};

export function serverProfileTable(p: ServerProfile): string {
  const b = p.beside;
  return [
    '| server route (medians) | ms | bytes |',
    '| --- | ---: | ---: |',
    `| RenderReport + GET, end to end | ${n(p.totalMs)} | ${kb(p.bytes)} |`,
    `| … engine.print (pool page: load, page.pdf) | ${n(p.printMs)} | |`,
    `| … the rest (auth, data, cache key, store, GET) | ${n(p.totalMs - p.printMs)} | |`,
    b.printPage
      ? `| beside it, one context: print page loaded + first report to \`__REPORT_READY__\` (cold) | ${n(b.coldLoadMs)} | |`
      : `| beside it, one context: first page's load to \`__REPORT_READY__\` (cold) | ${n(b.coldLoadMs)} | |`,
    b.printPage
      ? `| beside it: later reports rendered in the same print page (${b.runs}) | ${n(b.warmLoadMs)} | |`
      : `| beside it: later pages' load (${b.runs}, cached) | ${n(b.warmLoadMs)} | |`,
    `| beside it: page.pdf as the engine prints (outline, no tags) | ${n(b.pdfMs)} | ${kb(b.pdfBytes)} |`,
    `| beside it: page.pdf with the tag tree as well | ${n(b.taggedMs)} | ${kb(b.taggedBytes)} |`,
    `| embedded pictures in the printed PDF (${b.images.count}) | | ${kb(b.images.bytes)} |`,
  ].join('\n');
}

/** The page's fetches by kind: how many, how big, and when the last one arrived, cold and warm. */
export function timelineTable(cold: TimelineData, warm: TimelineData): string {
  const rows = Object.entries(cold.groups).sort((a, b) => a[1].lastEndMs - b[1].lastEndMs);
  const warmEnd = (kind: string) => {
    const g = warm.groups[kind];
    return g ? `${n(g.lastEndMs)} ms` : '—';
  };
  return [
    '| page fetched | count | bytes | last arrived, cold | last arrived, warm |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...rows.map(
      ([kind, g]) => `| ${kind} | ${g.count} | ${kb(g.bytes)} | ${n(g.lastEndMs)} ms | ${warmEnd(kind)} |`,
    ),
    `| DOMContentLoaded | | | ${n(cold.domContentLoadedMs)} ms | ${n(warm.domContentLoadedMs)} ms |`,
    `| \`__REPORT_READY__\` seen (50 ms polling) | | | ${n(cold.readySeenMs)} ms | ${n(warm.readySeenMs)} ms |`,
  ].join('\n');
}
