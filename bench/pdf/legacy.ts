/**
 * The legacy capture route (REQUIREMENTS "Unclear" 4, N11): a signed-in person's browser
 * rasterises each report page with html2canvas at scale 2, encodes it as JPEG quality 1.0
 * (toDataURL('image/jpeg', 1.0), as the handbook did) and adds it as one A4 page to jsPDF.
 * Run in the same Chromium binary the server prints with.
 */
import { createRequire } from 'node:module';
import { API } from '@kg/contracts';
import { DEMO_PASSWORD } from '@kg/server/src/seed/demo';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { defer, since } from './lifecycle';

const require = createRequire(import.meta.url);
const HTML2CANVAS = require.resolve('html2canvas/dist/html2canvas.min.js');
const JSPDF = require.resolve('jspdf/dist/jspdf.umd.min.js');

/** The report's A4 sheets (framework ReportPage: `<section class="kg-a4" data-page>`). */
export const PAGE_SELECTOR = '.kg-report__pages section.kg-a4[data-page]';
export const LEGACY_SCALE = 2;
export const LEGACY_JPEG_QUALITY = 1.0;

/**
 * In-page capture, kept as plain JavaScript text: tsx would wrap a TypeScript function in
 * helpers that do not exist inside the page.
 */
const CAPTURE = `async ({ selector, scale, quality }) => {
  const pages = Array.from(document.querySelectorAll(selector));
  const doc = new window.jspdf.jsPDF({ orientation: 'p', unit: 'pt', format: 'a4' });
  const t = { captureMs: 0, encodeMs: 0, addMs: 0, outputMs: 0, imageBytes: 0, width: 0, height: 0 };
  for (let i = 0; i < pages.length; i++) {
    const a = performance.now();
    const canvas = await window.html2canvas(pages[i], { scale, useCORS: true, logging: false, backgroundColor: '#ffffff' });
    const b = performance.now();
    const url = canvas.toDataURL('image/jpeg', quality);
    const c = performance.now();
    t.imageBytes += Math.floor(((url.length - url.indexOf(',') - 1) * 3) / 4);
    t.width = canvas.width;
    t.height = canvas.height;
    if (i > 0) doc.addPage('a4', 'p');
    doc.addImage(url, 'JPEG', 0, 0, 595.28, 841.89);
    t.captureMs += b - a;
    t.encodeMs += c - b;
    t.addMs += performance.now() - c;
  }
  const o = performance.now();
  const uri = doc.output('datauristring');
  t.outputMs = performance.now() - o;
  return { ...t, pages: pages.length, base64: uri.slice(uri.indexOf(',') + 1) };
}`;

export type LegacyRun = {
  pdf: Buffer;
  pages: number;
  totalMs: number;
  /** navigation start to window.__REPORT_READY__ */
  loadMs: number;
  /** html2canvas + jsPDF scripts injected */
  injectMs: number;
  captureMs: number;
  encodeMs: number;
  /** addImage of every page, then output */
  pdfMs: number;
  /** the rest: moving the bytes out of the page */
  transferMs: number;
  /** JPEG bytes of all pages, and one page's canvas size */
  imageBytes: number;
  canvas: { width: number; height: number };
};

type ContextOptions = NonNullable<Parameters<Browser['newContext']>[0]>;

/**
 * One context signed in as `account`: the cookie (photos) from the login call, the tokens in
 * local storage. bypassCSP: the app's CSP would refuse the injected html2canvas and jsPDF.
 */
export async function signedInContext(
  browser: Browser,
  base: string,
  account: string,
  options: ContextOptions = { viewport: { width: 1280, height: 1024 } },
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: base,
    bypassCSP: true,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    ...options,
  });
  const answer = await context.request.post(API.auth.login.path, {
    data: { name: account, pass: DEMO_PASSWORD, Code: '', Type: 1, uID: 0 },
  });
  const tokens = (await answer.json()).response as {
    token: string;
    expires_in: number;
    refresh_expires_in?: number;
  };
  const headers = { Authorization: `Bearer ${tokens.token}` };
  const user = (await (await context.request.get(API.auth.userInfo.path, { headers })).json()).response;
  const nav = (
    await (await context.request.get(API.navigation.bar.path, { params: { uid: user.uID }, headers })).json()
  ).response;
  const page = await context.newPage();
  await page.goto('/favicon.svg');
  const now = Date.now();
  await page.evaluate(
    (entries) => {
      for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
    },
    {
      Token: tokens.token,
      TokenExpire: String(now + tokens.expires_in * 1000),
      refreshtime: String(now + (tokens.refresh_expires_in ?? tokens.expires_in) * 1000),
      user: JSON.stringify(user),
      NavigationBar: JSON.stringify(nav),
      router: JSON.stringify(nav.children ?? []),
      loginurl: '/login',
    },
  );
  await page.close();
  return context;
}

/** An expression polled until true (the print browser's readiness signal); a report error ends the wait. */
export const READY = `(() => {
  if (typeof window.__REPORT_ERROR__ === 'string') throw new Error('report failed: ' + window.__REPORT_ERROR__);
  return window.__REPORT_READY__ === true;
})()`;

export async function openLegacy(executablePath: string, args: string[], base: string) {
  const browser = await chromium.launch({ executablePath, args, headless: true });
  const close = defer('legacy browser', () => browser.close());
  const context = await signedInContext(browser, base, 'admin');

  /** Opens the report as the person would and counts its A4 page elements. */
  async function countPages(route: string): Promise<number> {
    const page = await context.newPage();
    try {
      await page.goto(route, { waitUntil: 'domcontentloaded' });
      await page.waitForFunction(READY, undefined, { timeout: 60_000, polling: 50 });
      return await page.locator(PAGE_SELECTOR).count();
    } finally {
      await page.close();
    }
  }

  /** One legacy export, timed from navigation start to the PDF bytes in Node's hand. */
  async function capture(route: string): Promise<LegacyRun> {
    const page = await context.newPage();
    try {
      const t0 = performance.now();
      await page.goto(route, { waitUntil: 'domcontentloaded' });
      await page.waitForFunction(READY, undefined, { timeout: 60_000, polling: 50 });
      const loadMs = since(t0);
      const t1 = performance.now();
      await page.addScriptTag({ path: HTML2CANVAS });
      await page.addScriptTag({ path: JSPDF });
      const injectMs = since(t1);
      const t2 = performance.now();
      const r = (await page.evaluate(
        `(${CAPTURE})(${JSON.stringify({ selector: PAGE_SELECTOR, scale: LEGACY_SCALE, quality: LEGACY_JPEG_QUALITY })})`,
      )) as {
        base64: string;
        pages: number;
        captureMs: number;
        encodeMs: number;
        addMs: number;
        outputMs: number;
        imageBytes: number;
        width: number;
        height: number;
      };
      const pdf = Buffer.from(r.base64, 'base64');
      const inPage = since(t2);
      const totalMs = since(t0);
      const pdfMs = r.addMs + r.outputMs;
      return {
        pdf,
        pages: r.pages,
        totalMs,
        loadMs,
        injectMs,
        captureMs: r.captureMs,
        encodeMs: r.encodeMs,
        pdfMs,
        transferMs: Math.max(0, inPage - r.captureMs - r.encodeMs - pdfMs),
        imageBytes: r.imageBytes,
        canvas: { width: r.width, height: r.height },
      };
    } finally {
      await page.close();
    }
  }

  return { browser, countPages, capture, version: browser.version(), close };
}
