import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { filesConfig, type S3Config } from '../config';
import { checkBucket, isMissing, s3Client } from '../modules/uploads/s3-file-store';
import { sizeText } from './manifest';
import { findRepoRoot, opsPlaces } from './paths';

export type TCopyReport = {
  /** files under DATA_DIR/files */
  found: number;
  /** not in the bucket before */
  copied: number;
  /** in the bucket with the same size: left alone (a second run, or a resumed one) */
  skipped: number;
  /** in the bucket with another size: the disk's copy replaced it */
  replaced: number;
  failed: { key: string; error: string }[];
  /** bytes sent */
  bytes: number;
};

/** Every file under `root` as its store key (`<school>/<yyyy>/<mm>/<uuid>.<ext>`, `/`-separated). */
async function keysUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((err) => {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/** The size of the object under `key`, or null when there is none. */
async function objectSize(client: S3Client, bucket: string, key: string): Promise<number | null> {
  try {
    return (await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))).ContentLength ?? null;
  } catch (err) {
    if (isMissing(err)) return null;
    throw err;
  }
}

/**
 * Copies an installation's files from DATA_DIR/files to the bucket under the same keys, the
 * store's keys in the database unchanged. Idempotent and so resumable: a key already there
 * with the same size is skipped (an object appears only once its upload completed). A file
 * that fails is reported and the others go on.
 */
export async function copyFilesToS3(opts: {
  dataDir: string;
  s3: S3Config;
  client?: S3Client;
  concurrency?: number;
  onFile?: (key: string, outcome: 'copied' | 'skipped' | 'replaced' | 'failed') => void;
}): Promise<TCopyReport> {
  const client = opts.client ?? s3Client(opts.s3);
  const root = path.resolve(opts.dataDir, 'files');
  const keys = await keysUnder(root);
  const report: TCopyReport = {
    found: keys.length,
    copied: 0,
    skipped: 0,
    replaced: 0,
    failed: [],
    bytes: 0,
  };
  let next = 0;
  const copyOne = async (key: string) => {
    const full = path.join(root, ...key.split('/'));
    const { size } = await stat(full);
    const there = await objectSize(client, opts.s3.bucket, key);
    if (there === size) return 'skipped' as const;
    // Streamed in parts: a video is never read into memory whole.
    await new Upload({
      client,
      params: { Bucket: opts.s3.bucket, Key: key, Body: createReadStream(full), ContentLength: size },
      queueSize: 2,
    }).done();
    report.bytes += size;
    return there === null ? ('copied' as const) : ('replaced' as const);
  };
  const worker = async () => {
    while (next < keys.length) {
      const key = keys[next++] as string;
      try {
        const outcome = await copyOne(key);
        report[outcome]++;
        opts.onFile?.(key, outcome);
      } catch (err) {
        report.failed.push({
          key,
          error: err instanceof Error ? `${err.name}: ${err.message}` : String(err),
        });
        opts.onFile?.(key, 'failed');
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, opts.concurrency ?? 4) }, worker));
  return report;
}

const HELP = `npm run files:to-s3 [-- --data-dir <dir>] [--concurrency <n>]

复制文件到对象存储 Copies the uploaded files from DATA_DIR/files to the bucket of the S3_
settings (S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY,
S3_FORCE_PATH_STYLE), read like the server reads them. Files already in the bucket with the
same size are skipped, so the command can be run again after a failure or a stop. Run it with
the server stopped (or once more after stopping it), then start the server with the S3_ settings.`;

type TLog = { out: (line: string) => void; err: (line: string) => void };

/** `npm run files:to-s3`: answers the exit code (0 all there, 1 a failure, 2 a usage error). */
export async function filesToS3Main(
  argv: string[],
  env: NodeJS.ProcessEnv,
  log: TLog = { out: console.log, err: console.error },
  client?: S3Client,
): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      'data-dir': { type: 'string' },
      concurrency: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    log.out(HELP);
    return 0;
  }
  const files = filesConfig(env);
  if (files.store !== 's3') {
    log.err('No S3_ settings: set at least S3_BUCKET (and S3_ENDPOINT for a service other than AWS S3).');
    return 2;
  }
  const concurrency = Number(values.concurrency ?? 4);
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 32) {
    log.err('--concurrency must be a whole number from 1 to 32.');
    return 2;
  }
  const { dataDir } = opsPlaces(env, { dataDir: values['data-dir'] }, findRepoRoot(import.meta.dirname));
  const { s3 } = files;
  log.out(
    `复制文件 Copying ${dataDir}/files to bucket ${s3.bucket} at ${s3.endpoint ?? `AWS S3 ${s3.region}`} …`,
  );
  const s3c = client ?? s3Client(s3);
  try {
    await checkBucket(s3, s3c);
  } catch (err) {
    log.err((err as Error).message);
    return 1;
  }
  const started = Date.now();
  let done = 0;
  const report = await copyFilesToS3({
    dataDir,
    s3,
    client: s3c,
    concurrency,
    onFile: (key, outcome) => {
      done++;
      if (outcome === 'failed') log.err(`  failed: ${key}`);
      else if (done % 500 === 0) log.out(`  ${done} files …`);
    },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  log.out(
    `${report.failed.length ? '未完成 Not finished' : '完成 Done'} in ${seconds} s: ${report.found} files — ` +
      `${report.copied} copied, ${report.skipped} already there, ${report.replaced} replaced, ` +
      `${report.failed.length} failed (${sizeText(report.bytes)} sent)`,
  );
  if (report.found === 0) log.out(`  No files under ${dataDir}/files: is DATA_DIR the server's?`);
  if (!report.failed.length) return 0;
  for (const f of report.failed) log.err(`  ${f.key}: ${f.error}`);
  log.err('Run the command again: the files already copied are skipped.');
  return 1;
}
