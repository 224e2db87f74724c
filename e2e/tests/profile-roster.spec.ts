import { API } from '@kg/contracts';
import { account } from '../support/accounts';
import { expect, ownSchool, type Page, test } from '../support/fixtures';
import { toast } from '../support/ui';

/** 个人中心 (/User/Profile), against the real server (the class roster: report-class-roster.spec.ts). */

// The doctor's password changes: in a copy of 阳光 (multi, who spans two schools, is the demo's).
ownSchool('sunshine');

const PASSWORD = 'Kinder@2026';
const SUNSHINE = '阳光幼儿园';
const RAINBOW = '彩虹幼儿园';

/** Signs in through the real login page; multi-identity accounts pick the identity at `school`. */
async function login(page: Page, account: string, options: { password?: string; school?: string } = {}) {
  await page.goto('/login');
  await page.getByTestId('login-account').fill(account);
  await page.getByTestId('login-password').fill(options.password ?? PASSWORD);
  await page.getByTestId('login-submit').click();
  let uID: number | null = null;
  if (options.school) {
    const dialog = page.getByTestId('identity-dialog');
    await expect(dialog).toBeVisible();
    const option = dialog.locator('.kg-identity-option').filter({ hasText: options.school });
    const testId = await option.locator('[data-testid^="identity-option-"]').getAttribute('data-testid');
    uID = Number(testId?.replace('identity-option-', ''));
    await option.click();
    await page.getByTestId('identity-confirm').click();
  }
  await expect(page).toHaveURL(/\/indexHome$/);
  return uID;
}

async function openProfile(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-profile').click();
  await expect(page).toHaveURL(/\/User\/Profile$/);
  await expect(page.getByTestId('page-profile')).toBeVisible();
}

async function logout(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-logout').click();
  await page.locator('.kg-logout-confirm').getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('page-login')).toBeVisible();
}

async function changePassword(page: Page, oldPassword: string, newPassword: string, confirm = newPassword) {
  await page.getByTestId('profile-old-password').fill(oldPassword);
  await page.getByTestId('profile-new-password').fill(newPassword);
  await page.getByTestId('profile-confirm-password').fill(confirm);
  await page.getByTestId('profile-password-submit').click();
}

test.describe('个人中心', () => {
  test('opens from the user dropdown without a tab and lists the identities of multi', async ({ page }) => {
    const chosen = await login(page, 'multi', { school: SUNSHINE });
    expect(chosen).toBeGreaterThan(0);
    await expect(page.getByTestId('tab-/indexHome')).toBeVisible();

    await openProfile(page);
    await expect(page.getByTestId('page-title')).toHaveText('个人中心');
    // meta NoTabPage: never a tab, and the tab that is there is not shown as the active one.
    await expect(page.getByTestId('tab-/User/Profile')).toHaveCount(0);
    await expect(page.getByTestId('tab-bar').locator('[data-testid^="tab-/"]')).toHaveCount(1);
    await expect(page.getByTestId('tab-/indexHome')).toHaveAttribute('data-active', 'false');

    await expect(page.getByTestId('profile-login-name')).toHaveText('multi');
    await expect(page.getByTestId('profile-real-name')).toHaveText('林晓');
    await expect(page.getByTestId('profile-phone')).toHaveText('13800000003');

    const identities = page.getByTestId('profile-identities').locator('[data-testid^="profile-identity-"]');
    await expect(identities.filter({ hasText: SUNSHINE })).toContainText('教师');
    await expect(identities.filter({ hasText: RAINBOW })).toContainText('园长');
    const current = page.getByTestId(`profile-identity-${chosen}`);
    await expect(current).toHaveAttribute('data-current', 'true');
    await expect(current).toContainText(SUNSHINE);
    await expect(current.getByTestId('profile-identity-current')).toHaveText('当前身份');
    await expect(identities.filter({ hasText: RAINBOW })).toHaveAttribute('data-current', 'false');
    await expect(page.getByTestId('profile-identity-current')).toHaveCount(1);

    // Going on to a menu page adds its tab; coming back to the profile still adds none.
    await page.goto('/Class/Classes');
    await expect(page.getByTestId('tab-/Class/Classes')).toBeVisible();
    await openProfile(page);
    await expect(page.getByTestId('tab-bar').locator('[data-testid^="tab-/"]')).toHaveCount(2);
    await expect(page.getByTestId('tab-/User/Profile')).toHaveCount(0);
  });

  test('checks the form on the client and shows the server refusal on the field', async ({ page }) => {
    await login(page, account('admin').name);
    await openProfile(page);
    let calls = 0;
    page.on('request', (r) => {
      if (r.url().includes(API.profile.changePassword.path)) calls += 1;
    });
    const form = page.getByTestId('profile-password-form');

    await page.getByTestId('profile-password-submit').click();
    await expect(form).toContainText('请输入原密码');
    await expect(form).toContainText('请输入新密码');

    await changePassword(page, PASSWORD, 'short1');
    await expect(form).toContainText('密码至少8位，且包含字母和数字');

    await changePassword(page, PASSWORD, 'Welcome2027', 'Welcome2028');
    await expect(form).toContainText('两次输入的密码不一致');
    expect(calls).toBe(0);

    await changePassword(page, 'Wrong@2026', 'Welcome2027');
    await expect(form).toContainText('原密码错误');
    expect(calls).toBe(1);
    // Nothing changed: the demo password still signs in.
    await logout(page);
    await login(page, account('admin').name);
  });

  test('a changed password keeps this session and is the one that works next time', async ({ page }) => {
    const next = 'Doctor2027x';
    await login(page, account('doctor').name);
    await openProfile(page);
    await changePassword(page, PASSWORD, next);
    await expect(toast(page, '修改成功')).toBeVisible();
    await expect(page.getByTestId('profile-old-password')).toHaveValue('');

    // The session that changed the password goes on.
    await page.reload();
    await expect(page.getByTestId('page-profile')).toBeVisible();
    await expect(page.getByTestId('profile-login-name')).toHaveText(account('doctor').name);

    await logout(page);
    await page.getByTestId('login-account').fill(account('doctor').name);
    await page.getByTestId('login-password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect(toast(page, '用户名或密码错误')).toBeVisible();
    await expect(page.getByTestId('app-shell')).toHaveCount(0);

    await login(page, account('doctor').name, { password: next });
    // Put the demo password back so the run leaves the seed as it found it.
    await openProfile(page);
    await changePassword(page, next, PASSWORD);
    await expect(toast(page, '修改成功')).toBeVisible();
  });
});
