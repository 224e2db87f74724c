import { readFileSync, writeFileSync } from 'node:fs';
import { API } from '@kg/contracts';
import ExcelJS from 'exceljs';
import { expect, ownSchool, type Page, test } from '../support/fixtures';
import { openAs } from '../support/session';
import { chooseOption, toast } from '../support/ui';

// This file changes school data (children, teachers and classes are imported): it works in its own copy of 阳光.
ownSchool('sunshine');

/**
 * Excel import and export (C11, D13-D17, DECISIONS 36/37): the template comes from the
 * dialog's link, the test fills it like a user would, and the real server imports it.
 */

const MB = 1024 * 1024;
const dialog = (page: Page) => page.getByTestId('import-dialog');
const fileInput = (page: Page) => page.getByTestId('import-file').locator('input[type=file]');

/** Downloads the template from the open dialog and returns its first sheet's workbook. */
async function downloadTemplate(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('import-template').click(),
  ]);
  expect(download.suggestedFilename()).toBe('幼儿导入模板.xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(readFileSync(await download.path()) as unknown as ExcelJS.Buffer);
  return book;
}

/** Writes rows into the template from row 2 (over the example), as someone typing in Excel. */
async function saveFilled(book: ExcelJS.Workbook, rows: ExcelJS.CellValue[][], path: string) {
  const sheet = book.worksheets[0]!;
  expect(sheet.getRow(1).getCell(1).value).toBe('姓名');
  rows.forEach((values, i) => {
    sheet.getRow(2 + i).values = values;
  });
  writeFileSync(path, Buffer.from(await book.xlsx.writeBuffer()));
  return path;
}

const birthday = (i: number) => new Date(Date.UTC(2021, 8, 1 + i));

async function searchChildren(page: Page, className: string, keyword: string) {
  await chooseOption(page, 'students-class', className);
  await page.getByTestId('students-filter-keyword').fill(keyword);
  await page.getByTestId('students-filter-search').click();
}

test.describe('导入幼儿 (C11)', () => {
  test('C11: the administrator fills the downloaded template with 30 children, imports them into 中一班 and finds them listed', async ({
    page,
  }, testInfo) => {
    await openAs(page, 'admin', '/Student/Students');
    await page.getByTestId('nav-button-handleImport').click();
    await expect(dialog(page)).toBeVisible();

    // D15: nothing chosen yet.
    await chooseOption(page, 'import-target', '中一班');
    await page.getByTestId('import-start').click();
    await expect(toast(page, '请选择文件')).toBeVisible();

    const book = await downloadTemplate(page);
    const rows = Array.from({ length: 30 }, (_, i) => [
      `苗苗${String(i + 1).padStart(2, '0')}`,
      i % 2 ? '男' : '女',
      birthday(i),
      '', // 学号
      null, // 入园日期
      '苗妈妈',
      '母亲',
      '13987654321',
      '苗爸爸',
      '父亲',
      '13912345678',
    ]);
    await fileInput(page).setInputFiles(
      await saveFilled(book, rows, testInfo.outputPath('30-children.xlsx')),
    );
    await expect(page.getByTestId('import-chosen')).toContainText('30-children.xlsx');
    await page.getByTestId('import-start').click();
    await expect(page.getByTestId('import-success')).toContainText('导入成功 30 条');
    await page.getByTestId('import-done').click();
    await expect(dialog(page)).toBeHidden();

    await searchChildren(page, '中一班', '苗苗');
    const table = page.getByTestId('students-table');
    await expect(table.locator('tr.ant-table-row', { hasText: '苗苗01' })).toContainText('中一班');
    await expect(page.locator('.ant-pagination-total-text')).toHaveText('共 30 条');
  });

  test('C11: a file with wrong rows lists every one (行号, 原因) and writes nothing; the corrected file then imports', async ({
    page,
  }, testInfo) => {
    await openAs(page, 'admin', '/Student/Students');
    await page.getByTestId('nav-button-handleImport').click();
    await chooseOption(page, 'import-target', '大一班');
    const book = await downloadTemplate(page);
    const good = (name: string, i: number) => [name, '女', birthday(i)];
    const bad = await saveFilled(
      book,
      [good('果果一', 1), ['果果二', '男孩', birthday(2)], good('果果三', 3), ['', '女', '2021-02-30']],
      testInfo.outputPath('bad-rows.xlsx'),
    );
    await fileInput(page).setInputFiles(bad);
    await page.getByTestId('import-start').click();

    const errors = page.getByTestId('import-errors');
    await expect(errors).toContainText('导入失败');
    await expect(errors).toContainText('共 2 行有误，本次未导入任何数据');
    const table = page.getByTestId('import-errors-table');
    await expect(table.locator('tr.ant-table-row')).toHaveCount(2);
    await expect(table.locator('tr.ant-table-row').nth(0)).toContainText('第 3 行');
    await expect(table.locator('tr.ant-table-row').nth(0)).toContainText('性别只能是男或女');
    await expect(table.locator('tr.ant-table-row').nth(1)).toContainText('第 5 行');
    await expect(table.locator('tr.ant-table-row').nth(1)).toContainText('姓名不能为空；出生日期格式不正确');
    // The file stays chosen for a retry.
    await expect(page.getByTestId('import-chosen')).toContainText('bad-rows.xlsx');
    await expect(page.getByTestId('import-start')).toHaveText('重新导入');

    await page.getByRole('button', { name: '取消' }).click();
    await searchChildren(page, '大一班', '果果');
    await expect(page.getByTestId('students-table')).toContainText('暂无数据');

    // Corrected and chosen again: everything goes in.
    await page.getByTestId('nav-button-handleImport').click();
    await chooseOption(page, 'import-target', '大一班');
    const fixed = await saveFilled(
      await downloadTemplate(page),
      [good('果果一', 1), ['果果二', '男', birthday(2)], good('果果三', 3)],
      testInfo.outputPath('fixed-rows.xlsx'),
    );
    await fileInput(page).setInputFiles(fixed);
    await page.getByTestId('import-start').click();
    await expect(page.getByTestId('import-success')).toContainText('导入成功 3 条');
  });

  test('DECISIONS 36: a .csv and a 6 MB workbook are refused with the messages; nothing is chosen', async ({
    page,
  }, testInfo) => {
    await openAs(page, 'admin', '/Student/Students');
    await page.getByTestId('nav-button-handleImport').click();

    const csv = testInfo.outputPath('children.csv');
    writeFileSync(csv, '姓名,性别,出生日期\n张三,男,2021-09-01\n');
    await fileInput(page).setInputFiles(csv);
    await expect(toast(page, '上传文件只能是 xls/xlsx 格式!')).toBeVisible();
    await expect(page.getByTestId('import-chosen')).toHaveCount(0);

    const big = testInfo.outputPath('big.xlsx');
    writeFileSync(big, Buffer.alloc(6 * MB, 1));
    await fileInput(page).setInputFiles(big);
    await expect(toast(page, '上传文件大小不能超过 5MB!')).toBeVisible();
    await expect(page.getByTestId('import-chosen')).toHaveCount(0);

    // The server applies the same rules to a client that skips the browser's check (D13).
    const token = await page.evaluate(() => localStorage.getItem('Token'));
    const answer = await page.request.post(API.uploads.file.path, {
      headers: { Authorization: `Bearer ${token}` },
      multipart: {
        filetype: 'excel',
        file: { name: 'big.xlsx', mimeType: 'application/octet-stream', buffer: readFileSync(big) },
      },
    });
    expect(answer.status()).toBe(413);
    expect((await answer.json()).msg).toBe('上传文件大小不能超过 5MB!');
  });
});

test.describe('教师管理 and 班级管理: import and export (C11)', () => {
  test('C11: teachers are exported under their Chinese file name, and an import adds teachers', async ({
    page,
  }, testInfo) => {
    await openAs(page, 'admin', '/Teacher/Teachers');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('nav-button-handleExport').click(),
    ]);
    expect(download.suggestedFilename()).toBe('教师名单.xlsx');
    const exported = new ExcelJS.Workbook();
    await exported.xlsx.load(readFileSync(await download.path()) as unknown as ExcelJS.Buffer);
    expect(exported.worksheets[0]!.getRow(1).values).toEqual([undefined, '姓名', '性别', '手机号', '职务']);
    expect(exported.worksheets[0]!.getRow(2).getCell(1).value).toBe('王丽');

    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('教师名单');
    sheet.addRows([
      ['姓名', '性别', '手机号', '职务'],
      ['严老师', '女', '13966660001', '配班教师'],
      ['华老师', '男', '13966660002', '保育员'],
    ]);
    const file = testInfo.outputPath('teachers.xlsx');
    writeFileSync(file, Buffer.from(await book.xlsx.writeBuffer()));
    await page.getByTestId('nav-button-handleImport').click();
    await expect(dialog(page)).toHaveAttribute('data-kind', 'teacher');
    await expect(page.getByTestId('import-target')).toHaveCount(0);
    await fileInput(page).setInputFiles(file);
    await page.getByTestId('import-start').click();
    await expect(page.getByTestId('import-success')).toContainText('导入成功 2 条');
    await page.getByTestId('import-done').click();
    await page.getByTestId('teachers-filter-keyword').fill('严老师');
    await page.getByTestId('teachers-filter-search').click();
    await expect(page.getByTestId('teachers-table')).toContainText('13966660001');
  });

  test('C11: classes of a study year are exported under its name', async ({ page }) => {
    await openAs(page, 'admin', '/Class/Classes');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('nav-button-handleExport').click(),
    ]);
    expect(download.suggestedFilename()).toBe('班级列表_2026-2027学年.xlsx');
    await page.getByTestId('nav-button-handleImport').click();
    await expect(dialog(page)).toHaveAttribute('data-kind', 'class');
    // Classes go into the latest study year unless the page names one.
    await expect(page.getByTestId('import-target')).toContainText('2026-2027学年');
  });
});
