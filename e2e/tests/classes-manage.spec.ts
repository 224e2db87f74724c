import { expect, ownSchool, test } from '../support/fixtures';
import { openAs } from '../support/session';
import { toast } from '../support/ui';

// This file changes school data (classes are created and deleted): it works in its own copy of 阳光.
ownSchool('sunshine');

/**
 * The dropdown of the Select opened last: antd appends each dropdown to the page on first
 * open, and one that is closing still counts as visible for a moment.
 */
const openDropdown = (page: import('@playwright/test').Page) =>
  page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').last();

/** Picks an option of an antd Select by its text. */
async function choose(page: import('@playwright/test').Page, testId: string, text: string) {
  await page.getByTestId(testId).click();
  await openDropdown(page).locator('.ant-select-item-option', { hasText: text }).first().click();
}

test.describe('班级管理: create, edit, delete (C06, B11)', () => {
  test('C06: the administrator creates 大三班 with staff, edits it, and deletes it; a class with children is refused', async ({
    page,
  }) => {
    await openAs(page, 'admin', '/Class/Classes');
    // Buttons come from the tree; 删除班级 is danger-style (B11).
    await expect(page.getByTestId('nav-button-handleAdd')).toHaveText('新增班级');
    await expect(page.getByTestId('nav-button-handleDel')).toHaveAttribute('data-danger', 'true');

    await page.getByTestId('nav-button-handleAdd').click();
    const dialog = page.getByTestId('class-form-dialog');
    await expect(dialog).toBeVisible();
    await page.getByTestId('class-form-submit').click();
    await expect(dialog).toContainText('请选择年级');
    await expect(dialog).toContainText('请输入班级名称');

    await choose(page, 'class-form-grade', '大班');
    await page.getByTestId('class-form-name').fill('大三班');
    await page.getByTestId('class-form-head').click();
    await openDropdown(page).locator('.ant-select-item-option').first().click();
    await page.getByTestId('class-form-submit').click();
    await expect(toast(page, '添加成功')).toBeVisible();
    await expect(dialog).toBeHidden();

    const row = page.getByTestId('classes-table').locator('tr.ant-table-row', { hasText: '大三班' });
    await expect(row).toBeVisible();
    await expect(row).toContainText('大班');

    await row.locator('[data-testid^="class-edit-"]').click();
    await expect(page.getByTestId('class-form-name')).toHaveValue('大三班');
    await page.getByTestId('class-form-name').fill('大四班');
    await page.getByTestId('class-form-submit').click();
    await expect(toast(page, '修改成功')).toBeVisible();
    const renamed = page.getByTestId('classes-table').locator('tr.ant-table-row', { hasText: '大四班' });
    await expect(renamed).toBeVisible();

    // A class with 25 children cannot go.
    const full = page.getByTestId('classes-table').locator('tr.ant-table-row', { hasText: '托一班' });
    await full.locator('.ant-checkbox-input').check();
    await page.getByTestId('nav-button-handleDel').click();
    await expect(page.locator('.ant-modal-confirm')).toContainText('是否确认 删除？');
    await page.locator('.ant-modal-confirm').getByRole('button', { name: '确定' }).click();
    await expect(toast(page, '班级中还有在园幼儿')).toBeVisible();
    await full.locator('.ant-checkbox-input').uncheck();

    await renamed.locator('.ant-checkbox-input').check();
    await page.getByTestId('nav-button-handleDel').click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: '确定' }).click();
    await expect(toast(page, '删除成功')).toBeVisible();
    await expect(renamed).toHaveCount(0);
  });

  test('B10 B17: a teacher sees no class buttons and no row actions but the roster', async ({ page }) => {
    await openAs(page, 'teacher', '/Class/Classes');
    await expect(page.getByTestId('classes-table').locator('tr.ant-table-row')).toHaveCount(2);
    await expect(page.getByTestId('nav-buttons')).toHaveCount(0);
    await expect(page.locator('[data-testid^="class-edit-"]')).toHaveCount(0);
    await expect(page.locator('[data-testid^="class-roster-"]')).toHaveCount(2);
  });
});
