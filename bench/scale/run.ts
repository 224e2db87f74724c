/**
 * Issue 21's acceptance run: KinderGrowth scaled out on loopback. PostgreSQL (the machine's,
 * a database of its own), an S3-compatible server (s3rver), 2 app instances and 2 print
 * workers, all started as production starts them (the compiled entries, JOB_QUEUE=postgres).
 *
 * 1. A photo uploaded through instance 1 is read through instance 2.
 * 2. A batch of N rosters (default 60) started on instance 2; one worker is killed with SIGKILL
 *    when half are done. Every report is printed, each PDF is in the bucket, the merged file holds
 *    each report once, and progress read on both instances moved. Then the same batch again with
 *    the worker restarted.
 * 3. Wrong-password logins alternating between the instances hit one shared limit.
 * Beside it, the baseline: the embedded default printing the same batch.
 *
 * Usage: npm run build && npm run bench:scale [-- --reports 60 --lease 10]
 * Writes scale/results.md and scale/results.json; exits 1 when a check fails.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { login } from './api';
import { embeddedBaseline } from './baseline';
import { startCluster } from './cluster';
import { dist, repoRoot } from './processes';
import { checks, writeResults } from './results';
import { batchWithKill, filesAcrossInstances, rosters, secondBatch, sharedLoginLimit } from './steps';

const { values: args } = parseArgs({
  options: {
    reports: { type: 'string', default: '60' },
    lease: { type: 'string', default: '10' },
    'pg-url': {
      type: 'string',
      default: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
  },
});
const REPORTS = Number(args.reports);
const LEASE = Number(args.lease);
const LOGIN_LIMIT = 10;

if (!existsSync(path.join(dist, 'worker.js')) || !existsSync(path.join(repoRoot, 'apps/web/dist/index.html')))
  throw new Error('build first: npm run build');
const t0 = performance.now();
console.log(`baseline: the embedded default prints ${REPORTS} rosters…`);
const baselineBatchMs = await embeddedBaseline(REPORTS);
const cluster = await startCluster({ pgUrl: args['pg-url']!, leaseSeconds: LEASE, loginLimit: LOGIN_LIMIT });
try {
  const tokens = { token1: await login(cluster.base1, 'admin'), token2: await login(cluster.base2, 'admin') };
  await filesAcrossInstances(cluster, tokens);
  const items = await rosters(cluster, REPORTS);
  const first = await batchWithKill(cluster, tokens, items);
  const second = await secondBatch(cluster, tokens, items);
  await sharedLoginLimit(cluster, LOGIN_LIMIT);
  writeResults({
    reports: REPORTS,
    leaseSeconds: LEASE,
    times: {
      baselineBatchMs,
      ...cluster.times,
      enqueueMs: first.enqueueMs,
      batchMs: first.batchMs,
      afterKillMs: first.afterKillMs,
      secondBatchMs: second.secondBatchMs,
      totalMs: performance.now() - t0,
    },
    byWorker: first.byWorker,
    secondByWorker: second.secondByWorker,
  });
} finally {
  await cluster.close();
}
if (checks.some((c) => !c.ok)) process.exit(1);
