import { API } from '@kg/contracts';
import { account, DEMO_PASSWORD } from '../support/accounts';
import { apiChangePassword, apiLogin, lastSmsCode } from '../support/api';
import { expect, ownSchool, test } from '../support/fixtures';
import { submitPasswordLogin } from '../support/session';
import { toast } from '../support/ui';

// The doctor's password is reset: in a copy of the demo school, so no other journey signs in with it.
ownSchool('sunshine');

const NEW_PASSWORD = 'Growth2027ok';

/** Uses the doctor's phone once for a reset code; the old password is put back at the end. */
test.describe('find password', () => {
  test('A19 A24 A25: reset the password with an SMS code, then sign in with the new one', async ({
    page,
  }) => {
    const { name, phone, realName } = account('doctor');
    await page.goto('/login');
    await page.getByTestId('login-forgot').click();
    const dialog = page.getByTestId('find-password-dialog');
    await expect(dialog).toBeVisible();
    await expect(page.getByText('找回密码', { exact: true })).toBeVisible();

    await page.getByTestId('find-send-code').click();
    await expect(toast(page, '手机号不能为空')).toBeVisible();

    const sent = page.waitForRequest((r) => r.url().includes(API.auth.sendCode.path));
    await page.getByTestId('find-phone').fill(phone);
    await page.getByTestId('find-send-code').click();
    expect(new URL((await sent).url()).searchParams.get('Purpose')).toBe('reset');
    await expect(toast(page, '发送成功')).toBeVisible();
    await expect(page.getByTestId('find-send-code')).toHaveAttribute('data-counting', 'true');

    const code = await lastSmsCode(page.request, phone, 'reset');
    await page.getByTestId('find-code').fill(code);
    await page.getByTestId('find-new-password').fill(NEW_PASSWORD);
    await page.getByTestId('find-confirm-password').fill(`${NEW_PASSWORD}x`);
    await page.getByTestId('find-submit').click();
    await expect(dialog.getByText('两次输入的密码不一致')).toBeVisible();

    await page.getByTestId('find-confirm-password').fill(NEW_PASSWORD);
    await page.getByTestId('find-submit').click();
    await expect(toast(page, '密码已重置，请使用新密码登录')).toBeVisible();
    await expect(dialog).toBeHidden();

    // The old password no longer works; the new one does.
    await submitPasswordLogin(page, name, DEMO_PASSWORD);
    await expect(toast(page, '用户名或密码错误')).toBeVisible();
    await expect(page.getByTestId('login-submit')).toHaveText('重新登录');
    await page.getByTestId('login-password').fill(NEW_PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/indexHome$/);
    await expect(page.getByTestId('user-name')).toHaveText(realName);

    // Leave the demo account as the seed made it.
    const { token } = await apiLogin(page.request, name, { password: NEW_PASSWORD });
    await apiChangePassword(page.request, token, { OldPassword: NEW_PASSWORD, NewPassword: DEMO_PASSWORD });
    await apiLogin(page.request, name);
  });
});
