import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '#server/db/client.ts';
import { user } from '#server/db/schema/auth.ts';
import { uploads } from '#server/db/schema/uploads.ts';
import { checkUploadQuota, type Uploader } from '#server/uploads/upload-quota.ts';
import type { UploadStore } from '#server/uploads/upload-store.ts';

/** How long a fresh upload waits for the event that shows it (docs/product.md#uploaded-images). */
export const UNUSED_UPLOAD_GRACE_HOURS = 24;
/** Uploads removed per statement: each batch is one short statement and its files. */
const REMOVAL_BATCH = 500;

export interface UploadFiles {
  url: string;
  key: string;
  thumbnailKey: string;
  bytes: number;
  /** The remote address a copied picture came from (docs/product.md#pictures-we-serve). */
  sourceUrl?: string | null;
}

/**
 * Records an upload before its files are written, once it fits the account's quota. The account
 * row is locked (FOR NO KEY UPDATE, which swipes do not wait on) so two uploads of one account
 * cannot both take the last room.
 */
export async function recordUpload(db: Db, uploader: Uploader, files: UploadFiles) {
  await db.transaction(async (tx) => {
    await tx
      .select({ id: user.id })
      .from(user)
      .where(eq(user.id, uploader.id))
      .for('no key update');
    await checkUploadQuota(tx, uploader, files.bytes);
    await tx.insert(uploads).values({ ownerId: uploader.id, ...files });
  });
}

/** Records the crawler's copy of a listing's picture: no account, so no quota. */
export async function recordCrawledUpload(db: Db, files: UploadFiles) {
  await db.insert(uploads).values({ ownerId: null, crawled: true, ...files });
}

/** The copy a crawl already made of the picture at `sourceUrl`, if it is still stored. */
export async function findCrawledCopy(db: Db, sourceUrl: string): Promise<string | undefined> {
  const [row] = await db
    .select({ url: uploads.url })
    .from(uploads)
    .where(and(eq(uploads.crawled, true), eq(uploads.sourceUrl, sourceUrl)))
    .limit(1);
  return row?.url;
}

/** An account's stored images, oldest first, as the data export lists them. */
export function listUploads(db: Db, userId: string) {
  return db
    .select({
      url: uploads.url,
      bytes: uploads.bytes,
      sourceUrl: uploads.sourceUrl,
      createdAt: uploads.createdAt,
    })
    .from(uploads)
    .where(eq(uploads.ownerId, userId))
    .orderBy(asc(uploads.createdAt), asc(uploads.id));
}

/** Takes back the record of an upload whose files could not be written. */
export async function forgetUpload(db: Db, url: string) {
  await db.delete(uploads).where(eq(uploads.url, url));
}

/** How many images the account has uploaded that are still stored (the admin accounts page). */
export async function countUploads(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(uploads).where(eq(uploads.ownerId, userId));
  return row?.n ?? 0;
}

/** No event, live or submitted by a business, shows the upload `u`. */
const unused = sql`NOT EXISTS (
    SELECT 1 FROM events e WHERE e.image_url = u.url AND e.image_url LIKE '/uploads/%'
  ) AND NOT EXISTS (SELECT 1 FROM business_events b WHERE b.image_url = u.url)`;

/**
 * Deletes the records matching `which` in batches, then their files, and counts them. A record
 * goes first: a file left behind by a failed removal is unreachable by any form, while a record
 * left without its files would only be tried again.
 */
async function removeUploads(db: Db, store: UploadStore, which: SQL) {
  let removed = 0;
  for (;;) {
    const gone = await queryRows<{ key: string; thumbnailKey: string }>(
      db,
      sql`DELETE FROM uploads WHERE id IN (
            SELECT u.id FROM uploads u WHERE ${which} AND ${unused} LIMIT ${REMOVAL_BATCH}
          )
          RETURNING key, thumbnail_key AS "thumbnailKey"`,
    );
    await Promise.all(gone.flatMap((g) => [store.remove(g.key), store.remove(g.thumbnailKey)]));
    removed += gone.length;
    if (gone.length < REMOVAL_BATCH) return removed;
  }
}

/** Ownerless because its account is gone; the crawler's copies never had one. */
const ofDeletedAccount = sql`(u.owner_id IS NULL AND NOT u.crawled)`;

/**
 * Images no event uses, once older than the grace period, and those of deleted accounts at once
 * (an image a surviving event still shows stays until that event goes).
 */
export function removeUnusedUploads(db: Db, store: UploadStore, now = new Date()) {
  const cutoff = new Date(now.getTime() - UNUSED_UPLOAD_GRACE_HOURS * 3_600_000);
  return removeUploads(
    db,
    store,
    sql`(u.created_at < ${cutoff.toISOString()}::timestamptz OR ${ofDeletedAccount})`,
  );
}

/** The images of deleted accounts that no event uses: run right after an account is deleted. */
export function removeUploadsOfDeletedAccounts(db: Db, store: UploadStore) {
  return removeUploads(db, store, ofDeletedAccount);
}
