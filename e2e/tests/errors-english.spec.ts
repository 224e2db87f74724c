import { API } from '@kg/contracts';
import { ACCOUNTS } from '../support/accounts';
import { expect, type Page, test } from '../support/fixtures';
import { openAs, submitPasswordLogin } from '../support/session';
import { allToasts, toast } from '../support/ui';

/** The login call (not in the endpoint catalogue yet on this branch). */
const LOGIN_PATH = '/Login/JWTToken5.0';

/** The stored language preference (Q01): the app starts in English. */
const inEnglish = (page: Page) => page.addInitScript(() => localStorage.setItem('lang', 'en'));

/**
 * Issue 15: a refusal carries a stable error code beside its Chinese msg, and an English user
 * reads the code's English text, not the Chinese.
 */
test.describe('refusals in the user’s language', () => {
  test('a wrong password at login reads in English', async ({ page }) => {
    await inEnglish(page);
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const answer = page.waitForResponse((r) => r.url().includes(LOGIN_PATH));
    await submitPasswordLogin(page, ACCOUNTS.admin.name, 'Wrong-password-1');
    // the server still says it in Chinese, with the code beside it
    expect(await (await answer).json()).toMatchObject({
      msg: '用户名或密码错误',
      code: 'auth.wrongCredentials',
    });
    await expect(toast(page, 'Wrong account or password')).toBeVisible();
    await expect(allToasts(page).filter({ hasText: '用户名或密码错误' })).toHaveCount(0);
  });

  test('deleting a class with children is refused in English', async ({ page }) => {
    await inEnglish(page);
    await openAs(page, 'admin', '/Class/Classes');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const full = page.getByTestId('classes-table').locator('tr.ant-table-row', { hasText: '托一班' });
    await full.locator('.ant-checkbox-input').check();
    await page.getByTestId('nav-button-handleDel').click();
    const refusal = page.waitForResponse((r) => r.url().includes(API.classes.remove.path));
    await page.locator('.ant-modal-confirm').locator('.ant-btn-primary').click();
    expect(await (await refusal).json()).toMatchObject({ code: 'classes.hasChildren' });
    await expect(
      toast(page, 'The class still has enrolled children; move them to another class before deleting it'),
    ).toBeVisible();
    await expect(allToasts(page).filter({ hasText: '班级中还有在园幼儿' })).toHaveCount(0);
    await expect(full).toBeVisible();
  });
});
