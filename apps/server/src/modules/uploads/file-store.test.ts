import { useS3Server } from '../../../test/s3-server';
import { diskFileStore } from './file-store';
import { fileStoreContract } from './file-store.contract';
import { s3FileStore } from './s3-file-store';
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
