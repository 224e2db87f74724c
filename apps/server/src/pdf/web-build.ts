import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The print browser's page in the web build (issue 16): only the report code. */
export const PRINT_ENTRY = 'report.html';

/**
 * Names the web build: its index.html and report.html list the hashed bundles, so they change
 * with every layout change and a stored PDF of the old layout is not served again.
 */
export function webBuildId(webDist: string): string {
  const hash = createHash('sha256');
  let found = false;
  for (const page of ['index.html', PRINT_ENTRY]) {
    try {
      hash.update(readFileSync(path.join(webDist, page)));
      found = true;
    } catch {
      // a build without a print page still has a name
    }
  }
  return found ? hash.digest('hex').slice(0, 16) : 'no-web-build';
}

/** `/report.html` when this web build has the print page; else null (every report loads its route). */
export function printEntryOf(webDist: string): string | null {
  return existsSync(path.join(webDist, PRINT_ENTRY)) ? `/${PRINT_ENTRY}` : null;
}
