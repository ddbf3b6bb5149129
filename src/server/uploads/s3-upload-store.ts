import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { ConfigError, type ObjectStorage } from '#server/config.ts';
import { RetryLaterError } from '#server/lib/errors.ts';
import { checkedKey, type UploadStore } from '#server/uploads/upload-store.ts';

/** How long a request waits for the bucket before the store reports it unavailable. */
const CONNECT_TIMEOUT_MS = 2_000;
const REQUEST_TIMEOUT_MS = 15_000;
/** What a client is told to wait before trying an upload again. */
const RETRY_AFTER_SECONDS = 5;

export const STORAGE_UNAVAILABLE = 'Picture storage is unavailable; please try again shortly';

const statusOf = (err: unknown) =>
  err instanceof S3ServiceException ? err.$metadata.httpStatusCode : undefined;

/** Any failure to reach or use the bucket, as the 503 a client may retry. */
function unavailable(err: unknown): RetryLaterError {
  const refused = new RetryLaterError(
    503,
    STORAGE_UNAVAILABLE,
    'STORAGE_UNAVAILABLE',
    RETRY_AFTER_SECONDS,
  );
  refused.cause = err;
  return refused;
}

export function s3Client(storage: ObjectStorage): S3Client {
  return new S3Client({
    endpoint: storage.endpoint,
    region: storage.region,
    forcePathStyle: storage.forcePathStyle,
    credentials: storage.credentials,
    maxAttempts: 2,
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
    // Checksums only where S3 requires them: S3-compatible servers do not all take the
    // trailing checksums the SDK would otherwise add to every upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** Objects in one bucket under their keys, served by any server at `/uploads/<key>`. */
export function s3UploadStore(storage: ObjectStorage, client = s3Client(storage)): UploadStore {
  const Bucket = storage.bucket;
  const urlOf = (key: string) => `/uploads/${checkedKey(key)}`;
  return {
    put: async (key, body, contentType) => {
      try {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: checkedKey(key),
            Body: body,
            ContentType: contentType,
          }),
        );
      } catch (err) {
        throw unavailable(err);
      }
      return urlOf(key);
    },
    urlOf,
    remove: async (key) => {
      try {
        // S3 answers a delete of a missing key with success too.
        await client.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
      } catch (err) {
        throw unavailable(err);
      }
    },
    open: async (key) => {
      try {
        const found = await client.send(new GetObjectCommand({ Bucket, Key: checkedKey(key) }));
        return {
          body: found.Body as Readable,
          contentType: found.ContentType ?? 'application/octet-stream',
          contentLength: found.ContentLength,
          etag: found.ETag,
        };
      } catch (err) {
        if (statusOf(err) === 404) return null;
        throw unavailable(err);
      }
    },
  };
}

/**
 * Asks the bucket once at start-up, so a wrong setting stops the server with one line naming the
 * variable rather than failing the first upload.
 */
export async function checkBucket(storage: ObjectStorage, client = s3Client(storage)) {
  try {
    await client.send(new HeadBucketCommand({ Bucket: storage.bucket }));
  } catch (err) {
    const status = statusOf(err);
    const where = storage.endpoint ?? `AWS ${storage.region}`;
    if (status === 404) {
      throw new ConfigError(`S3_BUCKET: no bucket named "${storage.bucket}" at ${where}`);
    }
    if (status === 401 || status === 403) {
      throw new ConfigError(
        `S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: ${where} refused them for bucket "${storage.bucket}" (${status})`,
      );
    }
    if (status === 301) {
      throw new ConfigError(`S3_REGION: bucket "${storage.bucket}" is not in ${storage.region}`);
    }
    const reason = status
      ? `answered ${status}`
      : ((err as { code?: string }).code ?? (err as Error).message);
    throw new ConfigError(`S3_ENDPOINT: cannot use ${where} (${reason})`);
  }
}
