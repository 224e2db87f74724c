// The growth-asset definitions (packages/contracts/src/growth-assets.ts) for the scripts that
// write the shipped files from them (growth-plates.mjs, growth-backgrounds.mjs): one definition.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function loadGrowthAssets() {
  const source = readFileSync(path.join(root, 'packages/contracts/src/growth-assets.ts'), 'utf8');
  const { code } = await transform(source, { loader: 'ts', format: 'esm' });
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}
