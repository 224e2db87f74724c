import { API } from '@kg/contracts';
import { expect, type Page, test } from './fixtures';
import {
  detailPath,
  detailReady,
  infoOf,
  modulesOf,
  removeGradeTemplates,
  SECOND_TERM,
  stage,
  type TModule,
  type TTemplate,
  templates,
} from './growth';
import { apiAs, type TApi } from './reports';
import { openAs } from './session';

/**
 * The template the 模板配置 journeys (template-configuration*.spec.ts, one after the other) work
 * on: each file makes a 大班 second-term template of 2026-2027 from the default at its start and
 * deletes the grade's templates at its end.
 */

/** The grade's templates a journey left behind deleted, then a fresh second-term template. */
export async function freshSecondTermTemplate(api: TApi, gradeId: number): Promise<TTemplate> {
  await removeGradeTemplates(api, gradeId);
  const { year, cycles } = await stage(api);
  const term = cycles.find((c) => c.Name === SECOND_TERM)!;
  const { id } = await api.call(API.growthTemplates.add, {
    studyYearId: year.Id,
    gradeId,
    cycleId: term.Id,
    sourceId: 0,
  });
  return (await templates(api)).find((t) => t.id === id) as TTemplate;
}

/** The template's first module that matches; the check names `label` when there is none. */
export async function moduleWhere(
  api: TApi,
  tpl: TTemplate,
  match: (m: TModule) => boolean,
  label: string,
): Promise<TModule> {
  const found = (await modulesOf(api, tpl.id)).List.find(match);
  expect(found, label).toBeTruthy();
  return found as TModule;
}

/** The template's detail screen as the administrator, opened with its current info. */
export async function openTemplateDetail(page: Page, api: TApi, tpl: TTemplate, clear: 0 | 1 = 0) {
  const fresh = (await templates(api)).find((t) => t.id === tpl.id) as TTemplate;
  await openAs(page, 'admin', detailPath(infoOf(fresh, clear)));
  await detailReady(page);
}

/** The file's API as the administrator (renewed per test) and its template. */
export let api: TApi;
export let tpl: TTemplate;

/**
 * Registers, inside a file's describe, the template's life: made from the default before the
 * journeys, the API on each test's own request context, the grade's templates deleted after.
 */
export function useConfigurationTemplate() {
  let gradeId = 0;
  test.beforeAll(async ({ request }) => {
    api = await apiAs(request, 'admin');
    gradeId = (await stage(api)).grade.Id;
    tpl = await freshSecondTermTemplate(api, gradeId);
  });
  // The API helpers run on each test's own request context.
  test.beforeEach(async ({ request }) => {
    api = await apiAs(request, 'admin');
  });
  test.afterAll(async ({ request }) => {
    await removeGradeTemplates(await apiAs(request, 'admin'), gradeId);
  });
}

/** The template's first module of a type. */
export const byType = (typeNum: number) =>
  moduleWhere(api, tpl, (m) => m.TypeNum === typeNum, `type ${typeNum}`);
/** The template's detail screen (clear mode with 1). */
export const openDetail = (page: Page, clear: 0 | 1 = 0) => openTemplateDetail(page, api, tpl, clear);
