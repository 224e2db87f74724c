import { API } from '@kg/contracts';
import { apiLogout, expiredTwinOf, fetchEndpoint } from '../support/api';
import { expect, type Page, type Request, test } from '../support/fixtures';
import { createSession, injectSession, KEYS, openAs, readLocal } from '../support/session';
import { toast } from '../support/ui';

const REFRESH = new RegExp(`${API.auth.refresh.path}\\?`, 'i');

function collect(page: Page, pattern: RegExp): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (pattern.test(r.url())) seen.push(r);
  });
  return seen;
}

async function expectSessionCleared(page: Page) {
  const stored = await readLocal(page);
  for (const key of [
    KEYS.token,
    KEYS.tokenExpire,
    KEYS.refreshTime,
    KEYS.user,
    KEYS.navigationBar,
    KEYS.router,
  ]) {
    expect(stored[key], key).toBeUndefined();
  }
}

test.describe('401, refresh and server faults', () => {
  test('A38 A39 O05: an expired token gets one refresh, the calls are retried and the page shows its data', async ({
    page,
  }) => {
    const session = await createSession(page.request, 'admin');
    const expired = await expiredTwinOf(session.tokens.token);
    // TokenExpire still in the future, so the client sends the (server-side expired) token.
    await injectSession(page, session, { token: expired });
    const refreshes = collect(page, REFRESH);
    const unauthorized: string[] = [];
    page.on('response', (r) => {
      if (r.status() === 401) unauthorized.push(r.url());
    });

    await page.goto('/Class/Classes');
    await expect(page.getByTestId('classes-table').locator('tr.ant-table-row')).toHaveCount(8);
    await page.waitForLoadState('networkidle');

    expect(unauthorized.length).toBeGreaterThan(0);
    expect(refreshes).toHaveLength(1);
    expect(new URL(refreshes[0]!.url()).searchParams.get('token')).toBe(expired);
    expect(refreshes[0]!.method()).toBe('GET');
    await expect(page).toHaveURL(/\/Class\/Classes$/);
    const stored = await readLocal(page);
    expect(stored[KEYS.token]).toBeTruthy();
    expect(stored[KEYS.token]).not.toBe(expired);
    expect(Number(stored[KEYS.tokenExpire])).toBeGreaterThan(Date.now());
    // The retried call carried the new token.
    const retried = await fetchEndpoint(page.request, API.auth.userInfo, undefined, stored[KEYS.token]);
    expect(retried.status()).toBe(200);
  });

  test('A39 A40: with the refresh time passed there is no refresh: straight to /login?redirect=…', async ({
    page,
  }) => {
    const session = await createSession(page.request, 'admin');
    const expired = await expiredTwinOf(session.tokens.token);
    await injectSession(page, session, { token: expired, refreshExpiresIn: -60_000 });
    const refreshes = collect(page, REFRESH);

    await page.goto('/Class/Classes');
    await expect(page).toHaveURL('/login?redirect=%2FClass%2FClasses');
    await expect(page.getByTestId('page-login')).toBeVisible();
    await expect(toast(page, '登录已过期，请重新登录')).toBeVisible();
    expect(refreshes).toHaveLength(0);
    await expectSessionCleared(page);
  });

  test('A40 O05: a revoked session fails its one refresh and ends on /login?redirect=…', async ({ page }) => {
    const session = await createSession(page.request, 'admin');
    await apiLogout(page.request, session.tokens.token);
    await injectSession(page, session);
    const refreshes = collect(page, REFRESH);

    await page.goto('/Student/Students');
    await expect(page).toHaveURL('/login?redirect=%2FStudent%2FStudents');
    await expect(page.getByTestId('page-login')).toBeVisible();
    expect(refreshes).toHaveLength(1);
    await expectSessionCleared(page);
    expect(await page.evaluate((k) => sessionStorage.getItem(k), KEYS.tabs)).toBeNull();
  });

  test('D2 O06 O17: a 500 shows 失败！服务器异常 and keeps the session and the page', async ({ page }) => {
    const session = await openAs(page, 'admin');
    // A faked server fault for one call (the server itself is real).
    await page.route(
      '**/api/back/SchoolInfo/GetClassPage**',
      (route) => route.fulfill({ status: 500, json: { success: false, msg: 'boom', response: null } }),
      { times: 1 },
    );
    await page.goto('/Class/Classes');
    await expect(toast(page, '失败！服务器异常')).toBeVisible();
    await expect(page).toHaveURL(/\/Class\/Classes$/);
    await expect(page.getByTestId('app-shell')).toBeVisible();
    // O17: the failed load leaves the table empty, with a retry.
    const table = page.getByTestId('classes-table');
    await expect(table).toContainText('数据加载失败');
    expect((await readLocal(page))[KEYS.token]).toBe(session.tokens.token);

    await table.getByRole('button', { name: '重试' }).click();
    await expect(table.locator('tr.ant-table-row')).toHaveCount(8);
    await expect(page).toHaveURL(/\/Class\/Classes$/);
  });
});
