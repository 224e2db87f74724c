import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PDFArray, PDFDocument, PDFName } from 'pdf-lib';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findChromium } from '../../pdf/chromium';
import { topLevelPieces } from './drawing-dedupe';
import { mergePdfs } from './pdf-bundle';

/** The print page's whole faces (apps/web print/printFonts.ts), read from the package. */
const require = createRequire(import.meta.url);
const face = (weight: number) =>
  readFileSync(
    require.resolve(`@fontsource/noto-sans-sc/files/noto-sans-sc-chinese-simplified-${weight}-normal.woff2`),
  ).toString('base64');

/** A 16 × 16 picture every report shows (as a template's decoration would be). */
const DECORATION = `data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAABlklEQVR4nBXRURVEIQhFUSMYgQhGMAIRiGCEE8EIRiACEYhABCLMG7/ZrMt1jMEcyGAN9kAHNjgDBnfwBj6IQQ5q0IMxJnMikzXZE53Y5EyY3Mmb+CQmOalJzw8IUxBhCVtQwYQjIFzhCS6EkEIJLR9YzIUs1mIvdGGLs2BxF2/hi1jkoha9PrCZG9mszd7oxjZnw+Zu3sY3sclNbXp/QJmKKEvZiiqmHAXlKk9xJZRUSmn9gDENMZaxDTXMOAbGNZ7hRhhplNH2gcM8yGEd9kEPdjgHDvfwDn6IQx7q0OcD/wK/Sr4jv9hfkG/1N/x/Fx44BCQU9Pc94zIvclmXfdGLXc79j9/Lu/glLnmpS98PPOZDHuuxH/qwx3n/5ffxHv6IRz7q0e8DznTEWc521DHn+D/KdZ7jTjjplNP+gWAGEqxgBxpYcOIf/AYv8CCCDCro+EAyE0lWshNNLDn5P/MmL/Ekkkwq6fxAMQspVrELLaw49S/lFq/wIoosquj6QDMbaVazG22sOf2v8Dav8SaabKrp5geIAnAQEbP2+wAAAABJRU5ErkJggg==`;

let browser: Browser;
let faces = '';

beforeAll(async () => {
  const source = await findChromium('system');
  if (!source) throw new Error('no Chromium: the PDF tests need /usr/bin/chromium');
  browser = await chromium.launch({ executablePath: source.executablePath, args: source.args });
  faces = [400, 600]
    .map(
      (w) =>
        `@font-face{font-family:'Noto Sans SC';font-weight:${w};src:url(data:font/woff2;base64,${face(w)}) format('woff2')}`,
    )
    .join('');
}, 60_000);
afterAll(() => browser?.close());

/** A report as Chromium prints it: Noto Sans SC at two weights, Chinese text. */
async function print(title: string, body: string): Promise<Buffer> {
  const page = await browser.newPage();
  try {
    await page.setContent(
      `<!doctype html><style>${faces} body{font-family:'Noto Sans SC'} h1{font-weight:600}</style>` +
        `<h1>${title}</h1><p>${body}</p><img src="${DECORATION}" width="64" height="64">`,
    );
    await page.waitForFunction(
      () =>
        (globalThis as unknown as { document: { fonts: { status: string } } }).document.fonts.status ===
        'loaded',
    );
    return await page.pdf({ format: 'A4', printBackground: true });
  } finally {
    await page.close();
  }
}

function poppler(tool: 'pdffonts' | 'pdftotext' | 'pdfimages', pdf: Buffer): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'kg-merge-')), 'm.pdf');
  writeFileSync(file, pdf);
  const args = { pdffonts: [file], pdftotext: [file, '-'], pdfimages: ['-list', file] }[tool];
  return execFileSync(tool, args, { encoding: 'utf8' });
}

/** Page `page` (1-based) drawn by poppler as PNG bytes, to compare two PDFs' pages. */
function pageImage(pdf: Buffer, page: number): Buffer {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'kg-merge-')), 'm.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftoppm', ['-f', String(page), '-l', String(page), '-r', '40', '-png', file]);
}

/** The content streams each page names (its Contents: one reference or an array of them). */
async function contentRefs(pdf: Buffer): Promise<string[][]> {
  const doc = await PDFDocument.load(pdf);
  return doc.getPages().map((page) => {
    const contents = page.node.get(PDFName.of('Contents'));
    return (contents instanceof PDFArray ? contents.asArray() : [contents]).map(String);
  });
}

/** The distinct picture objects of a PDF (pdfimages lists each use, with its object number). */
const imageObjects = (pdf: Buffer) =>
  new Set(
    poppler('pdfimages', pdf)
      .trim()
      .split('\n')
      .slice(2)
      .map((line) => line.trim().split(/\s+/).slice(10, 12).join(' ')),
  );

/** The embedded fonts pdffonts lists (its two heading lines left out). */
const fontsOf = (pdf: Buffer) => poppler('pdffonts', pdf).trim().split('\n').slice(2);

describe('mergePdfs keeps one copy of each font and picture (issue 16)', () => {
  it('embeds each font once although every report brought its own subset, and the text stays selectable', async () => {
    const reports = await Promise.all([
      print('成长档案 王小明', '小明喜欢画画和唱歌，认真吃饭。Apple 2026'),
      print('成长档案 李思琪', '思琪乐于助人，喜欢搭积木，爱读绘本。'),
      print('成长档案 张子涵', '子涵勇敢尝试新事物，和小伙伴友好相处。'),
    ]);
    for (const report of reports) expect(fontsOf(report)).toHaveLength(2);
    const merged = await mergePdfs(reports);
    const fonts = fontsOf(merged);
    // One regular and one semibold face, as in each report, not three of each.
    expect(fonts).toHaveLength(2);
    expect(fonts.map((line) => line.split(/\s+/)[0]!.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual([
      'NotoSansSCThin-Regular',
      'NotoSansSCThin-SemiBold',
    ]);
    const text = poppler('pdftotext', merged).replace(/\s+/g, '');
    for (const words of [
      '成长档案王小明',
      '小明喜欢画画和唱歌',
      'Apple2026',
      '李思琪',
      '爱读绘本',
      '张子涵',
      '和小伙伴友好相处',
    ])
      expect(text).toContain(words);
    // The picture every report shows is there once as well.
    expect(imageObjects(reports[0]!).size).toBe(1);
    expect(imageObjects(merged).size).toBe(1);
    const sum = reports.reduce((n, r) => n + r.length, 0);
    expect(merged.length).toBeLessThan(sum * 0.6);
  }, 60_000);

  it('draws what the reports’ pages have in common once, and every page looks as before', async () => {
    // A template's frame: the same card at the same place on every child's page.
    const card = (words: string) =>
      `<div style="margin:8mm;padding:6mm;border:0.8mm solid #e3c9ad;border-radius:8mm;` +
      `box-shadow:0 2mm 0 #f0d9c0;background:#fff8ef">${words}</div>` +
      '<div style="margin:8mm;height:40mm;border-radius:20mm;background:#fde7d4"></div>';
    const reports = await Promise.all([
      print('体能锻炼', card('小明 立定跳远 57 厘米')),
      print('体能锻炼', card('思琪 立定跳远 75 厘米')),
    ]);
    const merged = await mergePdfs(reports);
    const [first, second] = await contentRefs(merged);
    const shared = first!.filter((ref) => second!.includes(ref));
    expect(shared.length).toBeGreaterThanOrEqual(1);
    // Each page still has its own words, and draws exactly what its report drew.
    expect(first!.length).toBeGreaterThan(shared.length);
    expect(pageImage(merged, 1).equals(pageImage(reports[0]!, 1))).toBe(true);
    expect(pageImage(merged, 2).equals(pageImage(reports[1]!, 1))).toBe(true);
    const text = poppler('pdftotext', merged).replace(/\s+/g, '');
    expect(text).toContain('小明立定跳远57厘米');
    expect(text).toContain('思琪立定跳远75厘米');
  }, 60_000);
});

describe("topLevelPieces (where a page's drawing may be cut)", () => {
  it('cuts where the q … Q nesting closes, and the pieces joined are the drawing', () => {
    const drawing = [
      '.24 0 0 -.24 0 841.9 cm',
      'q',
      '1 1 1 rg',
      'q',
      '0 0 10 10 re',
      'f',
      'Q',
      'Q',
      'q',
      '/X4 Do',
      'Q',
    ].join('\n');
    const pieces = topLevelPieces(drawing);
    expect(pieces).toEqual([
      ['.24 0 0 -.24 0 841.9 cm', 'q', '1 1 1 rg', 'q', '0 0 10 10 re', 'f', 'Q', 'Q'].join('\n'),
      ['q', '/X4 Do', 'Q'].join('\n'),
    ]);
    expect(pieces!.join('\n')).toBe(drawing);
  });

  it('leaves alone what it cannot read safely: a string in parentheses, an unclosed q', () => {
    expect(topLevelPieces('q\nBT\n(a) Tj\nET\nQ')).toBeNull();
    expect(topLevelPieces('q\n0 0 10 10 re\nf')).toBeNull();
    expect(topLevelPieces('Q\nq')).toBeNull();
  });
});
