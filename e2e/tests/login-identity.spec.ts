import { API } from '@kg/contracts';
import { ACCOUNTS, DEMO_PASSWORD, pageTitle, RAINBOW, SUNSHINE } from '../support/accounts';
import type { TUser } from '../support/api';
import { expect, test } from '../support/fixtures';
import { KEYS, readLocal, submitPasswordLogin } from '../support/session';
import { toast } from '../support/ui';

test.describe('identities and where each kind of account lands', () => {
  test('A31 B06: a person with two identities must choose one; 彩虹幼儿园 lands in that school', async ({
    page,
  }) => {
    await page.goto('/login');
    const listCall = page.waitForRequest((r) => r.url().includes(API.auth.identities.path));
    await submitPasswordLogin(page, ACCOUNTS.multi.name);

    const dialog = page.getByTestId('identity-dialog');
    await expect(dialog).toBeVisible();
    // The identity list is asked for with the same payload as the login.
    const list = await listCall;
    expect(list.method()).toBe('POST');
    expect(list.postDataJSON()).toEqual({ name: 'multi', pass: DEMO_PASSWORD, Code: '', Type: 1, uID: 0 });
    const options = dialog.locator('.kg-identity-option');
    await expect(options).toHaveCount(2);
    await expect(options.filter({ hasText: SUNSHINE })).toContainText('教师');
    await expect(options.filter({ hasText: RAINBOW })).toContainText('园长');

    // A choice is required.
    await page.getByTestId('identity-confirm').click();
    await expect(toast(page, '请选择身份')).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    const rainbow = options.filter({ hasText: RAINBOW });
    const testId = await rainbow.locator('input').getAttribute('data-testid');
    const uID = Number(testId?.replace('identity-option-', ''));
    expect(uID).toBeGreaterThan(0);
    await rainbow.click();
    const chosenLogin = page.waitForRequest(
      (r) => r.url().includes(API.auth.login.path) && r.postDataJSON()?.uID === uID,
    );
    await page.getByTestId('identity-confirm').click();
    expect((await chosenLogin).postDataJSON()).toMatchObject({ name: 'multi', Type: 1, uID });

    await expect(page).toHaveURL(/\/indexHome$/);
    await expect(page.getByTestId('school-name')).toHaveText(RAINBOW);
    await expect(page.getByTestId('welcome-notice')).toContainText(RAINBOW);
    await expect(page.getByTestId('user-name')).toHaveText(ACCOUNTS.multi.realName);
    const user = JSON.parse((await readLocal(page))[KEYS.user] ?? 'null') as TUser;
    expect(user).toMatchObject({ uID, SchoolName: RAINBOW });
    expect(user.UserIdentity).toContain('1');
  });

  test('A31: cancelling the identity dialog stays on the login page', async ({ page }) => {
    await page.goto('/login');
    await submitPasswordLogin(page, ACCOUNTS.multi.name);
    await expect(page.getByTestId('identity-dialog')).toBeVisible();
    await page.getByTestId('identity-cancel').click();
    await expect(page.getByTestId('identity-dialog')).toBeHidden();
    await expect(page).toHaveURL(/\/login$/);
    expect((await readLocal(page))[KEYS.token]).toBeUndefined();
  });

  test('A30 B05: a district account (ParentId -1) lands on /newCharts, without the shell', async ({
    page,
  }) => {
    await page.goto('/login');
    let navigationLoaded = false;
    page.on('request', (r) => {
      if (r.url().includes(API.navigation.bar.path)) navigationLoaded = true;
    });
    await submitPasswordLogin(page, ACCOUNTS.district.name);
    await expect(page).toHaveURL(/\/newCharts$/);
    await expect(page.getByTestId('page-new-charts')).toBeVisible();
    await expect(page).toHaveTitle(pageTitle('区域数据看板'));
    await expect(page.getByTestId('welcome-notice')).toContainText(SUNSHINE);
    await expect(page.getByTestId('app-shell')).toHaveCount(0);
    const user = JSON.parse((await readLocal(page))[KEYS.user] ?? 'null') as TUser;
    expect(user.ParentId).toBe(-1);
    expect(navigationLoaded).toBe(false);
  });
});
