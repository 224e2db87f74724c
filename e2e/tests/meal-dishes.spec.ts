import path from 'node:path';
import { expect, ownSchool, type Page, test } from '../support/fixtures';
import { pickFood } from '../support/meals';
import { openAs } from '../support/session';
import { shot } from '../support/shots';
import { chooseOption, toast } from '../support/ui';

// This file adds dishes: it works in its own copy of 阳光.
ownSchool('sunshine');

const SHOTS = path.resolve(import.meta.dirname, '../../.tmp/shots/meal-dishes');
const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const shoot = (page: Page, name: string, fullPage = false) =>
  shot(page, path.join(SHOTS, `${name}.png`), { fullPage });
const table = (page: Page) => page.getByTestId('dishes-table');
test.describe('菜品 (issue 20, M01)', () => {
  test('the kitchen builds a dish from foods, sees its nutrients per child as it types, and finds it by kind', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(LAPTOP);
    await openAs(page, 'kitchen', '/Meals/Dishes');
    await expect(table(page)).toContainText('米饭');
    await shoot(page, 'list-laptop');

    await chooseOption(page, 'dishes-kind', '汤羹');
    await expect(table(page)).toContainText('冬瓜排骨汤');
    await expect(table(page)).not.toContainText('青菜肉丝面');
    await page.getByTestId('dishes-filter-reset').click();

    await page.getByTestId('dish-add').click();
    const dialog = page.getByTestId('dish-dialog');
    await expect(dialog).toContainText('添加食材后，营养素即时计算。');
    // nothing typed: the name and the food are asked for
    await page.getByTestId('dish-submit').click();
    await expect(dialog).toContainText('请输入菜品名称');
    await dialog.getByTestId('dish-name').fill('番茄鸡蛋面');
    await chooseOption(page, 'dish-kind', '主食');
    const rows = dialog.getByTestId('dish-row');
    await pickFood(page, rows.nth(0), '面条', '面条（生，代表值）');
    await rows.nth(0).getByTestId('dish-grams').fill('50');
    const energy = dialog.getByTestId('dish-nutrient-energy_kcal');
    await expect(energy).toContainText('kcal');
    const noodlesOnly = (await energy.textContent()) ?? '';

    await dialog.getByTestId('dish-add-food').click();
    await pickFood(page, rows.nth(1), '西红柿', '番茄');
    await rows.nth(1).getByTestId('dish-grams').fill('40');
    await dialog.getByTestId('dish-add-food').click();
    await pickFood(page, rows.nth(2), '鸡蛋', '鸡蛋（代表值）');
    await rows.nth(2).getByTestId('dish-grams').fill('20');
    // the same food twice is refused before saving
    await dialog.getByTestId('dish-add-food').click();
    await pickFood(page, rows.nth(3), '鸡蛋', '鸡蛋（代表值）');
    await rows.nth(3).getByTestId('dish-grams').fill('5');
    await page.getByTestId('dish-submit').click();
    await expect(dialog).toContainText('同一种食材不能添加两次');
    await rows.nth(3).getByTestId('dish-row-remove').click();
    await expect(dialog).not.toContainText('同一种食材不能添加两次');

    // the totals grew with the tomato and the egg
    await expect(energy).not.toHaveText(noodlesOnly);
    await expect(dialog.getByTestId('dish-nutrient-protein_g')).toContainText('g');
    await expect(dialog.getByTestId('dish-nutrient-vitamin_c_mg')).not.toContainText(/^维生素C\s*0\.0/);
    await shoot(page, 'dialog-laptop');
    await page.getByTestId('dish-submit').click();
    await expect(toast(page, '添加成功')).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByTestId('dishes-filter-keyword').fill('番茄鸡蛋面');
    await page.getByTestId('dishes-filter-search').click();
    const row = table(page).locator('tr', { hasText: '番茄鸡蛋面' });
    await expect(row).toContainText('面条（生，代表值） 50、番茄 40、鸡蛋（代表值） 20');
    await expect(row.getByTestId('dish-energy')).toHaveText(/^\d{3}$/);
    // a new dish is on no menu: it may be deleted; a served one only retired
    await expect(row.getByTestId('dish-delete')).toBeVisible();
    await page.getByTestId('dishes-filter-keyword').fill('米饭');
    await page.getByTestId('dishes-filter-search').click();
    const served = table(page).locator('tr', { hasText: /^米饭/ }).first();
    await expect(served.getByTestId('dish-retire')).toBeVisible();
    await expect(served.getByTestId('dish-delete')).toHaveCount(0);
  });

  test('the doctor reads the dishes on a phone: cards, no editing', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await openAs(page, 'doctor', '/Meals/Dishes');
    await expect(page.getByTestId('page-dishes')).toContainText('清蒸鲈鱼');
    await expect(page.getByTestId('dish-add')).toHaveCount(0);
    await shoot(page, 'list-phone');
    await page.getByTestId('dish-name-link').filter({ hasText: '清蒸鲈鱼' }).click();
    const dialog = page.getByTestId('dish-dialog');
    await expect(dialog.getByTestId('dish-foods')).toContainText('鲈鱼');
    await expect(dialog.getByTestId('dish-nutrient-energy_kcal')).toContainText('kcal');
    await shoot(page, 'dialog-phone');
  });
});
