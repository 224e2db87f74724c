import type { AppConfig } from '../../config';
import { diskFileStore, type FileStore } from './file-store';
import { s3FileStore } from './s3-file-store';

const buckets = new Map<string, FileStore>();

/**
 * The installation's file store, chosen once from its configuration: DATA_DIR/files unless
 * S3_ settings name a bucket. Every route, the seed and the print batches take this one.
 */
export function configuredFileStore(config: Pick<AppConfig, 'dataDir' | 'files'>): FileStore {
  const { files } = config;
  if (files.store === 'disk') return diskFileStore(config.dataDir);
  // One client per bucket and endpoint: it keeps its connections for every request.
  const id = JSON.stringify([files.s3.endpoint, files.s3.bucket, files.s3.region, files.s3.forcePathStyle]);
  const known = buckets.get(id);
  if (known) return known;
  const store = s3FileStore(files.s3);
  buckets.set(id, store);
  return store;
}
