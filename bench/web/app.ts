/**
 * The real server for the web benchmark: buildApp on PGlite in a temp data directory with the
 * demo school, serving the built web app (apps/web/dist) on 127.0.0.1:<port>.
 */
import { randomBytes } from 'node:crypto';
import { buildApp } from '@kg/server/src/app';
import { loadConfig } from '@kg/server/src/config';
import { openDatabase } from '@kg/server/src/db/client';
import { seedDemo } from '@kg/server/src/seed/demo';
import { defer } from '../pdf/lifecycle';

const HOST = '127.0.0.1';

export async function startServer(dataDir: string, webDist: string, port: number): Promise<string> {
  const handle = await openDatabase({ dataDir });
  defer('PGlite', () => handle.close());
  await seedDemo(handle.db);
  const config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('base64url'),
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
    }),
    host: HOST,
    port,
    loginRateLimitPerMinute: 10_000,
    webDist,
  };
  const app = await buildApp({ config, handle, logger: false });
  defer('app', () => app.close());
  await app.listen({ host: HOST, port });
  return `http://${HOST}:${port}`;
}
