import {
  ADDABLE_TYPES,
  fillMessage,
  GROWTH_OPERATORS,
  GROWTH_TEMPLATE_MESSAGES as M,
  plateThumbnail,
  type TGrowthModule,
  TypeNum,
} from '@kg/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { itGuards, useHarness } from '../../../test/harness';
import { defaultModulesFor } from '../../seed/growth-defaults';
import {
  addModule,
  addTemplate,
  BASE,
  detail,
  freshYear,
  insertRecord,
  middleOf,
  NOT_FOUND,
  pointsOf,
  questionsOf,
  schoolIds,
  storedModule,
  type TYear,
} from './test-support';

const h = useHarness();
let admin: string;
let teacher: string;
let district: string;
let rainbow: string;
let year: TYear;
let rainbowTemplate: number;
let rainbowModule: number;
let rainbowTerm: number;

beforeAll(async () => {
  admin = await h.login('admin');
  teacher = await h.login('teacher');
  district = await h.login('district');
  rainbow = await h.login('rainbow');
  const ids = await schoolIds(h);
  year = await freshYear(h, ids.sunshine);
  const r = await freshYear(h, ids.rainbow);
  rainbowTerm = r.terms[0]!.id;
  rainbowTemplate = await addTemplate(h, rainbow, { studyYearId: r.year.id, gradeId: r.grade('小班').id });
  rainbowModule = (await detail(h, rainbow, rainbowTemplate)).List[3]!.Id;
});

const GRADES = ['托班', '小班', '中班', '大班'] as const;
const used = new Set<string>();
/** A template of its own: a grade and term (or whole year) of the test year not used yet. */
async function template(opts: { whole?: boolean } = {}) {
  for (;;) {
    const y = year;
    const found = GRADES.flatMap((g) => [0, 1, 2].map((c) => [g, c] as const)).find(
      ([g, c]) => !used.has(`${y.year.id}:${g}:${c}`) && (opts.whole ? c === 0 : c !== 0),
    );
    if (!found) {
      year = await freshYear(h, y.year.schoolId);
      continue;
    }
    const [grade, cycle] = found;
    used.add(`${y.year.id}:${grade}:${cycle}`);
    const cycleId = cycle ? y.terms[cycle - 1]!.id : 0;
    const id = await addTemplate(h, admin, { studyYearId: y.year.id, gradeId: y.grade(grade).id, cycleId });
    return { id, year: y, cycleId, level: GRADES.indexOf(grade) };
  }
}

const post = (path: string, body: object, token = admin) => h.post(`${BASE}/${path}`, body, token);
const refusal = (res: { statusCode: number; json(): { msg: string } }, status = 400) => {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(status);
  return res.json().msg;
};
const byId = (list: TGrowthModule[], id: number) => list.find((m) => m.Id === id)!;
const orders = (list: TGrowthModule[]) => list.map((m) => m.OrderSort);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('access', () => {
  const routes: Parameters<typeof itGuards>[1] = [
    ['GET', `${BASE}/GetTenantTempDetailInfoWeb?id=1`],
    ['GET', `${BASE}/GetTenantTempTypeInfo`],
    ['GET', `${BASE}/GetTenantTempOperatorInfo`],
    ['POST', `${BASE}/AddTenantTempDetailOneInfo`, { tempId: 1, type: 6, title: '页', operator: 1 }],
    [
      'POST',
      `${BASE}/UpdateTenantTempDetailOneInfo`,
      { id: 1, tempId: 1, type: 6, title: '页', operator: 1 },
    ],
    ['POST', `${BASE}/DeleteTenantTempDetailOneInfo`, { id: 1 }],
  ];
  itGuards(h, routes, () => teacher);
  itGuards(h, routes, () => district);
});

describe('GetTenantTempDetailInfoWeb', () => {
  it('answers the template and its modules as F34 describes', async () => {
    const t = await template();
    const { Template, List } = await detail(h, admin, t.id);
    expect(Template.id).toBe(t.id);
    expect(List.length).toBeGreaterThan(3);
    for (const m of List) {
      expect(Object.keys(m).sort()).toEqual(
        [
          'BackCoverImg',
          'CycleId',
          'CycleName',
          'Id',
          'IsLook',
          'Operator',
          'OperatorValue',
          'OrderSort',
          'PlateId',
          'PlateLookImg',
          'RecordCount',
          'Status',
          'Time',
          'TimeCopy',
          'Title',
          'Type',
          'TypeNum',
        ].sort(),
      );
      expect(m.Type).toBe(
        [...ADDABLE_TYPES, { Value: 2, Name: '结束页' }].find((x) => x.Value === m.TypeNum)!.Name,
      );
      expect(m.Operator).toBe(GROWTH_OPERATORS.find((o) => o.Value === m.OperatorValue)!.Name);
      expect(m.IsLook).toBe(1);
      expect(m.PlateLookImg).toBe(m.PlateId ? plateThumbnail(m.PlateId) : '');
      if (m.TypeNum !== TypeNum.monthlyObservation) expect([m.Time, m.TimeCopy]).toEqual(['', '']);
      if (m.TypeNum !== TypeNum.termObservation) expect([m.CycleId, m.CycleName]).toEqual([0, '']);
    }
    const plate = List.find((m) => m.TypeNum === TypeNum.plate && m.PlateId)!;
    expect(plate.PlateLookImg).toBe(plateThumbnail(plate.PlateId));
    const term = List.find((m) => m.TypeNum === TypeNum.termObservation)!;
    expect(term).toMatchObject({
      CycleId: t.cycleId,
      CycleName: t.year.terms.find((c) => c.id === t.cycleId)!.name,
    });
    await insertRecord(h, plate.Id);
    expect(byId((await detail(h, admin, t.id)).List, plate.Id).RecordCount).toBe(1);
  });

  it('answers 404 for another school’s template', async () => {
    expect(refusal(await h.get(`${BASE}/GetTenantTempDetailInfoWeb?id=${rainbowTemplate}`, admin), 404)).toBe(
      NOT_FOUND,
    );
  });
});

describe('option lists (F27)', () => {
  it('types the add dialog offers and operator identities', async () => {
    const types = await h.get(`${BASE}/GetTenantTempTypeInfo`, admin);
    expect(types.json().response).toEqual(ADDABLE_TYPES.map((t) => ({ Value: t.Value, Name: t.Name })));
    expect(types.json().response.some((t: { Value: number }) => t.Value === TypeNum.closing)).toBe(false);
    const operators = await h.get(`${BASE}/GetTenantTempOperatorInfo`, admin);
    expect(operators.json().response).toEqual(
      GROWTH_OPERATORS.map((o) => ({ Value: o.Value, Name: o.Name })),
    );
  });
});

describe('AddTenantTempDetailOneInfo', () => {
  it('puts the module at the end of the middle list and renumbers 1..n (DECISIONS 22)', async () => {
    const t = await template();
    const before = await detail(h, admin, t.id);
    await sleep(5);
    const res = await post('AddTenantTempDetailOneInfo', {
      tempId: t.id,
      type: TypeNum.plate,
      title: '  新的版面  ',
      operator: 2,
      orderSort: 1,
      time: '2027-03',
      cycleId: t.cycleId,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, msg: M.added });
    const id = res.json().response.Id as number;
    const after = await detail(h, admin, t.id);
    expect(orders(after.List)).toEqual(after.List.map((_, i) => i + 1));
    expect(after.List.at(-1)!.TypeNum).toBe(TypeNum.closing);
    expect(after.List.at(-2)!.Id).toBe(id);
    expect(byId(after.List, id)).toMatchObject({
      Title: '新的版面',
      OperatorValue: 2,
      Status: 1,
      PlateId: 0,
      // time and term are for types 5 and 4 only
      Time: '',
      CycleId: 0,
    });
    expect(byId(after.List, id).BackCoverImg).toMatch(/^\/growth\/backgrounds\//);
    expect(new Date(after.Template.UpdatedAt) > new Date(before.Template.UpdatedAt)).toBe(true);
    expect(after.Template.ModuleCount).toBe(before.List.length + 1);
  });

  it('modules added at once each get their own place', async () => {
    const t = await template();
    const answers = await Promise.all(
      ['甲', '乙', '丙', '丁'].map((title) =>
        post('AddTenantTempDetailOneInfo', { tempId: t.id, type: TypeNum.video, title, operator: 1 }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const after = (await detail(h, admin, t.id)).List;
    expect(orders(after)).toEqual(after.map((_, i) => i + 1));
    expect(after.at(-1)!.TypeNum).toBe(TypeNum.closing);
    expect(
      after
        .slice(-5, -1)
        .map((m) => m.Title)
        .sort(),
    ).toEqual(['丁', '丙', '乙', '甲'].sort());
  });

  it('a cover or catalogue goes to the front: cover first, then catalogue', async () => {
    const t = await template();
    const { List } = await detail(h, admin, t.id);
    for (const m of List.filter((x) => [TypeNum.cover, TypeNum.catalogue].includes(x.TypeNum as 1)))
      expect((await post('DeleteTenantTempDetailOneInfo', { id: m.Id })).statusCode).toBe(200);
    const catalogue = await addModule(h, admin, { tempId: t.id, type: TypeNum.catalogue, title: '目录' });
    const cover = await addModule(h, admin, { tempId: t.id, type: TypeNum.cover, title: '封面' });
    const after = (await detail(h, admin, t.id)).List;
    expect(after.slice(0, 2).map((m) => m.Id)).toEqual([cover, catalogue]);
    expect(orders(after)).toEqual(after.map((_, i) => i + 1));
  });

  it('refuses a second cover, catalogue or closing page', async () => {
    const t = await template();
    for (const type of [TypeNum.cover, TypeNum.catalogue, TypeNum.closing]) {
      const res = await post('AddTenantTempDetailOneInfo', {
        tempId: t.id,
        type,
        title: '又一页',
        operator: 1,
      });
      expect(refusal(res)).toBe(
        fillMessage(M.singleTypeExists, { type: ['', '封面', '结束页', '目录'][type as 1 | 2 | 3]! }),
      );
    }
  });

  it('checks the form in the F22 order with the exact messages', async () => {
    const t = await template();
    const form = { tempId: t.id, type: TypeNum.plate, title: '页', operator: 1 };
    const cases: [object, string][] = [
      [{ type: undefined }, M.typeRequired],
      [{ type: 0 }, M.typeRequired],
      [{ type: 14 }, M.typeRequired],
      [{ title: undefined }, M.titleRequired],
      [{ title: '   ' }, M.titleRequired],
      [{ title: '一'.repeat(21) }, M.titleTooLong],
      [{ type: TypeNum.termObservation, cycleId: 0 }, M.cycleRequired],
      [{ type: TypeNum.monthlyObservation, time: '' }, M.timeRequired],
      [{ type: TypeNum.monthlyObservation, time: '2027-13' }, M.timeRequired],
      [{ type: TypeNum.monthlyObservation, time: '三月' }, M.timeRequired],
      [{ operator: undefined }, M.operatorRequired],
      [{ operator: 0 }, M.operatorRequired],
      [{ operator: 5 }, M.operatorRequired],
      [{ type: undefined, title: '', operator: 0 }, M.typeRequired],
      [{ title: '', operator: 0 }, M.titleRequired],
    ];
    for (const [change, message] of cases) {
      expect(
        refusal(await post('AddTenantTempDetailOneInfo', { ...form, ...change })),
        JSON.stringify(change),
      ).toBe(message);
    }
    const title20 = await addModule(h, admin, { ...form, title: '一'.repeat(20) });
    expect((await storedModule(h, title20))!.title).toHaveLength(20);
  });

  it('type 4: the template’s term only; a whole-year template any term of its year', async () => {
    const term = await template();
    const other = term.year.terms.find((c) => c.id !== term.cycleId)!;
    const form = { tempId: term.id, type: TypeNum.termObservation, title: '学期观察', operator: 1 };
    const own = term.year.terms.find((c) => c.id === term.cycleId)!;
    expect(refusal(await post('AddTenantTempDetailOneInfo', { ...form, cycleId: other.id }))).toBe(
      fillMessage(M.cycleMustBeTemplates, { cycle: own.name }),
    );
    const id = await addModule(h, admin, { ...form, cycleId: term.cycleId, time: '2027-03' });
    expect(byId((await detail(h, admin, term.id)).List, id)).toMatchObject({
      CycleId: own.id,
      CycleName: own.name,
      Time: '',
    });
    // the grade's default log sheet
    const defaults = defaultModulesFor(term.level).find((d) => d.typeNum === TypeNum.termObservation)!;
    expect(await pointsOf(h, id)).toEqual(defaults.points);

    const whole = await template({ whole: true });
    const wholeForm = { ...form, tempId: whole.id };
    const elsewhere = await freshYear(h, year.year.schoolId);
    expect(
      refusal(await post('AddTenantTempDetailOneInfo', { ...wholeForm, cycleId: elsewhere.terms[0]!.id })),
    ).toBe(M.cycleNotInYear);
    expect(
      refusal(await post('AddTenantTempDetailOneInfo', { ...wholeForm, cycleId: rainbowTerm }), 404),
    ).toBe(NOT_FOUND);
    const second = await addModule(h, admin, { ...wholeForm, cycleId: whole.year.terms[1]!.id });
    expect(byId((await detail(h, admin, whole.id)).List, second).CycleId).toBe(whole.year.terms[1]!.id);
  });

  it('type 5: the month’s first day, the default log sheet; type 12 questions; 7 and 8 content', async () => {
    const t = await template();
    const month = await addModule(h, admin, {
      tempId: t.id,
      type: TypeNum.monthlyObservation,
      title: '三月观察',
      time: '2027-03-17',
      cycleId: t.cycleId,
    });
    expect(byId((await detail(h, admin, t.id)).List, month)).toMatchObject({
      Time: '2027-03-01',
      TimeCopy: '3月',
      CycleId: 0,
    });
    const defaults = defaultModulesFor(t.level);
    const first = (type: number) => defaults.find((d) => d.typeNum === type)!;
    expect(await pointsOf(h, month)).toEqual(first(TypeNum.monthlyObservation).points);
    const rating = await addModule(h, admin, { tempId: t.id, type: TypeNum.rating, title: '评价' });
    expect(await questionsOf(h, rating)).toEqual(first(TypeNum.rating).questions);
    const exercise = await addModule(h, admin, { tempId: t.id, type: TypeNum.exercise, title: '体能' });
    expect((await storedModule(h, exercise))!.content).toEqual(first(TypeNum.exercise).exercise);
    const physical = await addModule(h, admin, { tempId: t.id, type: TypeNum.physical, title: '体检' });
    expect((await storedModule(h, physical))!.content).toEqual(first(TypeNum.physical).medical);
    const video = await addModule(h, admin, { tempId: t.id, type: TypeNum.video, title: '视频' });
    expect(await storedModule(h, video)).toMatchObject({
      content: null,
      plateId: 0,
      time: null,
      cycleId: null,
    });
    expect(await pointsOf(h, video)).toEqual([]);
  });

  it('answers 404 for another school’s template', async () => {
    const res = await post('AddTenantTempDetailOneInfo', {
      tempId: rainbowTemplate,
      type: TypeNum.plate,
      title: '页',
      operator: 1,
    });
    expect(refusal(res, 404)).toBe(NOT_FOUND);
    expect((await detail(h, rainbow, rainbowTemplate)).List.some((m) => m.Title === '页')).toBe(false);
  });
});

describe('UpdateTenantTempDetailOneInfo', () => {
  it('edits title and operator in place', async () => {
    const t = await template();
    const before = await detail(h, admin, t.id);
    const plate = middleOf(before.List).find((m) => m.TypeNum === TypeNum.plate)!;
    await sleep(5);
    const res = await post('UpdateTenantTempDetailOneInfo', {
      id: plate.Id,
      tempId: t.id,
      type: TypeNum.plate,
      title: '改过的标题',
      operator: 3,
      orderSort: 99,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, msg: M.updated });
    const after = await detail(h, admin, t.id);
    expect(byId(after.List, plate.Id)).toMatchObject({
      Title: '改过的标题',
      OperatorValue: 3,
      Operator: '幼儿',
      OrderSort: plate.OrderSort,
      PlateId: plate.PlateId,
    });
    expect(new Date(after.Template.UpdatedAt) > new Date(before.Template.UpdatedAt)).toBe(true);
  });

  it('a new type starts afresh: questions for 12, a log sheet for 5 (kept from 4), content for 7', async () => {
    const t = await template();
    const { List } = await detail(h, admin, t.id);
    const plate = List.find((m) => m.TypeNum === TypeNum.plate)!;
    const form = { id: plate.Id, tempId: t.id, operator: 1, title: '换类型' };
    const defaults = defaultModulesFor(t.level);
    const first = (type: number) => defaults.find((d) => d.typeNum === type)!;

    expect((await post('UpdateTenantTempDetailOneInfo', { ...form, type: TypeNum.rating })).statusCode).toBe(
      200,
    );
    expect(await questionsOf(h, plate.Id)).toEqual(first(TypeNum.rating).questions);
    expect((await storedModule(h, plate.Id))!.plateId).toBe(0);

    expect(
      (
        await post('UpdateTenantTempDetailOneInfo', {
          ...form,
          type: TypeNum.termObservation,
          cycleId: t.cycleId,
        })
      ).statusCode,
    ).toBe(200);
    expect(await questionsOf(h, plate.Id)).toEqual([]);
    expect(await pointsOf(h, plate.Id)).toEqual(first(TypeNum.termObservation).points);
    // a term and a monthly observation share the sheet: it stays as it was
    expect(
      (
        await post('UpdateTenantTempDetailOneInfo', {
          ...form,
          type: TypeNum.monthlyObservation,
          time: '2027-04',
        })
      ).statusCode,
    ).toBe(200);
    expect(await pointsOf(h, plate.Id)).toEqual(first(TypeNum.termObservation).points);
    expect(await storedModule(h, plate.Id)).toMatchObject({ time: '2027-04-01', cycleId: null });

    expect(
      (await post('UpdateTenantTempDetailOneInfo', { ...form, type: TypeNum.exercise })).statusCode,
    ).toBe(200);
    expect(await pointsOf(h, plate.Id)).toEqual([]);
    expect(await storedModule(h, plate.Id)).toMatchObject({
      time: null,
      content: first(TypeNum.exercise).exercise,
    });
  });

  it('moves a module that becomes a cover to the front', async () => {
    const t = await template();
    const { List } = await detail(h, admin, t.id);
    const cover = List.find((m) => m.TypeNum === TypeNum.cover)!;
    await post('DeleteTenantTempDetailOneInfo', { id: cover.Id });
    const plate = middleOf(List).at(-1)!;
    const res = await post('UpdateTenantTempDetailOneInfo', {
      id: plate.Id,
      tempId: t.id,
      type: TypeNum.cover,
      title: '新封面',
      operator: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = (await detail(h, admin, t.id)).List;
    expect(after[0]).toMatchObject({ Id: plate.Id, TypeNum: TypeNum.cover, OrderSort: 1 });
    expect(orders(after)).toEqual(after.map((_, i) => i + 1));
  });

  it('refuses a second single type, a retyped closing page, a retype with records, the form’s rules', async () => {
    const t = await template();
    const { List } = await detail(h, admin, t.id);
    const plate = List.find((m) => m.TypeNum === TypeNum.plate)!;
    const closing = List.find((m) => m.TypeNum === TypeNum.closing)!;
    const form = { id: plate.Id, tempId: t.id, operator: 1, title: '页', type: TypeNum.plate };
    expect(refusal(await post('UpdateTenantTempDetailOneInfo', { ...form, type: TypeNum.catalogue }))).toBe(
      fillMessage(M.singleTypeExists, { type: '目录' }),
    );
    expect(
      refusal(
        await post('UpdateTenantTempDetailOneInfo', { ...form, id: closing.Id, type: TypeNum.epilogue }),
      ),
    ).toBe(M.closingNotDeletable);
    // the closing page may be renamed
    expect(
      (
        await post('UpdateTenantTempDetailOneInfo', {
          ...form,
          id: closing.Id,
          type: TypeNum.closing,
          title: '再见',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      refusal(await post('UpdateTenantTempDetailOneInfo', { ...form, type: TypeNum.termObservation })),
    ).toBe(M.cycleRequired);
    expect(refusal(await post('UpdateTenantTempDetailOneInfo', { ...form, title: '' }))).toBe(
      M.titleRequired,
    );
    await insertRecord(h, plate.Id);
    await insertRecord(h, plate.Id);
    expect(refusal(await post('UpdateTenantTempDetailOneInfo', { ...form, type: TypeNum.video }))).toBe(
      fillMessage(M.typeChangeHasRecords, { count: 2 }),
    );
    // the same type with records: a rename is fine
    expect((await post('UpdateTenantTempDetailOneInfo', { ...form, title: '有记录' })).statusCode).toBe(200);
    expect((await storedModule(h, plate.Id))!.typeNum).toBe(TypeNum.plate);
  });

  it('answers 404 for another school’s module or a module of another template', async () => {
    const t = await template();
    const form = { tempId: t.id, operator: 1, title: '页', type: TypeNum.plate };
    expect(refusal(await post('UpdateTenantTempDetailOneInfo', { ...form, id: rainbowModule }), 404)).toBe(
      NOT_FOUND,
    );
    expect(
      refusal(
        await post('UpdateTenantTempDetailOneInfo', { ...form, id: rainbowModule, tempId: rainbowTemplate }),
        404,
      ),
    ).toBe(NOT_FOUND);
    const u = await template();
    const foreign = (await detail(h, admin, u.id)).List[3]!;
    expect(refusal(await post('UpdateTenantTempDetailOneInfo', { ...form, id: foreign.Id }), 404)).toBe(
      NOT_FOUND,
    );
    expect((await storedModule(h, rainbowModule))!.title).not.toBe('页');
  });
});

describe('DeleteTenantTempDetailOneInfo', () => {
  it('deletes a module with its log sheet; the others are renumbered', async () => {
    const t = await template();
    const { List } = await detail(h, admin, t.id);
    const term = List.find((m) => m.TypeNum === TypeNum.termObservation)!;
    const res = await post('DeleteTenantTempDetailOneInfo', { id: term.Id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, msg: M.deleted });
    const after = (await detail(h, admin, t.id)).List;
    expect(after.map((m) => m.Id)).toEqual(List.filter((m) => m.Id !== term.Id).map((m) => m.Id));
    expect(orders(after)).toEqual(after.map((_, i) => i + 1));
    expect(await pointsOf(h, term.Id)).toEqual([]);
    // cover and catalogue may go too
    const cover = List.find((m) => m.TypeNum === TypeNum.cover)!;
    expect((await post('DeleteTenantTempDetailOneInfo', { id: cover.Id })).statusCode).toBe(200);
  });

  it('refuses the closing page, a module with records, another school’s module', async () => {
    const t = await template();
    const { List } = await detail(h, admin, t.id);
    const closing = List.find((m) => m.TypeNum === TypeNum.closing)!;
    expect(refusal(await post('DeleteTenantTempDetailOneInfo', { id: closing.Id }))).toBe(
      M.closingNotDeletable,
    );
    const rating = List.find((m) => m.TypeNum === TypeNum.rating)!;
    await insertRecord(h, rating.Id);
    expect(refusal(await post('DeleteTenantTempDetailOneInfo', { id: rating.Id }))).toBe(
      fillMessage(M.moduleHasRecords, { count: 1 }),
    );
    expect(refusal(await post('DeleteTenantTempDetailOneInfo', { id: rainbowModule }), 404)).toBe(NOT_FOUND);
    expect(await storedModule(h, rainbowModule)).toBeDefined();
    expect((await detail(h, admin, t.id)).List).toHaveLength(List.length);
  });
});
