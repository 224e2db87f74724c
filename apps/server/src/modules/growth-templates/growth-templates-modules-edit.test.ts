import { API, fillMessage, GROWTH_TEMPLATE_MESSAGES as M, type TEndpoint, TypeNum } from '@kg/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../../../test/harness';
import { defaultModulesFor } from '../../seed/growth-defaults';
import {
  byId,
  detail,
  insertRecord,
  middleOf,
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

/** Editing (F19, F23) and deleting (F28) a module of a template. */

const h = useHarness();
let admin: string;
let rainbow: string;
let rainbowTemplate: number;
let rainbowModule: number;

beforeAll(async () => {
  admin = await h.login('admin');
  rainbow = await h.login('rainbow');
  const r = await otherSchoolTemplate(h, rainbow);
  rainbowTemplate = r.id;
  rainbowModule = r.list[3]!.Id;
});

const template = templateAllocator(h, () => admin);

const post = (endpoint: TEndpoint, body: object, token = admin) => h.call(endpoint, body, token);

describe('UpdateTenantTempDetailOneInfo', () => {
  it('edits title and operator in place', async () => {
    const t = await template();
    const before = await detail(h, admin, t.id);
    const plate = middleOf(before.List).find((m) => m.TypeNum === TypeNum.plate)!;
    await sleep(5);
    const res = await post(API.growthTemplates.updateModule, {
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

    expect((await post(API.growthTemplates.updateModule, { ...form, type: TypeNum.rating })).statusCode).toBe(
      200,
    );
    expect(await questionsOf(h, plate.Id)).toEqual(first(TypeNum.rating).questions);
    expect((await storedModule(h, plate.Id))!.plateId).toBe(0);

    expect(
      (
        await post(API.growthTemplates.updateModule, {
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
        await post(API.growthTemplates.updateModule, {
          ...form,
          type: TypeNum.monthlyObservation,
          time: '2027-04',
        })
      ).statusCode,
    ).toBe(200);
    expect(await pointsOf(h, plate.Id)).toEqual(first(TypeNum.termObservation).points);
    expect(await storedModule(h, plate.Id)).toMatchObject({ time: '2027-04-01', cycleId: null });

    expect(
      (await post(API.growthTemplates.updateModule, { ...form, type: TypeNum.exercise })).statusCode,
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
    await post(API.growthTemplates.removeModule, { id: cover.Id });
    const plate = middleOf(List).at(-1)!;
    const res = await post(API.growthTemplates.updateModule, {
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
    expect(refusal(await post(API.growthTemplates.updateModule, { ...form, type: TypeNum.catalogue }))).toBe(
      fillMessage(M.singleTypeExists, { type: '目录' }),
    );
    expect(
      refusal(
        await post(API.growthTemplates.updateModule, { ...form, id: closing.Id, type: TypeNum.epilogue }),
      ),
    ).toBe(M.closingNotDeletable);
    // the closing page may be renamed
    expect(
      (
        await post(API.growthTemplates.updateModule, {
          ...form,
          id: closing.Id,
          type: TypeNum.closing,
          title: '再见',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      refusal(await post(API.growthTemplates.updateModule, { ...form, type: TypeNum.termObservation })),
    ).toBe(M.cycleRequired);
    expect(refusal(await post(API.growthTemplates.updateModule, { ...form, title: '' }))).toBe(
      M.titleRequired,
    );
    await insertRecord(h, plate.Id);
    await insertRecord(h, plate.Id);
    expect(refusal(await post(API.growthTemplates.updateModule, { ...form, type: TypeNum.video }))).toBe(
      fillMessage(M.typeChangeHasRecords, { count: 2 }),
    );
    // the same type with records: a rename is fine
    expect((await post(API.growthTemplates.updateModule, { ...form, title: '有记录' })).statusCode).toBe(200);
    expect((await storedModule(h, plate.Id))!.typeNum).toBe(TypeNum.plate);
  });

  it('answers 404 for another school’s module or a module of another template', async () => {
    const t = await template();
    const form = { tempId: t.id, operator: 1, title: '页', type: TypeNum.plate };
    expect(refusal(await post(API.growthTemplates.updateModule, { ...form, id: rainbowModule }), 404)).toBe(
      NOT_FOUND,
    );
    expect(
      refusal(
        await post(API.growthTemplates.updateModule, { ...form, id: rainbowModule, tempId: rainbowTemplate }),
        404,
      ),
    ).toBe(NOT_FOUND);
    const u = await template();
    const foreign = (await detail(h, admin, u.id)).List[3]!;
    expect(refusal(await post(API.growthTemplates.updateModule, { ...form, id: foreign.Id }), 404)).toBe(
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
    const res = await post(API.growthTemplates.removeModule, { id: term.Id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, msg: M.deleted });
    const after = (await detail(h, admin, t.id)).List;
    expect(after.map((m) => m.Id)).toEqual(List.filter((m) => m.Id !== term.Id).map((m) => m.Id));
    expect(orders(after)).toEqual(after.map((_, i) => i + 1));
    expect(await pointsOf(h, term.Id)).toEqual([]);
    // cover and catalogue may go too
    const cover = List.find((m) => m.TypeNum === TypeNum.cover)!;
    expect((await post(API.growthTemplates.removeModule, { id: cover.Id })).statusCode).toBe(200);
  });

  it('refuses the closing page, a module with records, another school’s module', async () => {
    const t = await template();
    const { List } = await detail(h, admin, t.id);
    const closing = List.find((m) => m.TypeNum === TypeNum.closing)!;
    expect(refusal(await post(API.growthTemplates.removeModule, { id: closing.Id }))).toBe(
      M.closingNotDeletable,
    );
    const rating = List.find((m) => m.TypeNum === TypeNum.rating)!;
    await insertRecord(h, rating.Id);
    expect(refusal(await post(API.growthTemplates.removeModule, { id: rating.Id }))).toBe(
      fillMessage(M.moduleHasRecords, { count: 1 }),
    );
    expect(refusal(await post(API.growthTemplates.removeModule, { id: rainbowModule }), 404)).toBe(NOT_FOUND);
    expect(await storedModule(h, rainbowModule)).toBeDefined();
    expect((await detail(h, admin, t.id)).List).toHaveLength(List.length);
  });
});
