import { ADDABLE_TYPES, GROWTH_OPERATORS, plateThumbnail, type TGrowthModule, TypeNum } from '@kg/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { itGuards, useHarness } from '../../../test/harness';
import {
  addTemplate,
  BASE,
  detail,
  freshYear,
  insertRecord,
  NOT_FOUND,
  schoolIds,
  type TYear,
} from './test-support';

/** A template's modules (F02, F34) and the add dialog's option lists (F27). */

const h = useHarness();
let admin: string;
let teacher: string;
let district: string;
let rainbow: string;
let year: TYear;
let rainbowTemplate: number;

beforeAll(async () => {
  admin = await h.login('admin');
  teacher = await h.login('teacher');
  district = await h.login('district');
  rainbow = await h.login('rainbow');
  const ids = await schoolIds(h);
  year = await freshYear(h, ids.sunshine);
  const r = await freshYear(h, ids.rainbow);
  rainbowTemplate = await addTemplate(h, rainbow, { studyYearId: r.year.id, gradeId: r.grade('小班').id });
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

const refusal = (res: { statusCode: number; json(): { msg: string } }, status = 400) => {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(status);
  return res.json().msg;
};
const byId = (list: TGrowthModule[], id: number) => list.find((m) => m.Id === id)!;

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
