import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { DbHandle } from '../../db/client';
import { configuredQueue } from '../../jobs/configured-queue';
import type { JobQueue } from '../../jobs/job-queue';
import { TokenService } from '../../lib/tokens';
import { AuthService } from '../auth/auth.service';
import { SmsCodeService } from '../auth/sms-codes';
import { createSmsSender } from '../auth/sms-sender';
import { configuredFileStore } from '../uploads/configured-file-store';
import { workBatches } from './batch.jobs';
import { printDeps, renderSessionsFor } from './print-deps';

export type PrintWorker = { queue: JobQueue; stop(): Promise<void> };

/**
 * A print worker (`npm run worker`, issue 21): takes batch jobs from the shared queue and prints
 * them with its own Chromium pool. Its print browser opens the report pages at PDF_RENDER_ORIGIN
 * (the proxy, or any app instance): the render tokens it signs are checked there.
 */
export async function startPrintWorker(v: {
  config: AppConfig;
  handle: DbHandle;
  log: FastifyBaseLogger;
  /** tests hand in a queue of their own */
  queue?: JobQueue;
}): Promise<PrintWorker> {
  const { config, handle, log } = v;
  const origin = config.pdf.renderOrigin;
  if (!origin)
    throw new Error('a print worker needs PDF_RENDER_ORIGIN: the address of an app instance or the proxy');
  // Only to read the requester of a job again (principalOf): a worker signs no access tokens or SMS.
  const tokens = new TokenService(config.jwtSecret, config.accessTokenTtl, config.refreshTtl);
  const auth = new AuthService(
    handle.db,
    tokens,
    new SmsCodeService(config.jwtSecret, createSmsSender(config.sms, log)),
  );
  const queue = v.queue ?? configuredQueue(config, log, handle.url);
  const deps = printDeps({
    config,
    db: handle.db,
    store: configuredFileStore(config),
    auth,
    renders: renderSessionsFor(config, handle.db, auth),
    queue,
    log,
    origin: () => origin,
  });
  await queue.start();
  await workBatches(queue, deps);
  log.info(
    { instance: config.instanceId, pages: deps.engine.concurrency, origin },
    'print worker taking jobs',
  );
  return {
    queue,
    async stop() {
      await queue.stop();
      await deps.engine.close();
    },
  };
}
