import { execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PDF_MESSAGES } from '@kg/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppError } from '../lib/app-error';
import { PdfEngine } from './pdf-engine';

/** Test pages: ready after a delay (echoing the render header), failing, or never ready. */
const tokensSeen: string[] = [];
/** `<n>:<token>`: which page sent which token (pages share a context, never a token) */
const pairsSeen: string[] = [];
let printPageLoads = 0;
function pageServer(): Promise<Server> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const token = String(req.headers['x-render-token'] ?? 'none');
    tokensSeen.push(token);
    pairsSeen.push(`${url.searchParams.get('n')}:${token}`);
    const delay = Number(url.searchParams.get('delay') ?? 0);
    if (url.pathname === '/print-page') {
      // A print page: loaded once, then renders each report it is handed (its data call carries the token).
      printPageLoads++;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(`<!doctype html><html><body><h1 id="r"></h1><script>
        window.__KG_PRINT__ = (address) => {
          window.__REPORT_READY__ = false;
          const n = new URL(address, location.href).searchParams.get('n');
          fetch('/data?n=' + n).then(() => {
            document.getElementById('r').textContent = '报告 ' + n;
            window.__REPORT_READY__ = true;
          });
        };
        window.__KG_PRINT_READY__ = window.__KG_RENDER__ === true;
      </script></body></html>`);
      return;
    }
    if (url.pathname === '/data') {
      res.end('{}');
      return;
    }
    const script =
      url.pathname === '/error'
        ? `window.__REPORT_ERROR__ = '数据加载失败';`
        : url.pathname === '/hang'
          ? ''
          : // Ready only in render mode: the init script must have run before the page's own.
            `if (window.__KG_RENDER__ === true) setTimeout(() => { window.__REPORT_READY__ = true; }, ${delay});`;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(
      `<!doctype html><html><body><h1>报告 ${url.searchParams.get('n') ?? ''}</h1>` +
        `<p id="t">token=${token} render=<script>document.write(String(window.__KG_RENDER__))</script></p>` +
        `<script>${script}</script></body></html>`,
    );
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const quiet = { info: () => undefined, warn: () => undefined };
let server: Server;
let origin = '';

beforeAll(async () => {
  server = await pageServer();
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function engine(overrides: Partial<ConstructorParameters<typeof PdfEngine>[0]> = {}) {
  return new PdfEngine({
    browser: 'system',
    concurrency: 2,
    jobTimeoutMs: 20_000,
    origin: () => origin,
    log: quiet,
    ...overrides,
  });
}

const text = (pdf: Buffer) => pdf.toString('latin1');

describe('PdfEngine (real Chromium)', () => {
  it('prints once the page says it is ready, with the render token on its requests and render mode on', async () => {
    const e = engine();
    try {
      const pdf = await e.print({ path: '/ready', query: { delay: '300', n: '1' }, token: 'rt_abc' });
      expect(text(pdf).startsWith('%PDF-')).toBe(true);
      // A4 in points: 595.92 x 842.88 as Chromium writes it.
      expect(text(pdf)).toMatch(/MediaBox \[0 0 595\.\d+ 841\.\d+\]|MediaBox \[0 0 595\.\d+ 842\.\d+\]/);
      expect(e.stats.launches).toBe(1);
      expect(tokensSeen).toContain('rt_abc');
    } finally {
      await e.close();
    }
  });

  it("answers the page's own error as 502 with its message", async () => {
    const e = engine();
    try {
      const err = await e.print({ path: '/error', query: {}, token: 't' }).catch((x) => x);
      expect(err).toBeInstanceOf(AppError);
      expect(err.status).toBe(502);
      expect(err.message).toBe(`${PDF_MESSAGES.failed}：数据加载失败`);
    } finally {
      await e.close();
    }
  });

  it('stops a job at its time limit (504) and the next job still prints', async () => {
    // The limit holds for every job: the next one needs room to print on a busy machine too
    // (1.5 s was once not enough while the whole suite ran on two cores).
    const e = engine({ jobTimeoutMs: 4000 });
    try {
      const err = await e.print({ path: '/hang', query: {}, token: 't' }).catch((x) => x);
      expect(err.status).toBe(504);
      expect(err.message).toBe(PDF_MESSAGES.timeout);
      const pdf = await e.print({ path: '/ready', query: {}, token: 't' });
      expect(text(pdf).startsWith('%PDF-')).toBe(true);
    } finally {
      await e.close();
    }
  });

  it('never prints more pages at once than its concurrency; the rest wait their turn', async () => {
    const e = engine({ concurrency: 2 });
    let peak = 0;
    const timer = setInterval(() => {
      peak = Math.max(peak, e.stats.running);
    }, 10);
    try {
      const jobs = Array.from({ length: 6 }, (_, i) =>
        e.print({ path: '/ready', query: { delay: '250', n: `c${i}` }, token: `tok${i}` }),
      );
      await new Promise((r) => setTimeout(r, 100));
      expect(e.stats.queued).toBeGreaterThan(0);
      const pdfs = await Promise.all(jobs);
      expect(pdfs).toHaveLength(6);
      expect(peak).toBe(2);
      const mine = pairsSeen.filter((p) => p.startsWith('c'));
      expect(mine.length).toBeGreaterThanOrEqual(6);
      for (const pair of mine) expect(pair).toMatch(/^c(\d):tok\1$/);
    } finally {
      clearInterval(timer);
      await e.close();
    }
  });

  it('with a print page: loads it once per pool page and prints report after report in it, each with its own token', async () => {
    const e = engine({ concurrency: 1, printEntry: () => '/print-page' });
    try {
      for (const n of ['p1', 'p2', 'p3']) {
        const pdf = await e.print({ path: '/Class/Roster', query: { n }, token: `tok-${n}` });
        expect(text(pdf).startsWith('%PDF-')).toBe(true);
      }
      expect(printPageLoads).toBe(1);
      expect(e.stats).toMatchObject({ pagesOpened: 1, printPageLoads: 1 });
      const mine = pairsSeen.filter((p) => p.startsWith('p'));
      expect(mine).toEqual(['p1:tok-p1', 'p2:tok-p2', 'p3:tok-p3']);
    } finally {
      await e.close();
    }
  });

  it('starts a new browser when the old one is killed mid-batch, and every job still prints', async () => {
    const e = engine({ concurrency: 2 });
    try {
      const jobs = Array.from({ length: 8 }, (_, i) =>
        e.print({ path: '/ready', query: { delay: '400', n: String(i) }, token: 't' }),
      );
      // Once the browser is up and printing (not while it starts: a busy machine takes long to
      // launch it), kill the browser process outright.
      await vi.waitUntil(() => e.stats.launches === 1 && e.stats.running > 0, {
        timeout: 60_000,
        interval: 20,
      });
      execFileSync('pkill', ['-9', '-f', e.marker.slice(2)]);
      const pdfs = await Promise.all(jobs);
      expect(pdfs.every((p) => text(p).startsWith('%PDF-'))).toBe(true);
      expect(e.stats.launches).toBeGreaterThanOrEqual(2);
    } finally {
      await e.close();
    }
  });

  it('prints with the Chromium bundled in @sparticuz/chromium too', async () => {
    const e = engine({ browser: 'sparticuz' });
    try {
      expect((await e.browserSource())?.source).toBe('sparticuz');
      const pdf = await e.print({ path: '/ready', query: {}, token: 't' });
      expect(text(pdf).startsWith('%PDF-')).toBe(true);
    } finally {
      await e.close();
    }
  });

  it('without a browser: not available, and printing answers 503 with the clear message', async () => {
    const e = engine({ browser: 'none' });
    expect(await e.available()).toBe(false);
    const err = await e.print({ path: '/ready', query: {}, token: 't' }).catch((x) => x);
    expect(err.status).toBe(503);
    expect(err.message).toBe(PDF_MESSAGES.unavailable);
    const missing = engine({ browser: 'auto', chromiumPath: '/nonexistent/chromium' });
    expect(await missing.available()).toBe(false);
  });
});
