import { randomUUID } from 'node:crypto';
import { PDF_MESSAGES } from '@kg/contracts';
import type { Page } from 'playwright-core';
import { AppError } from '../lib/app-error';
import { BrowserPool, type PoolLog, PoolTimeoutError } from './browser-pool';
import { type BrowserChoice, type BrowserSource, findChromium } from './chromium';
import { RENDER_TOKEN_HEADER } from './render-sessions';

export type PdfEngineOptions = {
  browser: BrowserChoice;
  chromiumPath?: string;
  concurrency: number;
  jobTimeoutMs: number;
  /** where the print browser reaches this server, e.g. http://127.0.0.1:8080 */
  origin: () => string;
  /**
   * The print page (`/report.html`) when the web build has one: loaded once per print page,
   * which then renders report after report in place. Without it every report loads its route.
   */
  printEntry?: () => string | null;
  log: PoolLog;
};

type PrintWindow = {
  __REPORT_READY__?: boolean;
  __REPORT_ERROR__?: unknown;
  __KG_PRINT_READY__?: boolean;
  __KG_PRINT__?: (url: string) => void;
};

/** A4 at 96 dpi: the page lays out at the size it prints. */
const A4_VIEWPORT = { width: 794, height: 1123 };

/** Tells the web app it is being printed: no login gate, no buttons, no toasts. */
const RENDER_MODE_SCRIPT = 'window.__KG_RENDER__ = true;';

/**
 * Prints report routes to PDF in the shared browser pool. The page gets the render token in
 * a header on every request and says when it is done through `window.__REPORT_READY__`.
 * With the print page, a pool page loads it once and is then handed each report's address
 * (`window.__KG_PRINT__`): scripts, styles and fonts are not loaded again (issue 16).
 */
export class PdfEngine {
  private source: Promise<BrowserSource | null> | null = null;
  private pool: BrowserPool | null = null;
  /** marks this engine's browser processes (operators and tests find them by it) */
  readonly marker = `--kg-print-pool=${randomUUID()}`;
  /** how often a pool page loaded the print page (once per page, not once per report) */
  private printPageLoads = 0;

  constructor(private readonly opts: PdfEngineOptions) {}

  /** Whether a browser can be found; looked for once, on first use. */
  async available(): Promise<boolean> {
    return (await this.browserSource()) !== null;
  }

  browserSource(): Promise<BrowserSource | null> {
    this.source ??= findChromium(this.opts.browser, this.opts.chromiumPath);
    return this.source;
  }

  /** pages printing at once */
  get concurrency() {
    return this.opts.concurrency;
  }

  get stats() {
    return {
      running: this.pool?.running ?? 0,
      queued: this.pool?.queued ?? 0,
      launches: this.pool?.launches ?? 0,
      pagesOpened: this.pool?.pagesOpened ?? 0,
      printPageLoads: this.printPageLoads,
    };
  }

  /** Prints `path?query` as A4 with backgrounds; 503 without a browser, 504 past the time limit. */
  async print(input: { path: string; query: Record<string, string>; token: string }): Promise<Buffer> {
    const pool = await this.ensurePool();
    const url = new URL(input.path, this.opts.origin());
    for (const [k, v] of Object.entries(input.query)) url.searchParams.set(k, v);
    const entry = this.opts.printEntry?.() ?? null;
    try {
      return await pool.run({ headers: { [RENDER_TOKEN_HEADER]: input.token } }, async (page) => {
        if (entry) await this.renderInPrintPage(page, new URL(entry, url).toString(), url);
        else await page.goto(url.toString(), { waitUntil: 'domcontentloaded' });
        const state = await page.waitForFunction(
          () => {
            const w = globalThis as unknown as PrintWindow;
            if (typeof w.__REPORT_ERROR__ === 'string') return { error: w.__REPORT_ERROR__ };
            return w.__REPORT_READY__ === true ? { error: null } : false;
          },
          undefined,
          { timeout: 0, polling: 50 },
        );
        const { error } = (await state.jsonValue()) as { error: string | null };
        if (error !== null) throw new AppError('BAD_GATEWAY', `${PDF_MESSAGES.failed}：${error}`);
        // Bookmarks from the headings, but no tag tree: it made a 10-page roster 40% larger.
        return page.pdf({
          printBackground: true,
          preferCSSPageSize: true,
          format: 'A4',
          outline: true,
          tagged: false,
        });
      });
    } catch (err) {
      if (err instanceof AppError) throw err;
      if (err instanceof PoolTimeoutError) throw new AppError('TIMEOUT', PDF_MESSAGES.timeout);
      this.opts.log.warn({ err: String(err), url: url.pathname }, 'print failed');
      throw new AppError('BAD_GATEWAY', PDF_MESSAGES.failed);
    }
  }

  async close() {
    await this.pool?.close();
  }

  /** Loads the print page into this pool page if it has not got it yet, then renders the report there. */
  private async renderInPrintPage(page: Page, entry: string, report: URL) {
    if (page.url() !== entry) {
      await page.goto(entry, { waitUntil: 'domcontentloaded' });
      await page.waitForFunction(
        () => (globalThis as unknown as PrintWindow).__KG_PRINT_READY__ === true,
        undefined,
        {
          timeout: 0,
          polling: 20,
        },
      );
      this.printPageLoads++;
    }
    await page.evaluate(
      (address) => (globalThis as unknown as PrintWindow).__KG_PRINT__?.(address),
      report.pathname + report.search,
    );
  }

  private async ensurePool(): Promise<BrowserPool> {
    if (this.pool) return this.pool;
    const source = await this.browserSource();
    if (!source) throw AppError.unavailable(PDF_MESSAGES.unavailable);
    this.pool ??= new BrowserPool({
      // playwright-core loads with the first print, not at start (about 2 s and 100 MB).
      launch: async () =>
        (await import('playwright-core')).chromium.launch({
          executablePath: source.executablePath,
          args: [...source.args, this.marker],
          headless: true,
          timeout: 60_000,
        }),
      context: { viewport: A4_VIEWPORT, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' },
      initScript: RENDER_MODE_SCRIPT,
      concurrency: this.opts.concurrency,
      jobTimeoutMs: this.opts.jobTimeoutMs,
      idleCloseMs: 5 * 60_000,
      log: this.opts.log,
    });
    return this.pool;
  }
}
