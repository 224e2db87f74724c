import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 15: an endpoint's path is written once, in packages/contracts/src/api. Anywhere else
 * (the web, the server's modules, the API tests, the browser tests) calls it by name. This
 * test fails when a path literal comes back.
 */
const ROOT = join(__dirname, '../../../..');
const SCANNED = ['apps/web/src', 'apps/server/src', 'apps/server/test', 'e2e/tests', 'e2e/support', 'bench'];
const LITERAL = /['"`]\/(api|pdfapi)\//;
/**
 * What may stay, and why: the http client's unit tests call made-up paths (/api/x); the plugin
 * tests name paths that must not exist (/api/nothing/here, /api/undeclared) and the API docs;
 * the server and the journeys test a prefix (startsWith('/api/')), not an endpoint.
 */
const ALLOWED = [
  /['"`]\/api\/[a-z]['"`?]/,
  /\/api\/(nothing|undeclared|uncatalogued|missing|docs)\b/,
  /startsWith\(['"`]\/(api|pdfapi)\/['"`]\)/,
];

function files(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...files(path));
    else if (/\.(ts|tsx|mjs)$/.test(name)) out.push(path);
  }
  return out;
}

describe('endpoint paths are written once (issue 15)', () => {
  it('finds no /api/ or /pdfapi/ path literal outside the catalogue', () => {
    const found: string[] = [];
    for (const dir of SCANNED) {
      for (const file of files(join(ROOT, dir))) {
        if (file === __filename) continue;
        readFileSync(file, 'utf8')
          .split('\n')
          .forEach((line, i) => {
            if (LITERAL.test(line) && !ALLOWED.some((ok) => ok.test(line)))
              found.push(`${relative(ROOT, file)}:${i + 1}: ${line.trim()}`);
          });
      }
    }
    expect(found).toEqual([]);
  });
});
