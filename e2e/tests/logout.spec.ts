import { API } from '@kg/contracts';
import { fetchEndpoint } from '../support/api';
import { expect, test } from '../support/fixtures';
import { KEYS, openAs, readLocal, readTabPaths } from '../support/session';
import { askLogout } from '../support/ui';

const SESSION_KEYS = [
  KEYS.token,
  KEYS.tokenExpire,
  KEYS.refreshTime,
  KEYS.user,
  KEYS.navigationBar,
  KEYS.router,
];

test.describe('logout', () => {
  test('A41 A42 A43 Q13: 取消 keeps everything; 确定 clears the session and lands on /login', async ({
    page,
  }) => {
    const session = await openAs(page, 'admin', '/Class/Classes');
    await expect(page.getByTestId('classes-table').locator('tr.ant-table-row')).toHaveCount(8);
    const before = await readLocal(page);
    const tabsBefore = await readTabPaths(page);
    expect(tabsBefore).toContain('/Class/Classes');

    // A41: 退出登录 asks 确认退出吗? titled 提示, warning type.
    let confirm = await askLogout(page);
    await expect(confirm.locator('.ant-modal-confirm-title')).toHaveText('提示');
    await expect(confirm.locator('.ant-modal-confirm-content')).toHaveText('确认退出吗?');
    await expect(confirm.locator('.ant-modal-confirm-warning')).toBeVisible();

    // A43: 取消 changes nothing.
    await confirm.getByRole('button', { name: '取消' }).click();
    await expect(confirm.locator('.ant-modal-confirm')).toBeHidden();
    await expect(page).toHaveURL(/\/Class\/Classes$/);
    await expect(page.getByTestId('app-shell')).toBeVisible();
    expect(await readLocal(page)).toEqual(before);
    expect(await readTabPaths(page)).toEqual(tabsBefore);

    // A42: 确定 ends the session here and on the server.
    const logoutCall = page.waitForRequest((r) => r.url().includes(API.auth.logout.path));
    confirm = await askLogout(page);
    await confirm.getByRole('button', { name: '确定' }).click();
    expect((await logoutCall).method()).toBe('POST');
    await expect(page.getByTestId('page-login')).toBeVisible();
    // Exactly the login page: no `redirect` back to the signed-out user's page.
    await expect(page).toHaveURL(/\/login$/);
    const after = await readLocal(page);
    for (const key of SESSION_KEYS) expect(after[key], key).toBeUndefined();
    expect(await page.evaluate((k) => sessionStorage.getItem(k), KEYS.tabs)).toBeNull();
    expect(after[KEYS.loginUrl]).toBe('/login');
    const stale = await fetchEndpoint(page.request, API.auth.userInfo, undefined, session.tokens.token);
    expect(stale.status()).toBe(401);

    // The page cannot be reopened without signing in again.
    await page.goto('/Class/Classes');
    await expect(page).toHaveURL('/login?redirect=%2FClass%2FClasses');
    await expect(page.getByTestId('app-shell')).toHaveCount(0);
  });
});
