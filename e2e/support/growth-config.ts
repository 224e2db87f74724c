import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { API } from '@kg/contracts';
import ExcelJS from 'exceljs';
import { expect, type Page, test } from './fixtures';
import { apiAs, type TApi } from './reports';
import { SHOTS_ON } from './shots';

/**
 * Setting the stage for the module configuration and observation statistics journeys
 * (module-configuration.spec.ts, template-statistics.spec.ts) through the real API: a growth
 * template of their own (小班, the second term of 2026-2027, which no other journey uses),
 * its modules, and Excel files to import.
 */

export const SHOTS = path.resolve(import.meta.dirname, '../../.tmp/shots/b2');

export type TModule = {
  Id: number;
  Title: string;
  TypeNum: number;
  Type: string;
  BackCoverImg: string;
  PlateId: number;
  Status: number;
};
export type TTemplate = {
  id: number;
  Status: number;
  GradeName: string;
  CycleId: number;
  StudyYearId: number;
};
export type TStage = {
  studyYearId: number;
  gradeId: number;
  gradeName: string;
  cycleId: number;
  cycleName: string;
};
export type TModuleConfig = {
  Id: number;
  TempId: number;
  TypeNum: number;
  Title: string;
  BackCoverImg: string;
  PlateId: number;
  Content: string;
  TemplateStatus: number;
};
export type TLogDimension = {
  Name: string;
  info: Array<{ Name: string; info: Array<{ Id: number; Name: string }> }>;
};

/** 小班 and the second term of the demo study year 2026-2027. */
export async function smallSecondTerm(api: TApi): Promise<TStage> {
  const years = await api.call(API.schoolInfo.studyYearSelect, undefined);
  const year = years.find((y) => y.Name.startsWith('2026'));
  expect(year, 'study year 2026-2027').toBeTruthy();
  const grades = await api.call(API.schoolInfo.gradeSelect, { StudyYearId: year!.Id });
  const grade = grades.find((g) => g.Name === '小班');
  expect(grade, '小班').toBeTruthy();
  const cycles = await api.call(API.schoolInfo.cycleSelect, {
    StudyYearsId: year!.Id,
  });
  const cycle = cycles.find((c) => c.Name.endsWith('第二学期'));
  expect(cycle, 'second term').toBeTruthy();
  return {
    studyYearId: year!.Id,
    gradeId: grade!.Id,
    gradeName: grade!.Name,
    cycleId: cycle!.Id,
    cycleName: cycle!.Name,
  };
}

export async function templatesOf(api: TApi, stage: TStage): Promise<TTemplate[]> {
  return api.call(API.growthTemplates.page, {
    StudyYearId: stage.studyYearId,
    GradeId: stage.gradeId,
    CycleId: stage.cycleId,
  });
}

/** Deletes the stage's template (one a failed run left behind, or ours at the end). */
export async function removeTemplates(api: TApi, stage: TStage) {
  for (const template of await templatesOf(api, stage)) {
    if (template.CycleId !== stage.cycleId) continue;
    await api.call(API.growthTemplates.remove, { id: template.id });
  }
}

/** A fresh template of the grade's default module set for the stage. */
export async function createTemplate(api: TApi, stage: TStage): Promise<number> {
  await removeTemplates(api, stage);
  const { id } = await api.call(API.growthTemplates.add, {
    studyYearId: stage.studyYearId,
    gradeId: stage.gradeId,
    cycleId: stage.cycleId,
    sourceId: 0,
  });
  return id;
}

/**
 * Registers, inside a 模块配置 journey file's serial describe, the template the file works on:
 * a fresh 小班 second-term template made before its journeys and deleted after them, whatever
 * happened. The tests read its id from the returned holder.
 */
export function useOwnSmallTemplate(): { readonly tempId: number } {
  const own = { tempId: 0, stage: null as TStage | null };
  test.beforeAll(async ({ request }) => {
    const api = await apiAs(request, 'admin');
    own.stage = await smallSecondTerm(api);
    own.tempId = await createTemplate(api, own.stage);
  });
  test.afterAll(async ({ request }) => {
    if (own.stage) await removeTemplates(await apiAs(request, 'admin'), own.stage);
  });
  return own;
}

/** 保存 on the configuration screen. */
export const saveConfig = (page: Page) => page.getByTestId('config-save').click();

export async function modulesOf(api: TApi, tempId: number): Promise<TModule[]> {
  const detail = await api.call(API.growthTemplates.modules, { id: tempId });
  return detail.List;
}

export async function moduleOfType(api: TApi, tempId: number, typeNum: number): Promise<TModule> {
  const found = (await modulesOf(api, tempId)).find((m) => m.TypeNum === typeNum);
  expect(found, `a module of type ${typeNum}`).toBeTruthy();
  return found as TModule;
}

/** Adds a module (a new type 6 has no plate yet); answers it. */
export async function addModule(
  api: TApi,
  tempId: number,
  type: number,
  title: string,
  extra: { cycleId?: number; time?: string } = {},
): Promise<TModule> {
  const { Id } = await api.call(API.growthTemplates.addModule, {
    tempId,
    type,
    title,
    operator: 1,
    orderSort: 0,
    time: extra.time ?? '',
    cycleId: extra.cycleId ?? 0,
  });
  return (await modulesOf(api, tempId)).find((m) => m.Id === Id) as TModule;
}

export const configOf = (api: TApi, id: number) => api.call(API.growthTemplates.moduleConfig, { id });

export const logSheetOf = (api: TApi, id: number) => api.call(API.growthObservations.logSheet, { id });

export const questionsOf = (api: TApi, id: number) => api.call(API.growthObservations.questions, { Id: id });

/** The points of a log sheet as "维度/要素/观察点". */
export const pointPaths = (sheet: TLogDimension[]) =>
  sheet.flatMap((d) => d.info.flatMap((e) => e.info.map((p) => `${d.Name}/${e.Name}/${p.Name}`)));

/** F08: the configuration screen's link for a module of a template. */
export function configurationUrl(module: TModule, tempId: number, status = 0): string {
  const info = {
    type: module.TypeNum,
    title: module.Title,
    id: module.Id,
    TypeText: module.Type,
    tempId,
    status,
  };
  return `/configuration?info=${encodeURIComponent(JSON.stringify(info))}`;
}

/** Opens the configuration screen of a module and waits for its form. */
export async function openConfiguration(page: Page, module: TModule, tempId: number) {
  await page.goto(configurationUrl(module, tempId));
  await expect(page.getByTestId('page-module-configuration')).toBeVisible();
  await expect(page.getByTestId('config-title')).toHaveText(module.Title);
  await expect(page.getByTestId('config-background').first()).toBeVisible();
}

/** An .xlsx with a header row and data rows, built the way a school fills the template. */
export async function xlsx(headers: string[], rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function shoot(page: Page, name: string) {
  if (!SHOTS_ON) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.mouse.move(1, 1);
  // Full-page shots of a scrolled page draw the sticky parts where they were.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}
