// `npm start`: installs what is missing, builds the web app, then runs the server on
// http://localhost:8080 (PGlite under ./data, demo school seeded on first start).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureInstalled, ensureWebBuilt, root } from './setup.mjs';

ensureInstalled();
ensureWebBuilt();

const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { DATA_DIR: path.join(root, 'data'), LOG_PRETTY: '1', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
