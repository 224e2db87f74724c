import fastq from 'fastq';
import type { JobData, JobHandler, JobQueue, SendOptions, TJobName } from './job-queue';

type Task = { data: unknown; retryCount: number; key?: string };

/**
 * The embedded default's queue: jobs live in this process's memory, run with fastq's
 * concurrency, and a thrown handler is tried again up to the retry limit. Nothing survives a
 * restart; the app closes a stopped server's unfinished batches at its next start.
 */
export class MemoryJobQueue implements JobQueue {
  readonly kind = 'in-process';
  private readonly queues = new Map<TJobName, fastq.queueAsPromised<Task>>();
  /** jobs sent before a handler was registered */
  private readonly early = new Map<TJobName, Task[]>();
  private readonly keys = new Set<string>();
  private stopped = false;

  constructor(
    private readonly opts: { retryLimit: number; onError?: (err: unknown, name: TJobName) => void },
  ) {}

  async start() {}

  async send<N extends TJobName>(name: N, data: JobData[N], options: SendOptions = {}) {
    if (this.stopped) return;
    const key = options.singletonKey && `${name}:${options.singletonKey}`;
    if (key) {
      if (this.keys.has(key)) return;
      this.keys.add(key);
    }
    const task: Task = { data, retryCount: 0, key: key || undefined };
    const q = this.queues.get(name);
    if (q) void q.push(task).catch(() => undefined);
    else this.early.set(name, [...(this.early.get(name) ?? []), task]);
  }

  async sendMany<N extends TJobName>(name: N, items: JobData[N][]) {
    for (const data of items) await this.send(name, data);
  }

  async work<N extends TJobName>(name: N, concurrency: number, handler: JobHandler<N>) {
    const run = async (task: Task): Promise<void> => {
      for (;;) {
        const lastAttempt = task.retryCount >= this.opts.retryLimit;
        try {
          await handler(task.data as JobData[N], { retryCount: task.retryCount, lastAttempt });
          break;
        } catch (err) {
          if (lastAttempt || this.stopped) {
            this.opts.onError?.(err, name);
            break;
          }
          task.retryCount += 1;
        }
      }
      if (task.key) this.keys.delete(task.key);
    };
    const q = fastq.promise(run, Math.max(1, concurrency));
    this.queues.set(name, q);
    for (const task of this.early.get(name) ?? []) void q.push(task).catch(() => undefined);
    this.early.delete(name);
  }

  async stop() {
    this.stopped = true;
    for (const q of this.queues.values()) {
      q.kill();
      if (!q.idle()) await q.drained();
    }
  }
}
