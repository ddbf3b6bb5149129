import type { UploadImage } from '#client/components/forms/use-image-upload.ts';
import { apiPaths } from '#client/lib/api-paths.ts';
import { uploadFile } from '#client/lib/upload-file.ts';
import { imageUploadResultSchema } from '#shared/schemas/admin-operations.ts';

/** The same checks and re-encoding as the admin's uploads, under the business's own route. */
export const uploadBusinessImage: UploadImage = (file, opts) =>
  uploadFile(apiPaths.business.images, 'image', file, imageUploadResultSchema, opts);
