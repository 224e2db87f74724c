/**
 * Background work as named jobs (issue 21). Two engines behind one interface:
 * - in process (the embedded default): jobs run in this process's memory, as before;
 * - pg-boss on PostgreSQL: any app instance enqueues, `npm run worker` processes take the jobs,
 *   a job held by a worker that stops heartbeating goes to another after its lease.
 * Handlers are written once for both and must be idempotent: a job may run again after a crash.
 */

/** Every queue the product uses. */
export const JobName = {
  /** one report of a batch: print it, record it on its item */
  printReport: 'print-report',
  /** a batch whose items are all done: build the merged PDF once, close the job */
  bundleBatch: 'bundle-batch',
} as const;
export type TJobName = (typeof JobName)[keyof typeof JobName];

export type JobData = {
  [JobName.printReport]: { jobId: string; seq: number };
  [JobName.bundleBatch]: { jobId: string };
};

/** Which attempt this is: a handler records a lasting failure on the last one instead of throwing. */
export type JobAttempt = { retryCount: number; lastAttempt: boolean };

export type JobHandler<N extends TJobName> = (data: JobData[N], attempt: JobAttempt) => Promise<void>;

export type SendOptions = {
  /** at most one waiting or running job with this key per queue (a batch's bundle step) */
  singletonKey?: string;
};

export interface JobQueue {
  readonly kind: 'in-process' | 'postgres';
  start(): Promise<void>;
  send<N extends TJobName>(name: N, data: JobData[N], options?: SendOptions): Promise<void>;
  sendMany<N extends TJobName>(name: N, items: JobData[N][]): Promise<void>;
  /** takes jobs of this queue, `concurrency` at a time, in this process */
  work<N extends TJobName>(name: N, concurrency: number, handler: JobHandler<N>): Promise<void>;
  /** stops taking jobs and waits for the running ones (a graceful stop) */
  stop(): Promise<void>;
}
