import path from 'node:path';
import { API, HTTP_MESSAGES, UPLOAD_MESSAGES } from '@kg/contracts';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../../../test/harness';
import { storedFiles } from '../../db/schema';
import { contentDisposition } from './content-disposition';
import { sniffExcel, sniffImage } from './sniff';
import { filesUnder, postForm, tempDataDir } from './test-support';

const dataDir = tempDataDir('uploads');
const filesDir = path.join(dataDir, 'files');
const h = useHarness({ dataDir });
let admin: string;
let teacher: string;
let rainbow: string;

beforeAll(async () => {
  admin = await h.login('admin');
  teacher = await h.login('teacher');
  rainbow = await h.login('rainbow');
});

const MB = 1024 * 1024;
/** A phone-like photo: 60×30, EXIF says "turn 90°", and carries a tag that must not survive. */
const photo = () =>
  sharp({ create: { width: 60, height: 30, channels: 3, background: '#3a8' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Artist: 'secret-home-address' } })
    .toBuffer();
const xlsx = async () => {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('幼儿').addRow(['姓名']);
  return Buffer.from(await book.xlsx.writeBuffer());
};
/** An OLE2 container with a Workbook stream name, as a legacy .xls has. */
const xls = () => {
  const buf = Buffer.alloc(4096);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(buf);
  Buffer.from('Workbook', 'utf16le').copy(buf, 1024);
  return buf;
};
const storedCount = async () =>
  (await h.db.select({ n: sql<number>`count(*)::int` }).from(storedFiles))[0]!.n;

/** Refusals store nothing: no row, no bytes. */
async function expectNothingStored(send: () => Promise<{ statusCode: number; json(): { msg: string } }>) {
  const rows = await storedCount();
  const files = filesUnder(filesDir).length;
  const res = await send();
  expect(await storedCount()).toBe(rows);
  expect(filesUnder(filesDir)).toHaveLength(files);
  return res;
}

describe('content sniffing (unit)', () => {
  it('knows pictures and Excel by their bytes, not their names', async () => {
    expect(sniffImage(await photo())).toBe('jpeg');
    expect(sniffImage(Buffer.from('not a picture at all'))).toBeNull();
    expect(sniffExcel(await xlsx())).toBe('xlsx');
    expect(sniffExcel(xls())).toBe('xls');
    // A zip that is not a workbook (a Word file, say): same container, wrong contents.
    const renamed = Buffer.from(
      (await xlsx()).toString('latin1').replaceAll('xl/workbook.xml', 'xl/workbook.xmz'),
      'latin1',
    );
    expect(sniffExcel(renamed)).toBeNull();
  });

  it('writes Chinese file names safely in Content-Disposition', () => {
    expect(contentDisposition('attachment', '幼儿名单_小一班.xlsx', 'students')).toBe(
      `attachment; filename="students.xlsx"; filename*=UTF-8''${encodeURIComponent('幼儿名单_小一班.xlsx')}`,
    );
    expect(contentDisposition('inline', 'a"b\r\n.jpg')).toBe(
      `inline; filename="a_b__.jpg"; filename*=UTF-8''a_b__.jpg`,
    );
  });
});

describe('uploads.image (G39, D7)', () => {
  const URL = `${API.uploads.image.path}/`;

  it('answers 401 without a token', async () => {
    const res = await postForm(h, URL, { file: { file: await photo(), name: 'a.jpg' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().msg).toBe(HTTP_MESSAGES[401]);
  });

  it('stores a teacher’s photo upright, without EXIF, under the school’s folder; answers /files/<uuid>', async () => {
    const res = await postForm(
      h,
      URL,
      { file: { file: await photo(), name: 'IMG_0001.JPG', type: 'image/jpeg' } },
      teacher,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, msg: UPLOAD_MESSAGES.uploaded });
    expect(body.response).toMatch(/^\/files\/[0-9a-f-]{36}$/);
    const id = body.response.split('/').pop();
    const [row] = await h.db.select().from(storedFiles).where(eq(storedFiles.id, id));
    expect(row).toMatchObject({ kind: 'image', mime: 'image/jpeg', originalName: 'IMG_0001.JPG' });
    expect(row!.storageKey).toMatch(new RegExp(`^\\d+/\\d{4}/\\d{2}/${id}\\.jpg$`));

    const served = await h.app.inject({
      method: 'GET',
      url: body.response,
      headers: { authorization: `Bearer ${teacher}` },
    });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([30, 60]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('secret-home-address'))).toBe(false);
  });

  it('refuses a text file named .jpg, whatever type the browser claims; nothing is stored', async () => {
    const res = await expectNothingStored(() =>
      postForm(
        h,
        URL,
        { file: { file: Buffer.from('hello, I am text'), name: 'photo.jpg', type: 'image/jpeg' } },
        admin,
      ),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(UPLOAD_MESSAGES.imageType);
  });

  it('refuses a photo over 2 MB with the spec message (413); nothing is stored', async () => {
    const big = Buffer.alloc(2 * MB + 1);
    Buffer.from([0xff, 0xd8, 0xff]).copy(big);
    const res = await expectNothingStored(() =>
      postForm(h, URL, { file: { file: big, name: 'big.jpg' } }, admin),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().msg).toBe(UPLOAD_MESSAGES.photoSize);
  });

  it('refuses two files, no file and a JSON body', async () => {
    const two = await postForm(
      h,
      URL,
      {
        file: [
          { file: await photo(), name: 'a.jpg' },
          { file: await photo(), name: 'b.jpg' },
        ],
      },
      admin,
    );
    expect(two.statusCode).toBe(400);
    expect(two.json().msg).toBe(UPLOAD_MESSAGES.oneFile);
    const none = await postForm(h, URL, { filetype: 'image' }, admin);
    expect(none.json().msg).toBe(UPLOAD_MESSAGES.noFile);
    const json = await h.post(URL, { file: 'x' }, admin);
    expect(json.statusCode).toBe(400);
    expect(json.json().msg).toBe(UPLOAD_MESSAGES.noFile);
  });
});

describe('uploads.file with filetype=excel (D13, DECISIONS 36/37)', () => {
  const URL = `${API.uploads.file.path}/`;

  it('answers 401 without a token', async () => {
    const res = await postForm(h, URL, { filetype: 'excel', file: { file: await xlsx(), name: 'a.xlsx' } });
    expect(res.statusCode).toBe(401);
  });

  it('keeps an .xlsx and an .xls and answers the file name the imports take', async () => {
    const res = await postForm(
      h,
      URL,
      { filetype: 'excel', file: { file: await xlsx(), name: '幼儿.xlsx' } },
      admin,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toMatch(/^[0-9a-f-]{36}\.xlsx$/);
    // The field may also come after the file (the limit is then checked once all is read).
    const old = await postForm(h, URL, { file: { file: xls(), name: 'old.xls' }, filetype: 'excel' }, admin);
    expect(old.json().response).toMatch(/^[0-9a-f-]{36}\.xls$/);
  });

  it('refuses a .csv with the exact message; nothing is stored', async () => {
    const csv = Buffer.from('姓名,性别\n张三,男\n');
    const res = await expectNothingStored(() =>
      postForm(h, URL, { filetype: 'excel', file: { file: csv, name: '幼儿.csv', type: 'text/csv' } }, admin),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('上传文件只能是 xls/xlsx 格式!');
  });

  it('refuses a text file renamed .xlsx and a zip that is not a workbook', async () => {
    const fake = await postForm(
      h,
      URL,
      { filetype: 'excel', file: { file: Buffer.from('PK? no'), name: 'a.xlsx' } },
      admin,
    );
    expect(fake.json().msg).toBe(UPLOAD_MESSAGES.excelType);
    const docx = Buffer.from(
      (await xlsx()).toString('latin1').replaceAll('xl/workbook.xml', 'xl/workbook.xmz'),
      'latin1',
    );
    const zip = await postForm(h, URL, { filetype: 'excel', file: { file: docx, name: 'a.xlsx' } }, admin);
    expect(zip.json().msg).toBe(UPLOAD_MESSAGES.excelType);
  });

  it('refuses a 6 MB workbook with the exact message (413), at the limit, before reading it all', async () => {
    const big = Buffer.alloc(6 * MB);
    (await xlsx()).copy(big);
    for (const order of ['field first', 'file first'] as const) {
      const fields =
        order === 'field first'
          ? { filetype: 'excel', file: { file: big, name: 'big.xlsx' } }
          : { file: { file: big, name: 'big.xlsx' }, filetype: 'excel' };
      const res = await expectNothingStored(() => postForm(h, URL, fields, admin));
      expect(res.statusCode).toBe(413);
      expect(res.json().msg).toBe('上传文件大小不能超过 5MB!');
    }
  });

  it('takes a picture without filetype (theme images, 20 MB)', async () => {
    const res = await postForm(h, URL, { file: { file: await photo(), name: 'theme.jpg' } }, admin);
    expect(res.json().response).toMatch(/^\/files\/[0-9a-f-]{36}$/);
  });
});

describe('uploads.read (D6)', () => {
  let photoPath: string;
  let excelName: string;
  beforeAll(async () => {
    photoPath = (
      await postForm(h, API.uploads.image.path, { file: { file: await photo(), name: '头像.jpg' } }, admin)
    ).json().response;
    excelName = (
      await postForm(
        h,
        API.uploads.file.path,
        { filetype: 'excel', file: { file: await xlsx(), name: '名单.xlsx' } },
        admin,
      )
    ).json().response;
  });
  const get = (url: string, headers: Record<string, string> = {}) =>
    h.app.inject({ method: 'GET', url, headers });

  it('answers 401 to an anonymous caller and to a bad token', async () => {
    const res = await get(photoPath);
    expect(res.statusCode).toBe(401);
    expect(res.json().msg).toBe(HTTP_MESSAGES[401]);
    expect((await get(photoPath, { cookie: 'kg_token=forged' })).statusCode).toBe(401);
  });

  it('serves the school’s file by Bearer header: private, typed, nosniff', async () => {
    const res = await get(photoPath, { authorization: `Bearer ${teacher}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toContain('private');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toMatch(/^inline; /);
  });

  it('serves it by the HttpOnly cookie set at login (an <img src> sends no header)', async () => {
    const res = await get(photoPath, { cookie: `other=1; kg_token=${encodeURIComponent(admin)}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
  });

  it('an Excel file comes as an attachment under its own name', async () => {
    const res = await get(`/files/${excelName}`, { authorization: `Bearer ${admin}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('名单.xlsx')}`,
    );
  });

  it('scales a picture down to the next served width (?w=), once, and never for another school', async () => {
    const big = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#e96' } })
      .jpeg()
      .toBuffer();
    const path = (
      await postForm(h, API.uploads.image.path, { file: { file: big, name: '大图.jpg' } }, admin)
    ).json().response as string;
    const files = filesUnder(filesDir).length;
    const small = await get(`${path}?w=90`, { authorization: `Bearer ${teacher}` });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(small.rawPayload).metadata()).width).toBe(96);
    expect(filesUnder(filesDir)).toHaveLength(files + 1);
    const again = await get(`${path}?w=96`, { authorization: `Bearer ${admin}` });
    expect(again.rawPayload.equals(small.rawPayload)).toBe(true);
    expect(filesUnder(filesDir)).toHaveLength(files + 1);
    // Never larger than the original; an Excel file is served as it is.
    expect(
      (await sharp((await get(`${path}?w=4000`, { authorization: `Bearer ${admin}` })).rawPayload).metadata())
        .width,
    ).toBe(960);
    const sheet = await get(`/files/${excelName}?w=96`, { authorization: `Bearer ${admin}` });
    expect(sheet.headers['content-type']).toContain('spreadsheetml');
    expect((await get(`${path}?w=96`, { authorization: `Bearer ${rainbow}` })).statusCode).toBe(404);
    expect((await get(`${path}?w=0`, { authorization: `Bearer ${admin}` })).statusCode).toBe(400);
  });

  it('answers 404 to another school, exactly like a missing file', async () => {
    const other = await get(photoPath, { authorization: `Bearer ${rainbow}` });
    expect(other.statusCode).toBe(404);
    const missing = await get('/files/00000000-0000-4000-8000-000000000000', {
      authorization: `Bearer ${rainbow}`,
    });
    expect(missing.statusCode).toBe(404);
    expect(other.json()).toEqual(missing.json());
    expect((await get('/files/not-a-uuid', { authorization: `Bearer ${admin}` })).statusCode).toBe(404);
  });
});

describe('multipart stays inside the upload routes', () => {
  it('any other route still refuses a form (415)', async () => {
    const res = await postForm(h, API.teachers.add.path, { Name: '周老师' }, admin);
    expect(res.statusCode).toBe(415);
  });
});
