import { describe, expect, it } from 'vitest';
import { useS3Server } from '../../../test/s3-server';
import { filesConfig, loadConfig } from '../../config';
import { checkBucket } from './s3-file-store';

describe('choosing the file store from the environment (issue 21)', () => {
  it('no S3_ setting: the data directory, exactly as before', () => {
    expect(filesConfig({})).toEqual({ store: 'disk' });
    expect(filesConfig({ S3_FORCE_PATH_STYLE: '', DATA_DIR: '/srv/kg' })).toEqual({ store: 'disk' });
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32), DATA_DIR: '.tmp/unused' }).files).toEqual({
      store: 'disk',
    });
  });

  it('a bucket with its endpoint, region, keys and path-style addressing', () => {
    expect(
      filesConfig({
        S3_ENDPOINT: 'http://minio:9000/',
        S3_BUCKET: 'kindergrowth',
        S3_REGION: 'cn-north-1',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }),
    ).toEqual({
      store: 's3',
      s3: {
        endpoint: 'http://minio:9000',
        bucket: 'kindergrowth',
        region: 'cn-north-1',
        credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
        forcePathStyle: true,
      },
    });
    // AWS S3 with the SDK's own credentials (an instance role): only the bucket is needed.
    expect(filesConfig({ S3_BUCKET: 'kg' })).toEqual({
      store: 's3',
      s3: {
        endpoint: undefined,
        bucket: 'kg',
        region: 'us-east-1',
        credentials: undefined,
        forcePathStyle: false,
      },
    });
  });

  it('half a configuration refuses to start, naming what is missing', () => {
    expect(() => filesConfig({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(
      'Object store settings: S3_BUCKET is missing (S3_ENDPOINT set)',
    );
    expect(() => filesConfig({ S3_BUCKET: 'kg', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    );
    expect(() => filesConfig({ S3_BUCKET: 'kg', S3_ENDPOINT: 'minio:9000' })).toThrow();
    expect(() => filesConfig({ S3_BUCKET: 'kg', S3_FORCE_PATH_STYLE: 'yes' })).toThrow();
  });
});

describe('the bucket check at start', () => {
  const s3 = useS3Server();

  it('passes for the bucket, and names a bucket that does not answer', async () => {
    await expect(checkBucket(s3.config)).resolves.toBeUndefined();
    await expect(checkBucket({ ...s3.config, bucket: 'no-such-bucket' })).rejects.toThrow(
      /^Object store: bucket no-such-bucket at http:\/\/127\.0\.0\.1:\d+ did not answer/,
    );
  });
});
