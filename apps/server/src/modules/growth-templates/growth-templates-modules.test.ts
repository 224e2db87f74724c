import { ADDABLE_TYPES, API, GROWTH_OPERATORS, plateThumbnail, TypeNum } from '@kg/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { itGuards, useHarness } from '../../../test/harness';
import {
  byId,
  detail,
  insertRecord,
  NOT_FOUND,
  otherSchoolTemplate,
  refusal,
  templateAllocator,
} from './test-support';

/** A template's modules (F02, F34) and the add dialog's option lists (F27). */

const h = useHarness();
let admin: string;
let teacher: string;
let district: string;
let rainbow: string;
let rainbowTemplate: number;

beforeAll(async () => {
  admin = await h.login('admin');
  teacher = await h.login('teacher');
  district = await h.login('district');
  rainbow = await h.login('rainbow');
  rainbowTemplate = (await otherSchoolTemplate(h, rainbow)).id;
});

const template = templateAllocator(h, () => admin);

describe('access', () => {
  const routes: Parameters<typeof itGuards>[1] = [
    [API.growthTemplates.modules, { id: 1 }],
    API.growthTemplates.typeOptions,
    API.growthTemplates.operatorOptions,
    [API.growthTemplates.addModule, { tempId: 1, type: 6, title: '页', operator: 1 }],
    [API.growthTemplates.updateModule, { id: 1, tempId: 1, type: 6, title: '页', operator: 1 }],
    [API.growthTemplates.removeModule, { id: 1 }],
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
    expect(refusal(await h.call(API.growthTemplates.modules, { id: rainbowTemplate }, admin), 404)).toBe(
      NOT_FOUND,
    );
  });
});

describe('option lists (F27)', () => {
  it('types the add dialog offers and operator identities', async () => {
    const types = await h.call(API.growthTemplates.typeOptions, undefined, admin);
    expect(types.json().response).toEqual(ADDABLE_TYPES.map((t) => ({ Value: t.Value, Name: t.Name })));
    expect(types.json().response.some((t: { Value: number }) => t.Value === TypeNum.closing)).toBe(false);
    const operators = await h.call(API.growthTemplates.operatorOptions, undefined, admin);
    expect(operators.json().response).toEqual(
      GROWTH_OPERATORS.map((o) => ({ Value: o.Value, Name: o.Name })),
    );
  });
});
