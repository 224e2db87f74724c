import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloneTemplate, testDatabaseUrl } from '../../test/database';
import type { DbHandle } from '../db/client';
import { type JobAttempt, JobName, type JobQueue } from './job-queue';
import { MemoryJobQueue } from './memory-queue';
import { PgBossJobQueue } from './pg-boss-queue';

/** Resolves when `check` holds, polling; fails the test with `what` after `ms`. */
async function until(check: () => boolean, what: string, ms = 20_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The behaviour both engines promise (issue 21): the batch code is written once for both. */
function queueContract(name: string, make: () => Promise<JobQueue>) {
  describe(`${name}: the job queue`, () => {
    const queues: JobQueue[] = [];
    const fresh = async () => {
      const q = await make();
      queues.push(q);
      await q.start();
      return q;
    };
    afterAll(async () => {
      for (const q of queues) await q.stop();
    });

    it('runs each job sent, with its data, on as many runners as asked', async () => {
      const q = await fresh();
      const seen: number[] = [];
      let running = 0;
      let most = 0;
      await q.work(JobName.printReport, 3, async (data) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, 150));
        seen.push(data.seq);
        running -= 1;
      });
      await q.sendMany(
        JobName.printReport,
        Array.from({ length: 6 }, (_, seq) => ({ jobId: 'a', seq })),
      );
      await until(() => seen.length === 6, 'six jobs');
      expect(seen.sort()).toEqual([0, 1, 2, 3, 4, 5]);
      expect(most).toBeGreaterThan(1);
      expect(most).toBeLessThanOrEqual(3);
      await q.stop();
    });

    it('tries a failing job again up to the retry limit, and says which attempt is the last', async () => {
      const q = await fresh();
      const attempts: JobAttempt[] = [];
      await q.work(JobName.bundleBatch, 1, async (_data, attempt) => {
        attempts.push(attempt);
        throw new Error('the print browser crashed');
      });
      await q.send(JobName.bundleBatch, { jobId: 'retried' });
      await until(() => attempts.length === 3, 'three attempts');
      // Nothing after the last: wait a little longer than a retry's delay.
      await new Promise((r) => setTimeout(r, 2_500));
      expect(attempts).toEqual([
        { retryCount: 0, lastAttempt: false },
        { retryCount: 1, lastAttempt: false },
        { retryCount: 2, lastAttempt: true },
      ]);
      await q.stop();
    });

    it('keeps one waiting job per singleton key (a batch is bundled once)', async () => {
      const q = await fresh();
      const ran: string[] = [];
      let release = () => {};
      const gate = new Promise<void>((r) => {
        release = r;
      });
      await q.work(JobName.bundleBatch, 1, async (data) => {
        ran.push(data.jobId);
        await gate;
      });
      await q.send(JobName.bundleBatch, { jobId: 'once' }, { singletonKey: 'once' });
      await until(() => ran.length === 1, 'the first bundle to start');
      await q.send(JobName.bundleBatch, { jobId: 'once' }, { singletonKey: 'once' });
      await q.send(JobName.bundleBatch, { jobId: 'once' }, { singletonKey: 'once' });
      release();
      await new Promise((r) => setTimeout(r, 2_500));
      expect(ran).toEqual(['once']);
      await q.stop();
    });
  });
}

queueContract('in process', async () => new MemoryJobQueue({ retryLimit: 2 }));

const pgUrl = testDatabaseUrl();
let pgHandle: DbHandle | undefined;
const pgQueue = (leaseSeconds = 10) =>
  new PgBossJobQueue({
    queue: 'postgres',
    leaseSeconds,
    retryLimit: 2,
    jobTimeoutSeconds: 60,
    databaseUrl: pgHandle!.url!,
  });

describe.skipIf(!pgUrl)('pg-boss on PostgreSQL', () => {
  beforeAll(async () => {
    pgHandle = await cloneTemplate();
  });
  afterAll(async () => {
    await pgHandle?.close();
  });
  queueContract('pg-boss', async () => pgQueue());

  it("gives a SIGKILLed worker's job to another worker once its lease (heartbeat) lapses", async () => {
    // One process (node with tsx's loader), not the tsx CLI, which would leave its child running.
    const dying = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, '../../test/hold-a-job.ts'), pgHandle!.url!],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    dying.stdout.on('data', (chunk) => {
      out += String(chunk);
    });
    await until(() => out.includes('ready'), 'the dying worker to start', 30_000);
    const sender = pgQueue();
    await sender.start();
    await sender.send(JobName.printReport, { jobId: 'lease', seq: 7 });
    await until(() => out.includes('held 7'), 'the dying worker to take the job');
    dying.kill('SIGKILL');

    const done: JobAttempt[] = [];
    await sender.work(JobName.printReport, 1, async (data, attempt) => {
      if (data.jobId === 'lease') done.push(attempt);
    });
    const killed = Date.now();
    await until(() => done.length === 1, 'another worker to take the job', 45_000);
    // Only once the 10 s heartbeat lapsed: never while the first worker might still be at it.
    expect(Date.now() - killed).toBeGreaterThan(5_000);
    expect(done[0]).toEqual({ retryCount: 1, lastAttempt: false });
    await sender.stop();
  }, 90_000);
});
