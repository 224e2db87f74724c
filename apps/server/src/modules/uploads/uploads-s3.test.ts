import path from 'node:path';
import { API } from '@kg/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../../../test/harness';
import { useS3Server } from '../../../test/s3-server';
import { storedFiles } from '../../db/schema';
import { s3FileStore } from './s3-file-store';
import { filesUnder, postForm, tempDataDir } from './test-support';
import { mp4 } from './video-fixtures';

// Issue 21: with S3_ settings the app keeps its files in the bucket and still serves every
// read itself, after its own access checks (D6); the data directory holds none of them.
const dataDir = tempDataDir('uploads-s3');
const s3 = useS3Server();
const h = useHarness(() => ({ dataDir, files: { store: 's3', s3: s3.config } }));
const bucket = () => s3FileStore(s3.config);
let admin: string;
let rainbow: string;

beforeAll(async () => {
  admin = await h.login('admin');
  rainbow = await h.login('rainbow');
});

const get = (url: string, token: string, headers: Record<string, string> = {}) =>
  h.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, ...headers } });
const keyOf = async (filePath: string) =>
  (
    await h.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.id, filePath.split('/').pop() as string))
  )[0]?.storageKey as string;

describe('uploads with the object store configured', () => {
  let photoPath: string;

  it('a photo uploaded through the app is in the bucket and read back through the app', async () => {
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c84' } })
      .jpeg()
      .toBuffer();
    const res = await postForm(h, API.uploads.image.path, { file: { file: photo, name: '园所.jpg' } }, admin);
    expect(res.statusCode).toBe(200);
    photoPath = res.json().response;
    // The upload keeps a re-encoded photo: the bucket holds it, the data directory nothing.
    const kept = await bucket().read(await keyOf(photoPath));
    expect((await sharp(kept).metadata()).width).toBe(1200);
    expect(filesUnder(path.join(dataDir, 'files'))).toEqual([]);

    const served = await get(photoPath, admin);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(Number(served.headers['content-length'])).toBe(kept.length);
    expect(served.rawPayload.equals(kept)).toBe(true);
  });

  it('a thumbnail is made once and kept in the bucket beside the original', async () => {
    const small = await get(`${photoPath}?w=96`, admin);
    expect(small.statusCode).toBe(200);
    expect((await sharp(small.rawPayload).metadata()).width).toBe(96);
    const key = await keyOf(photoPath);
    expect(await bucket().open(`${key}.w96.jpg`)).not.toBeNull();
  });

  it('another school gets the same 404 as a missing file', async () => {
    const other = await get(photoPath, rainbow);
    expect(other.statusCode).toBe(404);
    const missing = await get('/files/00000000-0000-4000-8000-000000000000', admin);
    expect(other.json()).toEqual(missing.json());
  });

  it('a video streams into the bucket and is read back in ranges', async () => {
    const data = mp4(6 * 1024 * 1024);
    const res = await postForm(
      h,
      `${API.uploads.file.path}/`,
      { file: { file: data, name: '活动.mp4' } },
      admin,
    );
    expect(res.statusCode).toBe(200);
    const url = res.json().response as string;
    const part = await get(url, admin, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${data.length}`);
    expect(part.rawPayload.equals(data.subarray(100, 200))).toBe(true);
    const whole = await get(url, admin);
    expect(whole.rawPayload.equals(data)).toBe(true);
  });

  it("an object gone from the bucket gets the app's normal not-found answer", async () => {
    const missing = await get('/files/00000000-0000-4000-8000-000000000000', admin);
    await bucket().remove(await keyOf(photoPath));
    const gone = await get(photoPath, admin);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual(missing.json());
  });
});
