import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { SHOTS_ON } from './shots';

/** Screenshots for a person to look at (issue 14, reports and growth records), not compared. */
export function i14Shooter(page: Page) {
  const dir = path.resolve(import.meta.dirname, '../../.tmp/shots/i14-reports');
  mkdirSync(dir, { recursive: true });
  return async (name: string, opts: { full?: boolean } = {}) => {
    if (!SHOTS_ON) return;
    await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: opts.full ?? false });
  };
}

/**
 * Full-page screenshots of a screen at a laptop's and a phone's size into .tmp/shots/<folder>
 * as `<name>-laptop.png` and `<name>-phone.png`; the page is left at the laptop's size.
 */
export function laptopAndPhoneShooter(folder: string) {
  const dir = path.resolve(import.meta.dirname, '../../.tmp/shots', folder);
  return async (page: Page, name: string) => {
    if (!SHOTS_ON) return;
    for (const [label, size] of [
      ['laptop', { width: 1440, height: 900 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      await page.setViewportSize(size);
      await page.screenshot({ path: path.join(dir, `${name}-${label}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1440, height: 900 });
  };
}
