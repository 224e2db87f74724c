/** The bench's checks as they are made, and results.md / results.json at the end. */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const checks: { what: string; ok: boolean; detail: string }[] = [];

export function check(what: string, ok: boolean, detail = '') {
  checks.push({ what, ok, detail });
  console.log(`${ok ? '✓' : '✗'} ${what}${detail ? ` (${detail})` : ''}`);
}

const seconds = (ms: number) => Math.round(ms / 100) / 10;
const perSecond = (reports: number, ms: number) => (reports / (ms / 1000)).toFixed(2);

export type TRunTimes = Record<
  | 'baselineBatchMs'
  | 'migrateMs'
  | 'app1ReadyMs'
  | 'app2ReadyMs'
  | 'enqueueMs'
  | 'batchMs'
  | 'afterKillMs'
  | 'secondBatchMs'
  | 'totalMs',
  number
>;

export function writeResults(v: {
  reports: number;
  leaseSeconds: number;
  times: TRunTimes;
  byWorker: Record<string, number>;
  secondByWorker: Record<string, number>;
}) {
  const { reports, times } = v;
  const rows = [
    ['migrate (npm run migrate, empty database)', times.migrateMs],
    ['app1 ready (seeds the demo school into PostgreSQL + bucket)', times.app1ReadyMs],
    ['app2 ready', times.app2ReadyMs],
    [`batch of ${reports} rosters: StartBatch answered`, times.enqueueMs],
    [`batch of ${reports} rosters: start to done`, times.batchMs],
    [
      `a second batch of ${reports}, both workers, no kill (app + workers + PostgreSQL + s3rver on the same 2 cores)`,
      times.secondBatchMs,
    ],
    [
      'baseline: the same batch in the embedded default (one process, 4 print pages, no kill)',
      times.baselineBatchMs,
    ],
    ['from the SIGKILL to done', times.afterKillMs],
    ['whole run', times.totalMs],
  ] as const;
  const md = [
    '# Scale-out bench (issue 21)',
    '',
    `Run ${new Date().toISOString()} on ${os.cpus().length} cores, Node ${process.version}. PostgreSQL on loopback,`,
    `s3rver, 2 app instances and 2 print workers (PDF_CONCURRENCY=2 each), JOB_LEASE_SECONDS=${v.leaseSeconds}.`,
    '',
    '| step | seconds |',
    '| --- | ---: |',
    ...rows.map(([what, ms]) => `| ${what} | ${seconds(ms)} |`),
    '',
    `Reports per second: ${perSecond(reports, times.batchMs)} with the kill (printed by ${JSON.stringify(v.byWorker)}), ` +
      `${perSecond(reports, times.secondBatchMs)} without (printed by ${JSON.stringify(v.secondByWorker)}), ` +
      `${perSecond(reports, times.baselineBatchMs)} in the embedded default.`,
    '',
    '| check | result | detail |',
    '| --- | --- | --- |',
    ...checks.map((c) => `| ${c.what} | ${c.ok ? 'pass' : 'FAIL'} | ${c.detail.replace(/\|/g, '/')} |`),
    '',
  ].join('\n');
  const here = import.meta.dirname;
  writeFileSync(path.join(here, 'results.md'), md);
  writeFileSync(path.join(here, 'results.json'), `${JSON.stringify({ ...v, checks }, null, 2)}\n`);
  console.log(`\n${md}`);
}
