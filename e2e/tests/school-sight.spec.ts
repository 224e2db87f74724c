import { apiLogin, apiNavigation, apiUserInfo } from '../support/api';
import { expect, test } from '../support/fixtures';
import { laptopAndPhoneShooter } from '../support/i14shots';
import { injectSession, openAs } from '../support/session';

/**
 * Issue 14 item 4: a school sees only its own people and the roles it may grant; every API
 * permission in 菜单管理 has a label in each language.
 */
const shoot = laptopAndPhoneShooter('i14-trust');

test.describe("a school's own people and roles", () => {
  test('用户管理 lists neither the platform operator nor the district account', async ({ page }) => {
    await openAs(page, 'admin', '/User/Users');
    await expect(page.getByTestId('nav-button-handleAdd')).toBeVisible();
    const users = page.getByTestId('users-table');
    await expect(users.locator('tr.ant-table-row', { hasText: 'doctor' })).toHaveCount(1);
    await expect(users).toContainText('王丽');
    await expect(users).not.toContainText('platform');
    await expect(users).not.toContainText('朝阳区学前教育科');
    await shoot(page, 'users-admin');
  });

  test('角色管理 shows only the roles a school may grant', async ({ page }) => {
    await openAs(page, 'admin', '/System/Roles');
    await expect(page.getByTestId('nav-button-handleAdd')).toBeVisible();
    const roles = page.getByTestId('roles-table');
    await expect(roles.locator('tr.ant-table-row', { hasText: '保健医生' })).toHaveCount(1);
    await expect(roles).not.toContainText('平台管理员');
    await expect(roles).not.toContainText('区域管理员');
    await shoot(page, 'roles-admin');
  });
});

test.describe('菜单管理 labels', () => {
  for (const [lang, label] of [
    ['zh-CN', '问卷填写与结果'],
    ['en', 'Questionnaires (fill in and results)'],
    ['es', 'Cuestionarios (responder y resultados)'],
  ] as const) {
    test(`every API permission has a label in ${lang}`, async ({ page }) => {
      const tokens = await apiLogin(page.request, 'platform');
      const user = await apiUserInfo(page.request, tokens.token);
      await injectSession(page, {
        tokens,
        user,
        navigation: await apiNavigation(page.request, tokens.token, user.uID),
      });
      await page.evaluate((language) => localStorage.setItem('lang', language), lang);
      await page.goto('/System/Menus');
      const menus = page.getByTestId('page-menus');
      await page.getByTestId('menus-expand').click();
      await expect(menus).toContainText(label);
      await expect(menus).not.toContainText('access.apiCodes');
      if (lang !== 'es') await shoot(page, `menus-${lang}`);
    });
  }
});
