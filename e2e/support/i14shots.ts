import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/** Screenshots for a person to look at (issue 14, reports and growth records), not compared. */
export function i14Shooter(page: Page) {
  const dir = path.resolve(import.meta.dirname, '../../.tmp/shots/i14-reports');
  mkdirSync(dir, { recursive: true });
  return (name: string, opts: { full?: boolean } = {}) =>
    page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: opts.full ?? false });
}
