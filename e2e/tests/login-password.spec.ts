import { API } from '@kg/contracts';
import { ACCOUNTS, APP_NAME, DEMO_PASSWORD, PLATFORM_TITLE, pageTitle, SUNSHINE } from '../support/accounts';
import type { TNavRoot, TUser } from '../support/api';
import { expect, test } from '../support/fixtures';
import { KEYS, loginViaUi, readLocal, submitPasswordLogin } from '../support/session';
import { askLogout, dismissWelcome, toast } from '../support/ui';

test.describe('password login on /login', () => {
  test('A04 A17 A28 A29 A30 A34 A35 A37 A44 D1 Q02: admin signs in with a password and lands in the shell', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByTestId('page-login')).toBeVisible();
    await expect(page).toHaveTitle(pageTitle('登录'));
    await expect(page.getByTestId('login-title')).toHaveText(APP_NAME);
    // A17: both modes are offered.
    await expect(page.getByTestId('login-tab-password')).toHaveText('密码登录');
    await expect(page.getByTestId('login-tab-sms')).toHaveText('免密登录');

    const loginCall = page.waitForRequest((r) => r.url().includes(API.auth.login.path));
    const navigationCall = page.waitForRequest((r) => r.url().includes(API.navigation.bar.path));
    const before = Date.now();
    await submitPasswordLogin(page, ACCOUNTS.admin.name);

    // D1: the password travels in a POST body, never in the URL.
    const login = await loginCall;
    expect(login.method()).toBe('POST');
    expect(login.url()).not.toContain(encodeURIComponent(DEMO_PASSWORD));
    expect(login.postDataJSON()).toEqual({ name: 'admin', pass: DEMO_PASSWORD, Code: '', Type: 1, uID: 0 });

    await expect(page).toHaveURL(/\/indexHome$/);
    await expect(page).toHaveTitle(pageTitle('首页'));
    await expect(page.getByTestId('page-index-home')).toBeVisible();
    // A34: the welcome notice names the school; Q02: 后台初始化成功, said in the same notice
    // (issue 14 item 9: no second toast stacked on it).
    await expect(page.getByTestId('welcome-notice')).toContainText(SUNSHINE);
    await expect(page.getByTestId('welcome-notice')).toContainText('后台初始化成功');
    await expect(page.locator('.ant-notification-notice')).toHaveCount(1);
    // A44: school, platform title, user name.
    await expect(page.getByTestId('school-name')).toHaveText(SUNSHINE);
    await expect(page.getByTestId('platform-title')).toHaveText(PLATFORM_TITLE);
    await expect(page.getByTestId('user-name')).toHaveText(ACCOUNTS.admin.realName);

    // A35, A37: the spec's storage keys.
    const stored = await readLocal(page);
    const user = JSON.parse(stored[KEYS.user] ?? 'null') as TUser;
    expect(new URL((await navigationCall).url()).searchParams.get('uid')).toBe(String(user.uID));
    expect(stored[KEYS.token]).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(Number(stored[KEYS.tokenExpire])).toBeGreaterThan(before);
    expect(Number(stored[KEYS.refreshTime])).toBeGreaterThan(Number(stored[KEYS.tokenExpire]));
    expect(user).toMatchObject({ SchoolName: SUNSHINE, uRealName: ACCOUNTS.admin.realName, ParentId: 0 });
    expect(user.UserIdentity).toContain('1');
    const navigation = JSON.parse(stored[KEYS.navigationBar] ?? 'null') as TNavRoot;
    expect(JSON.parse(stored[KEYS.router] ?? 'null')).toEqual(navigation.children);
    expect(stored[KEYS.loginUrl]).toBe('/login');
  });

  test('A21: an empty account or password is refused before anything is sent', async ({ page }) => {
    let sent = 0;
    page.on('request', (r) => {
      if (r.url().includes(API.auth.login.path)) sent += 1;
    });
    await page.goto('/login');
    await page.getByTestId('login-submit').click();
    await expect(page.getByText('请输入账号', { exact: true })).toBeVisible();
    await expect(page.getByText('请输入密码', { exact: true })).toBeVisible();

    await page.getByTestId('login-account').fill('admin');
    await page.getByTestId('login-submit').click();
    await expect(page.getByText('请输入账号', { exact: true })).toBeHidden();
    await expect(page.getByText('请输入密码', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(sent).toBe(0);
  });

  test('A32 O04: a wrong password shows the server message and the button reads 重新登录', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByTestId('login-submit')).toHaveText('登录');
    await submitPasswordLogin(page, ACCOUNTS.admin.name, 'Wrong-password-1');
    await expect(toast(page, '用户名或密码错误')).toBeVisible();
    await expect(page.getByTestId('login-submit')).toHaveText('重新登录');
    await expect(page).toHaveURL(/\/login$/);
    expect((await readLocal(page))[KEYS.token]).toBeUndefined();
  });

  test('A18: remember me prefills the account next time, and only when ticked', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByTestId('login-account')).toHaveValue('');
    await expect(page.getByTestId('login-remember')).not.toBeChecked();

    await loginViaUi(page, 'admin', { remember: true });
    expect((await readLocal(page))[KEYS.rememberedName]).toBe('admin');
    await dismissWelcome(page);
    const confirm = await askLogout(page);
    await confirm.getByRole('button', { name: '确定' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('login-account')).toHaveValue('admin');
    await expect(page.getByTestId('login-remember')).toBeChecked();

    // Signing in again without the tick forgets the account.
    await page.getByTestId('login-remember').uncheck();
    await page.getByTestId('login-password').fill(DEMO_PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/indexHome$/);
    expect((await readLocal(page))[KEYS.rememberedName]).toBeUndefined();
    await page.goto('/login');
    await expect(page.getByTestId('login-account')).toHaveValue('');
  });
});
