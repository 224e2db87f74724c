import {
  API,
  PRESET_TEXT_MESSAGES as M,
  Permission,
  PRESET_TEXT_MAX,
  PRESET_TEXTS_MAX,
  PresetMessageType,
  type TPresetText,
} from '@kg/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { itGuards, useHarness } from '../../../test/harness';
import { presetTexts, schools } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/demo';
import { ensurePlatformData } from '../../seed/platform';
import { DEFAULT_PRESET_TEXTS, ensureDefaultPresetTexts } from '../../seed/preset-text-defaults';

const h = useHarness();
const GROWTH = PresetMessageType.growth;
const THEME = PresetMessageType.theme;
const SYSTEM_GROWTH = DEFAULT_PRESET_TEXTS[GROWTH]!;
const SYSTEM_THEME = DEFAULT_PRESET_TEXTS[THEME]!;
let admin: string;
let teacher: string;
let doctor: string;
let rainbow: string;
let sunshineId: number;
let rainbowId: number;

beforeAll(async () => {
  admin = await h.login('admin');
  teacher = await h.login('teacher');
  doctor = await h.login('doctor');
  rainbow = await h.login('rainbow');
  const all = await h.db.select({ id: schools.id, name: schools.name }).from(schools);
  sunshineId = all.find((s) => s.name === '阳光幼儿园')!.id;
  rainbowId = all.find((s) => s.name === '彩虹幼儿园')!.id;
});

const list = (query: { MessageType?: string; PageIndex?: number; PageSize?: number }, token = teacher) =>
  h.call(API.presetTexts.page, query, token);
const all = async (messageType: string, token = teacher) => {
  const res = await list({ MessageType: messageType, PageIndex: 1, PageSize: 100 }, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as { data: TPresetText[]; dataCount: number };
};
const add = (Content: unknown, MessageType: unknown = GROWTH, token = teacher) =>
  h.call(API.presetTexts.add, { Content, MessageType }, token);
const addId = async (content: string, messageType: string = GROWTH, token = teacher) => {
  const res = await add(content, messageType, token);
  expect(res.json(), res.body).toMatchObject({ success: true, msg: M.added });
  return res.json().response.Id as number;
};
const remove = (ids: unknown, token = teacher) => h.call(API.presetTexts.remove, { ids }, token);
const userIdOf = async (token: string) =>
  (await h.call(API.auth.userInfo, undefined, token)).json().response.uID as number;
/** Own texts of a user written straight to the table (setting up a count quickly). */
const fill = async (userId: number, messageType: string, n: number, schoolId = sunshineId) => {
  await h.db
    .insert(presetTexts)
    .values(Array.from({ length: n }, (_, i) => ({ schoolId, userId, messageType, content: `备用${i}` })));
};
/** multi is a teacher in 阳光 (and the administrator of 彩虹): that 阳光 identity's uID. */
const multiSunshineId = async () => {
  const list = await h.call(API.auth.identities, { name: 'multi', pass: DEMO_PASSWORD });
  return (list.json().response as { uID: number; SchoolName: string }[]).find(
    (i) => i.SchoolName === '阳光幼儿园',
  )!.uID;
};
const ownCount = async (userId: number, messageType: string) =>
  (
    await h.db
      .select({ id: presetTexts.id })
      .from(presetTexts)
      .where(and(eq(presetTexts.userId, userId), eq(presetTexts.messageType, messageType)))
  ).length;
const systemIdOf = async (schoolId: number) =>
  (
    await h.db
      .select({ id: presetTexts.id })
      .from(presetTexts)
      .where(and(eq(presetTexts.schoolId, schoolId), eq(presetTexts.type, 1)))
      .limit(1)
  )[0]!.id;

describe('access', () => {
  it('the doctor lacks preset-text.manage, which the administrator and the teacher hold', async () => {
    const held = async (token: string) =>
      (await h.app.auth.principal(token))!.permissions.has(Permission.presetTextManage);
    expect(await held(doctor)).toBe(false);
    expect(await held(teacher)).toBe(true);
    expect(await held(admin)).toBe(true);
  });
  itGuards(
    h,
    [
      [API.presetTexts.page, { MessageType: GROWTH }],
      [API.presetTexts.add, { Content: '好', MessageType: GROWTH }],
      [API.presetTexts.remove, { ids: [1] }],
    ],
    () => doctor,
  );
});

describe('GetGrowthMessagePage (E45, E46, E51)', () => {
  it('lists the school’s system texts of the message type in their order, as E51 describes', async () => {
    const { data, dataCount } = await all(THEME, admin);
    expect(dataCount).toBe(SYSTEM_THEME.length);
    expect(data.map((t) => t.GrowthMessageText)).toEqual(SYSTEM_THEME);
    for (const t of data) expect(Object.keys(t).sort()).toEqual(['GrowthMessageText', 'Id', 'type']);
    expect(new Set(data.map((t) => t.type))).toEqual(new Set([1]));
  });

  it('puts the caller’s own texts first, newest first; nobody else’s own texts show', async () => {
    const first = await addId('老师的第一条文字', GROWTH, teacher);
    const second = await addId('老师的第二条文字', GROWTH, teacher);
    await addId('园长自己的文字', GROWTH, admin);
    await addId('彩虹幼儿园的文字', GROWTH, rainbow);
    const { data, dataCount } = await all(GROWTH, teacher);
    expect(dataCount).toBe(SYSTEM_GROWTH.length + 2);
    expect(data.slice(0, 2)).toEqual([
      { Id: second, GrowthMessageText: '老师的第二条文字', type: 0 },
      { Id: first, GrowthMessageText: '老师的第一条文字', type: 0 },
    ]);
    expect(data.slice(2).map((t) => t.GrowthMessageText)).toEqual(SYSTEM_GROWTH);
    // Message types are kept apart.
    expect((await all(THEME, teacher)).dataCount).toBe(SYSTEM_THEME.length);
  });

  it('pages by 5 for the picker: the pages together are the editor’s list of 100', async () => {
    const whole = (await all(GROWTH, teacher)).data;
    const pages: TPresetText[] = [];
    for (let i = 1; i <= Math.ceil(whole.length / 5); i += 1) {
      const res = await list({ MessageType: GROWTH, PageIndex: i, PageSize: 5 });
      expect(res.json().response).toMatchObject({ dataCount: whole.length, page: i, pageSize: 5 });
      pages.push(...res.json().response.data);
    }
    expect(pages).toEqual(whole);
    const beyond = await list({ MessageType: GROWTH, PageIndex: 99, PageSize: 5 });
    expect(beyond.json().response).toMatchObject({ data: [], dataCount: whole.length });
  });

  it.each([
    [{}, M.typeInvalid],
    [{ MessageType: '随便' }, M.typeInvalid],
  ])('refuses query %o with %s', async (query, msg) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(msg);
  });
});

describe('AddGrowthMessage (E47)', () => {
  it.each([
    ['no content', { MessageType: GROWTH }, M.contentRequired],
    ['empty content', { Content: '', MessageType: GROWTH }, M.contentRequired],
    ['blank content', { Content: '   ', MessageType: GROWTH }, M.contentRequired],
    ['501 characters', { Content: '字'.repeat(PRESET_TEXT_MAX + 1), MessageType: GROWTH }, M.contentTooLong],
    ['an unknown MessageType', { Content: '一条文字', MessageType: '随便' }, M.typeInvalid],
    ['no MessageType', { Content: '一条文字' }, M.typeInvalid],
    ['an empty MessageType', { Content: '一条文字', MessageType: '' }, M.typeInvalid],
  ])('refuses %s with its message', async (_label, body, msg) => {
    const res = await h.call(API.presetTexts.add, body, teacher);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, msg });
  });

  it('keeps 500 characters, trimmed, as the caller’s own text of that type', async () => {
    const text = '长'.repeat(PRESET_TEXT_MAX);
    const id = await addId(`  ${text}  `, THEME, admin);
    const [row] = await h.db.select().from(presetTexts).where(eq(presetTexts.id, id));
    expect(row).toMatchObject({
      content: text,
      type: 0,
      schoolId: sunshineId,
      userId: await userIdOf(admin),
      messageType: THEME,
    });
  });
});

describe('at most 15 own texts per message type (E48)', () => {
  it('refuses the 16th; system texts do not count; the other type is free', async () => {
    const token = await h.login('multi', { uID: await multiSunshineId() });
    const uid = await userIdOf(token);
    await fill(uid, GROWTH, PRESET_TEXTS_MAX - 1);
    await addId('第十五条', GROWTH, token);
    const refused = await add('第十六条', GROWTH, token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, msg: M.full });
    expect(await ownCount(uid, GROWTH)).toBe(PRESET_TEXTS_MAX);
    // The list holds 15 own texts and every system one besides.
    expect((await all(GROWTH, token)).dataCount).toBe(PRESET_TEXTS_MAX + SYSTEM_GROWTH.length);
    await addId('主题评价的文字', THEME, token);
    // After a delete there is room again.
    const [own] = (await all(GROWTH, token)).data;
    expect((await remove([own!.Id], token)).statusCode).toBe(200);
    await addId('替换的文字', GROWTH, token);
  });

  it('lets only one of two adds sent at once at 14 in: 15, not 16 (several rounds)', async () => {
    const uid = await userIdOf(admin);
    await fill(uid, GROWTH, PRESET_TEXTS_MAX - 1 - (await ownCount(uid, GROWTH)));
    for (let round = 0; round < 5; round += 1) {
      expect(await ownCount(uid, GROWTH)).toBe(PRESET_TEXTS_MAX - 1);
      const answers = await Promise.all([add('同时一', GROWTH, admin), add('同时二', GROWTH, admin)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
      expect(answers.find((a) => a.statusCode === 400)!.json().msg).toBe(M.full);
      expect(await ownCount(uid, GROWTH)).toBe(PRESET_TEXTS_MAX);
      const { Id } = answers.find((a) => a.statusCode === 200)!.json().response;
      await h.db.delete(presetTexts).where(eq(presetTexts.id, Id));
    }
  });

  it('lets several adds sent at once fill up to 15 and no further', async () => {
    const uid = await userIdOf(admin);
    await fill(uid, THEME, PRESET_TEXTS_MAX - 3 - (await ownCount(uid, THEME)));
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => add(`一起${i}`, THEME, admin)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    expect(await ownCount(uid, THEME)).toBe(PRESET_TEXTS_MAX);
  });
});

describe('DeleteGrowthMessage (E44, E49)', () => {
  it('deletes the caller’s own texts together', async () => {
    const ids = [await addId('删除一'), await addId('删除二')];
    const res = await remove(ids);
    expect(res.json()).toMatchObject({ success: true, msg: M.deleted });
    expect(await h.db.select().from(presetTexts).where(inArray(presetTexts.id, ids))).toEqual([]);
  });

  it('refuses a system text with 此条不可删除 and keeps everything sent with it', async () => {
    const own = await addId('留下的文字');
    const res = await remove([own, await systemIdOf(sunshineId)]);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(M.notDeletable);
    expect(await h.db.select().from(presetTexts).where(eq(presetTexts.id, own))).toHaveLength(1);
    // Not even the school's administrator deletes a system text.
    expect((await remove([await systemIdOf(sunshineId)], admin)).json().msg).toBe(M.notDeletable);
  });

  it('refuses another user’s text of the school with 此条不可删除', async () => {
    // Not even the school's administrator deletes a teacher's own text.
    const teacherText = await addId('老师的文字', THEME, teacher);
    const res = await remove([teacherText], admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(M.notDeletable);
  });

  it('answers 404 for another school’s text, own or system, as for a missing one', async () => {
    const theirs = await addId('彩虹的文字', THEME, rainbow);
    for (const ids of [[theirs], [await systemIdOf(rainbowId)], [999_999]]) {
      const res = await remove(ids);
      expect(res.statusCode).toBe(404);
    }
    expect(await h.db.select().from(presetTexts).where(eq(presetTexts.id, theirs))).toHaveLength(1);
  });

  it.each([[[]], [undefined]])('refuses ids %j', async (ids) => {
    const res = await remove(ids);
    expect(res.statusCode).toBe(400);
    if (Array.isArray(ids)) expect(res.json().msg).toBe(M.idsRequired);
  });
});

describe('system texts of a new school', () => {
  it('are created with the school', async () => {
    const platform = await h.login('platform');
    const res = await h.call(
      API.schools.add,
      {
        Name: '文字模板幼儿园',
        Region: '浙江省杭州市西湖区',
        SchoolType: 3,
        SchoolLevel: 4,
        ServiceUntil: new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10),
        ThemeTemplate: 5,
        Admin: { LoginName: 'presethead', RealName: '孙园长', Phone: '13600009999', Password: '' },
      },
      platform,
    );
    expect(res.json(), res.body).toMatchObject({ success: true });
    const { Id, Admin } = res.json().response;
    const token = await h.login(Admin.LoginName, { password: Admin.InitialPassword });
    expect((await all(GROWTH, token)).data.map((t) => t.GrowthMessageText)).toEqual(SYSTEM_GROWTH);
    expect((await all(THEME, token)).dataCount).toBe(SYSTEM_THEME.length);
    const rows = await h.db.select().from(presetTexts).where(eq(presetTexts.schoolId, Id));
    expect(rows.every((r) => r.type === 1 && r.userId === null)).toBe(true);
  });
});

describe('system texts of a school from before they existed', () => {
  it('are given at the next start, once, and its own texts stay as they were', async () => {
    // The rainbow school as it was before this change: no system texts, one own text.
    await h.db.delete(presetTexts).where(eq(presetTexts.schoolId, rainbowId));
    expect((await add('彩虹的老师自己写的一句话', GROWTH, rainbow)).statusCode).toBe(200);
    expect((await all(GROWTH, rainbow)).dataCount).toBe(1);

    expect(await ensureDefaultPresetTexts(h.db)).toBe(1);
    const growth = (await all(GROWTH, rainbow)).data.map((t) => t.GrowthMessageText);
    expect(growth).toEqual(['彩虹的老师自己写的一句话', ...SYSTEM_GROWTH]);
    expect((await all(THEME, rainbow)).dataCount).toBe(SYSTEM_THEME.length);

    // Every later start finds nothing to do: no school gets them twice.
    expect(await ensureDefaultPresetTexts(h.db)).toBe(0);
    await ensurePlatformData(h.db);
    expect((await all(GROWTH, rainbow)).dataCount).toBe(1 + SYSTEM_GROWTH.length);
  });
});
