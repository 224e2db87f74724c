/** The acceptance checks of issue 21, each against the running cluster. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { API } from '@kg/contracts';
import { PDFDocument } from 'pdf-lib';
import { call, progressOf, rosterItems, startRosters, type TItem, untilBatchDone } from './api';
import type { TCluster } from './cluster';
import { check } from './results';

type TTokens = { token1: string; token2: string };
const byDoneBy = (rows: { done_by: string; n: number }[]) =>
  Object.fromEntries(rows.map((r) => [r.done_by, r.n]));

/** A photo uploaded through instance 1 is read through instance 2, from the bucket. */
export async function filesAcrossInstances(c: TCluster, { token1, token2 }: TTokens) {
  const sharp = (await import('sharp')).default;
  const png = await sharp({
    create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 80, b: 40 } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([png], { type: 'image/png' }), 'bench.png');
  const up = await fetch(`${c.base1}${API.uploads.image.path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token1}` },
    body: form,
  });
  const url = ((await up.json()) as { response: string }).response;
  const read = await fetch(`${c.base2}${url}`, { headers: { authorization: `Bearer ${token2}` } });
  const bytes = Buffer.from(await read.arrayBuffer());
  const { rows } = await c.db.query('SELECT storage_key FROM stored_files WHERE id = $1', [
    url.split('/').pop(),
  ]);
  check(
    'a photo uploaded through instance 1 is read through instance 2, from the bucket',
    read.status === 200 &&
      bytes.length > 0 &&
      (await c.inBucket(rows[0].storage_key)) &&
      !existsSync(path.join(c.dataDir, 'files')),
    `${read.status}, ${bytes.length} bytes`,
  );
}

/** The demo school's classes, as many rosters as asked. */
export async function rosters(c: TCluster, reports: number): Promise<TItem[]> {
  const { rows } = await c.db.query(
    `SELECT c.id, c.name FROM classes c JOIN schools s ON s.id = c.school_id WHERE s.name = '阳光幼儿园' ORDER BY c.id`,
  );
  return rosterItems(rows, reports);
}

/**
 * The batch started on instance 2, its progress read from both instances in turn, worker-a
 * SIGKILLed when half is done. Then: every report printed once, in the bucket, merged once,
 * and the killed worker's reports taken over by the queue.
 */
export async function batchWithKill(c: TCluster, { token1, token2 }: TTokens, items: TItem[]) {
  const reports = items.length;
  const t = performance.now();
  const jobId = await startRosters(c.base2, token2, '阳光幼儿园_名册批量', items);
  const enqueueMs = performance.now() - t;
  const seen: Record<'app1' | 'app2', number[]> = { app1: [], app2: [] };
  let killedAt: number | undefined;
  let doneAtKill = 0;
  const final = await untilBatchDone(
    (turn) => (turn % 2 === 0 ? progressOf(c.base1, token1, jobId) : progressOf(c.base2, token2, jobId)),
    (p, turn) => {
      seen[turn % 2 === 0 ? 'app1' : 'app2'].push(p.Done);
      if (killedAt === undefined && p.Done >= reports / 2) {
        c.workerA.child.kill('SIGKILL');
        killedAt = performance.now();
        doneAtKill = p.Done;
        console.log(`  SIGKILL worker-a at ${p.Done}/${p.Total}`);
      }
    },
  );
  const batchMs = performance.now() - t;
  const afterKillMs = killedAt ? performance.now() - killedAt : 0;
  check(
    'worker-a was killed with SIGKILL halfway',
    killedAt !== undefined && c.workerA.child.signalCode === 'SIGKILL',
    `at ${doneAtKill}/${reports}`,
  );
  check(
    `all ${reports} reports printed, none failed`,
    final.Done === reports && final.Failed === 0,
    JSON.stringify(final.Failures),
  );
  const moved = (xs: number[]) => new Set(xs).size;
  check(
    'progress moved on both instances',
    moved(seen.app1) > 2 && moved(seen.app2) > 2,
    `distinct Done values: app1 ${moved(seen.app1)}, app2 ${moved(seen.app2)}`,
  );

  const { rows: itemRows } = await c.db.query(
    `SELECT i.seq, f.id, f.storage_key FROM pdf_job_items i JOIN stored_files f ON f.id = i.file_id
     WHERE i.job_id = $1 ORDER BY i.seq`,
    [jobId],
  );
  const { rows: printedBy } = await c.db.query(
    'SELECT done_by, count(*)::int AS n FROM pdf_job_items WHERE job_id = $1 GROUP BY 1 ORDER BY 1',
    [jobId],
  );
  const byWorker = byDoneBy(printedBy);
  let missing = 0;
  let pages = 0;
  for (const r of itemRows) {
    if (!(await c.inBucket(r.storage_key))) missing++;
    const res = await fetch(`${c.base1}/files/${r.id}`, { headers: { authorization: `Bearer ${token1}` } });
    pages += (await PDFDocument.load(await res.arrayBuffer())).getPageCount();
  }
  check(
    `all ${reports} PDFs are in the object store, one file per report`,
    itemRows.length === reports && new Set(itemRows.map((r) => r.id)).size === reports && missing === 0,
    `${itemRows.length} items, ${missing} missing; printed by ${JSON.stringify(byWorker)}`,
  );
  const result = await call(c.base1, API.pdf.batchResult, { jobId, format: 'merged' }, token1);
  const mergedUrl = ((await result.json()) as { response: string }).response;
  const merged = await fetch(`${c.base1}${mergedUrl}`, { headers: { authorization: `Bearer ${token1}` } });
  const mergedPages = (await PDFDocument.load(await merged.arrayBuffer())).getPageCount();
  const { rows: mergedRows } = await c.db.query(
    'SELECT f.storage_key FROM pdf_jobs j JOIN stored_files f ON f.id = j.merged_file_id WHERE j.id = $1',
    [jobId],
  );
  check(
    'the merged file holds each report once',
    mergedPages === pages && mergedRows.length === 1 && (await c.inBucket(mergedRows[0].storage_key)),
    `${mergedPages} pages merged = ${pages} pages in the ${reports} reports`,
  );
  const { rows: queueRows } = await c.db.query(
    `SELECT state, retry_count, count(*)::int AS n FROM pgboss.job
     WHERE name = 'print-report' GROUP BY 1, 2 ORDER BY 1, 2`,
  );
  const retried = queueRows.filter((r) => r.retry_count > 0).reduce((n, r) => n + r.n, 0);
  check(
    'the killed worker’s reports were taken over after its lease',
    retried >= 1 && queueRows.every((r) => r.state === 'completed'),
    queueRows.map((r) => `${r.n} ${r.state} after ${r.retry_count} retries`).join(', '),
  );
  return { enqueueMs, batchMs, afterKillMs, byWorker };
}

/** The same batch again with worker-a started anew: both workers print, nobody is killed. */
export async function secondBatch(c: TCluster, { token1, token2 }: TTokens, items: TItem[]) {
  c.restartWorkerA();
  const t = performance.now();
  const jobId = await startRosters(
    c.base1,
    token1,
    '阳光幼儿园_名册批量_2',
    items.map((it) => ({ ...it, name: `b_${it.name}` })),
  );
  const done = await untilBatchDone(() => progressOf(c.base2, token2, jobId));
  const secondBatchMs = performance.now() - t;
  const { rows } = await c.db.query(
    'SELECT done_by, count(*)::int AS n FROM pdf_job_items WHERE job_id = $1 GROUP BY 1 ORDER BY 1',
    [jobId],
  );
  const secondByWorker = byDoneBy(rows);
  check(
    `a restarted worker joins: a second batch of ${items.length} completes on both workers`,
    done.Done === items.length && done.Failed === 0 && Object.keys(secondByWorker).length === 2,
    JSON.stringify(secondByWorker),
  );
  return { secondBatchMs, secondByWorker };
}

/** Wrong passwords for one account, alternating between the instances, meet one limit. */
export async function sharedLoginLimit(c: TCluster, limit: number) {
  const answers: number[] = [];
  for (let i = 0; i < limit + 2; i++) {
    const res = await call(i % 2 === 0 ? c.base1 : c.base2, API.auth.login, {
      name: 'teacher',
      pass: 'wrong-password',
      uID: 0,
    });
    answers.push(res.status);
  }
  check(
    `wrong logins alternating between the instances hit one limit of ${limit}`,
    answers.slice(0, limit).every((s) => s !== 429) && answers.slice(limit).every((s) => s === 429),
    answers.join(' '),
  );
}
