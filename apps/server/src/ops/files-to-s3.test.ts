import { randomUUID } from 'node:crypto';
import type { S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { useS3Server } from '../../test/s3-server';
import type { S3Config } from '../config';
import { diskFileStore, storageKeyFor } from '../modules/uploads/file-store';
import { s3Client, s3FileStore } from '../modules/uploads/s3-file-store';
import { tempDataDir } from '../modules/uploads/test-support';
import { filesToS3Main } from './files-to-s3';

// `npm run files:to-s3` (issue 21): an installation's files move to the bucket under the same keys.
const s3 = useS3Server();

const envOf = (config: S3Config, dataDir: string): NodeJS.ProcessEnv => ({
  DATA_DIR: dataDir,
  S3_ENDPOINT: config.endpoint,
  S3_BUCKET: config.bucket,
  S3_REGION: config.region,
  S3_ACCESS_KEY_ID: config.credentials?.accessKeyId,
  S3_SECRET_ACCESS_KEY: config.credentials?.secretAccessKey,
  S3_FORCE_PATH_STYLE: '1',
});

/** Runs the command as `npm run files:to-s3` would, keeping what it prints. */
async function run(dataDir: string, args: string[] = [], client?: S3Client, config = s3.config) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await filesToS3Main(
    args,
    envOf(config, dataDir),
    { out: (l) => out.push(l), err: (l) => err.push(l) },
    client,
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** An installation's data directory with a photo, its thumbnail, an Excel file and a 6 MiB video. */
async function installation() {
  const dataDir = tempDataDir('to-s3');
  const disk = diskFileStore(dataDir);
  const photo = storageKeyFor(1, randomUUID(), 'jpg', new Date(2026, 8, 1));
  const files = new Map<string, Buffer>([
    [photo, Buffer.from('photo bytes')],
    [`${photo}.w96.jpg`, Buffer.from('thumbnail')],
    [storageKeyFor(2, randomUUID(), 'xlsx'), Buffer.alloc(3000, 7)],
    [storageKeyFor(2, randomUUID(), 'mp4'), Buffer.alloc(6 * 1024 * 1024 + 5, 9)],
  ]);
  for (const [key, data] of files) await disk.put(key, data);
  return { dataDir, files };
}

describe('npm run files:to-s3', () => {
  it('copies every file under its key, then skips them all on a second run', async () => {
    const { dataDir, files } = await installation();
    const first = await run(dataDir);
    expect(first.code).toBe(0);
    expect(first.out).toContain('4 files — 4 copied, 0 already there, 0 replaced, 0 failed');
    const bucket = s3FileStore(s3.config);
    for (const [key, data] of files) expect((await bucket.read(key)).equals(data)).toBe(true);

    const second = await run(dataDir);
    expect(second.code).toBe(0);
    expect(second.out).toContain('4 files — 0 copied, 4 already there, 0 replaced, 0 failed (0 B sent)');
  });

  it('resumes: copies what is missing, replaces an object of another size, leaves the rest', async () => {
    const { dataDir, files } = await installation();
    expect((await run(dataDir)).code).toBe(0);
    const [photo, thumbnail] = [...files.keys()];
    const bucket = s3FileStore(s3.config);
    await bucket.remove(photo as string);
    await bucket.put(thumbnail as string, Buffer.from('a thumbnail of another size'));
    const again = await run(dataDir);
    expect(again.code).toBe(0);
    expect(again.out).toContain('4 files — 1 copied, 2 already there, 1 replaced, 0 failed');
    expect((await bucket.read(thumbnail as string)).equals(files.get(thumbnail as string) as Buffer)).toBe(
      true,
    );
  });

  it('a file that fails is named, the others are copied, and the exit code is 1', async () => {
    const { dataDir, files } = await installation();
    const [, , excel] = [...files.keys()];
    // A client whose writes of one key fail, as a full or refusing bucket would answer.
    const client = s3Client(s3.config);
    client.middlewareStack.add(
      (next, context) => async (args) => {
        const input = args.input as { Key?: string };
        if (context.commandName === 'PutObjectCommand' && input.Key === excel)
          throw new Error('quota exceeded');
        return next(args);
      },
      { step: 'initialize' },
    );
    const res = await run(dataDir, [], client);
    expect(res.code).toBe(1);
    expect(res.out).toContain('4 files — 3 copied, 0 already there, 0 replaced, 1 failed');
    expect(res.err).toContain(`${excel}: Error: quota exceeded`);
    expect(res.err).toContain('Run the command again');
    // The rerun finishes the job.
    const rerun = await run(dataDir);
    expect(rerun.code).toBe(0);
    expect(rerun.out).toContain('4 files — 1 copied, 3 already there');
  });

  it('refuses without S3_ settings (2) and with a bucket that does not answer (1)', async () => {
    const { dataDir } = await installation();
    const none = await filesToS3Main([], { DATA_DIR: dataDir }, { out: () => {}, err: () => {} });
    expect(none).toBe(2);
    const wrong = await run(dataDir, [], undefined, { ...s3.config, bucket: 'no-such-bucket' });
    expect(wrong.code).toBe(1);
    expect(wrong.err).toContain('bucket no-such-bucket');
    expect((await run(dataDir, ['--concurrency', '0'])).code).toBe(2);
  });

  it('an installation without files copies nothing and says where it looked', async () => {
    const res = await run(tempDataDir('to-s3-empty'));
    expect(res.code).toBe(0);
    expect(res.out).toContain('0 files — 0 copied');
    expect(res.out).toContain('No files under');
  });
});
