import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRINT_ENTRY, printEntryOf } from './web-build';

/** The web build the print browser loads (npm test builds it first). */
const webDist = path.resolve(import.meta.dirname, '../../../web/dist');
if (!existsSync(path.join(webDist, 'index.html')))
  throw new Error(`no web build in ${webDist}: run "npm run build" (npm test does) before the PDF tests`);

const read = (file: string) => readFileSync(path.join(webDist, file), 'utf8');

/**
 * Every script a page can load: its own, then whatever those name (static imports, lazy
 * imports, the preload lists). Names are followed by text, so this is an upper bound.
 */
function scriptsOf(page: string): Set<string> {
  const seen = new Set<string>();
  const queue = [...read(page).matchAll(/\/assets\/([\w.-]+\.js)/g)].map((m) => m[1]!);
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    for (const m of read(`assets/${name}`).matchAll(/(?:\.\/|assets\/)([\w.-]+\.js)/g)) queue.push(m[1]!);
  }
  return seen;
}

const entryScript = (page: string) =>
  /<script type="module"[^>]*src="\/assets\/([\w.-]+\.js)"/.exec(read(page))?.[1];

describe('the print page (issue 16)', () => {
  it('is in the web build, and the print engine finds it', () => {
    expect(printEntryOf(webDist)).toBe(`/${PRINT_ENTRY}`);
  });

  it("loads the report code and none of the app shell's", () => {
    const app = entryScript('index.html');
    const shell = [...scriptsOf('index.html')].filter((name) =>
      /["'`]app-shell["'`]/.test(read(`assets/${name}`)),
    );
    expect(app).toBeTruthy();
    expect(shell.length).toBeGreaterThan(0);
    const print = scriptsOf(PRINT_ENTRY);
    // Both reports are reachable from it ...
    expect([...print].some((name) => name.startsWith('ClassRosterReport-'))).toBe(true);
    expect([...print].some((name) => name.startsWith('GrowingFootprintReport-'))).toBe(true);
    // ... and neither the app's entry nor any script with the shell in it.
    expect(print.has(app!)).toBe(false);
    for (const name of shell) expect(print.has(name)).toBe(false);
  });
});
