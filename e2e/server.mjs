// Starts the real server for the browser tests on a fresh PGlite data directory: the compiled
// server that `npm start` runs (playwright.config.ts builds it once, before the servers start).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// One folder per port, so two runs on different ports never delete each other's data.
const dataDir = path.join(root, `.tmp/e2e-data-${process.env.PORT ?? '8090'}`);
rmSync(dataDir, { recursive: true, force: true });
const child = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
