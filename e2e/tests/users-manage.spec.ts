import { API } from '@kg/contracts';
import { apiLogin, callApi, fetchEndpoint } from '../support/api';
import { type APIRequestContext, expect, ownSchool, type Page, test } from '../support/fixtures';
import { openAs, submitPasswordLogin } from '../support/session';
import { toast } from '../support/ui';

// This file changes school data (logins are added and disabled): it works in its own copy of 阳光.
ownSchool('sunshine');

/** Adds a teacher login through the API (as the 园长) and answers its id and password. */
async function addLogin(request: APIRequestContext, login: string, realName: string) {
  const { token } = await apiLogin(request, 'admin');
  const roles = await callApi(request, API.users.roleSelect, {}, token);
  const teacherRole = roles.find((r) => r.Name === '教师')!.Id;
  return callApi(
    request,
    API.users.add,
    { uLoginName: login, uRealName: realName, Phone: null, RoleIds: [teacherRole] },
    token,
  );
}

/** The users table row of a login, after searching for it. */
async function findRow(page: Page, login: string) {
  await page.getByTestId('users-filter-keyword').fill(login);
  await page.getByTestId('users-filter-search').click();
  const row = page.getByTestId('users-table').locator('tr.ant-table-row', { hasText: login });
  await expect(row).toHaveCount(1);
  return row;
}

test.describe('用户管理 (C10)', () => {
  test('C10: the 园长 adds a login (password shown once), resets its password, and the user signs in with the new one', async ({
    page,
    browser,
  }) => {
    const login = `e2e_reset_${Date.now() % 100000}`;
    await openAs(page, 'admin', '/User/Users');
    await expect(page.getByTestId('nav-button-handleDel')).toHaveAttribute('data-danger', 'true');

    await page.getByTestId('nav-button-handleAdd').click();
    await page.getByTestId('user-form-login').fill(login);
    await page.getByTestId('user-form-name').fill('周小雨');
    await page.getByTestId('user-form-roles').click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
      .last()
      .getByText('教师', { exact: true })
      .click();
    await page.getByTestId('user-form-name').click(); // closes the role list
    await page.getByTestId('user-form-submit').click();
    await expect(toast(page, '添加成功')).toBeVisible();
    const initial = (await page.getByTestId('issued-password').textContent()) ?? '';
    expect(initial).toMatch(/^(?=.*[A-Za-z])(?=.*\d).{8,}$/);
    await page.getByTestId('issued-password-close').click();
    await expect(page.getByTestId('issued-password-dialog')).toBeHidden();

    const row = await findRow(page, login);
    await expect(row).toContainText('周小雨');
    await expect(row).toContainText('教师');
    await row.locator('[data-testid^="user-reset-"]').click();
    await expect(page.getByTestId('reset-password-dialog')).toContainText(`为“周小雨”（${login}）重置密码`);
    await page.getByTestId('reset-password-submit').click();
    await expect(toast(page, '操作成功')).toBeVisible();
    const next = (await page.getByTestId('issued-password').textContent()) ?? '';
    expect(next).toMatch(/^(?=.*[A-Za-z])(?=.*\d).{8,}$/);
    expect(next).not.toBe(initial);
    await page.getByTestId('issued-password-close').click();

    // The user, on their own computer: the old password is refused, the new one works.
    const context = await browser.newContext();
    const own = await context.newPage();
    await own.goto('/login');
    await submitPasswordLogin(own, login, initial);
    await expect(own.getByTestId('login-submit')).toContainText('重新登录');
    await submitPasswordLogin(own, login, next);
    await expect(own).toHaveURL(/\/indexHome$/);
    await expect(own.getByTestId('user-name')).toHaveText('周小雨');
    await context.close();
  });

  test('C10: the 园长 disables a login: its session ends at once and it cannot sign in until enabled', async ({
    page,
  }) => {
    const login = `e2e_stop_${Date.now() % 100000}`;
    const { Password } = await addLogin(page.request, login, '吴小晴');
    const { token } = await apiLogin(page.request, login, { password: Password });
    expect((await fetchEndpoint(page.request, API.auth.userInfo, undefined, token)).status()).toBe(200);

    await openAs(page, 'admin', '/User/Users');
    const row = await findRow(page, login);
    await row.locator('[data-testid^="user-more-"]').click();
    await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByTestId('user-action-stop').click();
    await expect(page.locator('.ant-modal-confirm')).toContainText('确定停用“吴小晴”吗？');
    await page.getByTestId('user-stop-ok').click();
    await expect(toast(page, '操作成功')).toBeVisible();
    await expect(row).toContainText('停用');

    // The session it had is over; signing in is refused.
    expect((await fetchEndpoint(page.request, API.auth.userInfo, undefined, token)).status()).toBe(401);
    const refused = await fetchEndpoint(page.request, API.auth.login, {
      name: login,
      pass: Password,
      Code: '',
      Type: 1,
      uID: 0,
    });
    expect((await refused.json()).success).toBe(false);

    // 启用 lets it back in.
    await row.locator('[data-testid^="user-more-"]').click();
    await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByTestId('user-action-enable').click();
    await expect(toast(page, '操作成功')).toBeVisible();
    await expect(row).toContainText('正常');
    await apiLogin(page.request, login, { password: Password });
  });
});
