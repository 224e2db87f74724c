import { API, pathOf } from '@kg/contracts';
import { expect, ownSchool, type Page, test } from '../support/fixtures';
import {
  logSheetOf,
  moduleOfType,
  modulesOf,
  openConfiguration,
  pointPaths,
  questionsOf,
  shoot,
  type TModule,
  useOwnSmallTemplate,
  XLSX_MIME,
  xlsx,
} from '../support/growth-config';
import { apiAs } from '../support/reports';
import { openAs } from '../support/session';
import { toast } from '../support/ui';

// This file changes school data (template modules are configured): it works in its own copy of 阳光.
ownSchool('sunshine');

/**
 * 模块配置 (screen 9, F36-F46) against the real server, on a template of its own (小班, second
 * term of 2026-2027) made through the API at the start and deleted at the end.
 * Here: the log sheets of types 4 and 5 and the growth questions of type 12, with their Excel
 * imports (F40-F43).
 */

const logRows = (page: Page) => page.getByTestId('logsheet-table').locator('tr.ant-table-row');
const questionRows = (page: Page) => page.getByTestId('questions-table').locator('tr.ant-table-row');

async function confirmDelete(page: Page) {
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toContainText('是否确认 删除？');
  await confirm.getByRole('button', { name: '确定' }).click();
}

test.describe('模块配置 (F36-F46): log sheets and growth questions', () => {
  test.describe.configure({ mode: 'serial' });
  const own = useOwnSmallTemplate();

  test('F40 type 4: the log sheet grouped; a point renamed, deleted, added under a new and an existing element', async ({
    page,
    request,
  }) => {
    const api = await apiAs(request, 'admin');
    const term = await moduleOfType(api, own.tempId, 4);
    const sheet = await logSheetOf(api, term.Id);
    const paths = pointPaths(sheet);
    expect(paths.length).toBeGreaterThan(3);
    await openAs(page, 'admin');
    await openConfiguration(page, term, own.tempId);
    await expect(logRows(page)).toHaveCount(paths.length);
    // Merged cells: the first dimension spans all its points.
    const firstDimension = sheet[0]!;
    const inFirst = firstDimension.info.reduce((n, e) => n + e.info.length, 0);
    const firstCell = logRows(page).first().locator('td').first();
    await expect(firstCell).toHaveText(firstDimension.Name);
    expect(Number((await firstCell.getAttribute('rowspan')) ?? 1)).toBe(inFirst);
    await expect(page.getByTestId('logsheet-counts')).toContainText(`${paths.length} 个观察点`);
    await shoot(page, 'config-type-4');

    // Rename the first point.
    await logRows(page).first().getByTestId('logsheet-rename').click();
    await page.getByTestId('logsheet-edit-input').fill('E2E情绪稳定愉快');
    await page.getByTestId('logsheet-edit-input').press('Enter');
    await expect(toast(page, '修改成功')).toBeVisible();
    await expect(logRows(page).first()).toContainText('E2E情绪稳定愉快');
    const firstId = sheet[0]!.info[0]!.info[0]!.Id;
    const renamed = (await logSheetOf(api, term.Id))[0]!.info[0]!.info.find((p) => p.Id === firstId);
    expect(renamed?.Name).toBe('E2E情绪稳定愉快');

    // Delete the last point.
    const last = paths.at(-1)!.split('/')[2]!;
    await logRows(page).last().getByTestId('logsheet-delete').click();
    await confirmDelete(page);
    await expect(toast(page, '删除成功')).toBeVisible();
    await expect(logRows(page)).toHaveCount(paths.length - 1);
    expect(pointPaths(await logSheetOf(api, term.Id)).some((p) => p.endsWith(`/${last}`))).toBe(false);

    // Add under a dimension and an element typed new; each field is asked in order.
    await page.getByTestId('logsheet-add').click();
    const dialog = page.getByTestId('logsheet-add-dialog');
    await dialog.getByRole('button', { name: '添加' }).click();
    await expect(toast(page, '请输入维度')).toBeVisible();
    await page.getByTestId('logsheet-add-dimension').locator('input').fill('E2E维度');
    await dialog.getByRole('button', { name: '添加' }).click();
    await expect(toast(page, '请输入要素')).toBeVisible();
    await page.getByTestId('logsheet-add-element').locator('input').fill('E2E要素');
    await dialog.getByRole('button', { name: '添加' }).click();
    await expect(toast(page, '请输入观察点')).toBeVisible();
    await page.getByTestId('logsheet-add-point').fill('E2E观察点一');
    await dialog.getByRole('button', { name: '添加' }).click();
    await expect(toast(page, '添加成功')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(logRows(page).filter({ hasText: 'E2E观察点一' })).toHaveCount(1);

    // Add into that element from its row: dimension and element come filled in.
    await logRows(page)
      .filter({ hasText: 'E2E观察点一' })
      .getByRole('button', { name: '在此要素下新增观察点' })
      .click();
    await expect(page.getByTestId('logsheet-add-dimension').locator('input')).toHaveValue('E2E维度');
    await expect(page.getByTestId('logsheet-add-element').locator('input')).toHaveValue('E2E要素');
    await page.getByTestId('logsheet-add-point').fill('E2E观察点二');
    await dialog.getByRole('button', { name: '添加' }).click();
    // The first add's 添加成功 may still be on screen: wait for the second point itself.
    await expect(logRows(page).filter({ hasText: 'E2E观察点二' })).toHaveCount(1);
    await expect
      .poll(async () => pointPaths(await logSheetOf(api, term.Id)).filter((p) => p.startsWith('E2E维度/')))
      .toEqual(['E2E维度/E2E要素/E2E观察点一', 'E2E维度/E2E要素/E2E观察点二']);
    const e2eCell = logRows(page).filter({ hasText: 'E2E观察点一' }).locator('td').first();
    await expect(e2eCell).toHaveText('E2E维度');
    // The table re-renders after the reload the add triggers: wait for the merged cell.
    await expect(e2eCell).toHaveAttribute('rowspan', '2');
  });

  test('F42 F43 type 5: the template link; an Excel import under a mask; a failing one shows the server msg', async ({
    page,
    request,
  }) => {
    const api = await apiAs(request, 'admin');
    const monthly = (await modulesOf(api, own.tempId)).filter((m) => m.TypeNum === 5).at(-1) as TModule;
    const before = pointPaths(await logSheetOf(api, monthly.Id));
    await openAs(page, 'admin');
    await openConfiguration(page, monthly, own.tempId);
    await expect(logRows(page)).toHaveCount(before.length);
    await shoot(page, 'config-type-5');

    // F43
    const observationTemplate = pathOf(API.imports.template, { kind: 'observation' });
    await expect(page.getByTestId('logsheet-template')).toHaveAttribute('href', observationTemplate);
    const template = await request.get(observationTemplate);
    expect(template.status()).toBe(200);
    expect(template.headers()['content-type']).toContain('spreadsheetml');

    // F42: two new points in one file.
    await page.getByTestId('logsheet-import').click();
    const dialog = page.getByTestId('config-import-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('config-import-template')).toHaveAttribute('href', observationTemplate);
    const file = await xlsx(
      ['维度', '要素', '观察点'],
      [
        ['E2E导入维度', 'E2E导入要素', 'E2E导入点甲'],
        ['E2E导入维度', 'E2E导入要素', 'E2E导入点乙'],
      ],
    );
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const importCall = (url: URL) => url.pathname === API.imports.observations.path;
    await page.route(importCall, async (route) => {
      await held;
      await route.continue();
    });
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'points.xlsx', mimeType: XLSX_MIME, buffer: file });
    await expect(page.getByTestId('config-import-chosen')).toContainText('points.xlsx');
    await page.getByTestId('config-import-start').click();
    await expect(
      page.getByRole('dialog', { name: '导入观察点' }).getByText('正在导入，请稍候…'),
    ).toBeVisible();
    release();
    await expect(page.getByTestId('config-import-success')).toContainText('导入成功 2 条');
    await page.unroute(importCall);
    await page.getByTestId('config-import-done').click();
    await expect(logRows(page)).toHaveCount(before.length + 2);
    expect(pointPaths(await logSheetOf(api, monthly.Id))).toEqual(
      expect.arrayContaining(['E2E导入维度/E2E导入要素/E2E导入点甲', 'E2E导入维度/E2E导入要素/E2E导入点乙']),
    );

    // The same file again: every row repeats a point, nothing is written, the msg is shown.
    await page.getByTestId('logsheet-import').click();
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'again.xlsx', mimeType: XLSX_MIME, buffer: file });
    await page.getByTestId('config-import-start').click();
    const failed = page.getByTestId('config-import-failed');
    await expect(failed).toBeVisible();
    const msg = ((await failed.locator('.ant-alert-description').textContent()) || '').trim();
    expect(msg.length).toBeGreaterThan(0);
    await expect(toast(page, msg)).toBeVisible();
    await expect(page.getByTestId('config-import-errors')).toContainText('第 2 行');
    await page.getByRole('button', { name: '取消' }).click();
    expect(pointPaths(await logSheetOf(api, monthly.Id))).toHaveLength(before.length + 2);
  });

  test('F41 F42 F43 type 12: a question deleted, one added, two imported', async ({ page, request }) => {
    const api = await apiAs(request, 'admin');
    const rating = await moduleOfType(api, own.tempId, 12);
    const before = await questionsOf(api, rating.Id);
    expect(before.length).toBeGreaterThan(1);
    await openAs(page, 'admin');
    await openConfiguration(page, rating, own.tempId);
    await expect(questionRows(page)).toHaveCount(before.length);
    await shoot(page, 'config-type-12');
    await expect(page.getByTestId('questions-template')).toHaveAttribute(
      'href',
      pathOf(API.imports.template, { kind: 'growth-question' }),
    );

    await questionRows(page).first().getByTestId('questions-delete').click();
    await confirmDelete(page);
    await expect(toast(page, '删除成功')).toBeVisible();
    await expect(questionRows(page)).toHaveCount(before.length - 1);
    expect((await questionsOf(api, rating.Id)).map((q) => q.Name)).not.toContain(before[0]!.Name);

    await page.getByTestId('questions-add').click();
    await expect(toast(page, '请输入成长问题')).toBeVisible();
    await page.getByTestId('questions-add-input').fill('E2E能自己收拾玩具');
    await page.getByTestId('questions-add-input').press('Enter');
    await expect(toast(page, '添加成功')).toBeVisible();
    await expect(questionRows(page).last()).toContainText('E2E能自己收拾玩具');

    await page.getByTestId('questions-import').click();
    const dialog = page.getByTestId('config-import-dialog');
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'questions.xlsx',
      mimeType: XLSX_MIME,
      buffer: await xlsx(['成长问题'], [['E2E会主动打招呼'], ['E2E愿意分享']]),
    });
    await page.getByTestId('config-import-start').click();
    await expect(page.getByTestId('config-import-success')).toContainText('导入成功 2 条');
    await page.getByTestId('config-import-done').click();
    await expect(questionRows(page)).toHaveCount(before.length + 2);
    const names = (await questionsOf(api, rating.Id)).map((q) => q.Name);
    expect(names).toEqual(expect.arrayContaining(['E2E能自己收拾玩具', 'E2E会主动打招呼', 'E2E愿意分享']));
  });
});
