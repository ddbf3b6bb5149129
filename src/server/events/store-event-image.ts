import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { eventImageVariants } from '#server/events/event-image.ts';
import { badRequest, HttpError } from '#server/lib/errors.ts';
import type { Db } from '#server/db/client.ts';
import { checkUploadQuota, type Uploader } from '#server/uploads/upload-quota.ts';
import { forgetUpload, recordUpload, type UploadFiles } from '#server/uploads/upload-records.ts';
import type { UploadStore } from '#server/uploads/upload-store.ts';
import { IMAGE_MAX_BYTES, type ImageUploadResult } from '#shared/schemas/admin-operations.ts';

export const IMAGE_TOO_LARGE = 'Image too large: at most 10 MB';
/** Each upload decodes and re-encodes an image: generous for a person, a wall for a loop. */
export const IMAGE_UPLOAD_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };
export const IMAGE_UPLOAD_DESCRIPTION =
  'Multipart field `image` (at most 10 MB; 413 beyond). The content must be a JPEG, PNG, ' +
  'WebP, GIF or AVIF of at most 24 megapixels, else 415 (SVG included); 429 ' +
  "`UPLOAD_QUOTA` with Retry-After past the account's images per hour or bytes per day; 503 with " +
  'Retry-After while too many images are being processed. Stored as WebP ' +
  'of at most 1600 px without metadata, plus a 400 px thumbnail.';

export interface ImageUploadDeps {
  db: Db;
  store: UploadStore;
}

/**
 * The one pipeline behind every event-image upload: quota, read, check, re-encode, record,
 * store. The quota is asked before the image is decoded, so an account past it costs no CPU.
 */
export async function receiveEventImage(
  request: FastifyRequest,
  deps: ImageUploadDeps,
  uploader: Uploader,
): Promise<ImageUploadResult> {
  await checkUploadQuota(deps.db, uploader, 1);
  const images = await eventImageVariants(await imageBytes(request));
  return storeEventImage(deps, (files) => recordUpload(deps.db, uploader, files), images);
}

const tooLarge = () => new HttpError(413, IMAGE_TOO_LARGE, 'IMAGE_TOO_LARGE');

/** The bytes of the multipart field `image`, at most IMAGE_MAX_BYTES. */
async function imageBytes(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'Send the image as multipart form data', 'UNSUPPORTED_MEDIA_TYPE');
  }
  try {
    const part = await request.file({ limits: { fileSize: IMAGE_MAX_BYTES } });
    if (!part || part.fieldname !== 'image') throw badRequest('Please choose an image to upload');
    // Busboy ends an over-long part only at its boundary, which a body claiming a gigabyte
    // sends last: fail at the limit instead of reading on to it.
    part.file.once('limit', () => part.file.destroy(tooLarge()));
    return await part.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    // Busboy's complaints about a broken body (no boundary, cut short) carry no status.
    const status = (err as { statusCode?: number }).statusCode;
    if (err instanceof HttpError || (status !== undefined && status < 500)) throw err;
    throw badRequest('Malformed multipart body');
  }
}

/**
 * Both files or neither: a full-size image without its thumbnail would never be used. The record
 * comes first (an account's record holds its quota), so a crash between the two leaves a record
 * the unused-upload cleanup removes, never a file nothing knows about. `record` writes the
 * uploads row: an account's (under its quota) or the crawler's.
 */
export async function storeEventImage(
  { db, store }: ImageUploadDeps,
  record: (files: UploadFiles) => Promise<void>,
  images: { full: Buffer; thumbnail: Buffer },
  sourceUrl: string | null = null,
): Promise<ImageUploadResult> {
  const name = randomUUID();
  const keys = { full: `events/${name}.webp`, thumbnail: `events/${name}-thumb.webp` };
  const url = store.urlOf(keys.full);
  await record({
    url,
    key: keys.full,
    thumbnailKey: keys.thumbnail,
    bytes: images.full.length + images.thumbnail.length,
    sourceUrl,
  });
  try {
    const imageUrl = await store.put(keys.full, images.full, 'image/webp');
    const thumbnailUrl = await store.put(keys.thumbnail, images.thumbnail, 'image/webp');
    return { imageUrl, thumbnailUrl };
  } catch (err) {
    await Promise.allSettled([store.remove(keys.full), store.remove(keys.thumbnail)]);
    await forgetUpload(db, url);
    throw err;
  }
}
