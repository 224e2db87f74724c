import type { Locator, Page } from '@playwright/test';

/** An 8×8 teal PNG: a real picture the browser can scale and the server can re-encode. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGPgn92HFTEMLQkAWspOARqjfoAAAAAASUVORK5CYII=',
  'base64',
);

/** Picks a picture through the file chooser an upload card opens. */
export async function choosePicture(page: Page, card: Locator, name = 'photo.png') {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), card.click()]);
  await chooser.setFiles({ name, mimeType: 'image/png', buffer: TINY_PNG });
}
