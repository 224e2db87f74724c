import { API } from '@kg/contracts';
import { apiLogin, callApi, fetchEndpoint } from '../support/api';
import { type APIRequestContext, expect, test } from '../support/fixtures';
import { openAsPlatform } from '../support/session';
import { menuGroup, menuLink, toast } from '../support/ui';

/** Puts the built-in 菜单管理 entry's name back, whatever the test did. */
async function restoreName(request: APIRequestContext) {
  const { token } = await apiLogin(request, 'platform');
  const rows = await callApi(request, API.menus.tree, {}, token);
  const flat = (list: { Code: string | null; children?: unknown[] }[]): Record<string, unknown>[] =>
    list.flatMap((r) => [r as Record<string, unknown>, ...flat((r.children ?? []) as never)]);
  const entry = flat(rows).find((r) => r.Code === 'menus');
  if (!entry || entry.Name === '菜单管理') return;
  const { children, IsBuiltIn, RoleCount, Code, ...fields } = entry;
  await fetchEndpoint(request, API.menus.update, { ...fields, Name: '菜单管理' }, token);
}

test.describe('菜单管理 (B13)', () => {
  test.afterEach(async ({ request }) => restoreName(request));

  test('B13: the platform administrator renames a menu entry and the side menu shows the new title', async ({
    page,
  }) => {
    await openAsPlatform(page, '/System/Menus');
    const table = page.getByTestId('menus-table');
    const row = table.locator('tr.ant-table-row', { hasText: '/System/Menus' });
    await expect(row).toContainText('菜单管理');
    // Built-in entries are edited, never deleted.
    await expect(row.locator('[data-testid^="menu-delete-"]')).toBeDisabled();

    await row.locator('[data-testid^="menu-edit-"]').click();
    await expect(page.getByTestId('menu-form-name')).toHaveValue('菜单管理');
    await page.getByTestId('menu-form-name').fill('导航菜单');
    await page.getByTestId('menu-form-submit').click();
    await expect(toast(page, '修改成功')).toBeVisible();
    await expect(row).toContainText('导航菜单');

    await menuGroup(page, '平台管理').click();
    await expect(menuLink(page, '/System/Menus')).toHaveText('导航菜单');
    await expect(page.getByTestId('tab-/System/Menus')).toContainText('导航菜单');
  });

  test('B13: a school administrator is refused menu management (403)', async ({ request }) => {
    const { token } = await apiLogin(request, 'admin');
    const res = await fetchEndpoint(request, API.menus.tree, {}, token);
    expect(res.status()).toBe(403);
  });
});
