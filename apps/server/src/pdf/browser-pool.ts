import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

export type PoolLog = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
};

export type BrowserPoolOptions = {
  launch: () => Promise<Browser>;
  /** the one context every job's page opens in (viewport, locale, time zone) */
  context?: BrowserContextOptions;
  /** pages printing at once; the rest wait in a first-in, first-out queue */
  concurrency: number;
  /** one job's limit, from leaving the queue to its last byte */
  jobTimeoutMs: number;
  /** how often a job starts again on a fresh browser after the browser died under it */
  crashRetries?: number;
  /** a browser with nothing to do is closed after this long (memory back to the server) */
  idleCloseMs?: number;
  /** a script every page runs before its own scripts */
  initScript?: string;
  /** jobs one page prints before a fresh page takes its place (what a long batch leaves behind) */
  pageJobs?: number;
  log: PoolLog;
};

export type PageJob = {
  /** headers this page sends with every request of this job (its render token) */
  headers?: Record<string, string>;
};

/** A page waiting for its next job, and how many it has printed. */
type IdlePage = { browser: Browser; page: Page; jobs: number };

/** A job that ran out of time; its page was closed. */
export class PoolTimeoutError extends Error {
  constructor(ms: number) {
    super(`print job exceeded ${ms} ms`);
    this.name = 'PoolTimeoutError';
  }
}

/**
 * One Chromium shared by every print job: a bounded number of pages at a time, the rest
 * queued, a time limit per job, and a new browser when the old one dies. A job the dying
 * browser was printing starts again on the new one, so a crash loses nothing asked for.
 * Jobs are pages of one context, so the web app's scripts and fonts come from its HTTP cache
 * after the first report (a fresh context per job loaded 4 MB each time); a page's render
 * token is its own header, and report pages keep nothing in cookies or storage.
 * A page that printed is kept for the next job (issue 16): what it has loaded stays loaded,
 * and the job decides whether to navigate it again. A page whose job failed or ran out of
 * time is closed, and so is one that has printed `pageJobs` reports.
 */
export class BrowserPool {
  private browser: Promise<Browser> | null = null;
  private context: { browser: Browser; context: Promise<BrowserContext> } | null = null;
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  private idle: IdlePage[] = [];
  private idleTimer: NodeJS.Timeout | null = null;
  private closed = false;
  /** browsers started so far (a restart after a crash counts) */
  launches = 0;
  /** pages opened so far (a page kept between jobs counts once) */
  pagesOpened = 0;

  constructor(private readonly opts: BrowserPoolOptions) {}

  get queued() {
    return this.waiting.length;
  }
  get running() {
    return this.active;
  }

  /** Runs `task` on a page once a slot is free (a kept one if there is); retried on a new browser after a crash. */
  async run<T>(job: PageJob, task: (page: Page) => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      const retries = this.opts.crashRetries ?? 2;
      for (let attempt = 0; ; attempt++) {
        let browser: Browser | null = null;
        try {
          browser = await this.currentBrowser();
          return await this.runOnce(browser, job, task);
        } catch (err) {
          // A browser that died while it started counts as a crash too.
          const crashed = !browser?.isConnected();
          if (!crashed || attempt >= retries || this.closed) throw err;
          this.opts.log.warn({ attempt: attempt + 1 }, 'print browser died during a job: starting it again');
        }
      }
    } finally {
      this.release();
    }
  }

  async close() {
    this.closed = true;
    this.idle = [];
    if (this.idleTimer) clearTimeout(this.idleTimer);
    const browser = this.browser;
    this.browser = null;
    if (browser) await browser.then((b) => b.close()).catch(() => undefined);
  }

  /** The shared context of this browser (a new browser gets a new one). */
  private contextOf(browser: Browser): Promise<BrowserContext> {
    if (this.context?.browser !== browser) {
      const context = browser.newContext(this.opts.context);
      context.catch(() => undefined);
      this.context = { browser, context };
    }
    return this.context.context;
  }

  private async runOnce<T>(browser: Browser, job: PageJob, task: (page: Page) => Promise<T>): Promise<T> {
    let taken: IdlePage | null = null;
    let timer: NodeJS.Timeout | null = null;
    let printed = false;
    let over = false;
    const limit = this.opts.jobTimeoutMs;
    const work = (async () => {
      const page = await this.takePage(browser);
      // The job ran out of time while its page opened: nobody else will close it.
      if (over) await page.page.close().catch(() => undefined);
      taken = page;
      // Replaces the last job's headers: one job's token never goes out with another's requests.
      await taken.page.setExtraHTTPHeaders(job.headers ?? {});
      return task(taken.page);
    })();
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new PoolTimeoutError(limit)), limit);
    });
    try {
      const result = await Promise.race([work, timeout]);
      printed = true;
      return result;
    } finally {
      over = true;
      if (timer) clearTimeout(timer);
      const used = taken as IdlePage | null;
      if (used) {
        used.jobs++;
        if (printed && !this.closed && used.jobs < (this.opts.pageJobs ?? 50)) this.idle.push(used);
        // Closing the page ends whatever it was still doing (a failed or timed-out job).
        else await used.page.close().catch(() => undefined);
      }
      work.catch(() => undefined);
    }
  }

  /** A kept page of this browser, else a new one in its shared context. */
  private async takePage(browser: Browser): Promise<IdlePage> {
    for (let kept = this.idle.pop(); kept; kept = this.idle.pop()) {
      if (kept.browser === browser && !kept.page.isClosed()) return kept;
      await kept.page.close().catch(() => undefined);
    }
    const context = await this.contextOf(browser);
    const page = await context.newPage();
    this.pagesOpened++;
    if (this.opts.initScript) await page.addInitScript(this.opts.initScript);
    return { browser, page, jobs: 0 };
  }

  private currentBrowser(): Promise<Browser> {
    if (this.closed) return Promise.reject(new Error('browser pool closed'));
    if (!this.browser) {
      const launching = this.opts.launch().then((browser) => {
        this.launches++;
        this.opts.log.info({ launches: this.launches, version: browser.version() }, 'print browser started');
        browser.on('disconnected', () => {
          // The next job starts a new browser; a job running now is retried by `run`.
          if (this.browser === launching) this.browser = null;
        });
        return browser;
      });
      // A failed start is not remembered: the next job tries again.
      launching.catch(() => {
        if (this.browser === launching) this.browser = null;
      });
      this.browser = launching;
    }
    return this.browser;
  }

  private async acquire() {
    if (this.idleTimer) {
      clearTimeout(this.idleTimer);
      this.idleTimer = null;
    }
    if (this.active < this.opts.concurrency) {
      this.active++;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private release() {
    const next = this.waiting.shift();
    if (next) {
      // The slot passes straight to the next job; `active` stays the same.
      next();
      return;
    }
    this.active--;
    if (this.active === 0 && this.opts.idleCloseMs && this.browser) {
      this.idleTimer = setTimeout(() => {
        const browser = this.browser;
        this.browser = null;
        this.idle = [];
        void browser?.then((b) => b.close()).catch(() => undefined);
      }, this.opts.idleCloseMs);
      this.idleTimer.unref();
    }
  }
}
