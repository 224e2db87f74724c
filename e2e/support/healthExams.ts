import { readFileSync, writeFileSync } from 'node:fs';
import { API } from '@kg/contracts';
import { type APIRequestContext, expect, type Page, type TestInfo } from '@playwright/test';
import ExcelJS from 'exceljs';
import { apiAs, classByName, createClassWithChildren } from './reports';
import { openAs } from './session';
import { chooseOption, toast } from './ui';

export const EXAM_CHILDREN = ['安小禾', '白一诺', '陈可欣', '丁子墨', '范思琪', '高予安', '韩沐晨', '蒋悦然'];

/** What the exam flow leaves: the class, the children's ids, who is anaemic, who sees poorly. */
export type TExamFlow = {
  classId: number;
  id: (name: string) => number;
  typed: [string, string, string];
  anaemic: string;
  lowVision: string;
};

/**
 * 体检管理 as the doctor uses it (issue 20's acceptance): a new class of eight children, the
 * first three typed in on the sheet (one anaemic with caries, one typo held back), the rest from
 * the class's Excel sheet downloaded from the import dialog, filled and uploaded (one child with
 * low vision). Ends on the sheet with every child examined. `shoot` takes the screenshots.
 */
export async function examsByHandAndExcel(
  page: Page,
  request: APIRequestContext,
  testInfo: TestInfo,
  v: { className: string; shoot?: (name: string) => Promise<void> },
): Promise<TExamFlow> {
  const shoot = v.shoot ?? (async () => {});
  const admin = await apiAs(request, 'admin');
  const like = await classByName(admin, '小一班');
  const classId = await createClassWithChildren(admin, like, v.className, EXAM_CHILDREN);
  const doctor = await apiAs(request, 'doctor');
  const sheet = await doctor.call(API.physicalExams.sheet, { TermId: 0, ClassId: classId });
  const id = (name: string) => sheet.Rows.find((r) => r.Name === name)!.StudentId;
  // The sheet's first three children (the sheet's order) are typed in; the rest imported.
  const typed = sheet.Rows.slice(0, 3).map((r) => r.Name) as [string, string, string];
  const [a, b, c] = typed;

  await openAs(page, 'doctor', '/Health/Exams');
  await expect(page.getByTestId('page-health-exams')).toBeVisible();
  const phone = (page.viewportSize()?.width ?? 1280) < 768;
  // On a phone the classes are a select, not cards.
  if (phone) await chooseOption(page, 'exam-class-select', v.className);
  else await page.getByTestId(`exam-class-${classId}`).click();
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
  await fill(a, { Weight: '16.4', VisionLeft: '5.0', VisionRight: '5.0', Tooth: '0', Hemoglobin: '121' });
  await fill(b, { Weight: '15.2', VisionLeft: '4.9', VisionRight: '5.0', Tooth: '2', Hemoglobin: '102' });
  await fill(c, { Weight: '17.0', Tooth: '0', Hemoglobin: '125' });
  // the third child's height 130 is fine; a typo is shown in red and blocks the save.
  await page.getByTestId(`exam-${id(c)}-Weight`).fill('170');
  await page.getByTestId('exam-save').click();
  await expect(toast(page, /处填写不正确/)).toBeVisible();
  await expect(page.getByTestId(`exam-${id(c)}-Weight`)).toHaveClass(/status-error/);
  await page.getByTestId(`exam-${id(c)}-Weight`).fill('17.0');
  await expect(page.getByTestId('exam-dirty')).toContainText('3 名幼儿有未保存的修改');
  await shoot('sheet-typing');
  await page.getByTestId('exam-save').click();
  await expect(toast(page, '已保存 3 名幼儿的体检结果')).toBeVisible();
  const rowOf = (name: string) => page.getByTestId(`exam-row-${id(name)}`).locator('xpath=ancestor::tr');
  if (!phone) {
    await expect(rowOf(b)).toContainText('贫血');
    await expect(rowOf(b)).toContainText('龋齿');
  }

  // The rest from Excel: the class's sheet downloaded from the dialog, filled, uploaded.
  await page.getByTestId('exam-import').click();
  await expect(page.getByTestId('exam-import-dialog')).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('exam-import-template').click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${v.className}体检表.xlsx`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(readFileSync(await download.path()) as unknown as ExcelJS.Buffer);
  const ws = book.worksheets[0]!;
  const lowVision = sheet.Rows[6]!.Name;
  expect(ws.getRow(1).getCell(1).value).toBe('姓名');
  ws.eachRow((row, n) => {
    const name = String(row.getCell(1).value ?? '');
    if (n === 1 || typed.includes(name)) return;
    const i = EXAM_CHILDREN.indexOf(name);
    row.getCell(4).value = (100 + i).toFixed(1);
    row.getCell(5).value = (15 + i / 10).toFixed(1);
    row.getCell(6).value = name === lowVision ? '4.7' : '5.0';
    row.getCell(7).value = '5.0';
    row.getCell(8).value = '通过';
    row.getCell(9).value = '通过';
    row.getCell(10).value = '0';
    row.getCell(11).value = '120';
  });
  const file = testInfo.outputPath(`${v.className}体检表.xlsx`);
  writeFileSync(file, Buffer.from(await book.xlsx.writeBuffer()));
  await page.getByTestId('exam-import-file').locator('input[type=file]').setInputFiles(file);
  await shoot('import-dialog');
  await page.getByTestId('exam-import-start').click();
  // The downloaded sheet holds the three saved rows too: they are written again, unchanged.
  await expect(page.getByTestId('exam-import-success')).toContainText('8');
  await page.getByTestId('exam-import-done').click();
  await expect(page.getByTestId(`exam-${id(lowVision)}-VisionLeft`)).toHaveValue('4.7');
  return { classId, id, typed, anaemic: b, lowVision };
}
