import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Names the web build: its index.html lists the hashed bundles, so it changes with every
 * layout change and a stored PDF of the old layout is not served again.
 */
export function webBuildId(webDist: string): string {
  try {
    const html = readFileSync(path.join(webDist, 'index.html'));
    return createHash('sha256').update(html).digest('hex').slice(0, 16);
  } catch {
    return 'no-web-build';
  }
}
