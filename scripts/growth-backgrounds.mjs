/**
 * Writes the printed form of each library background (apps/web/public/growth/backgrounds/
 * <key>.print.jpg, PRINTED_BACKGROUND_WIDTH px wide) from its SVG, with sharp (librsvg). Run
 * after changing a background:
 *   node scripts/growth-backgrounds.mjs
 * apps/server/src/seed/growth-assets.test.ts fails when a background has no printed form of
 * that width and the SVG's shape.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { loadGrowthAssets, root } from './growth-assets.mjs';

// sharp is the server's dependency (thumbnails); this script borrows it from there.
const sharp = createRequire(path.join(root, 'apps/server/package.json'))('sharp');
const { BACKGROUNDS, backgroundUrl, PRINTED_BACKGROUND_WIDTH, printedBackground } = await loadGrowthAssets();

const publicDir = path.join(root, 'apps/web/public');
for (const { key } of BACKGROUNDS) {
  const svg = readFileSync(path.join(publicDir, backgroundUrl(key)));
  // Rasterised at the printed size (the SVG is 595 pt wide), not scaled up from 72 dpi.
  const jpeg = await sharp(svg, { density: (72 * PRINTED_BACKGROUND_WIDTH) / 595 })
    .resize({ width: PRINTED_BACKGROUND_WIDTH })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
  writeFileSync(path.join(publicDir, printedBackground(backgroundUrl(key))), jpeg);
}
console.log(`wrote ${BACKGROUNDS.length} printed backgrounds to apps/web/public/growth/backgrounds`);
