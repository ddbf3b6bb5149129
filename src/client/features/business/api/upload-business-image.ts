import type { UploadImage } from '#client/components/forms/use-image-upload.ts';
import { uploadFile } from '#client/lib/upload-file.ts';
import type { ImageUploadResult } from '#shared/schemas/admin-operations.ts';

/** The same checks and re-encoding as the admin's uploads, under the business's own route. */
export const uploadBusinessImage: UploadImage = (file, opts) =>
  uploadFile<ImageUploadResult>('/api/business/images', 'image', file, opts);
