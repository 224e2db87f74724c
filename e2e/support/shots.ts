import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';

/**
 * Screenshots for a person to look at (never compared with anything) are taken when asked:
 * `E2E_SHOTS=1 npx playwright test …` writes them under .tmp/shots. A run without it (CI) skips
 * them and the waits before them: about 170 full-page PNGs per run that nobody opens there.
 */
export const SHOTS_ON = process.env.E2E_SHOTS === '1';

/** A screenshot of a page (whole page with `fullPage`) or of one element, when shots are on. */
export async function shot(target: Page | Locator, file: string, opts: { fullPage?: boolean } = {}) {
  if (!SHOTS_ON) return;
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  if ('mainFrame' in target) await target.screenshot({ path: file, fullPage: opts.fullPage ?? false });
  else await target.screenshot({ path: file });
}
