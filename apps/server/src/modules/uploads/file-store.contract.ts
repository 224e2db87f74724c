import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import type { FileStore } from './file-store';
import { storageKeyFor } from './file-store';

const MiB = 1024 * 1024;

/** Bytes that differ at every offset, so a wrong range or a lost part shows. */
function pattern(bytes: number, seed = 7): Buffer {
  const data = Buffer.alloc(bytes);
  for (let i = 0; i < bytes; i++) data[i] = (i * 31 + seed + (i >> 10)) & 0xff;
  return data;
}

/** `data` in chunks of `chunk` bytes, handed out only as the store asks for them. */
async function* chunksOf(data: Buffer, chunk: number, failAfter?: number): AsyncGenerator<Buffer> {
  for (let at = 0; at < data.length; at += chunk) {
    if (failAfter !== undefined && at >= failAfter) throw new Error('the upload was dropped');
    yield data.subarray(at, at + chunk);
  }
}

const freshKey = (ext = 'bin') => storageKeyFor(1, randomUUID(), ext);
const bytesOf = (stream: Readable) => buffer(stream);

/**
 * What every file store does (file-store.ts), run against each one: the data directory and an
 * S3-compatible bucket. `store()` is called inside the tests, after the file's beforeAll.
 */
export function fileStoreContract(name: string, store: () => FileStore) {
  describe(`${name} file store`, () => {
    it('put, then read and open give the same bytes and the whole size', async () => {
      const key = freshKey('jpg');
      const data = pattern(70_000);
      await store().put(key, data);
      expect((await store().read(key)).equals(data)).toBe(true);
      const opened = await store().open(key);
      expect(opened?.size).toBe(data.length);
      expect((await bytesOf(opened?.stream as Readable)).equals(data)).toBe(true);
    });

    it('open with a range gives those bytes (inclusive) and the whole file size', async () => {
      const key = freshKey('mp4');
      const data = pattern(50_000);
      await store().put(key, data);
      for (const range of [
        { start: 0, end: 0 },
        { start: 100, end: 4_195 },
        { start: 49_000, end: 49_999 },
      ]) {
        const opened = await store().open(key, range);
        expect(opened?.size).toBe(data.length);
        const got = await bytesOf(opened?.stream as Readable);
        expect(got.equals(data.subarray(range.start, range.end + 1))).toBe(true);
      }
    });

    it('is ready (readiness, issue 21)', async () => {
      await expect(store().ready()).resolves.toBeUndefined();
    });

    it('a missing key: open answers null, read rejects, remove is quiet', async () => {
      const key = freshKey();
      expect(await store().open(key)).toBeNull();
      expect(await store().open(key, { start: 0, end: 9 })).toBeNull();
      await expect(store().read(key)).rejects.toThrow();
      await expect(store().remove(key)).resolves.toBeUndefined();
    });

    it('remove: the bytes are gone', async () => {
      const key = freshKey('png');
      await store().put(key, pattern(1_000));
      await store().remove(key);
      expect(await store().open(key)).toBeNull();
    });

    it('putStream writes a video larger than one part, as the chunks arrive', async () => {
      const key = freshKey('mp4');
      const data = pattern(11 * MiB + 12_345, 3);
      await store().putStream(key, chunksOf(data, 64 * 1024));
      const opened = await store().open(key);
      expect(opened?.size).toBe(data.length);
      expect((await bytesOf(opened?.stream as Readable)).equals(data)).toBe(true);
      const tail = await store().open(key, { start: 11 * MiB, end: data.length - 1 });
      expect((await bytesOf(tail?.stream as Readable)).equals(data.subarray(11 * MiB))).toBe(true);
    });

    it.each([
      ['before the first part is full', 64 * 1024],
      ['after two parts were sent', 10 * MiB + 64 * 1024],
    ])('a source failing %s: its own error, and nothing left under the key', async (_when, failAfter) => {
      const key = freshKey('mp4');
      const failing = chunksOf(pattern(12 * MiB), 64 * 1024, failAfter);
      await expect(store().putStream(key, failing)).rejects.toThrow('the upload was dropped');
      expect(await store().open(key)).toBeNull();
    });
  });
}
