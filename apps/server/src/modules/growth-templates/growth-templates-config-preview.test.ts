import {
  API,
  GROWTH_TEMPLATE_MESSAGES as M,
  plateThumbnail,
  type TCatalogueEntry,
  TypeNum,
} from '@kg/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../../../test/harness';
import { defaultModulesFor } from '../../seed/growth-defaults';
import type { logSheetOf } from './growth-templates.presenters';
import {
  detail,
  getter,
  middleGradeTemplate,
  NOT_FOUND,
  otherSchoolTemplate,
  refusal,
  schoolIds,
} from './test-support';

/** A module's preview (F32): its pictures, the catalogue and the observation pages. */

const h = useHarness();
let admin: string;
let rainbow: string;
let ids: Awaited<ReturnType<typeof schoolIds>>;
let rainbowModule: number;

beforeAll(async () => {
  admin = await h.login('admin');
  rainbow = await h.login('rainbow');
  ids = await schoolIds(h);
  rainbowModule = (await otherSchoolTemplate(h, rainbow)).list[2]!.Id;
});

const template = () => middleGradeTemplate(h, admin, ids.sunshine);

const get = getter(h, () => admin);

describe('preview (F32)', () => {
  it('GetTenantTempDetailOneInfoByImgTextRecord: background, plate picture, title and content', async () => {
    const t = await template();
    const plate = t.of(TypeNum.plate);
    expect(await get(API.growthTemplates.moduleImages, { id: plate.Id })).toEqual({
      BackCoverImg: plate.BackCoverImg,
      PlateLookImg: plateThumbnail(plate.PlateId),
      PlateId: plate.PlateId,
      TypeNum: TypeNum.plate,
      Title: plate.Title,
      Content: '',
    });
    const cover = t.of(TypeNum.cover);
    expect(await get(API.growthTemplates.moduleImages, { id: cover.Id })).toMatchObject({
      PlateLookImg: '',
      PlateId: 0,
    });
    const res = await h.call(API.growthTemplates.moduleImages, { id: rainbowModule }, admin);
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
    const entries = await get<TCatalogueEntry[]>(API.growthTemplates.catalogue, { Id: catalogue.Id });
    expect(entries).toEqual(expected(t.list));
    // cover 1, catalogue 2, the first module on page 3
    expect(entries[0]!.Page).toBe(3);
    expect(entries.some((e) => e.TypeNum === TypeNum.familyVideo)).toBe(false);
    const term = entries.findIndex((e) => e.TypeNum === TypeNum.termObservation);
    expect(entries[term + 1]!.Page).toBe(entries[term]!.Page + 2);
    // a closed module leaves the catalogue
    const closed = t.list.find((m) => m.TypeNum === TypeNum.rating)!;
    await h.call(API.growthTemplates.openClose, { id: closed.Id, status: 0 }, admin);
    const after = await get<TCatalogueEntry[]>(API.growthTemplates.catalogue, { Id: catalogue.Id });
    expect(after.some((e) => e.Title === closed.Title)).toBe(false);
    expect(after).toEqual(expected((await detail(h, admin, t.id)).List));
    const res = await h.call(API.growthTemplates.catalogue, { Id: rainbowModule }, admin);
    expect(refusal(res, 404)).toBe(NOT_FOUND);
  });

  it('the term and monthly observation pages with their log sheets', async () => {
    const t = await template();
    const term = t.of(TypeNum.termObservation);
    const defaults = defaultModulesFor(2);
    const termPoints = defaults.find((d) => d.typeNum === TypeNum.termObservation)!.points!;
    const page = await get<{ Title: string; CycleName: string; LogSheet: ReturnType<typeof logSheetOf> }>(
      API.growthTemplates.cycleWriteCycle,
      { Id: term.Id },
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
      API.growthTemplates.cycleWrite,
      { Id: month.Id },
    );
    expect(monthly).toMatchObject({ Title: month.Title, TimeCopy: month.TimeCopy });
    expect(monthly.TimeCopy).toMatch(/^\d+月$/);
    expect(monthly.LogSheet.length).toBeGreaterThan(0);

    const plate = t.of(TypeNum.plate);
    for (const route of [API.growthTemplates.cycleWriteCycle, API.growthTemplates.cycleWrite]) {
      expect(refusal(await h.call(route, { Id: plate.Id }, admin))).toBe(M.noLogSheet);
      expect(refusal(await h.call(route, { Id: rainbowModule }, admin), 404)).toBe(NOT_FOUND);
    }
  });
});
