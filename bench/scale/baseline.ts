import path from 'node:path';
import { API } from '@kg/contracts';
import { call, login, progressOf, rosterItems, startRosters, untilBatchDone } from './api';
import { freePort, logDir, spawnEntry, waitReady } from './processes';

/**
 * The baseline: the embedded default (one process, PGlite, files on disk, the in-process queue)
 * printing the same batch with as many print pages as the two workers have together.
 */
export async function embeddedBaseline(reports: number): Promise<number> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const app = spawnEntry('embedded', 'main.js', {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(logDir, 'embedded'),
    DATABASE_URL: '',
    JOB_QUEUE: 'in-process',
    PDF_CONCURRENCY: '4',
    LOG_LEVEL: 'warn',
  });
  try {
    await waitReady(base, app);
    const token = await login(base, 'admin');
    const classes = (await (await call(base, API.classes.select, {}, token)).json()) as {
      response: { Id: number; Name: string }[];
    };
    // 全园 (not a class) comes first for an administrator.
    const items = rosterItems(
      classes.response.filter((c) => c.Id > 0).map((c) => ({ id: c.Id, name: c.Name })),
      reports,
    );
    const t = performance.now();
    const jobId = await startRosters(base, token, 'baseline', items);
    const p = await untilBatchDone(() => progressOf(base, token, jobId));
    if (p.Done !== reports || p.Failed !== 0) throw new Error(`baseline batch: ${JSON.stringify(p)}`);
    return performance.now() - t;
  } finally {
    app.child.kill('SIGTERM');
    await app.exited;
  }
}
