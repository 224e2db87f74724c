// Shared by start.mjs, test.mjs and the ops scripts: bring the project's Node, install
// dependencies and build what is missing. Uses only Node built-ins, because it runs before
// anything is installed, on whatever Node the machine has (20 on ours).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

/** The Node the product runs on: the root devDependency `node` (the npm registry's Node binary). */
export const NODE_VERSION = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).devDependencies
  .node;
const installedNode = path.join(root, 'node_modules/node/bin/node');

function versionOf(node) {
  if (!existsSync(node)) return undefined;
  const res = spawnSync(node, ['-p', 'process.versions.node'], { encoding: 'utf8' });
  return res.status === 0 ? res.stdout.trim() : undefined;
}

/**
 * A Node binary of NODE_VERSION before node_modules exists, so that the first install already
 * runs on it (npm checks `engines` against the Node it runs on). Fetched once from the npm
 * registry as the same platform package the `node` devDependency installs, into .tmp/.
 */
function bootstrapNode() {
  const platform = process.platform === 'win32' ? 'win' : process.platform;
  const prefix = process.platform === 'darwin' && process.arch === 'arm64' ? 'node-bin' : 'node';
  const name = `${prefix}-${platform}-${process.arch}`;
  const dir = path.join(root, `.tmp/node-${NODE_VERSION}`);
  const binary = path.join(dir, 'package/bin/node');
  if (versionOf(binary) === NODE_VERSION) return binary;
  console.log(`› Fetching Node ${NODE_VERSION} (${name}) from the npm registry…`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  run('npm', ['pack', `${name}@${NODE_VERSION}`, '--pack-destination', dir, '--silent']);
  const tarball = path.join(dir, `${name}-${NODE_VERSION}.tgz`);
  run('tar', ['-xzf', tarball, '-C', dir]);
  rmSync(tarball);
  if (versionOf(binary) !== NODE_VERSION) {
    console.error(`✖ ${binary} is not Node ${NODE_VERSION}`);
    process.exit(1);
  }
  return binary;
}

/**
 * Runs the calling script again on the project's Node when the machine started it on another
 * one (a fresh clone: `npm test` finds no node_modules/.bin/node yet, so the machine's `node`
 * runs it). The child gets a PATH whose `node` is the project's, so npm, npx and every tool
 * they start run on it too. Resolves only when already on the project's Node; otherwise this
 * process ends with the child's exit code.
 */
export function ensureProjectNode() {
  if (process.versions.node === NODE_VERSION) return Promise.resolve();
  const node = versionOf(installedNode) === NODE_VERSION ? installedNode : bootstrapNode();
  const env = {
    ...process.env,
    PATH: [path.dirname(node), path.join(root, 'node_modules/.bin'), process.env.PATH].join(path.delimiter),
  };
  const child = spawn(node, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit', env });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return new Promise(() => {});
}

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

/** Builds apps/server into apps/server/dist (plain JavaScript) when missing or older than its sources. */
export function ensureServerBuilt({ force = false } = {}) {
  const main = path.join(root, 'apps/server/dist/main.js');
  const sources = Math.max(
    newest(path.join(root, 'apps/server/src')),
    newest(path.join(root, 'packages/contracts/src')),
    statSync(path.join(root, 'apps/server/build.mjs')).mtimeMs,
    statSync(path.join(root, 'apps/server/package.json')).mtimeMs,
  );
  if (!force && existsSync(main) && statSync(main).mtimeMs >= sources) return;
  console.log('› Building the server…');
  run(process.execPath, [path.join(root, 'apps/server/build.mjs')]);
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
