import { pageTitle } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { laptopAndPhoneShooter } from '../support/i14shots';
import { createSession, injectSession, openAs } from '../support/session';

/**
 * Issue 14 item 3: a page one may not open shows 无权访问 with a way home; an unknown path
 * keeps the spec's /404 (A02), whose link to 用户管理 is offered only to those who may open
 * it, so a teacher is never sent round in a loop.
 */
const shoot = laptopAndPhoneShooter('i14-trust');

test.describe('无权访问 and /404', () => {
  test('a teacher opening /User/Users sees 无权访问 and goes home from it', async ({ page }) => {
    await openAs(page, 'teacher');
    await page.goto('/User/Users');
    const refused = page.getByTestId('page-no-access');
    await expect(refused).toBeVisible();
    await expect(refused).toContainText('无权访问');
    await expect(refused).toContainText('请联系本园管理员');
    // The address stays what was asked for; the page is standalone like /404.
    await expect(page).toHaveURL(/\/User\/Users$/);
    await expect(page).toHaveTitle(pageTitle('无权访问'));
    await expect(page.getByTestId('app-shell')).toHaveCount(0);
    await expect(page.getByTestId('page-users')).toHaveCount(0);
    await shoot(page, 'no-access-teacher');
    await page.getByTestId('no-access-home').click();
    await expect(page).toHaveURL(/\/indexHome$/);
    await expect(page.getByTestId('page-index-home')).toBeVisible();
  });

  test("a teacher's /404 offers only the way home, never the loop back to 用户管理", async ({ page }) => {
    await openAs(page, 'teacher');
    await page.goto('/nope');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByTestId('page-404')).toBeVisible();
    await expect(page.getByTestId('notfound-back')).toHaveCount(0);
    await expect(page.getByTestId('notfound-home')).toHaveAttribute('href', '/indexHome');
    await shoot(page, 'not-found-teacher');
    await page.getByTestId('notfound-home').click();
    await expect(page).toHaveURL(/\/indexHome$/);
    await expect(page.getByTestId('page-index-home')).toBeVisible();
  });

  test("the administrator's /404 keeps the spec's link to 用户管理 (A02)", async ({ page }) => {
    await openAs(page, 'admin');
    await page.goto('/nope');
    await expect(page).toHaveURL(/\/404$/);
    const back = page.getByTestId('notfound-back');
    await expect(back).toHaveText(/返回用户管理/);
    await shoot(page, 'not-found-admin');
    await back.click();
    await expect(page).toHaveURL(/\/User\/Users$/);
    await expect(page.getByTestId('page-users')).toBeVisible();
  });

  test("a district account's way home is its data board", async ({ page }) => {
    await injectSession(page, await createSession(page.request, 'district'));
    await page.goto('/User/Users');
    await expect(page.getByTestId('page-no-access')).toBeVisible();
    await expect(page.getByTestId('no-access-home')).toHaveAttribute('href', '/newCharts');
  });
});
