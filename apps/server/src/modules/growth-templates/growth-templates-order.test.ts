import {
  API,
  fillMessage,
  GROWTH_TEMPLATE_MESSAGES as M,
  type TEndpoint,
  type TGrowthModule,
  TypeNum,
} from '@kg/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { itGuards, useHarness } from '../../../test/harness';
import { growthModules, growthRecordMarks, growthRecords, schools } from '../../db/schema';
import { defaultModulesFor } from '../../seed/growth-defaults';
import {
  addModule,
  addTemplate,
  detail,
  freshYear,
  insertRecord,
  middleOf,
  NOT_FOUND,
  pointsOf,
  refusal,
  schoolIds,
} from './test-support';

const h = useHarness();
let admin: string;
let teacher: string;
let district: string;
let rainbow: string;
let ids: Awaited<ReturnType<typeof schoolIds>>;
let rainbowTemplate: number;
let rainbowModule: number;

beforeAll(async () => {
  admin = await h.login('admin');
  teacher = await h.login('teacher');
  district = await h.login('district');
  rainbow = await h.login('rainbow');
  ids = await schoolIds(h);
  const r = await freshYear(h, ids.rainbow);
  rainbowTemplate = await addTemplate(h, rainbow, { studyYearId: r.year.id, gradeId: r.grade('大班').id });
  rainbowModule = middleOf((await detail(h, rainbow, rainbowTemplate)).List)[0]!.Id;
});

/** A whole-year 中班 template in a study year of its own. */
async function template() {
  const y = await freshYear(h, ids.sunshine);
  return addTemplate(h, admin, { studyYearId: y.year.id, gradeId: y.grade('中班').id });
}

const post = (endpoint: TEndpoint, body: object, token = admin) => h.call(endpoint, body, token);
const shape = (list: TGrowthModule[]) => list.map((m) => [m.Id, m.OrderSort]);
const sortBody = (modules: TGrowthModule[]) => ({
  list: modules.map((m, i) => ({ id: m.Id, orderSort: i + 1 })),
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('access', () => {
  const routes: Parameters<typeof itGuards>[1] = [
    [API.growthTemplates.sortModules, { list: [{ id: 1, orderSort: 1 }] }],
    [API.growthTemplates.openClose, { id: 1, status: 0 }],
    [API.growthTemplates.reset, { id: 1 }],
    [API.growthTemplates.clearModule, { Id: 1 }],
  ];
  itGuards(h, routes, () => teacher);
  itGuards(h, routes, () => district);
});

describe('SortGrowDetailInfo (F05)', () => {
  it('orders the middle list; front and end stay; everything renumbered 1..n', async () => {
    const id = await template();
    const before = await detail(h, admin, id);
    const middle = middleOf(before.List);
    const reversed = [...middle].reverse();
    await sleep(5);
    const res = await post(API.growthTemplates.sortModules, sortBody(reversed));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, msg: M.done });
    const after = await detail(h, admin, id);
    const front = before.List.filter((m) => [TypeNum.cover, TypeNum.catalogue].includes(m.TypeNum as 1));
    const end = before.List.filter((m) => m.TypeNum === TypeNum.closing);
    expect(after.List.map((m) => m.Id)).toEqual([...front, ...reversed, ...end].map((m) => m.Id));
    expect(after.List.map((m) => m.OrderSort)).toEqual(after.List.map((_, i) => i + 1));
    expect(new Date(after.Template.UpdatedAt) > new Date(before.Template.UpdatedAt)).toBe(true);
  });

  it('follows the orderSort values, not the order the items are sent in', async () => {
    const id = await template();
    const middle = middleOf((await detail(h, admin, id)).List);
    const [a, b, ...rest] = middle;
    // b first, then a, then the rest; sent shuffled
    const list = [
      ...rest.map((m, i) => ({ id: m.Id, orderSort: i + 3 })).reverse(),
      { id: a!.Id, orderSort: 2 },
      { id: b!.Id, orderSort: 1 },
    ];
    expect((await post(API.growthTemplates.sortModules, { list })).statusCode).toBe(200);
    expect(middleOf((await detail(h, admin, id)).List).map((m) => m.Id)).toEqual([
      b!.Id,
      a!.Id,
      ...rest.map((m) => m.Id),
    ]);
  });

  it('refuses an incomplete list, a repeated id, a fixed page, two templates, another school’s module', async () => {
    const id = await template();
    const other = await template();
    const before = (await detail(h, admin, id)).List;
    const middle = middleOf(before);
    const foreign = middleOf((await detail(h, admin, other)).List)[0]!;
    const cover = before.find((m) => m.TypeNum === TypeNum.cover)!;
    const closing = before.find((m) => m.TypeNum === TypeNum.closing)!;
    const cases: [object, string, number?][] = [
      [{ list: [] }, M.sortListInvalid],
      [sortBody(middle.slice(1)), M.sortListInvalid],
      [sortBody([...middle, middle[0]!]), M.sortListInvalid],
      [sortBody([cover, ...middle]), M.fixedNotSortable],
      [sortBody([...middle, closing]), M.fixedNotSortable],
      // a module of another template of the school in the list
      [sortBody([...middle.slice(1), foreign]), M.sortListInvalid],
      [sortBody([...middle, foreign]), M.sortListInvalid],
      [{ list: [...sortBody(middle).list, { id: rainbowModule, orderSort: 99 }] }, NOT_FOUND, 404],
      [{ list: [...sortBody(middle).list, { id: 999_999, orderSort: 99 }] }, NOT_FOUND, 404],
    ];
    for (const [body, message, status] of cases) {
      expect(refusal(await post(API.growthTemplates.sortModules, body), status)).toBe(message);
    }
    expect(shape((await detail(h, admin, id)).List)).toEqual(shape(before));
  });

  it('is one transaction: a write failing half-way leaves every order as it was', async () => {
    const id = await template();
    const before = (await detail(h, admin, id)).List;
    const middle = middleOf(before);
    const reversed = [...middle].reverse();
    // the last module to be renumbered refuses its write
    const last = reversed.at(-1)!.Id;
    await h.db.execute(
      sql.raw(`create function kg_test_refuse_order() returns trigger language plpgsql as $$
        begin if new.id = ${last} then raise exception 'refused'; end if; return new; end $$`),
    );
    await h.db.execute(
      sql.raw(`create trigger kg_test_refuse_order before update on growth_modules
        for each row execute function kg_test_refuse_order()`),
    );
    try {
      const res = await post(API.growthTemplates.sortModules, sortBody(reversed));
      expect(res.statusCode).toBe(500);
    } finally {
      await h.db.execute(sql.raw('drop trigger kg_test_refuse_order on growth_modules'));
      await h.db.execute(sql.raw('drop function kg_test_refuse_order()'));
    }
    expect(shape((await detail(h, admin, id)).List)).toEqual(shape(before));
  });
});

describe('OpenCloseTenantTempDetailOneInfo (F11, F12)', () => {
  it('closes and opens one module; opens all of a template', async () => {
    const id = await template();
    const middle = middleOf((await detail(h, admin, id)).List);
    for (const m of middle.slice(0, 3)) {
      const res = await post(API.growthTemplates.openClose, { id: m.Id, status: 0 });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ success: true, msg: M.done });
    }
    let now = await detail(h, admin, id);
    expect(middleOf(now.List).map((m) => m.Status)).toEqual(middle.map((_, i) => (i < 3 ? 0 : 1)));
    expect(now.Template.OpenCount).toBe(now.List.length - 3);
    expect((await post(API.growthTemplates.openClose, { id: middle[0]!.Id, status: 1 })).statusCode).toBe(
      200,
    );
    expect(middleOf((await detail(h, admin, id)).List)[0]!.Status).toBe(1);

    const all = await post(API.growthTemplates.openClose, { tempId: id, status: 1 });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().msg).toBe(M.done);
    now = await detail(h, admin, id);
    expect(now.List.every((m) => m.Status === 1)).toBe(true);
    expect(now.Template.OpenCount).toBe(now.List.length);
  });

  it('refuses the fixed pages, closing all at once, another school’s module or template', async () => {
    const id = await template();
    const list = (await detail(h, admin, id)).List;
    for (const m of list.filter((x) => [1, 2, 3].includes(x.TypeNum))) {
      expect(refusal(await post(API.growthTemplates.openClose, { id: m.Id, status: 0 }))).toBe(
        M.fixedNotTogglable,
      );
    }
    expect((await post(API.growthTemplates.openClose, { tempId: id, status: 0 })).statusCode).toBe(400);
    expect(refusal(await post(API.growthTemplates.openClose, { id: rainbowModule, status: 0 }), 404)).toBe(
      NOT_FOUND,
    );
    await post(API.growthTemplates.openClose, { id: rainbowModule, status: 0 }, rainbow);
    expect(
      refusal(await post(API.growthTemplates.openClose, { tempId: rainbowTemplate, status: 1 }), 404),
    ).toBe(NOT_FOUND);
    const [row] = await h.db.select().from(growthModules).where(eq(growthModules.id, rainbowModule));
    expect(row!.status).toBe(0);
    await post(API.growthTemplates.openClose, { id: rainbowModule, status: 1 }, rainbow);
  });
});

describe('ResetTempInfo (F16, F17)', () => {
  it('replaces the modules by the grade’s default set; status 2', async () => {
    const id = await template();
    const before = (await detail(h, admin, id)).List;
    await post(API.growthTemplates.removeModule, { id: middleOf(before)[0]!.Id });
    await addModule(h, admin, { tempId: id, type: TypeNum.video, title: '多加的视频' });
    await post(API.growthTemplates.publish, { id, status: 1 });
    const res = await post(API.growthTemplates.reset, { id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, msg: M.done });
    const after = await detail(h, admin, id);
    expect(after.Template).toMatchObject({ Status: 2, PublishedAt: null });
    const defaults = defaultModulesFor(2);
    const observed = defaults.filter((d) => [4, 5].includes(d.typeNum)).length;
    expect(after.List).toHaveLength(defaults.length + observed);
    expect(after.List.map((m) => m.Title)).toEqual(before.map((m) => m.Title));
    expect(after.List.map((m) => m.OrderSort)).toEqual(after.List.map((_, i) => i + 1));
    const oldIds = before.map((m) => m.Id);
    expect(await h.db.select().from(growthModules).where(inArray(growthModules.id, oldIds))).toEqual([]);
    const term = after.List.find((m) => m.TypeNum === TypeNum.termObservation)!;
    expect(await pointsOf(h, term.Id)).toEqual(
      defaults.find((d) => d.typeNum === TypeNum.termObservation)!.points,
    );
    // reset is open to adding modules again
    await addModule(h, admin, { tempId: id, type: TypeNum.video, title: '视频' });
  });

  it('refuses a template with records, a school of district 12, another school’s template', async () => {
    const id = await template();
    const list = (await detail(h, admin, id)).List;
    await insertRecord(h, list[4]!.Id);
    expect(refusal(await post(API.growthTemplates.reset, { id }))).toBe(
      fillMessage(M.templateHasRecords, { count: 1 }),
    );
    await h.db.delete(growthRecords).where(eq(growthRecords.templateId, id));

    await h.db.update(schools).set({ parentId: 12 }).where(eq(schools.id, ids.sunshine));
    try {
      expect(refusal(await post(API.growthTemplates.reset, { id }))).toBe(M.resetNotAllowed);
    } finally {
      await h.db.update(schools).set({ parentId: 0 }).where(eq(schools.id, ids.sunshine));
    }
    expect(shape((await detail(h, admin, id)).List)).toEqual(shape(list));
    expect(refusal(await post(API.growthTemplates.reset, { id: rainbowTemplate }), 404)).toBe(NOT_FOUND);
    expect((await detail(h, rainbow, rainbowTemplate)).Template.Status).toBe(0);
  });
});

describe('ClearTenantTempDetailData (F15)', () => {
  it('deletes the module’s records and their marks; answers how many', async () => {
    const id = await template();
    const list = (await detail(h, admin, id)).List;
    const term = list.find((m) => m.TypeNum === TypeNum.termObservation)!;
    const plate = list.find((m) => m.TypeNum === TypeNum.plate)!;
    const records = [
      await insertRecord(h, term.Id),
      await insertRecord(h, term.Id),
      await insertRecord(h, term.Id),
    ];
    const kept = await insertRecord(h, plate.Id);
    const res = await post(API.growthTemplates.clearModule, { Id: term.Id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, msg: M.cleared, response: { Count: 3 } });
    expect(await h.db.select().from(growthRecords).where(inArray(growthRecords.id, records))).toEqual([]);
    expect(
      await h.db.select().from(growthRecordMarks).where(inArray(growthRecordMarks.recordId, records)),
    ).toEqual([]);
    expect(await h.db.select().from(growthRecords).where(eq(growthRecords.id, kept))).toHaveLength(1);
    expect((await post(API.growthTemplates.clearModule, { Id: term.Id })).json().response).toEqual({
      Count: 0,
    });
    // now it may be deleted
    expect((await post(API.growthTemplates.removeModule, { id: term.Id })).statusCode).toBe(200);
  });

  it('answers 404 for another school’s module and wants Id', async () => {
    const record = await insertRecord(h, rainbowModule);
    expect(refusal(await post(API.growthTemplates.clearModule, { Id: rainbowModule }), 404)).toBe(NOT_FOUND);
    expect(await h.db.select().from(growthRecords).where(eq(growthRecords.id, record))).toHaveLength(1);
    expect((await post(API.growthTemplates.clearModule, { id: rainbowModule })).statusCode).toBe(400);
  });
});
