import { parentPort, workerData } from 'node:worker_threads';
import { mergePdfs, zipPdfs } from './pdf-bundle';
import type { TBundleJob } from './pdf-bundle.off-thread';

/** A batch's merged PDF or zip, built on its own thread (see pdf-bundle.off-thread.ts). */
const job = workerData as TBundleJob;
const files = job.files.map((f) => ({ name: f.name, data: Buffer.from(f.data) }));
const out = job.kind === 'zip' ? zipPdfs(files) : await mergePdfs(files.map((f) => f.data));
parentPort!.postMessage(out);
