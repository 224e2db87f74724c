import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { S3Config } from '../src/config';

// No vitest here: the scale bench (bench/scale) starts the same server outside a test runner.

type TS3rver = { run(): Promise<{ port: number }>; close(): Promise<void>; httpServer?: Server };
type TS3rverClass = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}) => TS3rver;
// s3rver ships CommonJS without types; only its constructor is used.
const S3rver = createRequire(import.meta.url)('s3rver') as TS3rverClass;

export type TS3Server = {
  config: S3Config;
  /** connections in the middle of a request (a response nobody reads or ends holds one) */
  busyConnections: () => Promise<number>;
  close: () => Promise<void>;
};

/**
 * An S3-compatible server (s3rver) on loopback, on a free port, its objects in a temporary
 * folder, with one empty bucket. Path-style addressing, as MinIO is usually run.
 */
export async function startS3Server(bucket = 'kindergrowth'): Promise<TS3Server> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'kg-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    config: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: 'us-east-1',
      // s3rver's one account
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    },
    busyConnections: () => {
      // The idle kept-alive ones are closed first: what is left is busy.
      server.httpServer?.closeIdleConnections();
      return new Promise<number>((resolve, reject) =>
        server.httpServer?.getConnections((err, n) => (err ? reject(err) : resolve(n))),
      );
    },
    close: async () => {
      // A response a test left unread keeps its connection busy: close would wait for it.
      server.httpServer?.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
