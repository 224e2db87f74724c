import { API } from '@kg/contracts';
import { RAINBOW } from '../support/accounts';
import { apiLogin, endpointRequest } from '../support/api';
import { choosePicture } from '../support/files';
import { type APIRequestContext, expect, type Page, test } from '../support/fixtures';
import { openAs, openAsPlatform, submitPasswordLogin } from '../support/session';
import { toast } from '../support/ui';

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The last antd select dropdown opened (a closing one still counts as visible). */
const dropdown = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').last();

async function restoreRainbow(request: APIRequestContext) {
  const { token } = await apiLogin(request, 'rainbow');
  const { method, url, options } = endpointRequest(
    API.schools.saveSettings,
    { Name: RAINBOW, LoginTitle: null, ThemeTemplate: 1, Logo: null },
    token,
  );
  await request.fetch(url, { method, ...options });
}

test.describe('学校管理 and 本园设置 (C01)', () => {
  test('C01: the platform administrator searches, creates a school with its principal, extends and stops it', async ({
    page,
    browser,
  }) => {
    await openAsPlatform(page, '/School/Schools');
    const table = page.getByTestId('schools-table');
    const rows = table.locator('tr.ant-table-row');
    await expect(rows.filter({ hasText: '阳光幼儿园' })).toBeVisible();

    // Search by name, then by region.
    await page.getByTestId('schools-filter-keyword').fill('彩虹');
    await page.getByTestId('schools-filter-search').click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(RAINBOW);
    await page.getByTestId('schools-filter-reset').click();
    await page.getByTestId('schools-region').click();
    await dropdown(page).locator('.ant-select-item-option', { hasText: '北京市朝阳区' }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('阳光幼儿园');
    await page.getByTestId('schools-filter-reset').click();
    await expect(rows).toHaveCount(2);

    // 停用 is a danger action; the caller's own school cannot be stopped.
    const sunshineRow = rows.filter({ hasText: '阳光幼儿园' });
    await expect(sunshineRow.locator('[data-testid^="school-status-action-"]')).toBeDisabled();
    await expect(
      rows.filter({ hasText: RAINBOW }).locator('[data-testid^="school-status-action-"]'),
    ).toHaveClass(/ant-btn-dangerous/);

    // Create a school with its principal login; the password is shown once.
    await page.getByTestId('nav-button-handleAdd').click();
    const dialog = page.getByTestId('school-form-dialog');
    await expect(dialog).toBeVisible();
    await page.getByTestId('school-form-submit').click();
    await expect(dialog).toContainText('请输入学校名称');
    await expect(dialog).toContainText('请输入园长登录账号');
    await page.getByTestId('school-form-name').fill('西湖幼儿园');
    await page.getByTestId('school-form-region').locator('input').fill('浙江省杭州市西湖区');
    await page.getByTestId('school-form-type').click();
    await dropdown(page).locator('.ant-select-item-option', { hasText: '普惠性民办园' }).click();
    await page.getByTestId('school-form-contact').fill('孙老师');
    await page.getByTestId('school-form-contact-phone').fill('13700000000');
    await page.getByTestId('school-form-login-title').fill('西湖智慧幼儿园');
    await page.getByTestId('school-form-admin-name').fill('孙园长');
    await page.getByTestId('school-form-admin-phone').fill('13600000001');
    await page.getByTestId('school-form-admin-login').fill('xihu');
    await page.getByTestId('school-form-submit').click();

    const created = page.getByTestId('school-created-dialog');
    await expect(created).toBeVisible();
    await expect(page.getByTestId('school-created-login')).toHaveText('xihu');
    const password = ((await page.getByTestId('school-created-password').textContent()) ?? '').trim();
    expect(password).toMatch(/^(?=.*[A-Za-z])(?=.*\d).{10}$/);
    await page.getByTestId('school-created-done').click();
    await expect(created).toBeHidden();
    const row = rows.filter({ hasText: '西湖幼儿园' });
    await expect(row).toContainText('普惠性民办园');
    await expect(row).toContainText('1 个');
    await expect(row.locator('[data-testid^="school-state-"]')).toContainText('使用中');

    // The new principal signs in and sees the school's name in the header.
    const principal = await browser.newPage();
    await principal.goto('/login');
    await submitPasswordLogin(principal, 'xihu', password);
    await expect(principal).toHaveURL(/\/indexHome$/);
    await expect(principal.getByTestId('school-name')).toHaveText('西湖幼儿园');

    // Extend the service by 30 days: the new end date is shown before saving.
    const serviceCell = row.locator('[data-testid^="school-service-"]');
    const until = ((await serviceCell.locator('.kg-service__date').textContent()) ?? '').trim();
    await row.locator('[data-testid^="school-days-"]').click();
    await expect(page.getByTestId('school-days-dialog')).toBeVisible();
    await page.getByTestId('school-days-input').fill('30');
    const extended = addDays(until, 30);
    await expect(page.getByTestId('school-days-new')).toHaveText(extended);
    await page.getByTestId('school-days-submit').click();
    await expect(toast(page, `服务已延长至 ${extended}`)).toBeVisible();
    await expect(serviceCell).toContainText(extended);

    // Stop it: a confirm, then its principal is signed out and cannot sign in again.
    await row.locator('[data-testid^="school-status-action-"]').click();
    const confirm = page.locator('.kg-school-status-confirm');
    await expect(confirm).toContainText('停用后该校所有账号将立即退出且无法登录');
    await confirm.getByRole('button', { name: '确定' }).click();
    await expect(toast(page, '已停用 西湖幼儿园')).toBeVisible();
    await expect(row.locator('[data-testid^="school-state-"]')).toContainText('已停用');
    await expect(row.locator('[data-testid^="school-status-action-"]')).toContainText('启用');

    // Their next call answers 401 and the app returns to the login page.
    await principal.goto('/School/Settings');
    await expect(principal).toHaveURL(/\/login/);
    await submitPasswordLogin(principal, 'xihu', password);
    await expect(toast(principal, /停用/)).toBeVisible();
    await expect(principal).toHaveURL(/\/login/);
    await principal.close();

    // Only stopped schools.
    await page.getByTestId('schools-status').click();
    await dropdown(page).locator('.ant-select-item-option', { hasText: '已停用' }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('西湖幼儿园');
  });

  test('本园设置: a school administrator renames the school, sets the login title and template; /hxlogin?school shows them', async ({
    page,
  }) => {
    try {
      const session = await openAs(page, 'rainbow', '/School/Settings');
      await expect(page.getByTestId('page-school-settings')).toBeVisible();
      await expect(page.getByTestId('settings-name')).toHaveValue(RAINBOW);
      await expect(page.getByTestId('settings-service')).toContainText('2028-08-31');

      // The logo: a picture of this school, uploaded and shown in the login preview.
      await choosePicture(page, page.getByTestId('settings-logo'), 'logo.png');
      await expect(page.getByTestId('settings-logo').locator('img')).toHaveAttribute(
        'src',
        /^\/files\/[0-9a-f-]{36}$/,
      );
      await expect(page.getByTestId('settings-preview').locator('img')).toHaveAttribute('src', /^\/files\//);

      await page.getByTestId('settings-name').fill('彩虹双语幼儿园');
      await page.getByTestId('settings-login-title').fill('彩虹智慧成长平台');
      await page.getByTestId('settings-template').getByText('模板五').click();
      await expect(page.getByTestId('settings-preview')).toContainText('彩虹智慧成长平台');
      await page.getByTestId('settings-submit').click();
      await expect(toast(page, '保存成功')).toBeVisible();
      // The header follows at once.
      await expect(page.getByTestId('school-name')).toHaveText('彩虹双语幼儿园');

      // Saved: the logo is there after a reload.
      await page.reload();
      await expect(page.getByTestId('settings-logo').locator('img')).toHaveAttribute('src', /^\/files\//);
      await expect(page.getByTestId('settings-name')).toHaveValue('彩虹双语幼儿园');

      // An empty name is refused in the form.
      await page.getByTestId('settings-name').fill('');
      await page.getByTestId('settings-submit').click();
      await expect(page.getByTestId('page-school-settings')).toContainText('请输入学校名称');

      // The school's branded login page, by its link.
      const link = ((await page.getByTestId('settings-brand-link').textContent()) ?? '').trim();
      expect(link).toMatch(new RegExp(`/hxlogin\\?school=${session.user.SchoolId}$`));
      const visitor = await page.context().browser()!.newPage();
      await visitor.goto(new URL(link).pathname + new URL(link).search);
      await expect(visitor.getByTestId('login-title')).toHaveText('彩虹智慧成长平台');
      await expect(visitor.getByTestId('login-subtitle')).toHaveText('彩虹双语幼儿园');
      await visitor.close();

      // A teacher has no 本园设置.
      const stored = await page.request.get(API.schools.settings.path, {
        headers: { Authorization: `Bearer ${(await apiLogin(page.request, 'teacher')).token}` },
      });
      expect(stored.status()).toBe(403);
    } finally {
      await restoreRainbow(page.request);
    }
  });
});
