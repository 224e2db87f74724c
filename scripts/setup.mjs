// Shared by start.mjs and test.mjs: install dependencies and build the web app when needed.
// Uses only Node built-ins, because it runs before anything is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

/** Runs a command in the repository root, inheriting output; exits on failure. */
export function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...opts.env } });
  if (res.status !== 0 && !opts.allowFailure) {
    console.error(`\n✖ ${cmd} ${args.join(' ')} failed (exit ${res.status})`);
    process.exit(res.status ?? 1);
  }
  return res.status ?? 1;
}

function newest(dir) {
  if (!existsSync(dir)) return 0;
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

/**
 * Installs when node_modules is missing or older than the lock file. `npm install`, not
 * `npm ci`: npm 11's ci refuses lock files that omit other platforms' optional packages
 * (npm/cli#8320), while install honours the locked versions all the same.
 */
export function ensureInstalled() {
  const marker = path.join(root, 'node_modules/.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('› Installing dependencies…');
  run('npm', ['install', '--no-audit', '--no-fund']);
}

/** Builds apps/web into apps/web/dist when the build is missing or older than its sources. */
export function ensureWebBuilt({ force = false } = {}) {
  const index = path.join(root, 'apps/web/dist/index.html');
  const sources = Math.max(
    newest(path.join(root, 'apps/web/src')),
    newest(path.join(root, 'packages/contracts/src')),
    statSync(path.join(root, 'apps/web/index.html')).mtimeMs,
  );
  if (!force && existsSync(index) && statSync(index).mtimeMs >= sources) return;
  console.log('› Building the web app…');
  run('npm', ['run', 'build', '-w', '@kg/web']);
}
