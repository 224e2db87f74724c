import type { AppConfig } from '../config';
import type { JobQueue } from './job-queue';
import { MemoryJobQueue } from './memory-queue';
import { PgBossJobQueue } from './pg-boss-queue';

type Log = { error(obj: object, msg: string): void };

/**
 * The queue the settings name: this process's memory (default), or pg-boss in the PostgreSQL
 * the process opened (`databaseUrl`, DATABASE_URL's unless a test cloned its own).
 */
export function configuredQueue(config: AppConfig, log: Log, databaseUrl = config.databaseUrl): JobQueue {
  if (config.jobs.queue === 'postgres') {
    if (!databaseUrl) throw new Error('JOB_QUEUE=postgres needs DATABASE_URL: the queue lives in PostgreSQL');
    return new PgBossJobQueue({
      ...config.jobs,
      databaseUrl,
      jobTimeoutSeconds: Math.ceil(config.pdf.jobTimeoutMs / 1000),
      onError: (err) => log.error({ err: String(err) }, 'job queue error'),
    });
  }
  return new MemoryJobQueue({
    retryLimit: config.jobs.retryLimit,
    onError: (err, name) => log.error({ err: String(err), queue: name }, 'background job failed'),
  });
}
