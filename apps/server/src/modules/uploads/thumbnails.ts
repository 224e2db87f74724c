import { THUMBNAIL_WIDTHS } from '@kg/contracts';
import sharp from 'sharp';
import type { FileStore } from './file-store';
import type { TStoredFile } from './uploads.repository';

/** The served width for a requested one: the next listed width up (the largest at most). */
export function servedWidth(asked: number): number {
  return THUMBNAIL_WIDTHS.find((w) => w >= asked) ?? Math.max(...THUMBNAIL_WIDTHS);
}

const SCALABLE = new Set(['image/jpeg', 'image/png', 'image/webp']);

/**
 * A picture at `width`, made once and kept beside the original (`<key>.w<width>.jpg`): a
 * printed roster embeds 25 thumbnails, not 25 phone photos. Null for files that are not
 * scalable pictures (the original is served then).
 */
export async function openThumbnail(store: FileStore, file: TStoredFile, width: number) {
  if (!SCALABLE.has(file.mime)) return null;
  const key = `${file.storageKey}.w${width}.jpg`;
  const kept = await store.open(key);
  if (kept) return kept;
  const original = await store.read(file.storageKey).catch(() => null);
  if (!original) return null;
  const data = await sharp(original)
    .resize({ width, withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  // Two readers asking at once both make it; the second write finds the file there.
  await store.put(key, data).catch((err: NodeJS.ErrnoException) => {
    if (err.code !== 'EEXIST') throw err;
  });
  return store.open(key);
}
