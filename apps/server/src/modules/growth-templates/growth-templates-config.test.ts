import path from 'node:path';
import {
  API,
  BACKGROUNDS,
  backgroundUrl,
  GROWTH_TEMPLATE_MESSAGES as M,
  PLATES,
  plateThumbnail,
  STORED_FILE_PATH,
  type TBackground,
  UPLOAD_MESSAGES,
} from '@kg/contracts';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { itGuards, useHarness } from '../../../test/harness';
import { storedFiles } from '../../db/schema';
import { filesUnder, postForm, tempDataDir } from '../uploads/test-support';
import { getter, library, refusal, schoolIds } from './test-support';

/** Who may configure modules, the school's uploaded backgrounds (F31) and the background and plate lists. */

const dataDir = tempDataDir('growth-config');
const h = useHarness({ dataDir });
let admin: string;
let teacher: string;
let district: string;
let rainbow: string;
let ids: Awaited<ReturnType<typeof schoolIds>>;

const UPLOAD = API.uploads.background.path;
const MB = 1024 * 1024;

beforeAll(async () => {
  admin = await h.login('admin');
  teacher = await h.login('teacher');
  district = await h.login('district');
  rainbow = await h.login('rainbow');
  ids = await schoolIds(h);
});

const get = getter(h, () => admin);
const png = (background = '#f80') =>
  sharp({ create: { width: 40, height: 20, channels: 3, background } })
    .png()
    .toBuffer();
const jpeg = () =>
  sharp({ create: { width: 40, height: 20, channels: 3, background: '#08f' } })
    .jpeg()
    .toBuffer();
const upload = (file: Buffer, name: string, token = admin) =>
  postForm(h, UPLOAD, { file: { file, name } }, token);

describe('access', () => {
  const routes: Parameters<typeof itGuards>[1] = [
    API.growthTemplates.covers,
    API.growthTemplates.backgrounds,
    API.growthTemplates.plates,
    [API.growthTemplates.moduleConfig, { id: 1 }],
    [API.growthTemplates.saveModule, { id: 1, backCoverImg: library() }],
    [API.growthTemplates.moduleImages, { id: 1 }],
    [API.growthTemplates.catalogue, { Id: 1 }],
    [API.growthTemplates.cycleWriteCycle, { Id: 1 }],
    [API.growthTemplates.cycleWrite, { Id: 1 }],
    API.uploads.background,
  ];
  itGuards(h, routes, () => teacher);
  itGuards(h, routes, () => district);
});

describe('uploads.background (F31)', () => {
  it('keeps a PNG and a JPEG as the school’s backgrounds', async () => {
    for (const [file, name, mime] of [
      [await png(), '封面.png', 'image/png'],
      [await jpeg(), 'cover.jpg', 'image/jpeg'],
    ] as const) {
      const res = await upload(file, name);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ success: true, msg: UPLOAD_MESSAGES.uploaded });
      const url = res.json().response as string;
      expect(url).toMatch(STORED_FILE_PATH);
      const [row] = await h.db
        .select()
        .from(storedFiles)
        .where(eq(storedFiles.id, url.split('/').pop()!));
      expect(row).toMatchObject({ schoolId: ids.sunshine, kind: 'background', mime, originalName: name });
      const served = await h.get(url, admin);
      expect(served.statusCode).toBe(200);
    }
  });

  it('refuses a GIF, a WebP, a text file named .png (imageType) and over 2 MB (imageSize); stores nothing', async () => {
    const files = () => filesUnder(path.join(dataDir, 'files')).length;
    const count = async () => (await h.db.select({ n: sql<number>`count(*)::int` }).from(storedFiles))[0]!.n;
    const before = [files(), await count()];
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const webp = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .webp()
      .toBuffer();
    for (const [file, name] of [
      [gif, 'a.gif'],
      [gif, 'renamed.png'],
      [webp, 'b.jpg'],
      [Buffer.from('I am text, not a picture'), 'text.png'],
    ] as const) {
      expect(refusal(await upload(file, name))).toBe(M.imageType);
    }
    const big = Buffer.concat([await png(), Buffer.alloc(2 * MB)]);
    expect(refusal(await upload(big, 'big.png'), 413)).toBe(M.imageSize);
    expect([files(), await count()]).toEqual(before);
  });
});

describe('background and plate lists (F29, F36)', () => {
  it('answers the library, then the school’s own uploads (not another school’s)', async () => {
    const mine = (await upload(await png('#123'), '我们的封面.png')).json().response as string;
    const theirs = (await upload(await png('#321'), '彩虹的封面.png', rainbow)).json().response as string;
    const covers = await get<TBackground[]>(API.growthTemplates.covers);
    expect(covers.slice(0, BACKGROUNDS.length)).toEqual(
      BACKGROUNDS.map((b) => ({ Img: backgroundUrl(b.key), Thumbnail: backgroundUrl(b.key), Name: b.name })),
    );
    const uploaded = covers.slice(BACKGROUNDS.length);
    expect(uploaded[0]).toEqual({ Img: mine, Thumbnail: `${mine}?w=240`, Name: '我们的封面.png' });
    expect(uploaded.some((b) => b.Img === theirs)).toBe(false);
    expect(await get<TBackground[]>(API.growthTemplates.backgrounds)).toEqual(covers);
    expect(
      (await get<TBackground[]>(API.growthTemplates.backgrounds, undefined, rainbow)).some(
        (b) => b.Img === theirs,
      ),
    ).toBe(true);
  });

  it('answers the 13 plates with their thumbnails and slots (F46)', async () => {
    const plates = await get<{ Id: number; Name: string; Thumbnail: string; Slots: number }[]>(
      API.growthTemplates.plates,
    );
    expect(plates.map((p) => p.Id)).toEqual(PLATES.map((p) => p.Id));
    expect(plates).toHaveLength(13);
    for (const p of plates) expect(p.Thumbnail).toBe(plateThumbnail(p.Id));
    expect(plates.filter((p) => [4, 5].includes(p.Id)).map((p) => p.Slots)).toEqual([10, 10]);
  });
});
