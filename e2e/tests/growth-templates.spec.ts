import { API } from '@kg/contracts';
import { expect, ownSchool, test } from '../support/fixtures';
import {
  answerConfirm,
  detailReady,
  GRADE,
  infoInUrl,
  lastWarning,
  modulesOf,
  removeGradeTemplates,
  SECOND_TERM,
  STUDY_YEAR,
  shooter,
  stage,
  type TTemplate,
  templates,
  WHOLE_YEAR,
} from '../support/growth';
import { apiAs } from '../support/reports';
import { openAs } from '../support/session';
import { chooseOption, menuGroup, menuLink, toast } from '../support/ui';

// This file changes school data (templates are created, published and deleted): it works in its own copy of 阳光.
ownSchool('sunshine');

/**
 * 成长档案模板 list (/GrowthTemplate) against the real server: filters, 新建模板 from the
 * default or as a copy, 配置 / 清除数据 links (F01), 发布 / 取消发布, 删除. Only 大班 templates
 * of 2026-2027 are made here, and deleted again, so later files see the school as it was.
 */

const F01_KEYS = [
  'id',
  'Status',
  'Clear',
  'GradeName',
  'StudyYearName',
  'CycleId',
  'StudyYearId',
  'GradeId',
  'GradeNameS',
  'ClassName',
  'ClassId',
];

test.describe('成长档案模板 list', () => {
  test.describe.configure({ mode: 'serial' });
  let gradeId = 0;

  test.beforeAll(async ({ request }) => {
    const api = await apiAs(request, 'admin');
    gradeId = (await stage(api)).grade.Id;
    await removeGradeTemplates(api, gradeId);
  });

  test.afterAll(async ({ request }) => {
    await removeGradeTemplates(await apiAs(request, 'admin'), gradeId);
  });

  test('from the menu: the current study year, a new 大班 second-term template from the default, then 配置 opens it (F01)', async ({
    page,
  }) => {
    const shot = shooter(page);
    await openAs(page, 'admin');
    await menuGroup(page, '评价管理').click();
    await menuLink(page, '/GrowthTemplate').click();
    await expect(page).toHaveURL(/\/GrowthTemplate$/);
    await expect(page.getByTestId('templates-study-year')).toContainText(STUDY_YEAR);

    await page.getByTestId('template-add').click();
    const dialog = page.getByTestId('template-create-dialog');
    await expect(dialog).toBeVisible();
    await expect(page.getByTestId('template-create-year')).toContainText(STUDY_YEAR);
    // 默认模板 is the recommended start.
    await expect(page.getByRole('radio', { name: /默认模板/ })).toBeChecked();
    await expect(page.getByTestId('template-create-source')).toContainText('默认模板推荐');
    await page.getByTestId('template-create-submit').click();
    await expect(dialog).toContainText('请选择年级');
    await expect(dialog).toContainText('请选择学期');
    await chooseOption(page, 'template-create-grade', GRADE);
    await chooseOption(page, 'template-create-term', SECOND_TERM);
    await shot('list-create-dialog', { dialog: true });
    const created = page.waitForResponse((r) => r.url().includes(API.growthTemplates.add.path));
    await page.getByTestId('template-create-submit').click();
    const body = (await (await created).request().postDataJSON()) as Record<string, number>;
    expect(body).toMatchObject({ gradeId, cycleId: expect.any(Number), sourceId: 0 });
    expect(body.cycleId).toBeGreaterThan(0);
    await expect(toast(page, '添加成功')).toBeVisible();

    // Offered to open it; 稍后 stays on the list with the new row.
    await answerConfirm(page, '是否现在去配置模块', '稍后');
    const row = page.locator('tr.ant-table-row').filter({ hasText: SECOND_TERM });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(GRADE);
    await expect(row).toContainText('草稿');
    await expect(row).toContainText('0 条');
    await shot('list');
    await page.setViewportSize({ width: 1024, height: 768 });
    await shot('list-tablet-1024');
    await page.setViewportSize({ width: 1440, height: 900 });

    // A second one for the same grade and term is refused by the server, with its reason.
    await page.getByTestId('template-add').click();
    await chooseOption(page, 'template-create-grade', GRADE);
    await chooseOption(page, 'template-create-term', SECOND_TERM);
    await page.getByTestId('template-create-submit').click();
    await expect(toast(page, '该年级在这个学期已有成长档案模板')).toBeVisible();
    await expect(page.getByTestId('template-create-dialog')).toBeVisible();
    await page.getByRole('button', { name: '取消', exact: true }).click();

    // 配置: exactly F01's fields, Clear 0.
    const id = Number((await row.getAttribute('data-row-key')) ?? 0);
    await page.getByTestId(`template-${id}-configure`).click();
    await expect(page).toHaveURL(/\/templateConfiguration\?info=/);
    const info = infoInUrl(page);
    expect(Object.keys(info)).toEqual(F01_KEYS);
    expect(info).toMatchObject({
      id,
      Status: 0,
      Clear: 0,
      GradeName: GRADE,
      StudyYearName: STUDY_YEAR,
      GradeNameS: GRADE,
      ClassName: '',
      ClassId: 0,
    });
    await detailReady(page);
    await expect(page.getByTestId('template-term')).toHaveText(SECOND_TERM);

    // 清除数据: the same with Clear 1.
    await page.getByTestId('template-back').click();
    await expect(page).toHaveURL(/\/GrowthTemplate$/);
    await page.getByTestId(`template-${id}-clear`).click();
    expect(infoInUrl(page)).toMatchObject({ id, Clear: 1 });
    await expect(page.getByTestId('clear-mode-banner')).toBeVisible();
  });

  test('复制已有模板 into 全学年, the term filter, 全学年 offers the year’s terms for a 学期观察记录 (F25)', async ({
    page,
    request,
  }) => {
    const api = await apiAs(request, 'admin');
    const source = (await templates(api)).find((t) => t.GradeId === gradeId) as TTemplate;
    const sourceModules = (await modulesOf(api, source.id)).List;
    // The terms come from the spec's own call, for the school and the study year (F25).
    const cycles = page.waitForRequest((r) => r.url().includes('/GetCycleInfoSelectResult'));
    await openAs(page, 'admin', '/GrowthTemplate');
    const query = new URL((await cycles).url()).searchParams;
    expect(query.get('StudyYearsId')).toBe(String(source.StudyYearId));
    expect(Number(query.get('SchoolId'))).toBeGreaterThan(0);
    await page.getByTestId('template-add').click();
    await chooseOption(page, 'template-create-grade', GRADE);
    await chooseOption(page, 'template-create-term', WHOLE_YEAR);
    await expect(page.getByTestId('template-create-dialog')).toContainText('学期观察记录模块各自选择学期');
    await page.getByRole('radio', { name: /复制已有模板/ }).check();
    await page.getByTestId('template-create-submit').click();
    await expect(page.getByTestId('template-create-dialog')).toContainText('请选择要复制的模板');
    await chooseOption(page, 'template-create-source-template', SECOND_TERM);
    const created = page.waitForResponse((r) => r.url().includes(API.growthTemplates.add.path));
    await page.getByTestId('template-create-submit').click();
    expect((await created).request().postDataJSON()).toMatchObject({ cycleId: 0, sourceId: source.id });
    await expect(toast(page, '添加成功')).toBeVisible();
    await answerConfirm(page, '是否现在去配置模块', '去配置');
    await detailReady(page);
    const info = infoInUrl(page);
    expect(info).toMatchObject({ CycleId: 0, Clear: 0, GradeName: GRADE });
    await expect(page.getByTestId('template-term')).toHaveText(WHOLE_YEAR);
    const copy = await modulesOf(api, Number(info.id));
    expect(copy.List.map((m) => m.Title)).toEqual(sourceModules.map((m) => m.Title));

    // A whole-year template: the term of a 学期观察记录 is chosen from the year's terms.
    await page.getByTestId('template-add-module').click();
    await chooseOption(page, 'module-form-type', '学期观察记录');
    await page.getByTestId('module-form-title').fill('学期观察');
    // F22: a term observation without its term is refused before the operator is asked for.
    await page.getByTestId('module-form-submit').click();
    await expect(lastWarning(page)).toHaveText('请选择周期');
    await expect(page.getByTestId('module-form-cycle')).not.toHaveClass(/disabled/);
    await page.getByTestId('module-form-cycle').click();
    const options = page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
      .last()
      .locator('.ant-select-item-option');
    await expect(options).toHaveCount(2);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: '取消', exact: true }).click();

    // The list: both 大班 templates; 全学年 shows only the whole-year one; a term only that term.
    await page.getByTestId('template-back').click();
    await chooseOption(page, 'templates-grade', GRADE);
    const rows = page.locator('tr.ant-table-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(WHOLE_YEAR); // whole year after the terms
    await chooseOption(page, 'templates-term', WHOLE_YEAR);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(WHOLE_YEAR);
    await chooseOption(page, 'templates-term', SECOND_TERM);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(SECOND_TERM);
  });

  test('发布 and 取消发布 with a confirm; 删除 with 是否确认 删除？', async ({ page, request }) => {
    const api = await apiAs(request, 'admin');
    const whole = (await templates(api)).find((t) => t.GradeId === gradeId && t.CycleId === 0) as TTemplate;
    await openAs(page, 'admin', '/GrowthTemplate');
    const row = page.locator(`tr[data-row-key="${whole.id}"]`);
    await expect(row).toContainText('草稿');

    await page.getByTestId(`template-${whole.id}-publish`).click();
    await answerConfirm(page, '是否确认 发布？');
    await expect(toast(page, '操作成功')).toBeVisible();
    await expect(page.getByTestId(`template-${whole.id}-status`)).toHaveText('已发布');
    await expect(page.getByTestId(`template-${whole.id}-publish`)).toHaveText('取消发布');
    await page.getByTestId(`template-${whole.id}-publish`).click();
    await answerConfirm(page, '是否确认 取消发布？');
    await expect(page.getByTestId(`template-${whole.id}-status`)).toHaveText('草稿');

    // 取消 keeps it; 确定 deletes it.
    await page.getByTestId(`template-${whole.id}-delete`).click();
    await answerConfirm(page, '是否确认 删除？', '取消');
    await expect(row).toBeVisible();
    const removed = page.waitForResponse((r) => r.url().includes(API.growthTemplates.remove.path));
    await page.getByTestId(`template-${whole.id}-delete`).click();
    await answerConfirm(page, '是否确认 删除？');
    expect((await removed).request().postDataJSON()).toEqual({ id: whole.id });
    await expect(toast(page, '删除成功')).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test('a teacher has no 成长档案模板', async ({ page }) => {
    await openAs(page, 'teacher');
    await expect(menuLink(page, '/GrowthTemplate')).toHaveCount(0);
  });
});
