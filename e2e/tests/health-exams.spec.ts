import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { API } from '@kg/contracts';
import ExcelJS from 'exceljs';
import { expect, ownSchool, type Page, test } from '../support/fixtures';
import { apiAs, classByName, createClassWithChildren } from '../support/reports';
import { openAs } from '../support/session';
import { shot } from '../support/shots';
import { chooseOption, toast } from '../support/ui';

// This file writes exams and a class: it works in its own copy of 阳光.
ownSchool('sunshine');

const SHOTS = path.resolve(import.meta.dirname, '../../.tmp/shots/health-exams');
const shoot = (page: Page, name: string) => shot(page, path.join(SHOTS, `${name}.png`));
const CHILDREN = ['安小禾', '白一诺', '陈可欣', '丁子墨', '范思琪', '高予安', '韩沐晨', '蒋悦然'];

test.describe('体检管理 (issue 20)', () => {
  test('the doctor enters three children’s exams, imports the rest from Excel and finds the flagged child in 需关注', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(150_000);
    const admin = await apiAs(request, 'admin');
    const like = await classByName(admin, '小一班');
    const classId = await createClassWithChildren(admin, like, '体检一班', CHILDREN);
    const doctor = await apiAs(request, 'doctor');
    const sheet = await doctor.call(API.physicalExams.sheet, { TermId: 0, ClassId: classId });
    const id = (name: string) => sheet.Rows.find((r) => r.Name === name)!.StudentId;
    // The sheet's first three children (the sheet's order) are typed in; the rest imported.
    const [a, b, c] = sheet.Rows.map((r) => r.Name) as [string, string, string];

    await page.setViewportSize({ width: 1280, height: 800 });
    await openAs(page, 'doctor', '/Health/Exams');
    await expect(page.getByTestId('page-health-exams')).toBeVisible();
    await page.getByTestId(`exam-class-${classId}`).click();
    await expect(page.getByTestId(`exam-row-${id(a)}`)).toBeVisible();
    await expect(page.getByTestId('exam-standard-note')).toContainText('WS/T 423-2022');

    // Three children typed in, Enter going down the height column as in a spreadsheet.
    const first = page.getByTestId(`exam-${id(a)}-Height`);
    await first.fill('102.5');
    await first.press('Enter');
    await expect(page.getByTestId(`exam-${id(b)}-Height`)).toBeFocused();
    await page.keyboard.type('99.8');
    await page.keyboard.press('Enter');
    await page.keyboard.type('130');
    const fill = async (name: string, values: Record<string, string>) => {
      for (const [field, value] of Object.entries(values))
        await page.getByTestId(`exam-${id(name)}-${field}`).fill(value);
    };
    await fill(a, {
      Weight: '16.4',
      VisionLeft: '5.0',
      VisionRight: '5.0',
      Tooth: '0',
      Hemoglobin: '121',
    });
    await fill(b, {
      Weight: '15.2',
      VisionLeft: '4.9',
      VisionRight: '5.0',
      Tooth: '2',
      Hemoglobin: '102',
    });
    await fill(c, { Weight: '17.0', Tooth: '0', Hemoglobin: '125' });
    // the third child's height 130 is fine; a typo is shown in red and blocks the save.
    await page.getByTestId(`exam-${id(c)}-Weight`).fill('170');
    await page.getByTestId('exam-save').click();
    await expect(toast(page, /处填写不正确/)).toBeVisible();
    await expect(page.getByTestId(`exam-${id(c)}-Weight`)).toHaveClass(/status-error/);
    await page.getByTestId(`exam-${id(c)}-Weight`).fill('17.0');
    await expect(page.getByTestId('exam-dirty')).toContainText('3 名幼儿有未保存的修改');
    await shoot(page, 'sheet-typing-laptop');
    await page.getByTestId('exam-save').click();
    await expect(toast(page, '已保存 3 名幼儿的体检结果')).toBeVisible();
    await expect(page.getByTestId(`exam-row-${id(b)}`).locator('xpath=ancestor::tr')).toContainText('贫血');
    await expect(page.getByTestId(`exam-row-${id(b)}`).locator('xpath=ancestor::tr')).toContainText('龋齿');

    // The rest from Excel: the class's sheet downloaded from the dialog, filled, uploaded.
    await page.getByTestId('exam-import').click();
    await expect(page.getByTestId('exam-import-dialog')).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('exam-import-template').click(),
    ]);
    expect(download.suggestedFilename()).toBe('体检一班体检表.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(readFileSync(await download.path()) as unknown as ExcelJS.Buffer);
    const ws = book.worksheets[0]!;
    const low = sheet.Rows[6]!.Name;
    expect(ws.getRow(1).getCell(1).value).toBe('姓名');
    ws.eachRow((row, n) => {
      const name = String(row.getCell(1).value ?? '');
      if (n === 1 || [a, b, c].includes(name)) return;
      const i = CHILDREN.indexOf(name);
      row.getCell(4).value = (100 + i).toFixed(1);
      row.getCell(5).value = (15 + i / 10).toFixed(1);
      row.getCell(6).value = name === low ? '4.7' : '5.0';
      row.getCell(7).value = '5.0';
      row.getCell(8).value = '通过';
      row.getCell(9).value = '通过';
      row.getCell(10).value = '0';
      row.getCell(11).value = '120';
    });
    const file = testInfo.outputPath('体检一班体检表.xlsx');
    writeFileSync(file, Buffer.from(await book.xlsx.writeBuffer()));
    await page.getByTestId('exam-import-file').locator('input[type=file]').setInputFiles(file);
    await shoot(page, 'import-dialog-laptop');
    await page.getByTestId('exam-import-start').click();
    // The downloaded sheet holds the three saved rows too: they are written again, unchanged.
    await expect(page.getByTestId('exam-import-success')).toContainText('8');
    await page.getByTestId('exam-import-done').click();
    await expect(page.getByTestId(`exam-class-${classId}`)).toContainText('8 / 8');
    await expect(page.getByTestId(`exam-${id(low)}-VisionLeft`)).toHaveValue('4.7');
    await shoot(page, 'sheet-laptop');

    // 需关注: the anaemic child with caries and the child with low vision.
    await page.getByTestId('tab-follow-up').click();
    const followUp = page.getByTestId('follow-up-table');
    await expect(followUp).toContainText(b);
    await expect(followUp).toContainText('贫血');
    await expect(followUp).toContainText(low);
    await expect(followUp).not.toContainText(a);
    await shoot(page, 'follow-up-laptop');
    await page.getByTestId('tab-stats').click();
    await expect(page.getByTestId('exam-stats')).toContainText('体检一班');
    await shoot(page, 'stats-laptop');
  });

  test('on a phone the doctor enters an exam and reads 需关注; a teacher reads her class without entry', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const doctor = await apiAs(request, 'doctor');
    const admin = await apiAs(request, 'admin');
    const small = await classByName(admin, '小一班');
    const sheet = await doctor.call(API.physicalExams.sheet, { TermId: 0, ClassId: small.Id });
    const child = sheet.Rows[0]!;
    await openAs(page, 'doctor', '/Health/Exams');
    // On a phone the classes are a select, not cards.
    await expect(page.getByTestId(`exam-class-${small.Id}`)).toHaveCount(0);
    await chooseOption(page, 'exam-class-select', '小一班');
    await expect(page.getByTestId(`exam-row-${child.StudentId}`)).toBeVisible();
    await page.getByTestId(`exam-${child.StudentId}-Hemoglobin`).fill('104');
    await shoot(page, 'sheet-phone');
    await page.getByTestId('exam-save').click();
    await expect(toast(page, '已保存 1 名幼儿的体检结果')).toBeVisible();
    await page.getByTestId('tab-follow-up').click();
    await expect(page.getByTestId('follow-up-table')).toContainText(child.Name);
    await shoot(page, 'follow-up-phone');
    await page.getByTestId('tab-stats').click();
    await expect(page.getByTestId('exam-stats')).toContainText('小一班');
    await shoot(page, 'stats-phone');

    await openAs(page, 'teacher', '/Health/Exams');
    await expect(page.getByTestId('page-health-exams')).toBeVisible();
    await expect(page.getByTestId('exam-sheet')).toBeVisible();
    await expect(page.getByTestId('exam-save')).toHaveCount(0);
    await expect(page.getByTestId('exam-import')).toHaveCount(0);
    await shoot(page, 'teacher-phone');
  });
});
