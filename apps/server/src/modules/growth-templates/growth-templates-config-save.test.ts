import {
  API,
  exerciseImageUrl,
  fillMessage,
  GROWTH_TEMPLATE_MESSAGES as M,
  type TExerciseSection,
  type TModuleConfig,
  TypeNum,
} from '@kg/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../../../test/harness';
import { growthModules } from '../../db/schema';
import { defaultModulesFor } from '../../seed/growth-defaults';
import { postForm, recordImage, tempDataDir } from '../uploads/test-support';
import {
  addModule,
  detail,
  getter,
  insertRecord,
  library,
  middleGradeTemplate,
  NOT_FOUND,
  otherSchoolTemplate,
  refusal,
  schoolIds,
  storedModule,
} from './test-support';

/** A module's configuration: its load (F37) and its save (F29, F37-F39). */

const dataDir = tempDataDir('growth-config-save');
const h = useHarness({ dataDir });
let admin: string;
let rainbow: string;
let ids: Awaited<ReturnType<typeof schoolIds>>;
let rainbowModule: number;

const UPLOAD = API.uploads.background.path;

beforeAll(async () => {
  admin = await h.login('admin');
  rainbow = await h.login('rainbow');
  ids = await schoolIds(h);
  rainbowModule = (await otherSchoolTemplate(h, rainbow)).list[2]!.Id;
});

const template = () => middleGradeTemplate(h, admin, ids.sunshine);

const get = getter(h, () => admin);
const save = (body: object, token = admin) => h.call(API.growthTemplates.saveModule, body, token);
const png = (background = '#f80') =>
  sharp({ create: { width: 40, height: 20, channels: 3, background } })
    .png()
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

describe('GetTenantTempDetailOneInfo (F37)', () => {
  it('answers the configuration of a module', async () => {
    const t = await template();
    const exercise = t.of(TypeNum.exercise);
    await insertRecord(h, exercise.Id);
    const config = await get<TModuleConfig>(API.growthTemplates.moduleConfig, { id: exercise.Id });
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
    expect(await get<TModuleConfig>(API.growthTemplates.moduleConfig, { id: plate.Id })).toMatchObject({
      PlateId: plate.PlateId,
      Content: '',
      RecordCount: 0,
    });
    expect(refusal(await h.call(API.growthTemplates.moduleConfig, { id: rainbowModule }, admin), 404)).toBe(
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
    expect((await h.call(API.growthTemplates.reset, { id: t.id }, admin)).statusCode).toBe(200);
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
    const config = await get<TModuleConfig>(API.growthTemplates.moduleConfig, { id: id });
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
