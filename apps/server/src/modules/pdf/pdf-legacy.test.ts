import { API, LEGACY_STORE_ONLY_TYPE, PDF_LIMITS, PDF_MESSAGES } from '@kg/contracts';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../../../test/harness';
import { tempDataDir } from '../uploads/test-support';

const h = useHarness({ dataDir: tempDataDir('pdf-legacy') });
let admin: string;
let teacher: string;
let rainbow: string;

/** A captured A4 page as the legacy client sends it: a JPEG or PNG data URL. */
async function page(color: string, format: 'jpeg' | 'png' = 'jpeg') {
  const image = sharp({ create: { width: 595, height: 842, channels: 3, background: color } });
  const data = await (format === 'jpeg' ? image.jpeg() : image.png()).toBuffer();
  return `data:image/${format};base64,${data.toString('base64')}`;
}

const upload = (pages: unknown, token: string) => h.call(API.pdf.uploadImages, pages, token);
const create = (body: object, token: string) => h.call(API.pdf.createPdf, body, token);

async function pageCount(path: string, token: string) {
  const res = await h.get(path, token);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return (await PDFDocument.load(res.rawPayload)).getPageCount();
}

beforeAll(async () => {
  admin = await h.login('admin');
  teacher = await h.login('teacher');
  rainbow = await h.login('rainbow');
});

describe('legacy UploadImages + CreatePdf (N02-N04, N14)', () => {
  it('answers 401 without a token', async () => {
    expect((await upload([{ guid: 'a', baseimg: 'x' }], '')).statusCode).toBe(401);
    expect((await create({ name: 'x', guids: ['a'] }, '')).statusCode).toBe(401);
  });

  it('makes one A4 page per image in the order of guids, repeated pages left out (N03)', async () => {
    const red = await page('#e05a47');
    const held = await upload(
      [
        { guid: 'p1', baseimg: red, name: '王小明_成长档案' },
        { guid: 'p2', baseimg: await page('#3a7bd5', 'png') },
        { guid: 'p3', baseimg: red },
      ],
      teacher,
    );
    expect(held.json()).toMatchObject({ success: true, response: 3 });
    // The next batch comes in its own call (N02).
    expect((await upload([{ guid: 'p4', baseimg: await page('#2fb36b') }], teacher)).json().response).toBe(4);
    const res = await create({ name: '王小明_成长档案', guids: ['p1', 'p2', 'p3', 'p4', 'p2'] }, teacher);
    expect(res.statusCode).toBe(200);
    const path = res.json().response as string;
    expect(path).toMatch(/^\/files\/[0-9a-f-]{36}$/);
    expect(await pageCount(path, teacher)).toBe(3);
    const doc = await PDFDocument.load((await h.get(path, teacher)).rawPayload);
    const { width, height } = doc.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
  });

  it('uses the pages once: they are gone after CreatePdf', async () => {
    const res = await create({ name: 'again', guids: ['p1'] }, teacher);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(PDF_MESSAGES.imageMissing);
  });

  it('stores the Type 过程评价 variant the same way (the preview only stores)', async () => {
    await upload([{ guid: 'h1', baseimg: await page('#ffcc00') }], admin);
    const res = await create({ name: '李想_成长手册', guids: ['h1'], Type: LEGACY_STORE_ONLY_TYPE }, admin);
    expect(await pageCount(res.json().response, admin)).toBe(1);
  });

  it("never uses another person's pages, and another school cannot read the PDF (404)", async () => {
    await upload([{ guid: 'mine', baseimg: await page('#123456') }], admin);
    expect((await create({ name: 'x', guids: ['mine'] }, teacher)).json().msg).toBe(
      PDF_MESSAGES.imageMissing,
    );
    const made = (await create({ name: 'x', guids: ['mine'] }, admin)).json().response as string;
    expect((await h.get(made, rainbow)).statusCode).toBe(404);
  });

  it('takes JPEG and PNG by content only: a text file named .png is refused', async () => {
    const fake = `data:image/png;base64,${Buffer.from('not a picture').toString('base64')}`;
    const res = await upload([{ guid: 'bad', baseimg: fake }], admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(PDF_MESSAGES.badImage);
  });

  it('refuses a page image over the size limit (413) and more pages than one call takes', async () => {
    const huge = 'A'.repeat(Math.ceil((PDF_LIMITS.legacyImageBytes * 4) / 3) + 100);
    const big = await upload([{ guid: 'big', baseimg: huge }], admin);
    expect(big.statusCode).toBe(413);
    expect(big.json().msg).toBe(PDF_MESSAGES.imageTooLarge);
    const one = await page('#eeeeee');
    const pages = Array.from({ length: PDF_LIMITS.legacyImagesPerCall + 1 }, (_, i) => ({
      guid: `g${i}`,
      baseimg: one,
    }));
    expect((await upload(pages, admin)).statusCode).toBe(400);
  });

  it('asks for pages and a name', async () => {
    expect((await upload([], admin)).json().msg).toBe(PDF_MESSAGES.noImages);
    expect((await create({ name: 'x', guids: [] }, admin)).json().msg).toBe(PDF_MESSAGES.noImages);
    expect((await create({ name: '', guids: ['a'] }, admin)).json().msg).toBe(PDF_MESSAGES.nameRequired);
  });
});
