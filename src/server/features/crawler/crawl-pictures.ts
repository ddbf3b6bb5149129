import { defaultImageFor } from '#server/events/event-normalize.ts';
import {
  copyImageForCrawl,
  RemoteImageError,
  type RemoteImageDeps,
} from '#server/events/remote-event-image.ts';
import type { StoredItem } from '#server/features/crawler/crawl-store.service.ts';
import { HttpError } from '#server/lib/errors.ts';
import { findCrawledCopy } from '#server/uploads/upload-records.ts';

/** New pictures fetched per crawl at most; the rest show category art until a later crawl. */
export const CRAWL_PICTURE_CAP = 200;
/** Pictures fetched at once: the decode queue behind them stays free for people's uploads. */
export const CRAWL_PICTURE_CONCURRENCY = 2;

/** Our own path (an upload, category art): nothing to fetch. */
const isOwn = (url: string) => url.startsWith('/') && !url.startsWith('//');

/** Runs `work` over `items`, at most `limit` at a time. */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * One crawl's pictures (docs/product.md#pictures-we-serve): each listing's picture becomes our
 * stored copy, made once per address and reused by later crawls; a picture that cannot be
 * fetched or read, or any past the crawl's cap, leaves the event its category art. Without
 * `deps` (the offline demo crawl) nothing is fetched and every remote picture is category art.
 */
export function crawlPictures(deps: RemoteImageDeps | null) {
  let fetched = 0;
  const copies = new Map<string, Promise<string | null>>();

  async function copyOf(url: string): Promise<string | null> {
    if (!deps) return null;
    const known = await findCrawledCopy(deps.db, url);
    if (known) return known;
    if (fetched >= CRAWL_PICTURE_CAP) return null;
    fetched += 1;
    try {
      return await copyImageForCrawl(deps, url);
    } catch (err) {
      // Unusable, or the decode queue is full: the card shows its category art this time.
      if (err instanceof RemoteImageError || err instanceof HttpError) return null;
      throw err;
    }
  }

  /** Rewrites each item's picture to our copy or its category art, in place. */
  return async function ownPictures(items: readonly StoredItem[]): Promise<void> {
    const remote = items.filter((i) => i.row.imageUrl && !isOwn(i.row.imageUrl));
    await eachLimited(remote, CRAWL_PICTURE_CONCURRENCY, async (item) => {
      const url = item.row.imageUrl!;
      let copy = copies.get(url);
      if (!copy) {
        copy = copyOf(url);
        copies.set(url, copy);
      }
      item.row.imageUrl = (await copy) ?? defaultImageFor(item.row.category ?? 'other');
    });
  };
}

export type CrawlPictures = ReturnType<typeof crawlPictures>;
