import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { expect, ownSchool, type Page, test } from '../support/fixtures';
import { openAs } from '../support/session';
import { shot } from '../support/shots';
import { chooseOption, toast } from '../support/ui';

// This file adds, imports and retires foods: it works in its own copy of 阳光.
ownSchool('sunshine');

const SHOTS = path.resolve(import.meta.dirname, '../../.tmp/shots/foods');
const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const shoot = (page: Page, name: string, fullPage = false) =>
  shot(page, path.join(SHOTS, `${name}.png`), { fullPage });
const table = (page: Page) => page.getByTestId('foods-table');
const search = async (page: Page, text: string) => {
  await page.getByTestId('foods-filter-keyword').fill(text);
  await page.getByTestId('foods-filter-search').click();
};

test.describe('食材库 (issue 20)', () => {
  test('the kitchen finds a seeded food, adds its own, marks a seasoning, retires and restores it', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(LAPTOP);
    await openAs(page, 'kitchen', '/Meals/Foods');
    await expect(table(page)).toContainText('小麦粉');
    await shoot(page, 'list-laptop');

    // An alias finds the food; the dialog names the table it came from, every nutrient grouped.
    await search(page, '土豆');
    await expect(table(page)).toContainText('马铃薯');
    await table(page)
      .getByTestId('food-name-link')
      .filter({ hasText: /^马铃薯$/ })
      .click();
    const dialog = page.getByTestId('food-dialog');
    await expect(dialog).toContainText('中国食物成分表（第6版）');
    await expect(dialog).toContainText('维生素');
    await expect(dialog).toContainText('矿物质');
    await expect(dialog.getByTestId('food-name')).toHaveValue('马铃薯');
    await shoot(page, 'dialog-laptop');
    await page.getByRole('button', { name: /取\s*消/ }).click();
    await expect(dialog).toBeHidden();

    // The label seasonings of the demo
    await page.getByTestId('foods-filter-reset').click();
    await chooseOption(page, 'foods-seasoning', '只看调料');
    await expect(table(page)).toContainText('食盐');
    await expect(table(page)).toContainText('白砂糖');
    await expect(table(page)).not.toContainText('马铃薯');
    await page.getByTestId('foods-filter-reset').click();

    // Add: validation first, then a food of its own
    await page.getByTestId('food-add').click();
    // energy above 900 kcal is held at the bound; the name is required
    await dialog.getByTestId('food-input-energy_kcal').fill('950');
    await dialog.getByTestId('food-input-energy_kcal').blur();
    await expect(dialog.getByTestId('food-input-energy_kcal')).toHaveValue('900');
    await page.getByTestId('food-submit').click();
    await expect(dialog).toContainText('请输入食材名称');
    await dialog.getByTestId('food-name').fill('海苔脆片');
    await chooseOption(page, 'food-category', '菌藻类');
    await dialog.getByTestId('food-input-energy_kcal').fill('520');
    await dialog.getByTestId('food-input-protein_g').fill('12.5');
    await page.getByTestId('food-submit').click();
    await expect(toast(page, '添加成功')).toBeVisible();
    await expect(dialog).toBeHidden();

    await search(page, '海苔脆片');
    const row = table(page).locator('tr', { hasText: '海苔脆片' });
    await expect(row).toContainText('520');
    await expect(row).toContainText('本园自建');
    // fat was left empty: not measured, shown as —
    await expect(row).toContainText('—');
    await row.getByTestId('food-seasoning-toggle').click();
    await expect(row).toContainText('调料');
    await row.getByTestId('food-retire').click();
    await page.getByTestId('food-retire-ok').click();
    await expect(table(page)).not.toContainText('海苔脆片');
    await chooseOption(page, 'foods-status', '停用');
    await expect(table(page)).toContainText('海苔脆片');
    await table(page).getByTestId('food-restore').click();
    await expect(table(page)).not.toContainText('海苔脆片');
    await chooseOption(page, 'foods-status', '在用');
    await expect(table(page)).toContainText('海苔脆片');
  });

  test('the kitchen imports its own foods from the template: wrong rows named, then all rows in; exports the list', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize(LAPTOP);
    await openAs(page, 'kitchen', '/Meals/Foods');
    await page.getByTestId('food-import').click();
    const dialog = page.getByTestId('food-import-dialog');
    await expect(dialog).toContainText('本园食材库');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByTestId('food-import-template').click(),
    ]);
    expect(download.suggestedFilename()).toBe('食材导入模板.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(readFileSync(await download.path()) as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('食材名称');
    const write = async (rows: ExcelJS.CellValue[][], name: string) => {
      rows.forEach((values, i) => {
        sheet.getRow(3 + i).values = values;
      });
      const file = testInfo.outputPath(name);
      writeFileSync(file, Buffer.from(await book.xlsx.writeBuffer()));
      return file;
    };
    const fileInput = dialog.getByTestId('food-import-file').locator('input[type=file]');

    await fileInput.setInputFiles(
      await write(
        [
          ['芝麻酱', '麻酱', '调味品类', '是', 100, 630, 19.2, 52.7, 22.7],
          ['奶酪棒', '', '零食', '否', 100, 320],
        ],
        'foods-wrong.xlsx',
      ),
    );
    await page.getByTestId('food-import-start').click();
    await expect(dialog.getByTestId('food-import-errors')).toContainText('4');
    await expect(dialog.getByTestId('food-import-errors')).toContainText('分类不正确');
    await shoot(page, 'import-errors-laptop');

    await dialog.getByTestId('food-import-file-remove').click();
    await fileInput.setInputFiles(
      await write(
        [
          ['芝麻酱', '麻酱', '调味品类', '是', 100, 630, 19.2, 52.7, 22.7],
          ['奶酪棒', '', '奶类', '否', 100, 320],
        ],
        'foods-right.xlsx',
      ),
    );
    await page.getByTestId('food-import-start').click();
    await expect(dialog.getByTestId('food-import-success')).toBeVisible();
    await page.getByTestId('food-import-done').click();
    await search(page, '麻酱');
    await expect(table(page)).toContainText('芝麻酱');
    await expect(table(page)).toContainText('630');

    const [exported] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('food-export').click(),
    ]);
    expect(exported.suggestedFilename()).toBe('食材库.xlsx');
    const out = new ExcelJS.Workbook();
    await out.xlsx.load(readFileSync(await exported.path()) as unknown as ExcelJS.Buffer);
    expect(out.worksheets[0]!.getRow(2).getCell(1).value).toBe('芝麻酱');
  });

  test('the doctor reads the library on a phone: cards, no editing, not-measured figures as —', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await openAs(page, 'doctor', '/Meals/Foods');
    await expect(page.getByTestId('page-foods')).toContainText('只读');
    await expect(page.getByTestId('food-add')).toHaveCount(0);
    await search(page, '食盐');
    await expect(table(page)).toContainText('食盐');
    await shoot(page, 'list-phone');
    await table(page).getByTestId('food-open').first().click();
    const dialog = page.getByTestId('food-dialog');
    await expect(dialog).toContainText('本园自建');
    await expect(dialog.getByTestId('food-nutrient-sodium_mg')).toHaveText('39311');
    await expect(dialog.getByTestId('food-nutrient-calcium_mg')).toHaveText('—');
    await shoot(page, 'dialog-phone', true);
  });
});
