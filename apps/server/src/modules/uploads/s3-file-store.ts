import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Config } from '../../config';
import type { FileStore } from './file-store';

/**
 * A client for one bucket. Checksums only where an operation requires one: the SDK's default
 * CRC32 headers (2025 on) are refused by Alibaba OSS, Tencent COS and older MinIO.
 */
export function s3Client(config: S3Config): S3Client {
  return new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** A missing key (GET answers NoSuchKey, HEAD a bare 404). */
export function isMissing(err: unknown): boolean {
  return (
    err instanceof S3ServiceException &&
    (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404)
  );
}

function sizeOf(n: number | undefined, key: string): number {
  if (n === undefined || !Number.isFinite(n)) throw new Error(`the object store gave no size for ${key}`);
  return n;
}

/**
 * `take` bytes of a stream after its first `skip` ones. The rest is not read: the response is
 * destroyed when the bytes are out or the reader goes away, so its connection is not held.
 */
function cut(body: Readable, skip: number, take: number): Readable {
  async function* window(): AsyncGenerator<Buffer> {
    let toSkip = skip;
    let left = take;
    try {
      for await (const chunk of body as AsyncIterable<Buffer>) {
        const from = Math.min(toSkip, chunk.length);
        toSkip -= from;
        const piece = chunk.subarray(from, from + left);
        left -= piece.length;
        if (piece.length) yield piece;
        if (left === 0) return;
      }
    } finally {
      body.destroy();
    }
  }
  const out = Readable.from(window(), { objectMode: false });
  out.once('close', () => body.destroy());
  return out;
}

/** 5 MiB, S3's smallest part: a video streams through in parts, two in flight at most. */
const PART_BYTES = 5 * 1024 * 1024;

/**
 * Files as objects `<key>` in one bucket. Nothing here is public: the app checks access and
 * streams the bytes itself (D6), so the bucket needs no policy beyond the app's own keys.
 * A second write to a key replaces it; keys are new UUIDs, and a thumbnail is the same bytes.
 */
export function s3FileStore(config: S3Config, client = s3Client(config)): FileStore {
  const Bucket = config.bucket;
  return {
    async put(key, data) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentLength: data.length }));
    },
    async putStream(key, source) {
      // The source's own error (a size limit, a dropped upload) is what the caller acts on.
      let sourceError: unknown;
      async function* watched() {
        try {
          yield* source;
        } catch (err) {
          sourceError = err;
          throw err;
        }
      }
      // Nothing is visible under the key until the upload completes; a failure aborts it.
      const upload = new Upload({
        client,
        // A byte stream (not 16 buffered chunks of any size): what is read ahead stays small.
        params: { Bucket, Key: key, Body: Readable.from(watched(), { objectMode: false }) },
        partSize: PART_BYTES,
        queueSize: 2,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (err) {
        throw sourceError ?? err;
      }
    },
    async read(key) {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      return Buffer.from(await (answer.Body as NonNullable<typeof answer.Body>).transformToByteArray());
    },
    async open(key, range) {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket, Key: key, Range: range && `bytes=${range.start}-${range.end}` }),
        );
        const body = answer.Body as Readable;
        if (!range) return { stream: body, size: sizeOf(answer.ContentLength, key) };
        // `Content-Range: bytes a-b/size`; a service that ignored the range answers 200 and the
        // whole object (no Content-Range), one that misread it another span: cut what was asked.
        const sent = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(answer.ContentRange ?? '');
        const size = sizeOf(sent ? Number(sent[3]) : answer.ContentLength, key);
        const from = sent ? Number(sent[1]) : 0;
        const to = sent ? Number(sent[2]) : size - 1;
        if (from === range.start && to === range.end) return { stream: body, size };
        return { stream: cut(body, range.start - from, range.end - range.start + 1), size };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    ready: () => checkBucket(config, client),
  };
}

/** At start: the bucket answers with these keys, or a message an operator can act on. */
export async function checkBucket(config: S3Config, client = s3Client(config)): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: config.bucket }));
  } catch (err) {
    // HEAD answers carry no message: say what its status means.
    const status = err instanceof S3ServiceException ? err.$metadata.httpStatusCode : undefined;
    const why =
      status === 404
        ? 'no such bucket (HTTP 404)'
        : status === 403 || status === 401
          ? `the keys are refused (HTTP ${status})`
          : err instanceof Error
            ? `${err.name}${status ? ` (HTTP ${status})` : ''}: ${err.message}`
            : String(err);
    throw new Error(
      `Object store: bucket ${config.bucket} at ${config.endpoint ?? `AWS S3 ${config.region}`} did not answer — ${why}. Check S3_ENDPOINT, S3_BUCKET, S3_REGION, the keys and S3_FORCE_PATH_STYLE.`,
    );
  }
}
