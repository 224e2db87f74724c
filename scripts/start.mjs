// `npm start`: brings the project's Node, installs what is missing, builds the web app and the
// server, then runs the compiled server on http://localhost:8080 (PGlite under ./data, demo
// school seeded on first start).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureInstalled, ensureProjectNode, ensureServerBuilt, ensureWebBuilt, root } from './setup.mjs';

await ensureProjectNode();
ensureInstalled();
ensureWebBuilt();
ensureServerBuilt();

const child = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { DATA_DIR: path.join(root, 'data'), LOG_PRETTY: '1', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
