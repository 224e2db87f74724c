import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API, GROWTH_RECORD_MESSAGES, HTTP_MESSAGES, UPLOAD_MESSAGES, VIDEO_MAX_BYTES } from '@kg/contracts';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloneTemplate } from '../../../test/database';
import { testConfig, useHarness } from '../../../test/harness';
import { type App, buildApp } from '../../app';
import type { DbHandle } from '../../db/client';
import { storedFiles } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/demo';
import { byteRange } from './byte-range';
import { sniffVideo } from './sniff';
import { filesUnder, multipartOf, postForm, type TPart, tempDataDir } from './test-support';
import { ebml, isoFile, mov, mp4, streamedForm } from './video-fixtures';

const dataDir = tempDataDir('uploads-video');
const filesDir = path.join(dataDir, 'files');
const h = useHarness({ dataDir });
const URL = `${API.uploads.file.path}/`;
let admin: string;
let teacher: string;
let rainbow: string;

beforeAll(async () => {
  admin = await h.login('admin');
  teacher = await h.login('teacher');
  rainbow = await h.login('rainbow');
});

const jpeg = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#48c' } })
    .jpeg()
    .toBuffer();

const storedCount = async (db = h.db) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(storedFiles))[0]!.n;
const rowOf = async (filePath: string) =>
  (
    await h.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.id, filePath.split('/').pop()!))
  )[0]!;
const get = (url: string, headers: Record<string, string> = {}) =>
  h.app.inject({ method: 'GET', url, headers });

describe('video sniffing and ranges (unit)', () => {
  it('knows MP4, MOV and WebM by their first bytes, and nothing else', async () => {
    expect(sniffVideo(mp4())).toBe('mp4');
    expect(sniffVideo(isoFile('mp42', ['mp42', 'isom']))).toBe('mp4');
    expect(sniffVideo(isoFile('M4V ', ['M4V ', 'mp42']))).toBe('mp4');
    expect(sniffVideo(mov())).toBe('mov');
    expect(sniffVideo(ebml('webm'))).toBe('webm');
    // The same containers holding something else: a photo, an audio file, a Matroska film.
    expect(sniffVideo(isoFile('heic', ['mif1', 'heic']))).toBeNull();
    expect(sniffVideo(isoFile('avif', ['avif', 'mif1', 'miaf']))).toBeNull();
    expect(sniffVideo(isoFile('M4A ', ['M4A ']))).toBeNull();
    expect(sniffVideo(ebml('matroska'))).toBeNull();
    expect(sniffVideo(await jpeg())).toBeNull();
    expect(sniffVideo(Buffer.from('....ftypisom but text'))).toBeNull();
    expect(sniffVideo(Buffer.alloc(0))).toBeNull();
  });

  it('reads one byte range of a file', () => {
    expect(byteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(byteRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRange('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 });
    expect(byteRange('bytes=-10', 1000)).toEqual({ start: 990, end: 999 });
    expect(byteRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
    expect(byteRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(byteRange('bytes=-0', 1000)).toBe('unsatisfiable');
    // Nothing to honour: the whole file is sent.
    for (const header of [undefined, '', 'bytes=5-1', 'items=0-1', 'bytes=0-1,5-6', 'bytes=-', 'bytes=a-b'])
      expect(byteRange(header, 1000)).toBeNull();
  });
});

describe('uploads.file with a video (G39)', () => {
  it('answers 401 without a token', async () => {
    const res = await postForm(h, URL, { file: { file: mp4(), name: 'a.mp4' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().msg).toBe(HTTP_MESSAGES[401]);
  });

  it('keeps a teacher’s MP4 as a video of the school, byte for byte; answers /files/<uuid>', async () => {
    const data = mp4();
    const res = await postForm(
      h,
      URL,
      { file: { file: data, name: '户外活动.mp4', type: 'video/mp4' } },
      teacher,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, msg: UPLOAD_MESSAGES.uploaded });
    const answer = res.json().response as string;
    expect(answer).toMatch(/^\/files\/[0-9a-f-]{36}$/);
    const row = await rowOf(answer);
    expect(row).toMatchObject({
      kind: 'video',
      mime: 'video/mp4',
      size: data.length,
      originalName: '户外活动.mp4',
    });
    expect(row.storageKey).toMatch(/\.mp4$/);
    expect(readFileSync(path.join(filesDir, row.storageKey)).equals(data)).toBe(true);
  });

  it('takes a MOV with filetype=video and a WebM by content whatever its name and type', async () => {
    const movRes = await postForm(
      h,
      URL,
      { filetype: 'video', file: { file: mov(), name: 'IMG_0420.MOV' } },
      admin,
    );
    expect(movRes.statusCode).toBe(200);
    expect(await rowOf(movRes.json().response)).toMatchObject({ kind: 'video', mime: 'video/quicktime' });
    const webm = await postForm(
      h,
      URL,
      { file: { file: ebml('webm'), name: 'recording', type: 'application/octet-stream' } },
      admin,
    );
    expect(webm.statusCode).toBe(200);
    const row = await rowOf(webm.json().response);
    expect(row).toMatchObject({ kind: 'video', mime: 'video/webm' });
    expect(row.storageKey).toMatch(/\.webm$/);
  });

  it('streams a video of several MB (more than any other limit) to disk intact', async () => {
    const data = mp4(6 * 1024 * 1024);
    const res = await postForm(h, URL, { file: { file: data, name: 'long.mp4' } }, admin);
    expect(res.statusCode).toBe(200);
    const row = await rowOf(res.json().response);
    expect(row.size).toBe(data.length);
    expect(readFileSync(path.join(filesDir, row.storageKey)).equals(data)).toBe(true);
  });

  it('refuses VIDEO_MAX_BYTES + 1 streamed at the real limit (about a second); nothing is left', async () => {
    const rows = await storedCount();
    const files = filesUnder(filesDir).length;
    const form = streamedForm(mp4(100), VIDEO_MAX_BYTES + 1, 'whole-day.mp4');
    const res = await h.app.inject({
      method: 'POST',
      url: URL,
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${teacher}` },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().msg).toBe(GROWTH_RECORD_MESSAGES.videoSize);
    expect(await storedCount()).toBe(rows);
    expect(filesUnder(filesDir)).toHaveLength(files);
  });

  it('refuses what only claims to be a video, with the exact message; nothing is stored', async () => {
    const cases: Record<string, TPart>[] = [
      { file: { file: Buffer.from('hello, I am text, not a film'), name: 'clip.mp4', type: 'video/mp4' } },
      { file: { file: Buffer.from('hello'), name: 'clip.MOV' } },
      { filetype: 'video', file: { file: await jpeg(), name: 'photo.jpg' } },
      { file: { file: await jpeg(), name: 'photo.jpg' }, filetype: 'video' },
      { filetype: 'video', file: { file: ebml('matroska'), name: 'film.mkv' } },
    ];
    for (const fields of cases) {
      const rows = await storedCount();
      const files = filesUnder(filesDir).length;
      const res = await postForm(h, URL, fields, admin);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('请上传视频（支持 mp4、mov、webm）');
      expect(await storedCount()).toBe(rows);
      expect(filesUnder(filesDir)).toHaveLength(files);
    }
  });

  it('a video sent with filetype=excel follows the Excel rules; pictures stay pictures', async () => {
    const excel = await postForm(h, URL, { filetype: 'excel', file: { file: mp4(), name: 'a.mp4' } }, admin);
    expect(excel.json().msg).toBe(UPLOAD_MESSAGES.excelType);
    const late = await postForm(h, URL, { file: { file: mp4(), name: 'a.mp4' }, filetype: 'excel' }, admin);
    expect(late.json().msg).toBe(UPLOAD_MESSAGES.excelType);
    const picture = await postForm(h, URL, { file: { file: await jpeg(), name: 'theme.jpg' } }, admin);
    expect(picture.statusCode).toBe(200);
    expect(await rowOf(picture.json().response)).toMatchObject({ kind: 'image', mime: 'image/jpeg' });
  });
});

describe('uploads.read of a video: ranges for <video> (G39, D6)', () => {
  const data = mp4(100_000);
  let url: string;
  beforeAll(async () => {
    url = (await postForm(h, URL, { file: { file: data, name: '视频.mp4' } }, teacher)).json().response;
  });
  const bearer = (token: string, range?: string) => ({
    authorization: `Bearer ${token}`,
    ...(range ? { range } : {}),
  });

  it('answers 401 to an anonymous caller, ranged or not', async () => {
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, { range: 'bytes=0-1' })).statusCode).toBe(401);
  });

  it('serves the whole video, typed and inline, saying it takes ranges', async () => {
    const res = await get(url, bearer(admin));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(Number(res.headers['content-length'])).toBe(data.length);
    expect(res.headers['content-disposition']).toMatch(/^inline; /);
    expect(res.rawPayload.equals(data)).toBe(true);
  });

  it('answers a range with 206 and exactly those bytes (also by the cookie a <video> sends)', async () => {
    const cases: [string, number, number][] = [
      ['bytes=0-99', 0, 99],
      ['bytes=50000-', 50000, data.length - 1],
      ['bytes=-16', data.length - 16, data.length - 1],
      ['bytes=99990-200000', 99990, data.length - 1],
    ];
    for (const [range, start, end] of cases) {
      const res = await get(url, bearer(teacher, range));
      expect(res.statusCode).toBe(206);
      expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/${data.length}`);
      expect(Number(res.headers['content-length'])).toBe(end - start + 1);
      expect(res.headers['accept-ranges']).toBe('bytes');
      expect(res.headers['content-type']).toBe('video/mp4');
      expect(res.rawPayload.equals(data.subarray(start, end + 1))).toBe(true);
    }
    const cookie = await get(url, { cookie: `kg_token=${encodeURIComponent(admin)}`, range: 'bytes=8-15' });
    expect(cookie.statusCode).toBe(206);
    expect(cookie.rawPayload.toString('latin1')).toBe('isom\u0000\u0000\u0002\u0000');
  });

  it('answers 416 to a range outside the file, and the whole file to one it cannot honour', async () => {
    const out = await get(url, bearer(admin, `bytes=${data.length}-`));
    expect(out.statusCode).toBe(416);
    expect(out.headers['content-range']).toBe(`bytes */${data.length}`);
    expect(out.json()).toEqual({
      success: false,
      msg: UPLOAD_MESSAGES.rangeInvalid,
      code: 'uploads.rangeInvalid',
      response: null,
    });
    const several = await get(url, bearer(admin, 'bytes=0-1,4-5'));
    expect(several.statusCode).toBe(200);
    expect(several.rawPayload.length).toBe(data.length);
  });

  it('answers 404 to another school, ranged or not, exactly like a missing file', async () => {
    const missing = await get('/files/00000000-0000-4000-8000-000000000000', bearer(rainbow));
    for (const range of [undefined, 'bytes=0-9', `bytes=${data.length}-`]) {
      const other = await get(url, bearer(rainbow, range));
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual(missing.json());
    }
  });

  it('serves a WebM and a MOV with their own types; a picture ignores Range as before', async () => {
    const webm = (await postForm(h, URL, { file: { file: ebml('webm'), name: 'a.webm' } }, admin)).json()
      .response;
    expect((await get(webm, bearer(admin))).headers['content-type']).toBe('video/webm');
    const movPath = (await postForm(h, URL, { file: { file: mov(), name: 'a.mov' } }, admin)).json().response;
    expect((await get(movPath, bearer(admin, 'bytes=0-3'))).headers['content-type']).toBe('video/quicktime');
    const picture = (await postForm(h, URL, { file: { file: await jpeg(), name: 'a.jpg' } }, admin)).json()
      .response;
    const res = await get(picture, bearer(admin, 'bytes=0-3'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['accept-ranges']).toBeUndefined();
    expect(res.headers['content-type']).toBe('image/jpeg');
  });
});

// ── The size limit, on an app whose video limit is 1 MB ──────────────────────────────

const LIMIT = 1024 * 1024;

describe('the video limit (413, nothing left behind)', () => {
  const limitDir = tempDataDir('uploads-video-limit');
  let app: App;
  let handle: DbHandle;
  let token: string;
  beforeAll(async () => {
    handle = await cloneTemplate();
    app = await buildApp({
      config: testConfig({ dataDir: limitDir }),
      handle,
      logger: false,
      videoMaxBytes: LIMIT,
    });
    await app.ready();
    const login = await app.inject({
      method: 'POST',
      url: API.auth.login.path,
      payload: { name: 'teacher', pass: DEMO_PASSWORD, uID: 0 },
    });
    token = login.json().response.token;
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });
  const upload = (size: number, name = 'big.mp4') => {
    const form = streamedForm(mp4(100), size, name);
    return app.inject({
      method: 'POST',
      url: URL,
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${token}` },
    });
  };

  it('keeps a video of exactly the limit', async () => {
    const res = await upload(LIMIT);
    expect(res.statusCode).toBe(200);
    const id = res.json().response.split('/').pop();
    const [row] = await handle.db.select().from(storedFiles).where(eq(storedFiles.id, id));
    expect(row!.size).toBe(LIMIT);
  });

  it('refuses one byte more with the exact message; no row, no partial file', async () => {
    const rows = await storedCount(handle.db);
    const files = filesUnder(path.join(limitDir, 'files')).length;
    const res = await upload(LIMIT + 1);
    expect(res.statusCode).toBe(413);
    expect(res.json().msg).toBe(GROWTH_RECORD_MESSAGES.videoSize);
    expect(res.json().msg).toBe('上传视频大小不能超过 200MB!');
    expect(await storedCount(handle.db)).toBe(rows);
    expect(filesUnder(path.join(limitDir, 'files'))).toHaveLength(files);
    // Far over it, refused as soon as the limit is passed.
    const far = await upload(LIMIT * 4, 'IMG_1.MOV');
    expect(far.statusCode).toBe(413);
    expect(filesUnder(path.join(limitDir, 'files'))).toHaveLength(files);
  });

  it('a picture keeps its own 20 MB limit on this route', async () => {
    const big = Buffer.alloc(21 * LIMIT);
    (await jpeg()).copy(big);
    const { payload, contentType } = await multipartOf({ file: { file: big, name: 'big.jpg' } });
    const res = await app.inject({
      method: 'POST',
      url: URL,
      payload,
      headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().msg).toBe(UPLOAD_MESSAGES.imageFileSize);
  });
});
