import { createReadStream } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where file bytes live. The database keeps only the key; the default store is the data
 * directory (DATA_DIR/files/<key>), and an S3-compatible one can take its place later.
 */
export type FileStore = {
  put(key: string, data: Buffer): Promise<void>;
  read(key: string): Promise<Buffer>;
  /** null when the bytes are gone (a restored database without its files) */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  remove(key: string): Promise<void>;
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
    read: (key) => readFile(locate(key)),
    async open(key) {
      const full = locate(key);
      try {
        const info = await stat(full);
        return { stream: createReadStream(full), size: info.size };
      } catch {
        return null;
      }
    },
    remove: (key) => rm(locate(key), { force: true }),
  };
  stores.set(root, store);
  return store;
}
