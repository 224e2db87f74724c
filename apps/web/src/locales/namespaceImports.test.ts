import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A feature's texts load with the page chunk that imports its `<feature>.i18n.ts` (the lazy
 * page waits for the namespaces its chunk registered). A file that uses a namespace's keys
 * without importing it would show raw keys when it is the first to need them.
 */
const SRC = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = sourceFiles(SRC);
const NAMESPACES = new Map(
  files.flatMap((file) => {
    const match = /export const \w+Texts = namespace\(\s*'(\w+)'/.exec(readFileSync(file, 'utf8'));
    return match?.[1] ? [[match[1], file.replace(/\.ts$/, '')] as const] : [];
  }),
);

describe('feature namespaces are imported where their keys are used', () => {
  it('finds the namespaces', () => {
    expect(NAMESPACES.size).toBeGreaterThan(15);
  });

  it('every file using a namespace key imports its .i18n module', () => {
    const missing: string[] = [];
    for (const file of files) {
      const rel = relative(SRC, file);
      if (/\.test\.tsx?$|\.i18n(\.\w+)?\.ts$|\.d\.ts$/.test(file) || /^locales\/|\/i18n\//.test(rel))
        continue;
      const text = readFileSync(file, 'utf8');
      for (const [name, module] of NAMESPACES) {
        if (!new RegExp(`['"\`]${name}\\.[A-Za-z0-9$]`).test(text)) continue;
        let path = relative(dirname(file), module);
        if (!path.startsWith('.')) path = `./${path}`;
        if (!text.includes(`'${path}'`)) missing.push(`${rel} uses ${name}.* without importing ${path}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
