import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { API } from '@kg/contracts';
import { expect, ownSchool, test } from '../support/fixtures';
import {
  action,
  answerConfirm,
  detailReady,
  idsIn,
  keyboardMove,
  modulesOf,
  stage,
  templates,
} from '../support/growth';
import { logSheetOf, pointPaths, saveConfig, XLSX_MIME, xlsx } from '../support/growth-config';
import { apiAs, type TApi } from '../support/reports';
import { openAs } from '../support/session';
import { shot } from '../support/shots';
import { chooseOption, menuGroup, menuLink, toast } from '../support/ui';

// This file changes school data (a template is built and published): it works in its own copy of 阳光.
ownSchool('sunshine');

/**
 * Issue 6 acceptance, tried as a new administrator would: the 中班 template of the first term
 * from the default, a monthly observation for 3月 dragged to second place (kept after a
 * reload), a plate page configured, an observation sheet imported from .xlsx, a module
 * previewed, the template published and 新增 disabled. The template is deleted afterwards.
 */
const GRADE = '中班';
const MARCH = '三月观察';
const PLATE_PAGE = '我的好朋友';
const SHOTS = path.resolve(import.meta.dirname, '../../.tmp/shots/walkthrough-growth');

async function removeMiddleGradeTemplates(api: TApi) {
  for (const t of (await templates(api)).filter((t) => t.GradeName === GRADE))
    await api.call(API.growthTemplates.remove, { id: t.id });
}

test.beforeAll(async ({ request }) => {
  mkdirSync(SHOTS, { recursive: true });
  await removeMiddleGradeTemplates(await apiAs(request, 'admin'));
});
test.afterAll(async ({ request }) => removeMiddleGradeTemplates(await apiAs(request, 'admin')));

test('issue 6 walkthrough: 中班 template from the default, 3月 observation second, plate page, imported sheet, preview, publish', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const api = await apiAs(request, 'admin');
  // The first term by position, not by name: an earlier journey renames it (C03).
  const firstTerm = (await stage(api)).cycles[0]!.Name;
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAs(page, 'admin');
  await menuGroup(page, '评价管理').click();
  await menuLink(page, '/GrowthTemplate').click();

  // Create from the default and go straight to it.
  await page.getByTestId('template-add').click();
  await chooseOption(page, 'template-create-grade', GRADE);
  await chooseOption(page, 'template-create-term', firstTerm);
  await expect(page.getByRole('radio', { name: /默认模板/ })).toBeChecked();
  await page.getByTestId('template-create-submit').click();
  await expect(toast(page, '添加成功')).toBeVisible();
  await answerConfirm(page, '是否现在去配置模块', '去配置');
  await expect(page).toHaveURL(/\/templateConfiguration\?info=/);
  await detailReady(page);
  await expect(page.getByTestId('template-heading')).toContainText(GRADE);
  const [template] = (await templates(api)).filter((t) => t.GradeName === GRADE);
  expect(template).toBeTruthy();

  // A monthly observation for March: TimeCopy 3月, at the end of the middle list.
  await page.getByTestId('template-add-module').click();
  await chooseOption(page, 'module-form-type', '月观察记录');
  await page.getByTestId('module-form-title').fill(MARCH);
  const month = page.getByTestId('module-form-time');
  await month.click();
  await month.fill('2027-03');
  await month.press('Enter');
  await chooseOption(page, 'module-form-operator', '教师');
  await page.getByTestId('module-form-submit').click();
  await expect(toast(page, '添加成功')).toBeVisible();
  const march = (await modulesOf(api, template!.id)).List.find((m) => m.Title === MARCH)!;
  expect(march.TimeCopy).toBe('3月');
  await expect(page.getByTestId(`module-${march.Id}-time`)).toContainText('3月');
  await expect.poll(async () => (await idsIn(page, 'middle')).at(-1)).toBe(march.Id);

  // Dragged (keyboard) up to second place in the middle list, then a reload keeps it there.
  await action(page, march.Id, 'handle').scrollIntoViewIfNeeded();
  await keyboardMove(page, march.Id, 2 - (await idsIn(page, 'middle')).length);
  await expect(toast(page, '操作成功')).toBeVisible();
  await expect.poll(async () => (await idsIn(page, 'middle'))[1]).toBe(march.Id);
  await page.reload();
  await detailReady(page);
  expect((await idsIn(page, 'middle'))[1]).toBe(march.Id);
  await shot(page, path.join(SHOTS, 'detail-after-reload.png'), { fullPage: true });

  // A new plate page, configured: background and the 六图相册 plate, saved.
  await page.getByTestId('template-add-module').click();
  await chooseOption(page, 'module-form-type', '图文版面');
  await page.getByTestId('module-form-title').fill(PLATE_PAGE);
  await chooseOption(page, 'module-form-operator', '教师');
  await page.getByTestId('module-form-submit').click();
  // The first add's 添加成功 may still be on screen: wait for the page to be stored.
  const stored = async () => (await modulesOf(api, template!.id)).List.find((m) => m.Title === PLATE_PAGE);
  await expect.poll(stored).toBeDefined();
  const platePage = (await stored())!;
  await action(page, platePage.Id, 'configure').click();
  await expect(page).toHaveURL(/\/configuration\?info=/);
  await expect(page.getByTestId('config-plates')).toBeVisible();
  await page.getByTestId('config-plate-8').click();
  await saveConfig(page);
  await expect(toast(page, '保存成功')).toBeVisible();
  await expect(page.getByTestId('config-plate-locked')).toBeVisible();
  await shot(page, path.join(SHOTS, 'plate-configured.png'), { fullPage: true });
  expect((await modulesOf(api, template!.id)).List.find((m) => m.Id === platePage.Id)!.PlateId).toBe(8);

  // The term observation's sheet gets two points from an .xlsx.
  await page.getByTestId('config-back').click();
  await detailReady(page);
  const term = (await modulesOf(api, template!.id)).List.find((m) => m.TypeNum === 4)!;
  await action(page, term.Id, 'configure').click();
  await expect(page.getByTestId('config-logsheet')).toBeVisible();
  await page.getByTestId('logsheet-import').click();
  const dialog = page.getByTestId('config-import-dialog');
  const file = await xlsx(
    ['维度', '要素', '观察点'],
    [
      ['健康', '动作发展', '能双脚交替上下楼梯'],
      ['语言', '倾听与表达', '能用完整的句子讲述周末的事'],
    ],
  );
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: '中班观察点.xlsx', mimeType: XLSX_MIME, buffer: file });
  await page.getByTestId('config-import-start').click();
  await expect(page.getByTestId('config-import-success')).toContainText('导入成功 2 条');
  await page.getByTestId('config-import-done').click();
  expect(pointPaths(await logSheetOf(api, term.Id))).toEqual(
    expect.arrayContaining([
      '健康/动作发展/能双脚交替上下楼梯',
      '语言/倾听与表达/能用完整的句子讲述周末的事',
    ]),
  );
  await shot(page, path.join(SHOTS, 'sheet-imported.png'), { fullPage: true });

  // Preview of the March observation: its table and 3月.
  await page.getByTestId('config-back').click();
  await detailReady(page);
  await action(page, march.Id, 'preview').click();
  const preview = page.getByTestId('preview-dialog');
  await expect(preview.getByTestId('preview-month')).toHaveText('3月');
  await expect(preview.getByTestId('preview-month-table').locator('thead')).toContainText(
    '经常发生偶尔发生从未发生',
  );
  await shot(page, path.join(SHOTS, 'preview-march.png'));
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  // Published: 新增 is disabled.
  await page.getByTestId('template-publish').click();
  await answerConfirm(page, '是否确认 发布？');
  await expect(toast(page, '操作成功')).toBeVisible();
  await expect(page.getByTestId('template-add-module')).toBeDisabled();
  await expect.poll(async () => (await templates(api)).find((t) => t.id === template!.id)!.Status).toBe(1);
});
