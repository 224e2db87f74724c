/**
 * Writes the plate thumbnails (apps/web/public/growth/plates/plate-<id>.svg) from the plate
 * geometry in packages/contracts/src/growth-assets.ts (plateSvg). Run after changing a plate:
 *   node scripts/growth-plates.mjs
 * apps/server/src/seed/growth-assets.test.ts fails when a file and its geometry disagree.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadGrowthAssets, root } from './growth-assets.mjs';

const assets = await loadGrowthAssets();

const folder = path.join(root, 'apps/web/public/growth/plates');
mkdirSync(folder, { recursive: true });
for (const plate of assets.PLATES) {
  writeFileSync(path.join(folder, `plate-${plate.Id}.svg`), `${assets.plateSvg(plate)}\n`);
}
console.log(`wrote ${assets.PLATES.length} plate thumbnails to ${path.relative(root, folder)}`);
