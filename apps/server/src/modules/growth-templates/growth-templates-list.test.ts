import {
  API,
  fillMessage,
  GROWTH_TEMPLATE_MESSAGES as M,
  type TGrowthTemplate,
  TypeNum,
} from '@kg/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { itGuards, useHarness } from '../../../test/harness';
import { growthLogPoints, growthModules, growthQuestions, growthTemplates, schools } from '../../db/schema';
import { defaultModulesFor } from '../../seed/growth-defaults';
import {
  addModule,
  addTemplate,
  detail,
  freshYear,
  insertRecord,
  NOT_FOUND,
  pointsOf,
  questionsOf,
  refusal,
  schoolIds,
  type TYear,
} from './test-support';

const h = useHarness();
let admin: string;
let teacher: string;
let district: string;
let rainbow: string;
let ids: Awaited<ReturnType<typeof schoolIds>>;
let rainbowYear: TYear;
let rainbowTemplate: number;

beforeAll(async () => {
  admin = await h.login('admin');
  teacher = await h.login('teacher');
  district = await h.login('district');
  rainbow = await h.login('rainbow');
  ids = await schoolIds(h);
  rainbowYear = await freshYear(h, ids.rainbow);
  rainbowTemplate = await addTemplate(h, rainbow, {
    studyYearId: rainbowYear.year.id,
    gradeId: rainbowYear.grade('小班').id,
    cycleId: rainbowYear.terms[0]!.id,
  });
});

const list = async (query: Record<string, number> = {}, token = admin) => {
  const res = await h.call(API.growthTemplates.page, query, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as TGrowthTemplate[];
};
const add = (body: object, token = admin) => h.call(API.growthTemplates.add, body, token);

describe('access', () => {
  const routes: Parameters<typeof itGuards>[1] = [
    API.growthTemplates.page,
    [API.growthTemplates.add, { studyYearId: 1, gradeId: 1 }],
    [API.growthTemplates.publish, { id: 1, status: 1 }],
    [API.growthTemplates.remove, { id: 1 }],
  ];
  itGuards(h, routes, () => teacher);
  itGuards(h, routes, () => district);
});

describe('AddTenantTempInfo from the grade’s default set', () => {
  it('creates a term template with the default modules, log sheets, questions and contents', async () => {
    const y = await freshYear(h, ids.sunshine);
    const term = y.terms[0]!;
    const res = await add({
      studyYearId: y.year.id,
      gradeId: y.grade('中班').id,
      cycleId: term.id,
      sourceId: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, msg: M.added });
    const { Template, List } = await detail(h, admin, res.json().response.id);
    expect(Template).toMatchObject({
      Status: 0,
      Clear: 0,
      CycleId: term.id,
      CycleName: term.name,
      StudyYearId: y.year.id,
      GradeName: '中班',
      ModuleCount: List.length,
      OpenCount: List.length,
      RecordCount: 0,
      PublishedAt: null,
    });
    const defaults = defaultModulesFor(2);
    expect(List.map((m) => m.Title)).toEqual(defaults.map((d) => d.title));
    expect(List.map((m) => m.OrderSort)).toEqual(List.map((_, i) => i + 1));
    expect(List[0]!.TypeNum).toBe(TypeNum.cover);
    expect(List.at(-1)!.TypeNum).toBe(TypeNum.closing);
    for (const [i, m] of List.entries()) {
      const d = defaults[i]!;
      expect(m).toMatchObject({
        TypeNum: d.typeNum,
        OperatorValue: d.operator,
        BackCoverImg: d.backCoverImg,
        Status: 1,
      });
      if (d.typeNum === TypeNum.termObservation)
        expect(m).toMatchObject({ CycleId: term.id, CycleName: term.name });
      if (d.typeNum === TypeNum.monthlyObservation) {
        // the term starts in September: offset n is the (9 + n)th month, first day
        expect(m.Time).toMatch(/^\d{4}-\d{2}-01$/);
        expect(m.TimeCopy).toBe(`${9 + (d.monthOffset ?? 0)}月`);
      }
      if (d.points) expect(await pointsOf(h, m.Id)).toEqual(d.points);
      if (d.questions) expect(await questionsOf(h, m.Id)).toEqual(d.questions);
      const [row] = await h.db.select().from(growthModules).where(eq(growthModules.id, m.Id));
      if (d.exercise) expect(row!.content).toEqual(d.exercise);
      if (d.medical) expect(row!.content).toEqual(d.medical);
    }
  });

  it('a whole-year template (cycleId 0) is 全学年 and observes each term', async () => {
    const y = await freshYear(h, ids.sunshine);
    const id = await addTemplate(h, admin, {
      studyYearId: y.year.id,
      gradeId: y.grade('大班').id,
      cycleId: 0,
    });
    const { Template, List } = await detail(h, admin, id);
    expect(Template).toMatchObject({ CycleId: 0, CycleName: M.wholeYear });
    const defaults = defaultModulesFor(3);
    const observed = defaults.filter((d) => [4, 5].includes(d.typeNum)).length;
    expect(List).toHaveLength(defaults.length + observed);
    const termPages = List.filter((m) => m.TypeNum === TypeNum.termObservation);
    expect(termPages.map((m) => m.CycleId)).toEqual(y.terms.map((t) => t.id));
    const months = List.filter((m) => m.TypeNum === TypeNum.monthlyObservation).map((m) => m.Time);
    // term by term, in calendar order
    expect([...months].sort()).toEqual(months);
    expect(months.some((t) => t.startsWith(String(y.year.startDate.slice(0, 4))))).toBe(true);
    expect(months.some((t) => t.startsWith(String(Number(y.year.startDate.slice(0, 4)) + 1)))).toBe(true);
  });

  it('refuses a second template of the same grade and term (templateExists)', async () => {
    const y = await freshYear(h, ids.sunshine);
    const body = { studyYearId: y.year.id, gradeId: y.grade('小班').id, cycleId: 0 };
    await addTemplate(h, admin, body);
    expect(refusal(await add(body))).toBe(M.templateExists);
    expect(refusal(await add({ ...body, sourceId: 0 }))).toBe(M.templateExists);
    // another term of the same grade is fine
    await addTemplate(h, admin, { ...body, cycleId: y.terms[1]!.id });
  });

  it('lets only one of two identical creations sent at once in', async () => {
    const y = await freshYear(h, ids.sunshine);
    const body = { studyYearId: y.year.id, gradeId: y.grade('托班').id, cycleId: y.terms[0]!.id };
    const answers = await Promise.all([add(body), add(body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.statusCode === 400)!.json().msg).toBe(M.templateExists);
    const rows = await h.db.select().from(growthTemplates).where(eq(growthTemplates.studyYearId, y.year.id));
    expect(rows).toHaveLength(1);
  });

  it('checks the study year, grade and term', async () => {
    const y = await freshYear(h, ids.sunshine);
    const other = await freshYear(h, ids.sunshine);
    const gradeId = y.grade('中班').id;
    expect(refusal(await add({ gradeId }))).toBe(M.studyYearRequired);
    expect(refusal(await add({ studyYearId: y.year.id }))).toBe(M.gradeRequired);
    // a grade of another study year
    expect(refusal(await add({ studyYearId: y.year.id, gradeId: other.grade('中班').id }))).toBe(
      M.gradeRequired,
    );
    expect(refusal(await add({ studyYearId: y.year.id, gradeId, cycleId: other.terms[0]!.id }))).toBe(
      M.cycleNotInYear,
    );
    // another school's study year, grade, term or source template
    const r = rainbowYear;
    for (const body of [
      { studyYearId: r.year.id, gradeId },
      { studyYearId: y.year.id, gradeId: r.grade('小班').id },
      { studyYearId: y.year.id, gradeId, cycleId: r.terms[0]!.id },
      { studyYearId: y.year.id, gradeId, sourceId: rainbowTemplate },
      { studyYearId: y.year.id, gradeId, sourceId: 999_999 },
    ]) {
      expect(refusal(await add(body), 404)).toBe(NOT_FOUND);
    }
    expect(
      await h.db.select().from(growthTemplates).where(eq(growthTemplates.studyYearId, y.year.id)),
    ).toEqual([]);
  });
});

describe('AddTenantTempInfo copying a template', () => {
  it('copies modules, backgrounds, plates, contents, log sheets and questions; moves terms and months', async () => {
    const y = await freshYear(h, ids.sunshine);
    const [first, second] = y.terms;
    const sourceId = await addTemplate(h, admin, {
      studyYearId: y.year.id,
      gradeId: y.grade('小班').id,
      cycleId: first!.id,
    });
    // the school's own changes to the source
    const source = await detail(h, admin, sourceId);
    const term = source.List.find((m) => m.TypeNum === TypeNum.termObservation)!;
    await h.db.insert(growthLogPoints).values({
      schoolId: ids.sunshine,
      moduleId: term.Id,
      dimension: '自定义',
      element: '园本',
      name: '本园加的观察点',
      orderSort: 999,
    });
    const rating = source.List.find((m) => m.TypeNum === TypeNum.rating)!;
    await h.db
      .insert(growthQuestions)
      .values({ schoolId: ids.sunshine, moduleId: rating.Id, name: '本园的问题', orderSort: 999 });
    const month = await addModule(h, admin, {
      tempId: sourceId,
      type: 5,
      title: '十二月观察',
      time: `${y.year.startDate.slice(0, 4)}-12`,
    });
    await h.db
      .update(growthModules)
      .set({ status: 0, backCoverImg: '/growth/backgrounds/ocean-friends.svg' })
      .where(eq(growthModules.id, month));

    const copyId = await addTemplate(h, admin, {
      studyYearId: y.year.id,
      gradeId: y.grade('小班').id,
      cycleId: second!.id,
      sourceId,
    });
    const from = await detail(h, admin, sourceId);
    const to = await detail(h, admin, copyId);
    expect(to.Template).toMatchObject({ Status: 0, CycleId: second!.id, ModuleCount: from.List.length });
    expect(
      to.List.map((m) => [m.TypeNum, m.Title, m.OperatorValue, m.Status, m.BackCoverImg, m.PlateId]),
    ).toEqual(
      from.List.map((m) => [m.TypeNum, m.Title, m.OperatorValue, m.Status, m.BackCoverImg, m.PlateId]),
    );
    for (const [i, m] of to.List.entries()) {
      const s = from.List[i]!;
      expect(m.Id).not.toBe(s.Id);
      expect(await pointsOf(h, m.Id)).toEqual(await pointsOf(h, s.Id));
      expect(await questionsOf(h, m.Id)).toEqual(await questionsOf(h, s.Id));
      const [a] = await h.db.select().from(growthModules).where(eq(growthModules.id, m.Id));
      const [b] = await h.db.select().from(growthModules).where(eq(growthModules.id, s.Id));
      expect(a!.content).toEqual(b!.content);
      if (m.TypeNum === TypeNum.termObservation) expect(m.CycleId).toBe(second!.id);
    }
    expect(
      (await pointsOf(h, to.List.find((m) => m.TypeNum === TypeNum.termObservation)!.Id)).at(-1)!.name,
    ).toBe('本园加的观察点');
    // months move from the first term (September) to the second (February): December → May
    const dec = to.List.find((m) => m.Title === '十二月观察')!;
    expect(dec.TimeCopy).toBe('5月');
    expect(dec.Time).toBe(`${Number(y.year.startDate.slice(0, 4)) + 1}-05-01`);
  });

  it('a whole-year copy of a term template keeps each term observation in its term', async () => {
    const y = await freshYear(h, ids.sunshine);
    const sourceId = await addTemplate(h, admin, {
      studyYearId: y.year.id,
      gradeId: y.grade('中班').id,
      cycleId: y.terms[1]!.id,
    });
    const copyId = await addTemplate(h, admin, {
      studyYearId: y.year.id,
      gradeId: y.grade('大班').id,
      sourceId,
    });
    const to = await detail(h, admin, copyId);
    expect(to.Template.CycleName).toBe(M.wholeYear);
    for (const m of to.List.filter((x) => x.TypeNum === TypeNum.termObservation))
      expect(m.CycleId).toBe(y.terms[1]!.id);
  });
});

describe('GetTenantTempPage', () => {
  it('lists newest study year first, then grade level, then term, the whole year last', async () => {
    const older = await freshYear(h, ids.sunshine);
    const newer = await freshYear(h, ids.sunshine);
    const made: number[] = [];
    for (const [y, grade, cycle] of [
      [older, '大班', 0],
      [newer, '中班', 0],
      [newer, '中班', 2],
      [newer, '小班', 1],
      [newer, '中班', 1],
    ] as const) {
      made.push(
        await addTemplate(h, admin, {
          studyYearId: y.year.id,
          gradeId: y.grade(grade).id,
          cycleId: cycle ? y.terms[cycle - 1]!.id : 0,
        }),
      );
    }
    const all = await list();
    const mine = all.filter((t) => made.includes(t.id));
    expect(mine.map((t) => [t.StudyYearId, t.GradeName, t.CycleName])).toEqual([
      [newer.year.id, '小班', newer.terms[0]!.name],
      [newer.year.id, '中班', newer.terms[0]!.name],
      [newer.year.id, '中班', newer.terms[1]!.name],
      [newer.year.id, '中班', M.wholeYear],
      [older.year.id, '大班', M.wholeYear],
    ]);
    // newer years come before older ones in the whole list too
    const index = (id: number) => all.findIndex((t) => t.id === id);
    expect(index(made[3]!)).toBeLessThan(index(made[0]!));
    expect(all.some((t) => t.id === rainbowTemplate)).toBe(false);

    expect((await list({ StudyYearId: older.year.id })).map((t) => t.id)).toEqual([made[0]]);
    expect(
      (await list({ StudyYearId: newer.year.id, GradeId: newer.grade('中班').id })).map((t) => t.id),
    ).toEqual([made[4], made[2], made[1]]);
    expect((await list({ CycleId: newer.terms[1]!.id })).map((t) => t.id)).toEqual([made[2]]);
    expect(await list({ StudyYearId: rainbowYear.year.id })).toEqual([]);
  });

  it('counts modules, open modules and records; names the district; dates in ISO', async () => {
    const y = await freshYear(h, ids.sunshine);
    const id = await addTemplate(h, admin, { studyYearId: y.year.id, gradeId: y.grade('小班').id });
    const { List } = await detail(h, admin, id);
    const plate = List.find((m) => m.TypeNum === TypeNum.plate)!;
    await h.db.update(growthModules).set({ status: 0 }).where(eq(growthModules.id, plate.Id));
    await insertRecord(h, plate.Id);
    await insertRecord(h, plate.Id);
    await h.db.update(schools).set({ parentId: 7 }).where(eq(schools.id, ids.sunshine));
    const [row] = await list({ StudyYearId: y.year.id });
    await h.db.update(schools).set({ parentId: 0 }).where(eq(schools.id, ids.sunshine));
    expect(row).toMatchObject({
      id,
      ModuleCount: List.length,
      OpenCount: List.length - 1,
      RecordCount: 2,
      ParentId: 7,
      PublishedAt: null,
    });
    expect(new Date(row!.UpdatedAt).toISOString()).toBe(row!.UpdatedAt);
  });
});

describe('PublishTenantTempInfo', () => {
  it('publishes (adding modules is then refused) and goes back to draft', async () => {
    const y = await freshYear(h, ids.sunshine);
    const id = await addTemplate(h, admin, {
      studyYearId: y.year.id,
      gradeId: y.grade('中班').id,
      cycleId: y.terms[0]!.id,
    });
    const res = await h.call(API.growthTemplates.publish, { id, status: 1 }, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, msg: M.done });
    const published = (await detail(h, admin, id)).Template;
    expect(published.Status).toBe(1);
    expect(published.PublishedAt).not.toBeNull();
    const form = { tempId: id, type: TypeNum.plate, title: '新版面', operator: 1 };
    const refused = await h.call(API.growthTemplates.addModule, form, admin);
    expect(refusal(refused)).toBe(M.templatePublished);

    expect((await h.call(API.growthTemplates.publish, { id, status: 0 }, admin)).statusCode).toBe(200);
    expect((await detail(h, admin, id)).Template).toMatchObject({ Status: 0, PublishedAt: null });
    await addModule(h, admin, form);
  });

  it('refuses another school’s template (404) and a status other than 0 or 1', async () => {
    expect(
      refusal(await h.call(API.growthTemplates.publish, { id: rainbowTemplate, status: 1 }, admin), 404),
    ).toBe(NOT_FOUND);
    const [row] = await h.db.select().from(growthTemplates).where(eq(growthTemplates.id, rainbowTemplate));
    expect(row!.status).toBe(0);
    expect(
      (await h.call(API.growthTemplates.publish, { id: rainbowTemplate, status: 2 }, rainbow)).statusCode,
    ).toBe(400);
  });
});

describe('DeleteTenantTempInfo', () => {
  it('deletes a template with its modules and log sheets', async () => {
    const y = await freshYear(h, ids.sunshine);
    const id = await addTemplate(h, admin, { studyYearId: y.year.id, gradeId: y.grade('中班').id });
    const moduleIds = (await detail(h, admin, id)).List.map((m) => m.Id);
    const res = await h.call(API.growthTemplates.remove, { id }, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().msg).toBe(M.deleted);
    expect(await h.db.select().from(growthTemplates).where(eq(growthTemplates.id, id))).toEqual([]);
    for (const moduleId of moduleIds) expect(await pointsOf(h, moduleId)).toEqual([]);
    expect(refusal(await h.call(API.growthTemplates.modules, { id: id }, admin), 404)).toBe(NOT_FOUND);
  });

  it('refuses a template with records (templateHasRecordsDelete) and another school’s (404)', async () => {
    const y = await freshYear(h, ids.sunshine);
    const id = await addTemplate(h, admin, { studyYearId: y.year.id, gradeId: y.grade('大班').id });
    const [first, , third] = (await detail(h, admin, id)).List;
    await insertRecord(h, first!.Id);
    await insertRecord(h, third!.Id);
    expect(refusal(await h.call(API.growthTemplates.remove, { id }, admin))).toBe(
      fillMessage(M.templateHasRecordsDelete, { count: 2 }),
    );
    expect(refusal(await h.call(API.growthTemplates.remove, { id: rainbowTemplate }, admin), 404)).toBe(
      NOT_FOUND,
    );
    expect(
      await h.db.select().from(growthTemplates).where(eq(growthTemplates.id, rainbowTemplate)),
    ).toHaveLength(1);
  });
});
