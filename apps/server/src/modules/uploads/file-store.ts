import { constants, createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where file bytes live. The database keeps only the key; the default store is the data
 * directory (DATA_DIR/files/<key>); with S3_ settings a bucket takes its place (s3-file-store.ts,
 * chosen in configured-file-store.ts). Keys are new for each file: a second write to a key is
 * refused by the disk and replaces the object in a bucket, and no caller relies on either.
 */
export type FileStore = {
  put(key: string, data: Buffer): Promise<void>;
  /**
   * Writes bytes as they arrive (a video is never held in memory); when the source fails
   * (a limit, a dropped connection) the partial file is removed and the error rethrown.
   */
  putStream(key: string, source: AsyncIterable<Buffer>): Promise<void>;
  read(key: string): Promise<Buffer>;
  /**
   * null when the bytes are gone (a restored database without its files). `size` is the
   * whole file's; with `range` (inclusive byte offsets) the stream holds only those bytes.
   */
  open(
    key: string,
    range?: { start: number; end: number },
  ): Promise<{ stream: Readable; size: number } | null>;
  remove(key: string): Promise<void>;
  /** Resolves when the store can be written (readiness, issue 21); rejects saying why not. */
  ready(): Promise<void>;
};

/** `<schoolId>/<yyyy>/<mm>/<uuid>.<ext>`: a school's files stay together, folders stay small. */
export function storageKeyFor(schoolId: number, id: string, ext: string, now = new Date()): string {
  const yyyy = String(now.getFullYear());
  const mm = String(now.getMonth() + 1).padStart(2, '0');
  return `${schoolId}/${yyyy}/${mm}/${id}.${ext}`;
}

const stores = new Map<string, FileStore>();

/** The store under `<dataDir>/files`; one per directory. */
export function diskFileStore(dataDir: string): FileStore {
  const root = path.resolve(dataDir, 'files');
  const known = stores.get(root);
  if (known) return known;
  const locate = (key: string) => {
    const full = path.resolve(root, key);
    // Keys are made by the server, but a key must never point outside the store.
    if (!full.startsWith(root + path.sep)) throw new Error(`bad storage key ${key}`);
    return full;
  };
  const store: FileStore = {
    async put(key, data) {
      const full = locate(key);
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, data, { flag: 'wx' });
    },
    async putStream(key, source) {
      const full = locate(key);
      await mkdir(path.dirname(full), { recursive: true });
      try {
        await pipeline(source, createWriteStream(full, { flags: 'wx' }));
      } catch (err) {
        // 'wx' refused an existing file: that one is not ours to remove.
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') await rm(full, { force: true });
        throw err;
      }
    },
    read: (key) => readFile(locate(key)),
    async open(key, range) {
      const full = locate(key);
      try {
        const info = await stat(full);
        return { stream: createReadStream(full, range), size: info.size };
      } catch {
        return null;
      }
    },
    remove: (key) => rm(locate(key), { force: true }),
    async ready() {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },
  };
  stores.set(root, store);
  return store;
}
