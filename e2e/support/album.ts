import { expect, type Page } from '@playwright/test';
import { phonePhoto } from './themes';
import { toast } from './ui';

/**
 * The child photo library (幼儿相册, /ChildPhotos) in the journeys: its tiles and 上传照片 as a
 * teacher does it (the area and children chosen first, the files picked at once).
 */

export const tiles = (page: Page) => page.getByTestId('photo-grid').getByTestId('photo-tile');
/** photos uploaded to the album (the only ones it can delete) */
export const libraryTiles = (page: Page) =>
  page.getByTestId('photo-grid').locator('[data-testid="photo-tile"][data-source="1"]');
/** photos of growth records and theme evaluations, shown read-only */
export const derivedTiles = (page: Page) =>
  page.getByTestId('photo-grid').locator('[data-testid="photo-tile"]:not([data-source="1"])');
/** the class's photo count in the album's header */
export const albumTotal = async (page: Page) =>
  Number((await page.getByTestId('photo-total').textContent())!.replace(/\D/g, ''));

/** Phone photos (4032×3024 JPEGs drawn in the page) under the given names, for the file input. */
export async function phonePhotos(page: Page, names: string[]) {
  const bytes = await phonePhoto(page);
  return names.map((name) => ({ name, mimeType: 'image/jpeg', buffer: bytes }));
}

export type TUploadTags = {
  dimension?: number;
  children?: string[];
  /** called with the dialog ready and again while the files go (screenshots) */
  onStage?: (stage: 'dialog' | 'uploading') => Promise<void>;
};

/** 上传照片 with the area and children chosen first (or not): 已添加 n 张照片, the dialog gone. */
export async function uploadToAlbum(page: Page, names: string[], tags: TUploadTags = {}) {
  await page.getByTestId('photo-upload').click();
  const dialog = page.getByTestId('photo-upload-dialog');
  await expect(dialog).toBeVisible();
  if (tags.dimension !== undefined) await dialog.getByTestId(`upload-dimension-${tags.dimension}`).click();
  for (const name of tags.children ?? []) await dialog.locator('.kg-cp-face', { hasText: name }).click();
  await tags.onStage?.('dialog');
  const added = expect(toast(page, `已添加 ${names.length} 张照片`)).toBeVisible({ timeout: 90_000 });
  await dialog.getByTestId('upload-input').setInputFiles(await phonePhotos(page, names));
  // Each file shows its own state while it goes.
  await expect(dialog.getByTestId('upload-item')).toHaveCount(names.length);
  await tags.onStage?.('uploading');
  // The dialog closes once every file is stored (a toast of an earlier upload may still show).
  await expect(dialog).toBeHidden({ timeout: 90_000 });
  await added;
}
