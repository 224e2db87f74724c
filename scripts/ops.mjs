// `npm run backup` / `restore` / `files:to-s3` / `migrate` / `worker`: the compiled operations beside the server, on the
// project's Node (README "Backup and restore"). Arguments after `--` are passed on.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureInstalled, ensureProjectNode, ensureServerBuilt, root } from './setup.mjs';

const [command, ...args] = process.argv.slice(2);
/** The compiled entry of each command (the worker is a long-running process, the others end). */
const ENTRIES = {
  backup: 'ops/backup-cli.js',
  restore: 'ops/restore-cli.js',
  'files-to-s3': 'ops/files-to-s3-cli.js',
  migrate: 'ops/migrate-cli.js',
  worker: 'worker.js',
};
if (!(command in ENTRIES)) {
  console.error(`usage: node scripts/ops.mjs ${Object.keys(ENTRIES).join('|')} [options]`);
  process.exit(2);
}
await ensureProjectNode();
ensureInstalled();
ensureServerBuilt();
const res = spawnSync(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'apps/server/dist', ENTRIES[command]), ...args],
  // INIT_CWD (where the user typed the command) is kept: relative paths count from there.
  { cwd: root, stdio: 'inherit', env: { INIT_CWD: process.cwd(), ...process.env } },
);
process.exit(res.status ?? 1);
