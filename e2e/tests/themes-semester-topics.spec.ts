import { API } from '@kg/contracts';
import { expect, ownSchool, type Page, test } from '../support/fixtures';
import { apiAs } from '../support/reports';
import { openAs } from '../support/session';
import { toast } from '../support/ui';

// This file adds, edits and deletes themes: it works in its own copy of 阳光.
ownSchool('sunshine');

const card = (page: Page, title: string) => page.getByTestId(`theme-card-${title}`);

async function openAddDialog(page: Page, grade: string) {
  await page.getByTestId('nav-button-handleAdd').click();
  const dialog = page.getByTestId('theme-add-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('theme-add-grade').getByText(grade, { exact: true }).click();
  return dialog;
}

test.describe('主题评价 /semesterTopic (issue 17, E65)', () => {
  test('the administrator copies a library theme into 中班 for both classes; its card shows each class', async ({
    page,
  }) => {
    await openAs(page, 'admin', '/semesterTopic');
    await expect(page.getByTestId('page-title')).toHaveText('主题评价');
    // The demo term: two library themes per grade, grouped by grade, the open term chosen.
    await expect(page.getByTestId('themes-term')).toContainText('当前学期');
    const middle = page.getByTestId('themes-grade-中班').locator('[data-testid^="theme-card-"]');
    await expect(middle).toHaveCount(2);
    // The first theme is over and evaluated for most children (with photos); the second not yet.
    await expect(middle.nth(0).getByTestId('theme-class-中一班')).toContainText('评价中');
    await expect(middle.nth(0).getByTestId('theme-class-中一班')).toContainText(/2\d \/ 25 人完成/);
    await expect(middle.nth(0).getByTestId('theme-locked')).toBeVisible();
    await expect(middle.nth(1).getByTestId('theme-class-中一班')).toContainText('未开始');

    const dialog = await openAddDialog(page, '中班');
    // A library theme fills the name, the aim and dates inside the term.
    await dialog.getByTestId('theme-library-身体的秘密').click();
    await expect(dialog.getByTestId('theme-library-身体的秘密')).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByTestId('theme-title')).toHaveValue('身体的秘密');
    await expect(dialog.getByTestId('theme-aim')).not.toHaveValue('');
    await expect(dialog.locator('.kg-themes__range input').first()).not.toHaveValue('');
    const classes = dialog.getByTestId('theme-add-classes').locator('input[type=checkbox]');
    await expect(classes).toHaveCount(2);
    await expect(classes.nth(0)).toBeChecked();
    await expect(classes.nth(1)).toBeChecked();
    await page.getByTestId('theme-add-submit').click();
    await expect(toast(page, '添加成功')).toBeVisible();
    await expect(dialog).toBeHidden();

    const added = card(page, '身体的秘密');
    await expect(added.getByTestId('theme-source')).toHaveText('来自主题库');
    await expect(added.getByTestId('theme-class-中一班')).toContainText('未开始');
    await expect(added.getByTestId('theme-class-中一班')).toContainText(/0 \/ \d+ 人完成/);
    await expect(added.getByTestId('theme-class-中二班')).toBeVisible();
  });

  test('each rule of the form says what is missing; the dialog keeps what was typed', async ({ page }) => {
    await openAs(page, 'admin', '/semesterTopic');
    const dialog = await openAddDialog(page, '大班');
    // From the library nothing is picked yet: the dialog asks for a theme.
    await dialog.getByTestId('theme-title').fill('我的主题');
    await page.getByTestId('theme-add-submit').click();
    await expect(dialog.getByText('请选择一个主题')).toBeVisible();
    await expect(dialog.getByText('请选择主题起止日期')).toBeVisible();
    await dialog.getByTestId('theme-library-我是大班小主人').click();
    await expect(dialog.getByText('请选择主题起止日期')).toHaveCount(0);
    await expect(dialog.getByText('请选择一个主题')).toHaveCount(0);
    await dialog.getByTestId('theme-add-source').getByText('空白主题').click();
    await dialog.getByTestId('theme-title').fill('');
    await page.getByTestId('theme-add-submit').click();
    await expect(dialog.getByText('请输入主题名称')).toBeVisible();
    await dialog.getByTestId('theme-aim').fill('目'.repeat(200));
    await expect(dialog.getByTestId('theme-aim')).toHaveValue('目'.repeat(200));
    await expect(dialog).toContainText('200 / 200');
    await expect(dialog).toBeVisible();
  });

  test('a blank theme, then edited, given to one class, and deleted', async ({ page, request }) => {
    const api = await apiAs(request, 'admin');
    const list = await api.call(API.themes.list, {});
    const term = list.Terms.find((x) => x.Id === list.CycleId)!;
    await openAs(page, 'admin', '/semesterTopic');
    const dialog = await openAddDialog(page, '托班');
    await dialog.getByTestId('theme-add-source').getByText('空白主题').click();
    await dialog.getByTestId('theme-title').fill('小手真能干');
    const range = dialog.locator('.kg-themes__range');
    await range.locator('input').first().fill(term.StartDate);
    await range.locator('input').nth(1).fill(term.EndDate);
    await range.locator('input').nth(1).press('Enter');
    await page.getByTestId('theme-add-submit').click();
    await expect(toast(page, '添加成功')).toBeVisible();
    const theme = card(page, '小手真能干');
    await expect(theme).toContainText(`${term.StartDate} 至 ${term.EndDate}`);
    await expect(theme.getByTestId('theme-source')).toHaveCount(0);

    await theme.getByTestId('theme-edit').click();
    const edit = page.getByTestId('theme-edit-dialog');
    await edit.getByTestId('theme-title').fill('小手真能干啊');
    await page.getByTestId('theme-edit-submit').click();
    await expect(toast(page, '修改成功')).toBeVisible();
    const renamed = card(page, '小手真能干啊');
    await expect(renamed).toBeVisible();

    await renamed.getByTestId('theme-assign').click();
    const assign = page.getByTestId('theme-assign-dialog');
    await assign.getByLabel('托二班').uncheck();
    await page.getByTestId('theme-assign-submit').click();
    await expect(toast(page, '操作成功')).toBeVisible();
    await expect(renamed.getByTestId('theme-class-托一班')).toBeVisible();
    await expect(renamed.getByTestId('theme-class-托二班')).toHaveCount(0);

    await renamed.getByTestId('theme-remove').click();
    await expect(page.locator('.ant-modal-confirm')).toContainText('是否确认 删除？');
    await page.getByTestId('theme-remove-ok').click();
    await expect(toast(page, '删除成功')).toBeVisible();
    await expect(renamed).toHaveCount(0);
  });

  test('an earlier term’s theme is copied with its content; the card names its source', async ({
    page,
    request,
  }) => {
    const api = await apiAs(request, 'admin');
    const list = await api.call(API.themes.list, {});
    const year = list.Terms.find((term) => term.Id === list.CycleId)!.StudyYearId;
    const second = list.Terms.find((term) => term.StudyYearId === year && term.Id !== list.CycleId)!;
    const big = list.Grades.find((g) => g.Name === '大班')!;
    await api.call(API.themes.add, {
      CycleId: second.Id,
      GradeId: big.Id,
      Title: '春天的种子',
      StartDate: second.StartDate,
      EndDate: second.StartDate,
      Aim: '',
      LibraryKey: '3-2-01',
      ClassIds: [],
    });

    await openAs(page, 'admin', '/semesterTopic');
    const dialog = await openAddDialog(page, '大班');
    await dialog.getByTestId('theme-add-source').getByText('往年主题').click();
    await dialog.getByTestId('theme-earlier-春天的种子').click();
    await expect(dialog.getByTestId('theme-title')).toHaveValue('春天的种子');
    const term = list.Terms.find((x) => x.Id === list.CycleId)!;
    const range = dialog.locator('.kg-themes__range');
    await range.locator('input').first().fill(term.StartDate);
    await range.locator('input').nth(1).fill(term.EndDate);
    await range.locator('input').nth(1).press('Enter');
    await page.getByTestId('theme-add-submit').click();
    await expect(toast(page, '添加成功')).toBeVisible();
    await expect(card(page, '春天的种子').getByTestId('theme-source')).toHaveText('复制自：春天的种子');

    // The other term is one choice away and shows its own themes.
    await page.getByTestId('themes-term').click();
    await page.locator('.ant-select-item-option', { hasText: second.Name }).click();
    await expect(card(page, '春天的种子').getByTestId('theme-classes')).toContainText('还没有分配班级');
  });

  test('a teacher sees her classes’ themes only, without the buttons that change them', async ({ page }) => {
    await openAs(page, 'teacher', '/semesterTopic');
    await expect(page.getByTestId('themes-grade-小班')).toBeVisible();
    await expect(page.getByTestId('themes-grade-中班')).toHaveCount(0);
    const theme = page.getByTestId('themes-grade-小班').locator('[data-testid^="theme-card-"]').first();
    await expect(theme.getByTestId('theme-class-小一班')).toBeVisible();
    await expect(page.getByTestId('nav-button-handleAdd')).toHaveCount(0);
    await expect(theme.getByTestId('theme-edit')).toHaveCount(0);
    await expect(theme.getByTestId('theme-remove')).toHaveCount(0);
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the list reads as one column and a library theme is added from the phone', async ({ page }) => {
    await openAs(page, 'admin', '/semesterTopic');
    const first = page.locator('[data-testid^="theme-card-"]').first();
    await expect(first).toBeVisible();
    const box = await first.boundingBox();
    expect(box!.width).toBeGreaterThan(300);
    const dialog = await openAddDialog(page, '小班');
    await dialog.getByTestId('theme-library-好吃的水果').click();
    await page.getByTestId('theme-add-submit').click();
    await expect(toast(page, '添加成功')).toBeVisible();
    await expect(card(page, '好吃的水果')).toBeVisible();
  });
});
