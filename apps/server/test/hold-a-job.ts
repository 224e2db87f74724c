// A print worker that takes one job and never finishes it: the queue test SIGKILLs this process
// while it holds the job, as a crashed worker would (issue 21). Argv: the database URL.
import { JobName } from '../src/jobs/job-queue';
import { PgBossJobQueue } from '../src/jobs/pg-boss-queue';

const queue = new PgBossJobQueue({
  queue: 'postgres',
  leaseSeconds: 10,
  retryLimit: 2,
  jobTimeoutSeconds: 60,
  databaseUrl: process.argv[2]!,
});
await queue.start();
await queue.work(JobName.printReport, 1, async (data) => {
  process.stdout.write(`held ${data.seq}\n`);
  await new Promise(() => {});
});
process.stdout.write('ready\n');
