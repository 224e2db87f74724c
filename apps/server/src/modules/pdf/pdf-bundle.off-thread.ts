import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

export type TBundleJob = {
  kind: 'merge' | 'zip';
  files: { name: string; data: Uint8Array }[];
};

/**
 * The built worker sits at the root of dist, beside the bundles that call it (build.mjs); run
 * from the sources (the API tests), the TypeScript worker is loaded through tsx.
 */
const built = fileURLToPath(new URL('./pdf-bundle.worker.js', import.meta.url));
const source = fileURLToPath(new URL('./pdf-bundle.worker.ts', import.meta.url));
const workerOf = () =>
  existsSync(built)
    ? { file: built, execArgv: [] as string[] }
    : { file: source, execArgv: ['--import', 'tsx'] };

/**
 * A batch's merged PDF (pdf-lib, with the fonts and drawings shared once) or its zip, on a
 * thread of its own: merging 30 booklets takes seconds of CPU, and on the server's own thread
 * every other request of every school waited for it (measured: /api/health answered after
 * 3.7 s while 小一班's 30 booklets were merged).
 */
export function bundleOffThread(job: TBundleJob): Promise<Buffer> {
  const { file, execArgv } = workerOf();
  return new Promise((resolve, reject) => {
    const worker = new Worker(file, { workerData: job, execArgv });
    let done = false;
    worker.once('message', (out: Uint8Array) => {
      done = true;
      resolve(Buffer.from(out.buffer, out.byteOffset, out.byteLength));
    });
    worker.once('error', (err) => {
      done = true;
      reject(err);
    });
    worker.once('exit', (code) => {
      if (!done) reject(new Error(`pdf bundle worker exited with ${code}`));
    });
  });
}
