import type { Job } from '#server/lib/job.ts';
import { removeUnusedUploads } from '#server/uploads/upload-records.ts';
import type { UploadStore } from '#server/uploads/upload-store.ts';

/**
 * Hourly: removes uploaded images no event shows, once a day old, and those of deleted accounts
 * (docs/product.md#uploaded-images). Images of deleted events go in the first run after the
 * event does.
 */
export const unusedUploadsJob = (store: UploadStore): Job<{ removedUploads: number }> => ({
  name: 'unused-uploads',
  schedule: '45 * * * *',
  run: async (db) => ({ removedUploads: await removeUnusedUploads(db, store) }),
});
