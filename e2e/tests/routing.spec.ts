import { ACCOUNTS, pageTitle } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { createSession, injectSession, openAs, submitPasswordLogin } from '../support/session';

test.describe('routes and the guard', () => {
  test('A01 A11 A12 A40: a protected URL without a token ends on /login with redirect, and login returns to it', async ({
    page,
  }) => {
    await page.goto('/Class/Classes');
    await expect(page).toHaveURL('/login?redirect=%2FClass%2FClasses');
    await expect(page.getByTestId('page-login')).toBeVisible();
    await expect(page).toHaveTitle(pageTitle('登录'));
    // A01: history mode, a hard reload keeps the page.
    await page.reload();
    await expect(page).toHaveURL('/login?redirect=%2FClass%2FClasses');
    await expect(page.getByTestId('page-login')).toBeVisible();

    await submitPasswordLogin(page, ACCOUNTS.admin.name);
    await expect(page).toHaveURL(/\/Class\/Classes$/);
    await expect(page).toHaveTitle(pageTitle('班级管理'));
    await expect(page.getByTestId('page-classes')).toBeVisible();
    await expect(page.getByTestId('classes-table').locator('tr.ant-table-row')).toHaveCount(8);
  });

  test('A11: without a token the home page and unknown paths also end on /login', async ({ page }) => {
    // Issue 16: the way to the login page does not fetch the app behind it (antd, the routes).
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/');
    await expect(page).toHaveURL('/login?redirect=%2F');
    await expect(page.getByTestId('login-account')).toBeVisible();
    expect(scripts.some((p) => p.includes('/LoginPage-'))).toBe(true);
    expect(scripts.filter((p) => /\/(AppArea|AntdProviders|AppShell)-/.test(p))).toEqual([]);
    await page.goto('/indexHome');
    await expect(page).toHaveURL('/login?redirect=%2FindexHome');
    await page.goto('/no/such/page');
    await expect(page).toHaveURL('/login?redirect=%2Fno%2Fsuch%2Fpage');
    await expect(page.getByTestId('page-login')).toBeVisible();
  });

  test('A03: / inside the app renders the shell and goes to /indexHome', async ({ page }) => {
    await injectSession(page, await createSession(page.request, 'admin'));
    await page.goto('/no/such/page');
    await expect(page.getByTestId('notfound-home')).toHaveAttribute('href', '/indexHome');
    await page.getByTestId('notfound-home').click();
    await expect(page).toHaveURL(/\/indexHome$/);
    await expect(page.getByTestId('page-index-home')).toBeVisible();
    await expect(page.getByTestId('page-title')).toHaveText('首页');
  });

  test('A01 A03: a hard load of / serves the app and goes to /indexHome', async ({ page }) => {
    await injectSession(page, await createSession(page.request, 'admin'));
    const answer = await page.goto('/');
    expect(answer?.status()).toBe(200);
    await expect(page).toHaveURL(/\/indexHome$/);
    await expect(page.getByTestId('app-shell')).toBeVisible();
  });

  test('A02 A12: an unknown path goes to /404, which links back to /User/Users', async ({ page }) => {
    await openAs(page, 'admin');
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByTestId('page-404')).toBeVisible();
    await expect(page).toHaveTitle(pageTitle('页面建设中'));
    // Standalone: no shell around it.
    await expect(page.getByTestId('app-shell')).toHaveCount(0);
    const back = page.getByTestId('notfound-back');
    await expect(back).toHaveAttribute('href', '/User/Users');
    await back.click();
    await expect(page).toHaveURL(/\/User\/Users$/);
    await expect(page.getByTestId('page-users')).toBeVisible();
  });

  test('A15 B10: a page the navigation tree does not give a teacher is not a route (/User/Users → 无权访问)', async ({
    page,
  }) => {
    await openAs(page, 'teacher');
    await page.goto('/User/Users');
    await expect(page.getByTestId('page-no-access')).toBeVisible();
    await expect(page.getByTestId('page-users')).toHaveCount(0);
  });
});
