import { API } from '@kg/contracts';
import { apiLogin, fetchEndpoint } from '../support/api';
import { expect, ownSchool, test } from '../support/fixtures';
import { openAs, submitPasswordLogin } from '../support/session';
import { groupItemTexts, menuGroup, toast, topMenuTexts } from '../support/ui';

// This file changes school data (a role is created and given to a new login): it works in its own copy of 阳光.
ownSchool('sunshine');

test.describe('角色管理 (B12, B16, B17)', () => {
  test('B12: the 园长 creates a role, grants it 幼儿管理 only in the tree, gives it to a user: that user sees only 幼儿管理', async ({
    page,
    browser,
  }) => {
    const suffix = Date.now() % 100000;
    const roleName = `保育组${suffix}`;
    const login = `e2e_role_${suffix}`;
    await openAs(page, 'admin', '/System/Roles');
    const table = page.getByTestId('roles-table');
    // Platform roles are read-only for a school.
    const teacherRow = table.locator('tr.ant-table-row', { hasText: '教师' }).first();
    await expect(teacherRow.locator('[data-testid^="role-permissions-"]')).toHaveText('查看权限');

    await page.getByTestId('nav-button-handleAdd').click();
    await page.getByTestId('role-form-name').fill(roleName);
    await page.getByTestId('role-form-description').fill('只负责幼儿档案');
    await page.getByTestId('role-form-submit').click();
    await expect(toast(page, '添加成功')).toBeVisible();
    const row = table.locator('tr.ant-table-row', { hasText: roleName });
    await expect(row).toContainText('本园');

    await row.locator('[data-testid^="role-permissions-"]').click();
    const dialog = page.getByTestId('permission-tree-dialog');
    await expect(dialog).toContainText('已选 0 项');
    const students = dialog.locator('.ant-tree-treenode', { hasText: '幼儿管理' }).first();
    await students.locator('.ant-tree-checkbox').click();
    await expect(students.locator('.ant-tree-checkbox')).toHaveClass(/ant-tree-checkbox-checked/);
    // The group above is granted with it and shows half-checked.
    const info = dialog.locator('.ant-tree-treenode', { hasText: '信息管理' }).first();
    await expect(info.locator('.ant-tree-checkbox')).toHaveClass(/ant-tree-checkbox-indeterminate/);
    await page.getByTestId('permission-tree-submit').click();
    await expect(toast(page, '保存成功')).toBeVisible();

    // A new login with only this role.
    await page.goto('/User/Users');
    await page.getByTestId('nav-button-handleAdd').click();
    await page.getByTestId('user-form-login').fill(login);
    await page.getByTestId('user-form-name').fill('孙小禾');
    await page.getByTestId('user-form-roles').click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
      .last()
      .getByText(roleName)
      .click();
    await page.getByTestId('user-form-name').click(); // closes the role list
    await page.getByTestId('user-form-submit').click();
    const password = (await page.getByTestId('issued-password').textContent()) ?? '';
    await page.getByTestId('issued-password-close').click();

    const context = await browser.newContext();
    const own = await context.newPage();
    await own.goto('/login');
    await submitPasswordLogin(own, login, password);
    await expect(own.getByTestId('app-shell')).toBeVisible();
    await expect.poll(() => topMenuTexts(own)).toEqual(['信息管理']);
    await menuGroup(own, '信息管理').click();
    await expect.poll(() => groupItemTexts(own, '信息管理')).toEqual(['幼儿管理']);
    // The page works: the basics (class lists) came with it, so nothing is refused.
    const classes = own.waitForResponse((res) => res.url().includes('/GetClassSelect'));
    const children = own.waitForResponse((res) => res.url().includes('/GetStudentPage'));
    await own.getByTestId('menu-/Student/Students').click();
    expect((await classes).status()).toBe(200);
    expect((await children).status()).toBe(200);
    await expect(own.getByTestId('students-table')).toBeVisible();
    await context.close();
  });

  test('B16 B17: a teacher is refused the role endpoints (403) and has no 系统管理 menu', async ({
    page,
  }) => {
    const { token } = await apiLogin(page.request, 'teacher');
    for (const endpoint of [API.roles.page, API.roles.permissionTree, API.users.page]) {
      const res = await fetchEndpoint(page.request, endpoint, undefined, token);
      expect(res.status()).toBe(403);
      expect((await res.json()).msg).toBe('失败！该操作无权限');
    }
    const add = await fetchEndpoint(page.request, API.roles.add, { Name: '越权角色' }, token);
    expect(add.status()).toBe(403);
    const del = await fetchEndpoint(page.request, API.roles.remove, { ids: 1 }, token);
    expect(del.status()).toBe(403);

    await openAs(page, 'teacher');
    await expect.poll(() => topMenuTexts(page)).not.toContain('系统管理');
    await expect(menuGroup(page, '系统管理')).toHaveCount(0);
  });
});
