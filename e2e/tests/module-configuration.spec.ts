import { expect, type Page, test } from '@playwright/test';
import { TINY_PNG } from '../support/files';
import {
  addModule,
  configOf,
  configurationUrl,
  createTemplate,
  GROWTH,
  logSheetOf,
  moduleOfType,
  modulesOf,
  openConfiguration,
  pointPaths,
  questionsOf,
  removeTemplates,
  shoot,
  smallSecondTerm,
  type TModule,
  type TStage,
  XLSX_MIME,
  xlsx,
} from '../support/growth-config';
import { apiAs } from '../support/reports';
import { openAs } from '../support/session';
import { toast } from '../support/ui';

/**
 * 模块配置 (screen 9, F36-F46) against the real server, on a template of its own (小班, second
 * term of 2026-2027) made through the API at the start and deleted at the end.
 */

const save = (page: Page) => page.getByTestId('config-save').click();
const logRows = (page: Page) => page.getByTestId('logsheet-table').locator('tr.ant-table-row');
const questionRows = (page: Page) => page.getByTestId('questions-table').locator('tr.ant-table-row');
const bgInput = (page: Page) => page.getByTestId('config-backgrounds').locator('input[type=file]');

async function confirmDelete(page: Page) {
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toContainText('是否确认 删除？');
  await confirm.getByRole('button', { name: '确定' }).click();
}

test.describe('模块配置 (F36-F46)', () => {
  test.describe.configure({ mode: 'serial' });
  let stage: TStage;
  let tempId = 0;

  test.beforeAll(async ({ request }) => {
    const api = await apiAs(request, 'admin');
    stage = await smallSecondTerm(api);
    tempId = await createTemplate(api, stage);
  });

  test.afterAll(async ({ request }) => {
    // The demo school's templates look as before, whatever happened.
    await removeTemplates(await apiAs(request, 'admin'), stage);
  });

  test('F36 F38 F39 F46 type 6: 请选择版式, a plate chosen and saved is locked; a refusal keeps the form', async ({
    page,
    request,
  }) => {
    const api = await apiAs(request, 'admin');
    const plate = await addModule(api, tempId, 6, 'E2E图文页');
    expect(plate.PlateId).toBe(0);
    await openAs(page, 'admin');
    await openConfiguration(page, plate, tempId);
    await expect(page.getByTestId('config-type')).toHaveText('图文版面');
    // F46: the plates with their picture counts.
    await expect(page.getByTestId('config-plate-4')).toContainText('10 张图片');
    await expect(page.getByTestId('config-plate-5')).toContainText('10 张图片');
    await expect(page.getByTestId('config-plate-locked')).toHaveCount(0);

    // F38: the module has its default background; a plate is still needed.
    await save(page);
    await expect(toast(page, '请选择版式')).toBeVisible();

    await page.getByTestId('config-plate-5').click();
    await expect(page.getByTestId('config-plate-5')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('preview-plate')).toHaveAttribute('data-plate', '5');
    await expect(page.getByTestId('preview-plate').getByTestId('plate-box-image')).toHaveCount(10);
    await expect(page.getByTestId('config-state')).toHaveText('有未保存的修改');
    await save(page);
    await expect(toast(page, '保存成功')).toBeVisible();
    await expect(page.getByTestId('config-state')).toHaveText('已保存');
    expect((await configOf(api, plate.Id)).PlateId).toBe(5);

    // F39: set once, locked (at once, and when the screen opens again).
    await expect(page.getByTestId('config-plate-locked')).toContainText('版式已设定，不能更改');
    await page.reload();
    await expect(page.getByTestId('config-plate-locked')).toBeVisible();
    await expect(page.getByTestId('config-plate-5')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('config-plate-1')).toBeDisabled();
    await shoot(page, 'config-type-6');

    // A refusal of the server shows its msg, and what was chosen stays on screen.
    const other = page.getByTestId('config-background').nth(2);
    const otherImg = await other.getAttribute('data-img');
    await other.click();
    await page.route(/SaveTenantTempDetailOneInfo/, async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, plateId: 6 }) });
    });
    await save(page);
    await expect(toast(page, '版式已设定，不能更改')).toBeVisible();
    await expect(other).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('config-state')).toHaveText('有未保存的修改');
    await page.unroute(/SaveTenantTempDetailOneInfo/);
    await save(page);
    await expect(toast(page, '保存成功')).toBeVisible();
    const saved = await configOf(api, plate.Id);
    expect(saved).toMatchObject({ PlateId: 5, BackCoverImg: otherImg });
  });

  test('F38 F44 type 7: each message in order, then four complete sections saved (one with an uploaded picture)', async ({
    page,
    request,
  }) => {
    const api = await apiAs(request, 'admin');
    const exercise = await moduleOfType(api, tempId, 7);
    const before = await configOf(api, exercise.Id);
    expect(JSON.parse(before.Content)).toHaveLength(3);
    await openAs(page, 'admin');
    // A module saved before backgrounds were required: the screen opens without one.
    await page.route(/GetTenantTempDetailOneInfo\?/, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { response: { BackCoverImg: string } };
      body.response.BackCoverImg = '';
      await route.fulfill({ response, json: body });
    });
    await openConfiguration(page, exercise, tempId);
    await page.unroute(/GetTenantTempDetailOneInfo\?/);
    await expect(page.getByTestId('exercise-1')).toBeVisible();
    await expect(page.getByTestId('exercise-3')).toBeVisible();
    await expect(page.getByTestId('exercise-4')).toHaveCount(0);

    // Section 2 emptied: every message in turn, the background first.
    await page.getByTestId('exercise-2-title').fill('');
    await page.getByTestId('exercise-2-standard').fill('');
    await page.getByTestId('exercise-2-unit').fill('');
    while ((await page.getByTestId('exercise-2-image').count()) > 0)
      await page.getByTestId('exercise-2-image-remove').first().click();
    await save(page);
    await expect(toast(page, '请选择背景图')).toBeVisible();
    await page.getByTestId('config-background').first().click();
    await save(page);
    await expect(toast(page, '请填写第2项的标题')).toBeVisible();
    await page.getByTestId('exercise-2-title').fill('拍球');
    await save(page);
    await expect(toast(page, '请填写第2项的标准值')).toBeVisible();
    await page.getByTestId('exercise-2-standard').fill('20-40');
    await save(page);
    await expect(toast(page, '请填写第2项的单位')).toBeVisible();
    await page.getByTestId('exercise-2-unit').fill('个');
    await save(page);
    await expect(toast(page, '请上传第2项的图片')).toBeVisible();
    await page.getByTestId('exercise-2').locator('input[type=file]').setInputFiles({
      name: 'ball.png',
      mimeType: 'image/png',
      buffer: TINY_PNG,
    });
    await expect(page.getByTestId('exercise-2-image')).toHaveCount(1);

    // A fourth section (up to six): blank, so it is asked for next.
    await page.getByTestId('exercise-add').click();
    await expect(page.getByTestId('exercise-4')).toBeVisible();
    await save(page);
    await expect(toast(page, '请填写第4项的标题')).toBeVisible();
    await page.getByTestId('exercise-4-title').fill('E2E跳绳');
    await page.getByTestId('exercise-4-standard').fill('10-30');
    await page.getByTestId('exercise-4-unit').fill('个');
    await page.getByTestId('exercise-4').locator('input[type=file]').setInputFiles({
      name: 'rope.png',
      mimeType: 'image/png',
      buffer: TINY_PNG,
    });
    await expect(page.getByTestId('exercise-4-image')).toHaveCount(1);
    await shoot(page, 'config-type-7');
    await save(page);
    await expect(toast(page, '保存成功')).toBeVisible();

    const sections = JSON.parse((await configOf(api, exercise.Id)).Content) as Array<{
      title: string;
      standardValues: string;
      unit: string;
      imageArr: Array<{ url: string }>;
    }>;
    expect(sections).toHaveLength(4);
    expect(sections[1]).toMatchObject({ title: '拍球', standardValues: '20-40', unit: '个' });
    expect(sections[1]!.imageArr[0]!.url).toMatch(/^\/files\//);
    expect(sections[3]).toMatchObject({ title: 'E2E跳绳', standardValues: '10-30', unit: '个' });

    // Back to three: the fourth removed and saved.
    await page.getByTestId('exercise-4-remove').click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: '确定' }).click();
    await expect(page.getByTestId('exercise-4')).toHaveCount(0);
    await save(page);
    await expect(toast(page, '保存成功')).toBeVisible();
    expect(JSON.parse((await configOf(api, exercise.Id)).Content)).toHaveLength(3);
  });

  test('F36 background: a picture too large or not JPG/PNG is refused; a small PNG uploads under 图片上传中 and is saved', async ({
    page,
    request,
  }) => {
    const api = await apiAs(request, 'admin');
    const epilogue = await moduleOfType(api, tempId, 10);
    await openAs(page, 'admin');
    await openConfiguration(page, epilogue, tempId);
    const big = Buffer.alloc(2 * 1024 * 1024 + 10, 0);
    TINY_PNG.copy(big);
    await bgInput(page).setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
    await expect(toast(page, '上传图片大小不能超过 2MB!')).toBeVisible();
    await bgInput(page).setInputFiles({
      name: 'anim.gif',
      mimeType: 'image/gif',
      buffer: Buffer.from('GIF89a'),
    });
    await expect(toast(page, '上传图片只能是 JPG/PNG 格式!')).toBeVisible();

    // A small PNG: the mask shows while it travels.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/api\/Img\/UploadImg/, async (route) => {
      await held;
      await route.continue();
    });
    await bgInput(page).setInputFiles({ name: 'school.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(page.getByTestId('config-step-background').getByText('图片上传中')).toBeVisible();
    release();
    await expect(toast(page, '背景图已上传并选中')).toBeVisible();
    const chosen = page.locator('[data-testid="config-background"][aria-pressed="true"]');
    await expect(chosen).toHaveAttribute('data-img', /^\/files\//);
    const img = (await chosen.getAttribute('data-img')) as string;
    await expect(page.getByTestId('preview-background')).toHaveAttribute('src', img);
    await page.unroute(/\/api\/Img\/UploadImg/);
    await save(page);
    await expect(toast(page, '保存成功')).toBeVisible();
    expect((await configOf(api, epilogue.Id)).BackCoverImg).toBe(img);
    // The school's upload is one of its backgrounds from now on.
    const list = await api.get<Array<{ Img: string }>>(`${GROWTH}/GetBackgroundList`);
    expect(list.map((b) => b.Img)).toContain(img);
    await shoot(page, 'config-type-10');
  });

  test('F40 type 4: the log sheet grouped; a point renamed, deleted, added under a new and an existing element', async ({
    page,
    request,
  }) => {
    const api = await apiAs(request, 'admin');
    const term = await moduleOfType(api, tempId, 4);
    const sheet = await logSheetOf(api, term.Id);
    const paths = pointPaths(sheet);
    expect(paths.length).toBeGreaterThan(3);
    await openAs(page, 'admin');
    await openConfiguration(page, term, tempId);
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
    await expect(toast(page, '添加成功')).toBeVisible();
    const added = pointPaths(await logSheetOf(api, term.Id)).filter((p) => p.startsWith('E2E维度/'));
    expect(added).toEqual(['E2E维度/E2E要素/E2E观察点一', 'E2E维度/E2E要素/E2E观察点二']);
    const e2eCell = logRows(page).filter({ hasText: 'E2E观察点一' }).locator('td').first();
    await expect(e2eCell).toHaveText('E2E维度');
    expect(Number(await e2eCell.getAttribute('rowspan'))).toBe(2);
  });

  test('F42 F43 type 5: the template link; an Excel import under a mask; a failing one shows the server msg', async ({
    page,
    request,
  }) => {
    const api = await apiAs(request, 'admin');
    const monthly = (await modulesOf(api, tempId)).filter((m) => m.TypeNum === 5).at(-1) as TModule;
    const before = pointPaths(await logSheetOf(api, monthly.Id));
    await openAs(page, 'admin');
    await openConfiguration(page, monthly, tempId);
    await expect(logRows(page)).toHaveCount(before.length);
    await shoot(page, 'config-type-5');

    // F43
    await expect(page.getByTestId('logsheet-template')).toHaveAttribute(
      'href',
      '/import/ImportInfo/Template/observation',
    );
    const template = await request.get('/import/ImportInfo/Template/observation');
    expect(template.status()).toBe(200);
    expect(template.headers()['content-type']).toContain('spreadsheetml');

    // F42: two new points in one file.
    await page.getByTestId('logsheet-import').click();
    const dialog = page.getByTestId('config-import-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('config-import-template')).toHaveAttribute(
      'href',
      '/import/ImportInfo/Template/observation',
    );
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
    await page.route(/ImportInfo\/ImportObservation/, async (route) => {
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
    await page.unroute(/ImportInfo\/ImportObservation/);
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
    const rating = await moduleOfType(api, tempId, 12);
    const before = await questionsOf(api, rating.Id);
    expect(before.length).toBeGreaterThan(1);
    await openAs(page, 'admin');
    await openConfiguration(page, rating, tempId);
    await expect(questionRows(page)).toHaveCount(before.length);
    await shoot(page, 'config-type-12');
    await expect(page.getByTestId('questions-template')).toHaveAttribute(
      'href',
      '/import/ImportInfo/Template/growth-question',
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

  test('F45 type 8: items switched off, a unit changed, an item made 单选 (正常/异常), saved', async ({
    page,
    request,
  }) => {
    const api = await apiAs(request, 'admin');
    const physical = await moduleOfType(api, tempId, 8);
    await openAs(page, 'admin');
    await openConfiguration(page, physical, tempId);
    await expect(page.getByTestId('medical-0-title')).toHaveValue('身高');
    await expect(page.getByTestId('medical-2.0-title')).toHaveValue('左眼');
    await expect(page.getByTestId('medical-3.1-title')).toHaveValue('右耳');
    await expect(page.getByTestId('medical-3.1-answers')).toHaveText(/正常\s*异常/);
    await expect(page.getByTestId('medical-4-open')).toBeVisible();
    await page.getByTestId('medical-4-open').click(); // 龋齿 off
    await page.getByTestId('medical-0-unit').fill('cm');
    await page.getByTestId('medical-5-topic').click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
        hasText: '单选',
      })
      .click();
    await expect(page.getByTestId('medical-5-answers')).toHaveText(/正常\s*异常/);
    await shoot(page, 'config-type-8');
    await save(page);
    await expect(toast(page, '保存成功')).toBeVisible();
    type TItem = {
      title: string;
      isOpen: boolean;
      unit: string;
      topicType: string;
      answerList: Array<{ value: number }>;
    };
    const items = JSON.parse((await configOf(api, physical.Id)).Content) as TItem[];
    expect(items.find((i) => i.title === '龋齿')?.isOpen).toBe(false);
    expect(items.find((i) => i.title === '身高')?.unit).toBe('cm');
    const hemoglobin = items.find((i) => i.title === '血红蛋白');
    expect(hemoglobin?.topicType).toBe('radio');
    expect(hemoglobin?.answerList.map((a) => a.value)).toEqual([1, 0]);
  });

  test('every other type shows its background choice and preview; back goes to the template', async ({
    page,
    request,
  }) => {
    const api = await apiAs(request, 'admin');
    await addModule(api, tempId, 9, 'E2E视频记录');
    await addModule(api, tempId, 11, 'E2E观察记录表');
    const modules = await modulesOf(api, tempId);
    await openAs(page, 'admin');
    for (const type of [1, 2, 3, 9, 11, 13]) {
      const module = modules.find((m) => m.TypeNum === type) as TModule;
      await openConfiguration(page, module, tempId);
      await expect(page.locator('[data-testid="config-background"][aria-pressed="true"]')).toHaveCount(1);
      await expect(page.getByTestId('config-preview')).toBeVisible();
      await shoot(page, `config-type-${type}`);
    }
    // Opened directly (nothing behind it): back is the module's template.
    await page.getByTestId('config-back').click();
    await expect(page).toHaveURL(/\/templateConfiguration\?info=/);
    const info = JSON.parse(new URL(page.url()).searchParams.get('info') ?? '{}') as { id: number };
    expect(info.id).toBe(tempId);

    // A tablet: the preview moves above the form.
    await page.setViewportSize({ width: 1024, height: 768 });
    const term = modules.find((m) => m.TypeNum === 4) as TModule;
    await page.goto(configurationUrl(term, tempId));
    await expect(page.getByTestId('logsheet-table')).toBeVisible();
    await shoot(page, 'config-type-4-tablet');
  });
});
