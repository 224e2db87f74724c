import { afterAll, beforeAll } from 'vitest';
import { startS3Server, type TS3Server } from './s3-server-start';

export { startS3Server, type TS3Server };

/** A test file's own S3 test server: started before its tests, stopped after them. */
export function useS3Server(bucket?: string): Omit<TS3Server, 'close'> {
  const handle = {} as Omit<TS3Server, 'close'>;
  let server: TS3Server | undefined;
  beforeAll(async () => {
    server = await startS3Server(bucket);
    handle.config = server.config;
    handle.busyConnections = server.busyConnections;
  });
  afterAll(async () => {
    await server?.close();
  });
  return handle;
}
