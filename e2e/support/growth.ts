import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { API } from '@kg/contracts';
import { expect, type Locator, type Page } from '@playwright/test';
import type { TApi } from './reports';
import { SHOTS_ON } from './shots';
import { allToasts } from './ui';

/**
 * Setting the stage for the growth-template journeys (growth-templates.spec.ts,
 * template-configuration.spec.ts) through the real API, and pieces of the two screens.
 */

export const STUDY_YEAR = '2026-2027学年';
export const GRADE = '大班';
export const SECOND_TERM = '2026-2027学年第二学期';
export const WHOLE_YEAR = '全学年';

export type TOption = { Id: number; Name: string };
export type TTemplate = {
  id: number;
  Status: number;
  CycleId: number;
  CycleName: string;
  StudyYearId: number;
  StudyYearName: string;
  GradeId: number;
  GradeName: string;
  ModuleCount: number;
  OpenCount: number;
  RecordCount: number;
  ParentId: number;
};
export type TModule = {
  Id: number;
  Title: string;
  TypeNum: number;
  Type: string;
  OrderSort: number;
  Status: number;
  TimeCopy: string;
  CycleId: number;
  CycleName: string;
  BackCoverImg: string;
  PlateId: number;
  RecordCount: number;
};
export type TInfo = {
  id: number;
  Status: number;
  Clear: number;
  GradeName: string;
  StudyYearName: string;
  CycleId: number;
  StudyYearId: number;
  GradeId: number;
  GradeNameS: string;
  ClassName: string;
  ClassId: number;
};

/** The demo school's study year, its 大班 and its terms. */
export async function stage(api: TApi) {
  const years = await api.call(API.schoolInfo.studyYearSelect, undefined);
  const year = years.find((y) => y.Name === STUDY_YEAR);
  expect(year, STUDY_YEAR).toBeTruthy();
  const grades = await api.call(API.schoolInfo.gradeSelect, { StudyYearId: year!.Id });
  const grade = grades.find((g) => g.Name === GRADE);
  expect(grade, GRADE).toBeTruthy();
  const cycles = await api.call(API.schoolInfo.cycleSelect, {
    StudyYearsId: year!.Id,
  });
  return { year: year!, grade: grade!, cycles };
}

export const templates = (api: TApi) => api.call(API.growthTemplates.page, {});

export async function modulesOf(api: TApi, id: number) {
  return api.call(API.growthTemplates.modules, {
    id,
  });
}

/** The 大班 templates of 2026-2027 a journey made (any term), deleted again. */
export async function removeGradeTemplates(api: TApi, gradeId: number) {
  for (const tpl of (await templates(api)).filter((t) => t.GradeId === gradeId))
    await api.call(API.growthTemplates.remove, { id: tpl.id });
}

/** F01: the info a template opens with. */
export function infoOf(tpl: TTemplate, clear: 0 | 1 = 0): TInfo {
  return {
    id: tpl.id,
    Status: tpl.Status,
    Clear: clear,
    GradeName: tpl.GradeName,
    StudyYearName: tpl.StudyYearName,
    CycleId: tpl.CycleId,
    StudyYearId: tpl.StudyYearId,
    GradeId: tpl.GradeId,
    GradeNameS: tpl.GradeName,
    ClassName: '',
    ClassId: 0,
  };
}

export const detailPath = (info: TInfo) =>
  `/templateConfiguration?info=${encodeURIComponent(JSON.stringify(info))}`;

/** The info JSON of the page's query. */
export function infoInUrl(page: Page): Record<string, unknown> {
  return JSON.parse(new URL(page.url()).searchParams.get('info') ?? 'null') as Record<string, unknown>;
}

// ── the screens ──────────────────────────────────────────────────────────────────────

export const card = (page: Page, id: number) => page.getByTestId(`module-${id}`);
export const action = (page: Page, id: number, name: string) => page.getByTestId(`module-${id}-${name}`);
export const formDialog = (page: Page) => page.getByTestId('module-form-dialog');

/**
 * Moves a card of the middle list `by` places (negative: up) with the keyboard (Space, arrows…, Space).
 * Each key waits for the list to have answered the one before: the card is being dragged
 * (dnd-kit listens for arrows only once the drag has started), then the live region names each
 * new place. No fixed wait, so a slow machine only makes it slower.
 */
export async function keyboardMove(page: Page, id: number, by: number) {
  const live = page.locator('[id^="DndLiveRegion"]');
  const from = Number(await action(page, id, 'order').textContent());
  await action(page, id, 'handle').focus();
  await page.keyboard.press('Space');
  await expect(page.getByTestId(`module-${id}`)).toHaveClass(/kg-gt-module--dragging/);
  const step = Math.sign(by);
  for (let moved = step; Math.abs(moved) <= Math.abs(by); moved += step) {
    await page.keyboard.press(step < 0 ? 'ArrowUp' : 'ArrowDown');
    await expect(live).toContainText(`移到第 ${from + moved} 位`);
  }
  await page.keyboard.press('Space');
}

/** The module ids of one list, top to bottom. */
export const idsIn = (page: Page, list: 'front' | 'middle' | 'end') =>
  page
    .getByTestId(`modules-${list}`)
    .locator('[data-testid^="module-"][data-type]')
    .evaluateAll((cards) => cards.map((c) => Number(c.getAttribute('data-testid')!.slice('module-'.length))));

/** Waits for the detail screen to show the template's modules. */
export async function detailReady(page: Page) {
  await expect(page.getByTestId('template-header')).toBeVisible();
  await expect(page.getByTestId('modules-front').locator('[data-type]').first()).toBeVisible();
}

/** The confirm dialog (modal.confirm) with this text: presses 确定 or 取消. */
export async function answerConfirm(page: Page, text: string, button = '确定') {
  const confirm = page.locator('.ant-modal-confirm').filter({ hasText: text }).last();
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: button, exact: true }).click();
  await expect(confirm).toBeHidden();
}

/** The latest warning toast (message.warning: the exclamation icon). */
export const lastWarning = (page: Page) => allToasts(page, 'warning').last();

/** Screenshots for a person to look at, into .tmp/shots/b1 (dialogs once they have faded in). */
export function shooter(page: Page) {
  const dir = path.resolve(import.meta.dirname, '../../.tmp/shots/b1');
  mkdirSync(dir, { recursive: true });
  return async (name: string, opts: { dialog?: boolean; target?: Locator } = {}) => {
    if (!SHOTS_ON) return;
    if (opts.dialog) await page.waitForTimeout(500);
    if (opts.target) await opts.target.screenshot({ path: `${dir}/${name}.png` });
    else await page.screenshot({ path: `${dir}/${name}.png`, fullPage: !opts.dialog });
  };
}

/**
 * Stops the page's (installed) clock where it is, so a countdown moves only by `runFor`;
 * `page.clock.resume()` lets time flow again (toasts and dialogs animate on timers).
 */
export async function freezeClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

/** The seconds a gated confirm still shows (its data-left). */
export async function secondsLeft(confirm: Locator) {
  return Number(await confirm.getAttribute('data-left'));
}

/**
 * Picks the option with exactly this text in the antd Select with this test id ('月观察记录'
 * is not '学期观察记录'); opens the list only when it is not open already, and tries again
 * when a click lands while the list is still sliding in.
 */
export async function pick(page: Page, testId: string, text: string) {
  const select = page.getByTestId(testId);
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const option = page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: new RegExp(`^${escaped}$`) })
    .first();
  await expect(async () => {
    if (!(await option.isVisible())) await select.click();
    await option.click({ timeout: 3_000 });
    await expect(select).toContainText(text, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}
