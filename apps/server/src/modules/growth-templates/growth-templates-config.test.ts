import path from 'node:path';
import {
  BACKGROUNDS,
  backgroundUrl,
  exerciseImageUrl,
  fillMessage,
  GROWTH_TEMPLATE_MESSAGES as M,
  PLATES,
  plateThumbnail,
  STORED_FILE_PATH,
  type TBackground,
  type TCatalogueEntry,
  type TExerciseSection,
  type TModuleConfig,
  TypeNum,
  UPLOAD_MESSAGES,
} from '@kg/contracts';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { itGuards, useHarness } from '../../../test/harness';
import { growthModules, storedFiles } from '../../db/schema';
import { defaultModulesFor } from '../../seed/growth-defaults';
import { filesUnder, postForm, recordImage, tempDataDir } from '../uploads/test-support';
import type { logSheetOf } from './growth-templates.presenters';
import {
  addModule,
  addTemplate,
  BASE,
  detail,
  freshYear,
  insertRecord,
  NOT_FOUND,
  schoolIds,
  storedModule,
} from './test-support';

const dataDir = tempDataDir('growth-config');
const h = useHarness({ dataDir });
let admin: string;
let teacher: string;
let district: string;
let rainbow: string;
let ids: Awaited<ReturnType<typeof schoolIds>>;
let rainbowModule: number;

const UPLOAD = '/api/Img/UploadImg';
const MB = 1024 * 1024;

beforeAll(async () => {
  admin = await h.login('admin');
  teacher = await h.login('teacher');
  district = await h.login('district');
  rainbow = await h.login('rainbow');
  ids = await schoolIds(h);
  const r = await freshYear(h, ids.rainbow);
  const rainbowTemplate = await addTemplate(h, rainbow, {
    studyYearId: r.year.id,
    gradeId: r.grade('小班').id,
  });
  rainbowModule = (await detail(h, rainbow, rainbowTemplate)).List[2]!.Id;
});

/** A term template of 中班 in a study year of its own, with its modules. */
async function template() {
  const y = await freshYear(h, ids.sunshine);
  const id = await addTemplate(h, admin, {
    studyYearId: y.year.id,
    gradeId: y.grade('中班').id,
    cycleId: y.terms[0]!.id,
  });
  const { List } = await detail(h, admin, id);
  const of = (type: number) => List.find((m) => m.TypeNum === type)!;
  return { id, year: y, list: List, of };
}

const get = async <T>(url: string, token = admin) => {
  const res = await h.get(`${BASE}/${url}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as T;
};
const save = (body: object, token = admin) => h.post(`${BASE}/SaveTenantTempDetailOneInfo`, body, token);
const refusal = (res: { statusCode: number; json(): { msg: string } }, status = 400) => {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(status);
  return res.json().msg;
};
const library = (i = 0) => backgroundUrl(BACKGROUNDS[i]!.key);
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

const section = (n: number, change: Partial<TExerciseSection> = {}): TExerciseSection => ({
  title: `项目${n}`,
  standardValues: '5-8',
  unit: '米',
  imageArr: [{ url: exerciseImageUrl('run') }],
  ...change,
});

describe('access', () => {
  const routes: Parameters<typeof itGuards>[1] = [
    ['GET', `${BASE}/GetBackCoverImgList`],
    ['GET', `${BASE}/GetBackgroundList`],
    ['GET', `${BASE}/GetPlateList`],
    ['GET', `${BASE}/GetTenantTempDetailOneInfo?id=1`],
    ['POST', `${BASE}/SaveTenantTempDetailOneInfo`, { id: 1, backCoverImg: library() }],
    ['GET', `${BASE}/GetTenantTempDetailOneInfoByImgTextRecord?id=1`],
    ['GET', `${BASE}/GetTenantTempDetailCatalogueInfo?Id=1`],
    ['GET', `${BASE}/GoTenantTempDetailOneInfoByCycleWriteCycle?Id=1`],
    ['GET', `${BASE}/GoTenantTempDetailOneInfoByCycleWrite?Id=1`],
    ['POST', UPLOAD],
  ];
  itGuards(h, routes, () => teacher);
  itGuards(h, routes, () => district);
});

describe('POST /api/Img/UploadImg (F31)', () => {
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
    const covers = await get<TBackground[]>('GetBackCoverImgList');
    expect(covers.slice(0, BACKGROUNDS.length)).toEqual(
      BACKGROUNDS.map((b) => ({ Img: backgroundUrl(b.key), Thumbnail: backgroundUrl(b.key), Name: b.name })),
    );
    const uploaded = covers.slice(BACKGROUNDS.length);
    expect(uploaded[0]).toEqual({ Img: mine, Thumbnail: `${mine}?w=240`, Name: '我们的封面.png' });
    expect(uploaded.some((b) => b.Img === theirs)).toBe(false);
    expect(await get<TBackground[]>('GetBackgroundList')).toEqual(covers);
    expect((await get<TBackground[]>('GetBackgroundList', rainbow)).some((b) => b.Img === theirs)).toBe(true);
  });

  it('answers the 13 plates with their thumbnails and slots (F46)', async () => {
    const plates =
      await get<{ Id: number; Name: string; Thumbnail: string; Slots: number }[]>('GetPlateList');
    expect(plates.map((p) => p.Id)).toEqual(PLATES.map((p) => p.Id));
    expect(plates).toHaveLength(13);
    for (const p of plates) expect(p.Thumbnail).toBe(plateThumbnail(p.Id));
    expect(plates.filter((p) => [4, 5].includes(p.Id)).map((p) => p.Slots)).toEqual([10, 10]);
  });
});

describe('GetTenantTempDetailOneInfo (F37)', () => {
  it('answers the configuration of a module', async () => {
    const t = await template();
    const exercise = t.of(TypeNum.exercise);
    await insertRecord(h, exercise.Id);
    const config = await get<TModuleConfig>(`GetTenantTempDetailOneInfo?id=${exercise.Id}`);
    // jsonb keeps the values, not the key order
    expect(JSON.parse(config.Content)).toEqual(
      defaultModulesFor(2).find((d) => d.typeNum === TypeNum.exercise)!.exercise,
    );
    expect({ ...config, Content: '' }).toEqual({
      Id: exercise.Id,
      TempId: t.id,
      TypeNum: TypeNum.exercise,
      Title: exercise.Title,
      BackCoverImg: exercise.BackCoverImg,
      PlateId: 0,
      Content: '',
      TemplateStatus: 0,
      RecordCount: 1,
    });
    const plate = t.of(TypeNum.plate);
    expect(await get<TModuleConfig>(`GetTenantTempDetailOneInfo?id=${plate.Id}`)).toMatchObject({
      PlateId: plate.PlateId,
      Content: '',
      RecordCount: 0,
    });
    expect(refusal(await h.get(`${BASE}/GetTenantTempDetailOneInfo?id=${rainbowModule}`, admin), 404)).toBe(
      NOT_FOUND,
    );
  });
});

describe('SaveTenantTempDetailOneInfo (F29, F37-F39)', () => {
  it('the cover form changes the background only', async () => {
    const t = await template();
    const exercise = t.of(TypeNum.exercise);
    const before = await storedModule(h, exercise.Id);
    const templateBefore = (await detail(h, admin, t.id)).Template;
    await new Promise((r) => setTimeout(r, 5));
    const res = await save({ id: exercise.Id, plateId: 0, backCoverImg: library(3), content: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, msg: M.saved });
    expect(await storedModule(h, exercise.Id)).toMatchObject({
      backCoverImg: library(3),
      content: before!.content,
      plateId: 0,
    });
    const plate = t.of(TypeNum.plate);
    expect((await save({ id: plate.Id, backCoverImg: library(4) })).statusCode).toBe(200);
    expect(await storedModule(h, plate.Id)).toMatchObject({
      backCoverImg: library(4),
      plateId: plate.PlateId,
    });
    expect(
      new Date((await detail(h, admin, t.id)).Template.UpdatedAt) > new Date(templateBefore.UpdatedAt),
    ).toBe(true);
  });

  it('takes a library background or a picture of this school; nothing else', async () => {
    const t = await template();
    const id = t.of(TypeNum.epilogue).Id;
    expect(refusal(await save({ id, backCoverImg: '' }))).toBe(M.backgroundRequired);
    expect(refusal(await save({ id, backCoverImg: '   ' }))).toBe(M.backgroundRequired);
    const ours = (await upload(await png(), 'bg.png')).json().response as string;
    const photo = `/files/${await recordImage(h, ids.sunshine)}`;
    const theirs = `/files/${await recordImage(h, ids.rainbow)}`;
    for (const url of [
      '/growth/backgrounds/no-such.svg',
      'https://example.com/a.png',
      theirs,
      '/files/00000000-0000-4000-8000-000000000000',
      '/files/not-a-uuid',
    ]) {
      expect(refusal(await save({ id, backCoverImg: url })), url).toBe(M.backgroundInvalid);
    }
    for (const url of [ours, photo, ours.toUpperCase().replace('/FILES/', '/files/')]) {
      expect((await save({ id, backCoverImg: url })).statusCode, url).toBe(200);
    }
    expect(refusal(await save({ id: rainbowModule, backCoverImg: library() }), 404)).toBe(NOT_FOUND);
  });

  it('type 6: a plate is set once; locked then unless the template was reset (F39)', async () => {
    const t = await template();
    const fresh = await addModule(h, admin, { tempId: t.id, type: TypeNum.plate, title: '新版面' });
    const body = { id: fresh, backCoverImg: library(), content: '' };
    // a configuration save (content sent) without a plate
    expect(refusal(await save({ ...body, plateId: 0, content: '[]' }))).toBe(M.plateRequired);
    expect(refusal(await save({ ...body, plateId: 14 }))).toBe(M.plateInvalid);
    expect((await save({ ...body, plateId: 14 })).statusCode).toBe(400);
    expect((await save({ ...body, plateId: 5 })).statusCode).toBe(200);
    expect((await storedModule(h, fresh))!.plateId).toBe(5);
    expect(refusal(await save({ ...body, plateId: 6 }))).toBe(M.plateLocked);
    expect((await save({ ...body, plateId: 5 })).statusCode).toBe(200);
    // an unknown plate may be replaced
    await h.db.update(growthModules).set({ plateId: 99 }).where(eq(growthModules.id, fresh));
    expect((await save({ ...body, plateId: 6 })).statusCode).toBe(200);
    // a default plate is locked too, until the template is reset (status 2)
    const plate = t.of(TypeNum.plate);
    const other = plate.PlateId === 1 ? 2 : 1;
    expect(refusal(await save({ ...body, id: plate.Id, plateId: other }))).toBe(M.plateLocked);
    expect((await h.post(`${BASE}/ResetTempInfo`, { id: t.id }, admin)).statusCode).toBe(200);
    const reset = (await detail(h, admin, t.id)).List.find((m) => m.TypeNum === TypeNum.plate)!;
    expect((await save({ ...body, id: reset.Id, plateId: other })).statusCode).toBe(200);
    expect((await storedModule(h, reset.Id))!.plateId).toBe(other);
  });

  it('type 7: every section needs title, standard value, unit and image, in that order (F38)', async () => {
    const t = await template();
    const id = t.of(TypeNum.exercise).Id;
    const body = (sections: unknown) => ({ id, backCoverImg: library(), content: JSON.stringify(sections) });
    const cases: [TExerciseSection[], string][] = [
      [[section(1, { title: ' ', unit: '' })], fillMessage(M.sectionTitleRequired, { n: 1 })],
      [
        [section(1), section(2, { standardValues: '', unit: '' })],
        fillMessage(M.sectionStandardRequired, { n: 2 }),
      ],
      [
        [section(1), section(2), section(3, { unit: '', imageArr: [] })],
        fillMessage(M.sectionUnitRequired, { n: 3 }),
      ],
      [[section(1), section(2, { imageArr: [{ url: '' }] })], fillMessage(M.sectionImageRequired, { n: 2 })],
      [[section(1, { title: '' }), section(2, { title: '' })], fillMessage(M.sectionTitleRequired, { n: 1 })],
    ];
    for (const [sections, message] of cases) expect(refusal(await save(body(sections)))).toBe(message);
    for (const content of [
      'not json',
      '{}',
      '[]',
      JSON.stringify(Array.from({ length: 7 }, (_, i) => section(i + 1))),
      JSON.stringify([section(1, { title: '一'.repeat(21) })]),
      JSON.stringify([section(1, { imageArr: [{ url: 'https://example.com/x.png' }] })]),
    ]) {
      expect(refusal(await save({ id, backCoverImg: library(), content })), content).toBe(M.contentInvalid);
    }
    const before = (await storedModule(h, id))!.content;
    expect(before).not.toBeNull();
    const photo = `/files/${await recordImage(h, ids.sunshine)}`;
    const sections = [
      section(1, { title: ' 跳绳 ' }),
      section(2, { imageArr: [{ url: photo }, { url: '' }] }),
    ];
    const res = await save(body(sections));
    expect(res.statusCode, res.body).toBe(200);
    expect((await storedModule(h, id))!.content).toEqual([
      section(1, { title: '跳绳' }),
      section(2, { imageArr: [{ url: photo }] }),
    ]);
    const config = await get<TModuleConfig>(`GetTenantTempDetailOneInfo?id=${id}`);
    expect(JSON.parse(config.Content)).toEqual((await storedModule(h, id))!.content);
  });

  it('type 8: medical items as ZMedicalContent (F45)', async () => {
    const t = await template();
    const id = t.of(TypeNum.physical).Id;
    const items = defaultModulesFor(2).find((d) => d.typeNum === TypeNum.physical)!.medical!;
    const changed = items.map((item, i) => (i === 0 ? { ...item, isOpen: false } : item));
    expect((await save({ id, backCoverImg: library(), content: JSON.stringify(changed) })).statusCode).toBe(
      200,
    );
    expect((await storedModule(h, id))!.content).toEqual(changed);
    for (const content of ['[', '[{"title":""}]', JSON.stringify([{ ...items[0], topicType: 'slider' }])]) {
      expect(refusal(await save({ id, backCoverImg: library(), content }))).toBe(M.contentInvalid);
    }
    expect((await storedModule(h, id))!.content).toEqual(changed);
  });
});

describe('preview (F32)', () => {
  it('GetTenantTempDetailOneInfoByImgTextRecord: background, plate picture, title and content', async () => {
    const t = await template();
    const plate = t.of(TypeNum.plate);
    expect(await get(`GetTenantTempDetailOneInfoByImgTextRecord?id=${plate.Id}`)).toEqual({
      BackCoverImg: plate.BackCoverImg,
      PlateLookImg: plateThumbnail(plate.PlateId),
      PlateId: plate.PlateId,
      TypeNum: TypeNum.plate,
      Title: plate.Title,
      Content: '',
    });
    const cover = t.of(TypeNum.cover);
    expect(await get(`GetTenantTempDetailOneInfoByImgTextRecord?id=${cover.Id}`)).toMatchObject({
      PlateLookImg: '',
      PlateId: 0,
    });
    const res = await h.get(`${BASE}/GetTenantTempDetailOneInfoByImgTextRecord?id=${rainbowModule}`, admin);
    expect(refusal(res, 404)).toBe(NOT_FOUND);
  });

  it('GetTenantTempDetailCatalogueInfo: open printed modules after the catalogue with their pages', async () => {
    const t = await template();
    const catalogue = t.of(TypeNum.catalogue);
    const expected = (list: typeof t.list) => {
      const printed = list.filter((m) => m.Status === 1 && ![9, 13].includes(m.TypeNum));
      const entries: TCatalogueEntry[] = [];
      let page = 1;
      for (const m of printed) {
        if (m.OrderSort > catalogue.OrderSort)
          entries.push({ Title: m.Title, Page: page, TypeNum: m.TypeNum });
        page += m.TypeNum === TypeNum.termObservation ? 2 : 1;
      }
      return entries;
    };
    const entries = await get<TCatalogueEntry[]>(`GetTenantTempDetailCatalogueInfo?Id=${catalogue.Id}`);
    expect(entries).toEqual(expected(t.list));
    // cover 1, catalogue 2, the first module on page 3
    expect(entries[0]!.Page).toBe(3);
    expect(entries.some((e) => e.TypeNum === TypeNum.familyVideo)).toBe(false);
    const term = entries.findIndex((e) => e.TypeNum === TypeNum.termObservation);
    expect(entries[term + 1]!.Page).toBe(entries[term]!.Page + 2);
    // a closed module leaves the catalogue
    const closed = t.list.find((m) => m.TypeNum === TypeNum.rating)!;
    await h.post(`${BASE}/OpenCloseTenantTempDetailOneInfo`, { id: closed.Id, status: 0 }, admin);
    const after = await get<TCatalogueEntry[]>(`GetTenantTempDetailCatalogueInfo?Id=${catalogue.Id}`);
    expect(after.some((e) => e.Title === closed.Title)).toBe(false);
    expect(after).toEqual(expected((await detail(h, admin, t.id)).List));
    const res = await h.get(`${BASE}/GetTenantTempDetailCatalogueInfo?Id=${rainbowModule}`, admin);
    expect(refusal(res, 404)).toBe(NOT_FOUND);
  });

  it('the term and monthly observation pages with their log sheets', async () => {
    const t = await template();
    const term = t.of(TypeNum.termObservation);
    const defaults = defaultModulesFor(2);
    const termPoints = defaults.find((d) => d.typeNum === TypeNum.termObservation)!.points!;
    const page = await get<{ Title: string; CycleName: string; LogSheet: ReturnType<typeof logSheetOf> }>(
      `GoTenantTempDetailOneInfoByCycleWriteCycle?Id=${term.Id}`,
    );
    expect(page).toMatchObject({
      Title: term.Title,
      CycleName: t.year.terms[0]!.name,
      CycleWrites: [
        { Title: '故事描述', Desc: '' },
        { Title: '分析', Desc: '' },
        { Title: '支持', Desc: '' },
      ],
    });
    const flat = page.LogSheet.flatMap((d) =>
      d.info.flatMap((e) => e.info.map((p) => ({ dimension: d.Name, element: e.Name, name: p.Name }))),
    );
    expect(flat).toEqual(
      [...termPoints].sort(
        (a, b) =>
          termPoints.findIndex((p) => p.dimension === a.dimension) -
            termPoints.findIndex((p) => p.dimension === b.dimension) ||
          termPoints.findIndex((p) => p.dimension === a.dimension && p.element === a.element) -
            termPoints.findIndex((p) => p.dimension === b.dimension && p.element === b.element),
      ),
    );
    expect(page.LogSheet[0]!.info[0]!.info[0]!.Id).toBeGreaterThan(0);

    const month = t.of(TypeNum.monthlyObservation);
    const monthly = await get<{ Title: string; TimeCopy: string; LogSheet: unknown[] }>(
      `GoTenantTempDetailOneInfoByCycleWrite?Id=${month.Id}`,
    );
    expect(monthly).toMatchObject({ Title: month.Title, TimeCopy: month.TimeCopy });
    expect(monthly.TimeCopy).toMatch(/^\d+月$/);
    expect(monthly.LogSheet.length).toBeGreaterThan(0);

    const plate = t.of(TypeNum.plate);
    for (const route of [
      'GoTenantTempDetailOneInfoByCycleWriteCycle',
      'GoTenantTempDetailOneInfoByCycleWrite',
    ]) {
      expect(refusal(await h.get(`${BASE}/${route}?Id=${plate.Id}`, admin))).toBe(M.noLogSheet);
      expect(refusal(await h.get(`${BASE}/${route}?Id=${rainbowModule}`, admin), 404)).toBe(NOT_FOUND);
    }
  });
});
