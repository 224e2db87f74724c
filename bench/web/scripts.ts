/**
 * What a screen costs in JavaScript: the scripts the page requested, each sized as the gzip
 * of the built file in apps/web/dist (the server sends them uncompressed; a proxy or CDN in
 * front of it gzips them, so gzip is the size a person's browser downloads).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page, Request } from 'playwright-core';

export type Script = { file: string; bytes: number; gzip: number };

/** Level 9, as Vite's own build report sizes its chunks. */
export function gzipSize(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

const isScript = (request: Request) => new URL(request.url()).pathname.endsWith('.js');

/**
 * Records every .js the page asks for (modulepreload links and imports alike) from now on.
 * `take()` returns the ones requested so far and starts a new list.
 */
export function recordScripts(page: Page, dist: string) {
  let seen: Script[] = [];
  const known = new Set<string>();
  page.on('request', (request) => {
    if (!isScript(request)) return;
    const pathname = new URL(request.url()).pathname;
    if (known.has(pathname)) return;
    known.add(pathname);
    const file = path.join(dist, pathname);
    seen.push({ file: pathname, bytes: readFileSync(file).length, gzip: gzipSize(file) });
  });
  return {
    take(): Script[] {
      const taken = seen;
      seen = [];
      return taken;
    },
  };
}

export const totalGzip = (scripts: Script[]) => scripts.reduce((sum, s) => sum + s.gzip, 0);
