import { apiPaths } from '#client/lib/api-paths.ts';
import { uploadFile, type UploadProgress } from '#client/lib/upload-file.ts';
import {
  imageUploadResultSchema,
  type ImageUploadResult,
} from '#shared/schemas/admin-operations.ts';

/** The server checks the content, re-encodes it to WebP and answers where it keeps it. */
export function uploadImage(
  file: File,
  opts: { onProgress?: (p: UploadProgress) => void; signal?: AbortSignal },
): Promise<ImageUploadResult> {
  return uploadFile(apiPaths.admin.uploadImage, 'image', file, imageUploadResultSchema, opts);
}
