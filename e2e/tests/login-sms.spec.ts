import { API } from '@kg/contracts';
import { ACCOUNTS } from '../support/accounts';
import { lastSmsCode } from '../support/api';
import { expect, test } from '../support/fixtures';
import { toast } from '../support/ui';

/** Uses the teacher's phone once for a login code (one SMS per phone and purpose per 60 s). */
test.describe('SMS-code login', () => {
  test('A17 A22 A23 A24 A25 A26 A27 A28 Q02: phone checks, 发送成功 with countdown, 请勿重复点击, then login with the code', async ({
    page,
  }) => {
    const phone = ACCOUNTS.teacher.phone;
    const sends: URL[] = [];
    page.on('request', (r) => {
      if (r.url().includes(API.auth.sendCode.path)) sends.push(new URL(r.url()));
    });
    await page.goto('/login');
    await page.getByTestId('login-tab-sms').click();
    const send = page.getByTestId('login-send-code');
    await expect(send).toHaveText('获取验证码');

    // A24: an empty phone is refused and nothing is sent.
    await send.click();
    await expect(toast(page, '手机号不能为空')).toBeVisible();
    // A23: not a mainland mobile number.
    await page.getByTestId('login-phone').fill('12345678901');
    await send.click();
    await expect(toast(page, '请输入正确的手机号')).toBeVisible();
    expect(sends).toHaveLength(0);

    // A25: sent, then a 60 s countdown.
    await page.getByTestId('login-phone').fill(phone);
    await send.click();
    await expect(toast(page, '发送成功')).toBeVisible();
    await expect(send).toHaveAttribute('data-counting', 'true');
    await expect(send).toHaveText(/^\d{1,2}s后重新获取$/);
    expect(sends).toHaveLength(1);
    expect(sends[0]?.searchParams.get('Phone')).toBe(phone);
    expect(sends[0]?.searchParams.get('Purpose')).toBe('login');

    // A26: a click during the countdown says 请勿重复点击 and sends nothing.
    await send.click();
    await expect(toast(page, '请勿重复点击')).toBeVisible();
    expect(sends).toHaveLength(1);

    // A22: the code is required too.
    await page.getByTestId('login-submit').click();
    await expect(page.getByText('请输入验证码', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    // A27: a 6-digit code, read from the server's test hook.
    const code = await lastSmsCode(page.request, phone, 'login');
    await page.getByTestId('login-code').fill(code);
    const loginCall = page.waitForRequest((r) => r.url().includes(API.auth.login.path));
    await page.getByTestId('login-submit').click();
    expect((await loginCall).postDataJSON()).toEqual({ name: phone, pass: '', Code: code, Type: 0, uID: 0 });
    await expect(page).toHaveURL(/\/indexHome$/);
    await expect(page.getByTestId('user-name')).toHaveText(ACCOUNTS.teacher.realName);
    await expect(page.getByTestId('welcome-notice')).toContainText(ACCOUNTS.teacher.school);
  });
});
