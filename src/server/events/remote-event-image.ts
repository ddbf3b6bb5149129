import { eventImageVariants } from '#server/events/event-image.ts';
import { storeEventImage, type ImageUploadDeps } from '#server/events/store-event-image.ts';
import { HttpError } from '#server/lib/errors.ts';
import {
  createSafeFetcher,
  FetchError,
  type FetchPolicy,
  type SafeFetcher,
} from '#server/outbound/safe-fetch.ts';
import { checkUploadQuota, type Uploader } from '#server/uploads/upload-quota.ts';
import { recordCrawledUpload, recordUpload } from '#server/uploads/upload-records.ts';
import { IMAGE_MAX_BYTES } from '#shared/schemas/admin-operations.ts';

/** The longest one picture may take to arrive, redirects included. */
export const REMOTE_IMAGE_TIMEOUT_MS = 15_000;
/** Pictures often sit on one CDN: a quarter second between two requests to it is polite. */
const REMOTE_IMAGE_HOST_INTERVAL_MS = 250;
const ACCEPT = 'image/avif, image/webp, image/png, image/jpeg, image/gif;q=0.9';

/** Why a remote picture could not be copied, in words for a form or a crawl report. */
export class RemoteImageError extends Error {}

/**
 * What lets a test's local picture server through (docs/crawler.md#politeness-and-safety);
 * never set from the environment, so production reaches public addresses only.
 */
export type RemoteImageReach = Pick<FetchPolicy, 'allowPrivateHosts' | 'connectTo' | 'ca'>;

/** The fetcher for remote pictures: the same address guard, limits and pace as a crawl's. */
export function remoteImageFetcher(userAgent: string, reach: RemoteImageReach = {}): SafeFetcher {
  return createSafeFetcher({
    userAgent,
    hostIntervalMs: REMOTE_IMAGE_HOST_INTERVAL_MS,
    maxRedirects: 3,
    ...reach,
  });
}

export interface RemoteImageDeps extends ImageUploadDeps {
  fetcher: SafeFetcher;
}

/**
 * The picture at `url`, fetched through the safe fetch (at most the upload size), checked to be
 * an image by its declared type and then by its content, and re-encoded like an upload (the same
 * decode queue and pixel limit). A full decode queue stays 503 BUSY; everything else that makes
 * the picture unusable is a RemoteImageError.
 */
async function fetchPicture(fetcher: SafeFetcher, url: string) {
  let answer;
  try {
    answer = await fetcher.getBytes({
      url,
      accept: ACCEPT,
      timeoutMs: REMOTE_IMAGE_TIMEOUT_MS,
      maxBytes: IMAGE_MAX_BYTES,
      // A picture the listing or the form names is fetched once, like a link preview's.
      robots: false,
    });
  } catch (err) {
    if (err instanceof FetchError) throw new RemoteImageError(err.message);
    throw err;
  }
  const type = (answer.contentType.split(';')[0] ?? '').trim().toLowerCase();
  // SVG is a document that can carry scripts, refused as uploads refuse it.
  if (!type.startsWith('image/') || type === 'image/svg+xml') {
    throw new RemoteImageError(`the address answered ${type || 'something'}, not a picture`);
  }
  try {
    return await eventImageVariants(answer.body);
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 415) throw new RemoteImageError(err.message);
    throw err;
  }
}

/**
 * A copy of a form's https picture, stored as the account's upload under its quota: the event
 * then shows our `/uploads/…` path, and no viewer's browser ever asks the remote host. Past the
 * quota it is 429 like an upload; a picture that cannot be used is 422 naming `imageUrl`.
 */
export async function copyImageForAccount(
  deps: RemoteImageDeps,
  uploader: Uploader,
  url: string,
): Promise<string> {
  await checkUploadQuota(deps.db, uploader, 1);
  let images;
  try {
    images = await fetchPicture(deps.fetcher, url);
  } catch (err) {
    if (!(err instanceof RemoteImageError)) throw err;
    throw new HttpError(
      422,
      `imageUrl: the picture could not be copied (${err.message}). Upload the file instead.`,
      'IMAGE_URL_UNUSABLE',
    );
  }
  const stored = await storeEventImage(
    deps,
    (files) => recordUpload(deps.db, uploader, files),
    images,
    url,
  );
  return stored.imageUrl;
}

/** The form's image address as stored: our own path kept, an https address copied. */
export async function ownImageUrl(
  deps: RemoteImageDeps,
  uploader: Uploader,
  imageUrl: string | null | undefined,
): Promise<string | null | undefined> {
  if (!imageUrl || imageUrl.startsWith('/')) return imageUrl;
  return copyImageForAccount(deps, uploader, imageUrl);
}

/**
 * The crawler's copy of a listing's picture, recorded with its address so later crawls reuse it
 * (`findCrawledCopy`). It belongs to no account (docs/product.md#pictures-we-serve).
 */
export async function copyImageForCrawl(deps: RemoteImageDeps, url: string): Promise<string> {
  const images = await fetchPicture(deps.fetcher, url);
  const stored = await storeEventImage(
    deps,
    (files) => recordCrawledUpload(deps.db, files),
    images,
    url,
  );
  return stored.imageUrl;
}
