import { ACCOUNTS, PLATFORM_TITLE, pageTitle, SUNSHINE } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { KEYS, readLocal, submitPasswordLogin } from '../support/session';
import { askLogout, dismissWelcome, recordToasts } from '../support/ui';

test.describe('the branded login page /hxlogin', () => {
  test('A05 A20 Q02: titled as the IoT big-data platform; each social icon says 功能开发中，敬请期待 and goes nowhere', async ({
    page,
  }) => {
    await page.goto('/hxlogin');
    await expect(page.getByTestId('page-hxlogin')).toBeVisible();
    await expect(page.getByTestId('login-title')).toHaveText(PLATFORM_TITLE);
    await expect(page).toHaveTitle(pageTitle('登录'));

    const apiCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) apiCalls.push(r.url());
    });
    let popups = 0;
    page.context().on('page', () => {
      popups += 1;
    });
    const shownToasts = await recordToasts(page);
    for (const [i, provider] of ['wechat', 'qq', 'weibo'].entries()) {
      await page.getByTestId(`social-${provider}`).click();
      await expect.poll(shownToasts).toEqual(Array(i + 1).fill('功能开发中，敬请期待'));
      await expect(page).toHaveURL(/\/hxlogin$/);
    }
    expect(apiCalls).toEqual([]);
    expect(popups).toBe(0);
  });

  test('A35 A42: signing in on /hxlogin stores it as loginurl, so logging out returns there', async ({
    page,
  }) => {
    await page.goto('/hxlogin');
    await submitPasswordLogin(page, ACCOUNTS.admin.name);
    await expect(page).toHaveURL(/\/indexHome$/);
    await expect(page.getByTestId('school-name')).toHaveText(SUNSHINE);
    const stored = await readLocal(page);
    expect(stored[KEYS.loginUrl]).toBe('/hxlogin');
    expect(stored.hxLoginTitle).toBe(PLATFORM_TITLE);

    await dismissWelcome(page);
    const confirm = await askLogout(page);
    await confirm.getByRole('button', { name: '确定' }).click();
    await expect(page.getByTestId('page-hxlogin')).toBeVisible();
    await expect(page).toHaveURL(/\/hxlogin$/);
    // The school's own title stays for the branded page.
    await expect(page.getByTestId('login-title')).toHaveText(PLATFORM_TITLE);
  });
});
