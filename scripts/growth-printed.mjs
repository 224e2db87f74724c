/**
 * Writes the printed form of the shipped pictures beside their SVGs, with sharp (librsvg):
 * each library background as apps/web/public/growth/backgrounds/<key>.print.jpg
 * (PRINTED_BACKGROUND_WIDTH px wide) and each exercise illustration as
 * apps/web/public/growth/exercise/<key>.print.jpg (PRINTED_EXERCISE_WIDTH px, on its page's
 * PRINTED_EXERCISE_BACKDROP).
 * Run after changing one:
 *   node scripts/growth-printed.mjs
 * apps/server/src/seed/growth-assets.test.ts fails when a picture has no printed form of that
 * width and the SVG's shape.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { loadGrowthAssets, root } from './growth-assets.mjs';

// sharp is the server's dependency (thumbnails); this script borrows it from there.
const sharp = createRequire(path.join(root, 'apps/server/package.json'))('sharp');
const assets = await loadGrowthAssets();
const publicDir = path.join(root, 'apps/web/public');

/** Rasterised at the printed size (density from the SVG's width in pt), not scaled up from 72 dpi. */
const rasterise = (url, svgWidth, width) =>
  sharp(readFileSync(path.join(publicDir, url)), { density: (72 * width) / svgWidth }).resize({ width });

for (const { key } of assets.BACKGROUNDS) {
  const url = assets.backgroundUrl(key);
  const jpeg = await rasterise(url, 595, assets.PRINTED_BACKGROUND_WIDTH)
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
  writeFileSync(path.join(publicDir, assets.printedPicture(url)), jpeg);
}
for (const { key } of assets.EXERCISE_IMAGES) {
  const url = assets.exerciseImageUrl(key);
  const jpeg = await rasterise(url, 400, assets.PRINTED_EXERCISE_WIDTH)
    .flatten({ background: assets.PRINTED_EXERCISE_BACKDROP })
    .jpeg({ quality: 90, mozjpeg: true })
    .toBuffer();
  writeFileSync(path.join(publicDir, assets.printedPicture(url)), jpeg);
}
console.log(
  `wrote ${assets.BACKGROUNDS.length} printed backgrounds and ${assets.EXERCISE_IMAGES.length} printed exercise illustrations`,
);
