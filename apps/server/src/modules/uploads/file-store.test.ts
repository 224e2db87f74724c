import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useS3Server } from '../../../test/s3-server';
import { diskFileStore, storageKeyFor } from './file-store';
import { fileStoreContract } from './file-store.contract';
import { s3Client, s3FileStore } from './s3-file-store';
import { tempDataDir } from './test-support';

// The same contract for the default store and the object store (issue 21).
const dataDir = tempDataDir('file-store');
fileStoreContract('disk', () => diskFileStore(dataDir));

const s3 = useS3Server();
let bucket: ReturnType<typeof s3FileStore> | undefined;
fileStoreContract('S3', () => {
  bucket ??= s3FileStore(s3.config);
  return bucket;
});

describe('S3 file store: a video is never held in memory', () => {
  it('sends the first part while most of the source is still unread', async () => {
    const MiB = 1024 * 1024;
    const total = 32 * MiB;
    const chunk = 256 * 1024;
    let pulled = 0;
    let pulledAtFirstPart: number | undefined;
    const client = s3Client(s3.config);
    client.middlewareStack.add(
      (next, context) => async (args) => {
        if (context.commandName === 'UploadPartCommand') pulledAtFirstPart ??= pulled;
        return next(args);
      },
      { step: 'initialize' },
    );
    async function* source() {
      for (let at = 0; at < total; at += chunk) {
        pulled += chunk;
        yield Buffer.alloc(chunk, at / chunk);
      }
    }
    const key = storageKeyFor(1, randomUUID(), 'mp4');
    await s3FileStore(s3.config, client).putStream(key, source());
    const head = await s3FileStore(s3.config).open(key, { start: 0, end: 0 });
    head?.stream.destroy();
    expect(head?.size).toBe(total);
    // The first part goes out once the second is read (the upload must know there is more):
    // two 5 MiB parts and what the stream reads ahead, not the 32 MiB of the source.
    expect(pulledAtFirstPart).toBeLessThanOrEqual(11 * MiB);
  });
});

describe('S3 file store: a reader that goes away', () => {
  it.each([
    ['the whole file', undefined],
    ['a range', { start: 1000, end: 2000 }],
    // s3rver answers bytes=0-0 with the whole object: the store cuts it (and must free it too).
    ['a range the service misreads', { start: 0, end: 0 }],
  ])('frees the connection of %s (a seek, a closed tab)', async (_what, range) => {
    const key = storageKeyFor(1, randomUUID(), 'mp4');
    const store = s3FileStore(s3.config);
    await store.put(key, Buffer.alloc(16 * 1024 * 1024, 5));
    const opened = await store.open(key, range);
    opened?.stream.once('data', () => opened.stream.destroy());
    await new Promise((resolve) => opened?.stream.once('close', resolve));
    await expect.poll(() => s3.busyConnections(), { timeout: 2000 }).toBe(0);
  });
});
