import { expect, type Locator, type Page } from '@playwright/test';

const openDropdown = (page: Page) =>
  page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').last();

/**
 * 菜品's dialog: types into a row's food picker (the library is searched on the server) and
 * picks `name` (樱桃番茄 is not 番茄).
 */
export async function pickFood(page: Page, row: Locator, typed: string, name: string) {
  const select = row.getByTestId('dish-food');
  await select.click();
  await select.locator('input').fill(typed);
  await openDropdown(page)
    .locator('.ant-select-item-option', { hasText: name })
    .filter({ hasNotText: '樱桃' })
    .first()
    .click();
  await expect(select).toContainText(name);
}

/** 带量食谱: adds a dish to a day's meal (`target`, a cell or a phone's meal card) from its picker. */
export async function addDishToCell(page: Page, target: Locator, name: string) {
  const select = target.getByTestId('menu-add-dish');
  await select.click();
  await select.locator('input').fill(name);
  await openDropdown(page).locator('.ant-select-item-option', { hasText: name }).first().click();
  await expect(target.getByTestId('menu-dish').filter({ hasText: name })).toBeVisible();
}
