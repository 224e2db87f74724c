// `npm run backup` / `npm run restore` / `npm run files:to-s3`: the compiled operations beside the server, on the
// project's Node (README "Backup and restore"). Arguments after `--` are passed on.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureInstalled, ensureProjectNode, ensureServerBuilt, root } from './setup.mjs';

const [command, ...args] = process.argv.slice(2);
if (!['backup', 'restore', 'files-to-s3'].includes(command)) {
  console.error('usage: node scripts/ops.mjs backup|restore|files-to-s3 [options]');
  process.exit(2);
}
await ensureProjectNode();
ensureInstalled();
ensureServerBuilt();
const res = spawnSync(
  process.execPath,
  ['--enable-source-maps', path.join(root, `apps/server/dist/ops/${command}-cli.js`), ...args],
  // INIT_CWD (where the user typed the command) is kept: relative paths count from there.
  { cwd: root, stdio: 'inherit', env: { INIT_CWD: process.cwd(), ...process.env } },
);
process.exit(res.status ?? 1);
