import { API, fillMessage, GROWTH_TEMPLATE_MESSAGES as M, type TEndpoint, TypeNum } from '@kg/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../../../test/harness';
import { defaultModulesFor } from '../../seed/growth-defaults';
import {
  addModule,
  byId,
  detail,
  freshYear,
  NOT_FOUND,
  orders,
  otherSchoolTemplate,
  pointsOf,
  questionsOf,
  refusal,
  sleep,
  storedModule,
  templateAllocator,
} from './test-support';

/** Adding a module to a template (F19-F26, DECISIONS 22). */

const h = useHarness();
let admin: string;
let rainbow: string;
let rainbowTemplate: number;
let rainbowTerm: number;

beforeAll(async () => {
  admin = await h.login('admin');
  rainbow = await h.login('rainbow');
  const r = await otherSchoolTemplate(h, rainbow);
  rainbowTerm = r.year.terms[0]!.id;
  rainbowTemplate = r.id;
});

const template = templateAllocator(h, () => admin);

const post = (endpoint: TEndpoint, body: object, token = admin) => h.call(endpoint, body, token);

describe('AddTenantTempDetailOneInfo', () => {
  it('puts the module at the end of the middle list and renumbers 1..n (DECISIONS 22)', async () => {
    const t = await template();
    const before = await detail(h, admin, t.id);
    await sleep(5);
    const res = await post(API.growthTemplates.addModule, {
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
        post(API.growthTemplates.addModule, { tempId: t.id, type: TypeNum.video, title, operator: 1 }),
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
      expect((await post(API.growthTemplates.removeModule, { id: m.Id })).statusCode).toBe(200);
    const catalogue = await addModule(h, admin, { tempId: t.id, type: TypeNum.catalogue, title: '目录' });
    const cover = await addModule(h, admin, { tempId: t.id, type: TypeNum.cover, title: '封面' });
    const after = (await detail(h, admin, t.id)).List;
    expect(after.slice(0, 2).map((m) => m.Id)).toEqual([cover, catalogue]);
    expect(orders(after)).toEqual(after.map((_, i) => i + 1));
  });

  it('refuses a second cover, catalogue or closing page', async () => {
    const t = await template();
    for (const type of [TypeNum.cover, TypeNum.catalogue, TypeNum.closing]) {
      const res = await post(API.growthTemplates.addModule, {
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
      // bounded for every type, also those that ignore it (the malformed walk sent a huge one)
      [{ time: '2027-03-01'.padEnd(31, 'x') }, M.timeRequired],
      [{ operator: undefined }, M.operatorRequired],
      [{ operator: 0 }, M.operatorRequired],
      [{ operator: 5 }, M.operatorRequired],
      [{ type: undefined, title: '', operator: 0 }, M.typeRequired],
      [{ title: '', operator: 0 }, M.titleRequired],
    ];
    for (const [change, message] of cases) {
      expect(
        refusal(await post(API.growthTemplates.addModule, { ...form, ...change })),
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
    expect(refusal(await post(API.growthTemplates.addModule, { ...form, cycleId: other.id }))).toBe(
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
    const elsewhere = await freshYear(h, whole.year.year.schoolId);
    expect(
      refusal(await post(API.growthTemplates.addModule, { ...wholeForm, cycleId: elsewhere.terms[0]!.id })),
    ).toBe(M.cycleNotInYear);
    expect(
      refusal(await post(API.growthTemplates.addModule, { ...wholeForm, cycleId: rainbowTerm }), 404),
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
    const res = await post(API.growthTemplates.addModule, {
      tempId: rainbowTemplate,
      type: TypeNum.plate,
      title: '页',
      operator: 1,
    });
    expect(refusal(res, 404)).toBe(NOT_FOUND);
    expect((await detail(h, rainbow, rainbowTemplate)).List.some((m) => m.Title === '页')).toBe(false);
  });
});
