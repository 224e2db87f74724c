import { expect, type Page } from '@playwright/test';
import { chooseOption, toast } from './ui';

/** Pieces of the 过程评价题库 screen (question-bank.spec.ts), by their test ids. */

export const table = (page: Page) => page.getByTestId('qbank-table');
export const rows = (page: Page) => table(page).locator('tr.ant-table-row');
export const row = (page: Page, text: string) => rows(page).filter({ hasText: text });
export const panelBank = (page: Page, name: string) => page.getByTestId(`qbank-bank-${name}`);
export const queryOf = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
export const dialog = (page: Page) => page.getByTestId('question-form-dialog');
export const categoryRow = (page: Page, name: string) => page.getByTestId(`category-row-${name}`);
export const fileInput = (page: Page) => page.getByTestId('import-file').locator('input[type=file]');

export async function openBank(page: Page, name: string) {
  await panelBank(page, name).click();
  await expect(page.getByTestId('qbank-name')).toHaveText(name);
  await expect(
    page.getByTestId('page-question-bank').locator('.ant-table-wrapper .ant-spin-spinning'),
  ).toHaveCount(0);
}

export async function confirmOk(page: Page, text: string) {
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toContainText(text);
  await confirm.getByRole('button', { name: '确定' }).click();
}

/** Fills and saves the open 新增题目 / 编辑题目 dialog. */
export async function fillQuestion(page: Page, question: string, order: number | null, scope?: string) {
  if (scope) await chooseOption(page, 'question-form-scope', scope);
  await page.getByTestId('question-form-question').fill(question);
  if (order !== null) await page.getByTestId('question-form-order').fill(String(order));
  await page.getByTestId('question-form-submit').click();
}

export async function addBankInDialog(
  page: Page,
  name: string,
  type: '幼儿园（3-6岁）' | '托班',
  description: string,
) {
  await page.getByTestId('category-add').click();
  const form = page.getByTestId('category-form-dialog');
  await expect(form).toBeVisible();
  await page.getByTestId('category-form-name').fill(name);
  await page.getByTestId('category-form-type').getByText(type, { exact: true }).click();
  await page.getByTestId('category-form-description').fill(description);
  await page.getByTestId('category-form-submit').click();
  await expect(toast(page, '添加成功')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(categoryRow(page, name)).toBeVisible();
}

export const rowOrder = (page: Page) =>
  page
    .getByTestId('category-dialog')
    .locator('[data-testid^="category-row-"]')
    .evaluateAll((items) => items.map((li) => li.getAttribute('data-testid')!.slice('category-row-'.length)));

/** The table's pager (antd renders it beside the element carrying the test id). */
export const pager = (page: Page) => page.getByTestId('page-question-bank').locator('.ant-pagination');

export async function pageSizeOptions(page: Page) {
  await pager(page).locator('.ant-pagination-options .ant-select').click();
  const dropdown = page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .filter({ hasText: '条/页' });
  const options = dropdown.locator('.ant-select-item-option');
  await expect(options.first()).toBeVisible();
  return { texts: await options.allInnerTexts(), dropdown };
}
