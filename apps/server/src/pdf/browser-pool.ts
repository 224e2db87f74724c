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
  log: PoolLog;
};

export type PageJob = {
  /** headers this page sends with every request (its render token) */
  headers?: Record<string, string>;
  /** a script run in the page before its own scripts */
  initScript?: string;
};

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
 */
export class BrowserPool {
  private browser: Promise<Browser> | null = null;
  private context: { browser: Browser; context: Promise<BrowserContext> } | null = null;
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  private idleTimer: NodeJS.Timeout | null = null;
  private closed = false;
  /** browsers started so far (a restart after a crash counts) */
  launches = 0;

  constructor(private readonly opts: BrowserPoolOptions) {}

  get queued() {
    return this.waiting.length;
  }
  get running() {
    return this.active;
  }

  /** Runs `task` on a fresh page once a slot is free; retried on a new browser after a crash. */
  async run<T>(job: PageJob, task: (page: Page) => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      const retries = this.opts.crashRetries ?? 2;
      for (let attempt = 0; ; attempt++) {
        const browser = await this.currentBrowser();
        try {
          return await this.runOnce(browser, job, task);
        } catch (err) {
          const crashed = !browser.isConnected();
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
    let page: Page | null = null;
    let timer: NodeJS.Timeout | null = null;
    const limit = this.opts.jobTimeoutMs;
    const work = (async () => {
      const context = await this.contextOf(browser);
      page = await context.newPage();
      if (job.headers) await page.setExtraHTTPHeaders(job.headers);
      if (job.initScript) await page.addInitScript(job.initScript);
      return task(page);
    })();
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new PoolTimeoutError(limit)), limit);
    });
    try {
      return await Promise.race([work, timeout]);
    } finally {
      if (timer) clearTimeout(timer);
      // Closing the page ends whatever it was still doing (a timed-out job).
      await (page as Page | null)?.close().catch(() => undefined);
      work.catch(() => undefined);
    }
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
        void browser?.then((b) => b.close()).catch(() => undefined);
      }, this.opts.idleCloseMs);
      this.idleTimer.unref();
    }
  }
}
