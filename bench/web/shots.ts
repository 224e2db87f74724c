/**
 * Screenshots of the login page and 首页 on a laptop and a phone, to compare a build before
 * and after a change by eye (`--shots DIR`). Motion is reduced so nothing is caught mid-fade.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { AUTH_MESSAGES } from '@kg/contracts';
import { DEMO_PASSWORD } from '@kg/server/src/seed/demo';
import type { Browser } from 'playwright-core';

const SIZES = { laptop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;

export async function screenshots(browser: Browser, base: string, dir: string) {
  mkdirSync(dir, { recursive: true });
  for (const [size, viewport] of Object.entries(SIZES)) {
    const context = await browser.newContext({
      viewport,
      locale: 'zh-CN',
      timezoneId: 'Asia/Shanghai',
      reducedMotion: 'reduce',
      isMobile: size === 'phone',
      hasTouch: size === 'phone',
    });
    const page = await context.newPage();
    await page.goto(`${base}/login`);
    await page.getByTestId('login-account').waitFor({ state: 'visible' });
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.join(dir, `login-${size}.png`), fullPage: true });
    // The empty form's messages, as a first click on 登录 shows them.
    await page.getByTestId('login-submit').click();
    await page.getByText(AUTH_MESSAGES.accountRequired, { exact: true }).waitFor({ state: 'visible' });
    await page.screenshot({ path: path.join(dir, `login-empty-${size}.png`), fullPage: true });
    await page.getByTestId('login-account').fill('admin');
    await page.getByTestId('login-password').fill(DEMO_PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('page-index-home').waitFor({ state: 'visible' });
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.join(dir, `home-${size}.png`), fullPage: true });
    await context.close();
  }
}
