import { API } from '@kg/contracts';
import { expect, ownSchool, type Page, test } from '../support/fixtures';
import { apiAs, type TApi } from '../support/reports';
import { openAs } from '../support/session';
import { toast } from '../support/ui';

// This file changes themes' content: it works in its own copy of 阳光.
ownSchool('sunshine');

/** A fresh 小班 library theme given to the teacher's classes, made through the API. */
async function smallTheme(api: TApi, title: string) {
  const list = await api.call(API.themes.list, {});
  const term = list.Terms.find((x) => x.Id === list.CycleId)!;
  const grade = list.Grades.find((g) => g.Name === '小班')!;
  const classes = await api.call(API.classes.select, { StudyYearId: term.StudyYearId, GradeId: grade.Id });
  const { Id } = await api.call(API.themes.add, {
    CycleId: term.Id,
    GradeId: grade.Id,
    Title: title,
    StartDate: term.StartDate,
    EndDate: term.StartDate,
    Aim: '',
    LibraryKey: '1-1-03',
    ClassIds: classes.filter((c) => c.Id !== 0).map((c) => c.Id),
  });
  return Id;
}

async function openContent(page: Page, title: string) {
  await page.getByTestId(`theme-card-${title}`).getByTestId('theme-content').click();
  await expect(page).toHaveURL(/\/SubjectEvaluationEdit\?ThemeId=\d+&TempleteId=1/);
}

test.describe('主题内容设置 (screens 4 and 5, E01-E14)', () => {
  test('E01 E02: the content home has 主题说明 first and one tile per entry; a tile opens the editor with its query', async ({
    page,
    request,
  }) => {
    await smallTheme(await apiAs(request, 'admin'), '内容首页');
    await openAs(page, 'admin', '/semesterTopic');
    await openContent(page, '内容首页');
    const tiles = page.getByTestId('theme-content-tiles').locator('button');
    await expect(tiles).toHaveText([/主题说明/, /教师评价/, /家长评价/, /幼儿自评/]);
    await expect(page.getByTestId('theme-tile-主题说明')).toContainText('已填写 3 / 3 项');
    await expect(page.getByTestId('theme-tile-教师评价')).toContainText('九星评价 · 6 条描述 · 1 个图文模块');
    await page.getByTestId('theme-tile-家长评价').click();
    const url = new URL(page.url());
    expect(url.pathname).toBe('/SubjectEvaluationTeacher');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      name: '家长评价',
      Eval_ThemeDetailId: '12',
      TempleteId: '1',
      Title: '内容首页',
    });
    await expect(page.getByTestId('theme-question-table').locator('tr.ant-table-row')).toHaveCount(3);
  });

  test('E04-E06: 主题说明 texts are counted to 500, saved with the server’s 保存成功, and the page goes back', async ({
    page,
    request,
  }) => {
    await smallTheme(await apiAs(request, 'admin'), '主题说明');
    await openAs(page, 'admin', '/semesterTopic');
    await openContent(page, '主题说明');
    await page.getByTestId('theme-tile-主题说明').click();
    const editor = page.getByTestId('theme-description-editor');
    await expect(editor.locator('textarea')).toHaveCount(3);
    const goal = editor.getByTestId('theme-description-主题目标');
    await goal.fill('目'.repeat(520));
    await expect(goal).toHaveValue('目'.repeat(500));
    await expect(editor).toContainText('500 / 500');
    await goal.fill('1. 喜欢秋天；2. 会用树叶拼贴。');
    await page.getByTestId('theme-description-confirm').click();
    await expect(toast(page, '保存成功')).toBeVisible();
    await expect(page).toHaveURL(/\/SubjectEvaluationEdit/);
    await page.getByTestId('theme-tile-主题说明').click();
    await expect(page.getByTestId('theme-description-主题目标')).toHaveValue(
      '1. 喜欢秋天；2. 会用树叶拼贴。',
    );
  });

  test('E07-E14: a question is added with each rule’s message, edited to a text block, and deleted after confirm', async ({
    page,
    request,
  }) => {
    await smallTheme(await apiAs(request, 'admin'), '评价内容');
    await openAs(page, 'admin', '/semesterTopic');
    await openContent(page, '评价内容');
    await page.getByTestId('theme-tile-教师评价').click();
    const rows = page.getByTestId('theme-question-table').locator('tr.ant-table-row');
    await expect(rows).toHaveCount(7);

    await page.getByTestId('theme-question-add').click();
    const dialog = page.getByTestId('theme-question-dialog');
    // The answer type defaults to 无 (E12); the sort follows the last one.
    await expect(dialog.getByLabel('无')).toBeChecked();
    await expect(dialog.getByTestId('theme-question-sort')).toHaveValue('8');
    await dialog.getByTestId('theme-question-sort').fill('');
    await page.getByTestId('theme-question-submit').click();
    const errors = dialog.locator('.ant-form-item-explain-error');
    await expect(errors).toHaveText(['请选择关键词', '请输入主题描述', '请输入排序值']);
    await dialog.getByTestId('theme-question-keyword').click();
    await page.locator('.ant-select-item-option', { hasText: '语言 · 倾听与表达' }).click();
    await dialog.getByTestId('theme-question-describe').fill('能安静地倾听同伴讲述秋天的发现');
    await dialog.getByTestId('theme-question-sort').fill('8');
    await page.getByTestId('theme-question-submit').click();
    await expect(toast(page, '添加成功')).toBeVisible();
    await expect(rows).toHaveCount(8);
    const added = rows.filter({ hasText: '能安静地倾听同伴讲述秋天的发现' });
    await expect(added).toContainText('倾听与表达');
    await expect(added).toContainText('打星');

    await added.getByTestId('theme-question-edit').click();
    await dialog.getByLabel('文字', { exact: true }).check();
    await page.getByTestId('theme-question-submit').click();
    await expect(toast(page, '修改成功')).toBeVisible();
    await expect(added).toContainText('图文模块 · 文字');

    await added.getByTestId('theme-question-delete').click();
    await expect(page.locator('.ant-modal-confirm')).toContainText('是否确认 删除？');
    await page.getByTestId('theme-question-delete-ok').click();
    await expect(toast(page, '删除成功')).toBeVisible();
    await expect(rows).toHaveCount(7);
  });

  test('a teacher sets up her class’s theme from the list on a phone', async ({ page, request }) => {
    await smallTheme(await apiAs(request, 'admin'), '老师的主题');
    await page.setViewportSize({ width: 390, height: 844 });
    await openAs(page, 'teacher', '/semesterTopic');
    await openContent(page, '老师的主题');
    await page.getByTestId('theme-tile-幼儿自评').click();
    // On a phone each question is a card with every field and its actions.
    const cards = page.getByTestId('theme-question-table').locator('.kg-phone-card');
    await expect(cards).toHaveCount(3);
    await expect(cards.last()).toContainText('图文模块');
    await expect(cards.last().getByTestId('theme-question-edit')).toBeVisible();
    await page.getByTestId('theme-content-back').click();
    await expect(page.getByTestId('theme-content-tiles')).toBeVisible();
  });
});
