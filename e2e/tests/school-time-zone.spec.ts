import path from 'node:path';
import { API } from '@kg/contracts';
import { RAINBOW } from '../support/accounts';
import { apiLogin, callApi, endpointRequest } from '../support/api';
import { type APIRequestContext, expect, type Page, test } from '../support/fixtures';
import { KEYS, openAs, openAsPlatform, readLocal } from '../support/session';
import { shot } from '../support/shots';
import { toast } from '../support/ui';

/**
 * Issue 14 item 22: a school's day is counted in its own time zone. 本园设置 shows the zone and
 * the school's today, and saves another zone; the platform's school form shows it too.
 */
const SHOTS = path.resolve(import.meta.dirname, '../../.tmp/shots/i14-zone');
const PHONE = { width: 390, height: 844 };

/** The school's date now in `zone`, as the server counts it (the test runs on the real clock). */
const todayIn = (zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());

/** The last antd select dropdown opened. */
const dropdown = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').last();

async function restoreRainbow(request: APIRequestContext) {
  const { token } = await apiLogin(request, 'rainbow');
  const { method, url, options } = endpointRequest(
    API.schools.saveSettings,
    { Name: RAINBOW, LoginTitle: null, ThemeTemplate: 1, TimeZone: 'Asia/Shanghai' },
    token,
  );
  await request.fetch(url, { method, ...options });
}

test.describe("a school's time zone (issue 14 item 22)", () => {
  test('本园设置 shows the zone and the school day, and saves another zone', async ({ page }) => {
    try {
      await openAs(page, 'rainbow', '/School/Settings');
      const zone = page.getByTestId('settings-time-zone');
      await expect(zone).toContainText('Asia/Shanghai (UTC+08:00)');
      await expect(page.getByTestId('settings-today')).toHaveText(
        `${todayIn('Asia/Shanghai')} · Asia/Shanghai`,
      );

      // The common zones come first; the search finds a zone by its city.
      await zone.click();
      await expect(dropdown(page).locator('.ant-select-item-group').first()).toHaveText('常用时区');
      await shot(page, path.join(SHOTS, 'settings-zone-open-laptop.png'));
      await page.keyboard.type('los ange');
      const la = dropdown(page).locator('.ant-select-item-option', { hasText: 'America/Los_Angeles' });
      await expect(la).toHaveCount(1);
      await la.click();
      await expect(zone).toContainText('America/Los_Angeles');

      await page.getByTestId('settings-submit').click();
      await expect(toast(page, '保存成功')).toBeVisible();
      // The web's date defaults count in the new zone at once.
      const stored = JSON.parse((await readLocal(page))[KEYS.user] ?? '{}');
      expect(stored.TimeZone).toBe('America/Los_Angeles');

      // Saved: after a reload the zone and the school's today follow it.
      await page.reload();
      await expect(page.getByTestId('settings-time-zone')).toContainText('America/Los_Angeles');
      await expect(page.getByTestId('settings-today')).toHaveText(
        `${todayIn('America/Los_Angeles')} · America/Los_Angeles`,
      );
      await shot(page, path.join(SHOTS, 'settings-laptop.png'), { fullPage: true });
      await page.setViewportSize(PHONE);
      await expect(page.getByTestId('settings-time-zone')).toBeVisible();
      await shot(page, path.join(SHOTS, 'settings-phone.png'), { fullPage: true });
      await page.getByTestId('settings-time-zone').scrollIntoViewIfNeeded();
      await page.getByTestId('settings-time-zone').click();
      await expect(dropdown(page)).toBeVisible();
      await shot(page, path.join(SHOTS, 'settings-zone-open-phone.png'));
    } finally {
      await restoreRainbow(page.request);
    }
  });

  test("the platform's school form shows and sets a school's zone", async ({ page }) => {
    try {
      await openAsPlatform(page, '/School/Schools');
      await page.locator('tr', { hasText: RAINBOW }).locator('[data-testid^="school-edit-"]').click();
      const dialog = page.getByTestId('school-form-dialog');
      await expect(dialog.getByTestId('school-form-time-zone')).toContainText('Asia/Shanghai');
      await dialog.getByTestId('school-form-time-zone').click();
      await page.keyboard.type('Tokyo');
      await dropdown(page).locator('.ant-select-item-option', { hasText: 'Asia/Tokyo' }).click();
      await expect(dialog.getByTestId('school-form-time-zone')).toContainText('Asia/Tokyo (UTC+09:00)');
      await shot(page, path.join(SHOTS, 'school-form-laptop.png'));
      // The same dialog on a phone (the list's edit button is item 8's concern).
      await page.setViewportSize(PHONE);
      await dialog.getByTestId('school-form-time-zone').scrollIntoViewIfNeeded();
      await shot(page, path.join(SHOTS, 'school-form-phone.png'));
      await page.getByTestId('school-form-submit').click();
      await expect(toast(page, '修改成功')).toBeVisible();

      const { token } = await apiLogin(page.request, 'rainbow');
      const settings = await callApi(page.request, API.schools.settings, undefined, token);
      expect(settings).toMatchObject({
        TimeZone: 'Asia/Tokyo',
        Today: todayIn('Asia/Tokyo'),
      });
    } finally {
      await restoreRainbow(page.request);
    }
  });
});
