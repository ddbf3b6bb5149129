import type { Config } from '#server/config.ts';
import { s3UploadStore } from '#server/uploads/s3-upload-store.ts';
import { localUploadStore, type UploadStore } from '#server/uploads/upload-store.ts';

/** The configured bucket when S3_BUCKET is set, else this server's DATA_DIR. */
export function uploadStoreFor(config: Pick<Config, 'dataDir' | 'objectStorage'>): UploadStore {
  return config.objectStorage
    ? s3UploadStore(config.objectStorage)
    : localUploadStore(config.dataDir);
}
