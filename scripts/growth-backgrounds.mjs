/**
 * Writes the printed form of each library background (apps/web/public/growth/backgrounds/
 * <key>.print.jpg, PRINTED_BACKGROUND_WIDTH px wide) from its SVG, with sharp (librsvg). Run
 * after changing a background:
 *   node scripts/growth-backgrounds.mjs
 * apps/server/src/seed/growth-assets.test.ts fails when a background has no printed form of
 * that width and the SVG's shape.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// sharp is the server's dependency (thumbnails); this script borrows it from there.
const sharp = createRequire(path.join(root, 'apps/server/package.json'))('sharp');
const WIDTH = 1240; // PRINTED_BACKGROUND_WIDTH in packages/contracts/src/growth-assets.ts

const folder = path.join(root, 'apps/web/public/growth/backgrounds');
const svgs = readdirSync(folder).filter((name) => name.endsWith('.svg'));
for (const name of svgs) {
  const svg = readFileSync(path.join(folder, name));
  // Rasterised at the printed size (the SVG is 595 pt wide), not scaled up from 72 dpi.
  const jpeg = await sharp(svg, { density: (72 * WIDTH) / 595 })
    .resize({ width: WIDTH })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
  writeFileSync(path.join(folder, name.replace(/\.svg$/, '.print.jpg')), jpeg);
}
console.log(`wrote ${svgs.length} printed backgrounds to ${path.relative(root, folder)}`);
