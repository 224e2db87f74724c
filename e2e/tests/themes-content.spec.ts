import { readFileSync } from 'node:fs';
import { API } from '@kg/contracts';
import ExcelJS from 'exceljs';
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

test.describe('主题内容设置 (screens 4 and 5, E01-E17)', () => {
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

  test('E15-E17: the template from the toolbar; Excel only, up to 5MB, one file at a time; a bad file names its rows; two rows go in', async ({
    page,
    request,
  }) => {
    await smallTheme(await apiAs(request, 'admin'), '导入内容');
    await openAs(page, 'admin', '/semesterTopic');
    await openContent(page, '导入内容');
    await page.getByTestId('theme-tile-家长评价').click();
    const rows = page.getByTestId('theme-question-table').locator('tr.ant-table-row');
    await expect(rows).toHaveCount(3);

    // The template: the question dialog's fields, one example row.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('theme-question-template').click(),
    ]);
    expect(download.suggestedFilename()).toBe('主题评价内容导入模板.xlsx');
    const template = readFileSync(await download.path());
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(template as unknown as ExcelJS.Buffer);
    expect(book.worksheets[0]!.getRow(1).values).toEqual([undefined, '关键词', '主题描述', '排序', '类型']);
    /** The downloaded template with `values` from row 2 on (over the example row). */
    const filled = async (values: ExcelJS.CellValue[][]) => {
      const copy = new ExcelJS.Workbook();
      await copy.xlsx.load(template as unknown as ExcelJS.Buffer);
      values.forEach((v, i) => {
        copy.worksheets[0]!.getRow(2 + i).values = v;
      });
      return Buffer.from(await copy.xlsx.writeBuffer());
    };
    const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

    await page.getByTestId('theme-question-import').click();
    const dialog = page.getByTestId('theme-import-dialog');
    await expect(dialog).toContainText('家长评价');
    const input = dialog.locator('input[type=file]');
    await expect(input).not.toHaveAttribute('multiple');
    await page.getByTestId('theme-import-start').click();
    await expect(toast(page, '请选择文件')).toBeVisible();
    // E16: only .xls / .xlsx, at most 5MB.
    await input.setInputFiles({
      name: '内容.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('关键词,主题描述'),
    });
    await expect(toast(page, '上传文件只能是 xls/xlsx 格式!')).toBeVisible();
    await input.setInputFiles({
      name: '太大.xlsx',
      mimeType: XLSX,
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
    });
    await expect(toast(page, '上传文件大小不能超过 5MB!')).toBeVisible();
    await expect(page.getByTestId('theme-import-chosen')).toHaveCount(0);
    // E17: two files dropped at once are refused.
    const twoFiles = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      for (const name of ['一.xlsx', '二.xlsx']) transfer.items.add(new File(['x'], name));
      return transfer;
    });
    await dialog.locator('.ant-upload-drag .ant-upload').dispatchEvent('drop', { dataTransfer: twoFiles });
    await expect(toast(page, '当前限制选择 1 个文件，请删除后继续上传')).toBeVisible();
    await expect(page.getByTestId('theme-import-chosen')).toHaveCount(0);

    // A bad file: every wrong row by its number, nothing written.
    await input.setInputFiles({
      name: '有误.xlsx',
      mimeType: XLSX,
      buffer: await filled([
        ['人际交往', '愿意和家人分享秋天的故事', 1, '无'],
        ['', '没有关键词的一行', 2, '无'],
        ['人际交往', '述'.repeat(101), 3, '无'],
      ]),
    });
    await expect(page.getByTestId('theme-import-chosen')).toContainText('有误.xlsx');
    await expect(toast(page, '当前限制选择 1 个文件，请删除后继续上传')).toBeHidden();
    // E17: a second file while one is chosen is refused; the first stays.
    const good = await filled([
      ['人际交往', '愿意和家人分享秋天的故事', 1, '无'],
      ['感受与欣赏', '和家人一起收集了三种落叶', '', '图片+文字'],
    ]);
    await input.setInputFiles({ name: '正确.xlsx', mimeType: XLSX, buffer: good });
    await expect(toast(page, '当前限制选择 1 个文件，请删除后继续上传')).toBeVisible();
    await expect(page.getByTestId('theme-import-chosen')).toContainText('有误.xlsx');
    await page.getByTestId('theme-import-start').click();
    await expect(page.getByTestId('theme-import-failed')).toContainText('导入失败');
    const errorRows = page.getByTestId('theme-import-errors').locator('tr.ant-table-row');
    await expect(errorRows).toHaveCount(2);
    await expect(errorRows.nth(0)).toContainText('第 3 行');
    await expect(errorRows.nth(0)).toContainText('请选择关键词');
    await expect(errorRows.nth(1)).toContainText('第 4 行');
    await expect(errorRows.nth(1)).toContainText('主题描述不能超过100个字');

    // Removed, the corrected file goes in.
    await page.getByTestId('theme-import-file-remove').click();
    await input.setInputFiles({ name: '正确.xlsx', mimeType: XLSX, buffer: good });
    await expect(page.getByTestId('theme-import-chosen')).toContainText('正确.xlsx');
    await page.getByTestId('theme-import-start').click();
    await expect(page.getByTestId('theme-import-success')).toContainText('导入成功 2 条');
    await page.getByTestId('theme-import-done').click();
    await expect(dialog).toBeHidden();
    await expect(rows).toHaveCount(5);
    await expect(rows.filter({ hasText: '愿意和家人分享秋天的故事' })).toContainText('人际交往');
    await expect(rows.filter({ hasText: '和家人一起收集了三种落叶' })).toContainText('图文模块 · 图片+文字');
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
