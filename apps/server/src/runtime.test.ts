import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 16: the product and its tests run on the Node the project pins (the root devDependency
// `node`, a supported LTS), not on whatever Node the machine carries.
describe('runtime', () => {
  it('runs on the pinned Node', () => {
    const rootPackage = JSON.parse(
      readFileSync(path.resolve(import.meta.dirname, '../../../package.json'), 'utf8'),
    );
    expect(process.versions.node).toBe(rootPackage.devDependencies.node);
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24);
  });
});
