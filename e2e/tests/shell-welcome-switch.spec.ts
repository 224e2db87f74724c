import { API } from '@kg/contracts';
import { ACCOUNTS, RAINBOW, SUNSHINE } from '../support/accounts';
import { fetchEndpoint, type TUser } from '../support/api';
import { expect, type Locator, type Page, test } from '../support/fixtures';
import { KEYS, readLocal, readTabPaths, submitPasswordLogin } from '../support/session';
import { shot } from '../support/shots';
import { recordToasts } from '../support/ui';

const SHOTS = '.tmp/shots/i14-shell';

type TBox = { x: number; y: number; width: number; height: number };
const overlaps = (a: TBox, b: TBox) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<TBox> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

/** Logs `multi` in through the identity dialog, choosing the identity in `school`. */
async function loginMultiInto(page: Page, school: string) {
  await page.goto('/login');
  await submitPasswordLogin(page, ACCOUNTS.multi.name);
  const dialog = page.getByTestId('identity-dialog');
  await dialog.locator('.kg-identity-option').filter({ hasText: school }).click();
  await page.getByTestId('identity-confirm').click();
  await expect(page).toHaveURL(/\/indexHome$/);
}

for (const [label, viewport] of [
  ['laptop', { width: 1440, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`${label}: one welcome notice (issue 14 item 9, A34)`, () => {
    test.use({ viewport });

    test('names the school, stands alone and covers neither the menu button nor the user menu', async ({
      page,
    }) => {
      await page.goto('/login');
      const toasts = await recordToasts(page);
      await submitPasswordLogin(page, ACCOUNTS.admin.name);
      const notice = page.getByTestId('welcome-notice');
      await expect(notice).toContainText(SUNSHINE);
      await expect(notice).toContainText('后台初始化成功');
      await expect(page.locator('.ant-notification-notice')).toHaveCount(1);
      // 后台初始化成功 no longer stacks on top of the welcome
      expect(await toasts()).toEqual([]);
      const at = await boxOf(notice);
      for (const id of ['menu-toggle', 'user-menu']) {
        expect(overlaps(at, await boxOf(page.getByTestId(id))), `${id} covered`).toBe(false);
      }
      await shot(page, `${SHOTS}/welcome-${label}.png`);
    });
  });
}

test.describe('school switcher in the header (issue 14 item 10, A31)', () => {
  test('multi moves from 阳光 (teacher) to 彩虹 (administrator) without logging out', async ({ page }) => {
    await loginMultiInto(page, SUNSHINE);
    await expect(page.getByTestId('school-name')).toHaveText(SUNSHINE);
    const before = JSON.parse((await readLocal(page))[KEYS.user] ?? 'null') as TUser;
    const oldToken = (await readLocal(page))[KEYS.token];
    // the teacher's menu has no 用户管理; open a page of hers so a tab of 阳光 is open
    expect((await readLocal(page))[KEYS.navigationBar]).not.toContain('/User/Users');
    await page.goto('/GrowthRecord');
    await expect(page.getByTestId('tab-/GrowthRecord')).toBeVisible();

    await page.getByTestId('school-switcher').click();
    const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
    await expect(menu.locator('[data-current="true"]')).toContainText(SUNSHINE);
    await shot(page, `${SHOTS}/school-switcher-laptop.png`);
    const switched = page.waitForResponse((r) => r.url().includes(API.auth.switchIdentity.path));
    await menu.locator('[data-current="false"]').filter({ hasText: RAINBOW }).click();
    expect((await switched).status()).toBe(200);

    await expect(page.getByTestId('school-name')).toHaveText(RAINBOW);
    await expect(page).toHaveURL(/\/indexHome$/);
    await expect(page.getByTestId('welcome-notice')).toContainText(RAINBOW);
    const after = JSON.parse((await readLocal(page))[KEYS.user] ?? 'null') as TUser;
    expect(after.uID).not.toBe(before.uID);
    expect(after).toMatchObject({ SchoolName: RAINBOW });
    expect(after.UserIdentity).toContain('1');
    // the new school's menu (the administrator's 用户管理), the old school's tabs closed
    expect((await readLocal(page))[KEYS.navigationBar]).toContain('/User/Users');
    await expect(page.getByTestId('side-menu')).toContainText('系统管理');
    expect(await readTabPaths(page)).not.toContain('/GrowthRecord');
    await expect(page.getByTestId('tab-/GrowthRecord')).toHaveCount(0);
    // the old session ended on the server
    const old = await fetchEndpoint(page.request, API.auth.userInfo, undefined, oldToken);
    expect(old.status()).toBe(401);
    await shot(page, `${SHOTS}/school-switched-laptop.png`);

    // and back again, on a phone
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('school-switcher').click();
    await shot(page, `${SHOTS}/school-switcher-phone.png`);
    await page
      .locator('.ant-dropdown:not(.ant-dropdown-hidden)')
      .locator('[data-current="false"]')
      .filter({ hasText: SUNSHINE })
      .click();
    await expect(page.getByTestId('school-name')).toHaveText(SUNSHINE);
  });

  test('a person with one identity sees the school without a switcher', async ({ page }) => {
    await page.goto('/login');
    await submitPasswordLogin(page, ACCOUNTS.teacher.name);
    await expect(page.getByTestId('school-name')).toHaveText(SUNSHINE);
    await expect(page.getByTestId('school-switcher')).toHaveCount(0);
  });
});
