import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * One uploaded event image (its full size and thumbnail files): who uploaded it, how many bytes
 * it keeps on disk and when, for the per-account quota, and the files to remove once no event
 * uses it (src/server/uploads/upload-records.ts). An account going away leaves its uploads ownerless,
 * which marks them for removal. A copy of a remote picture (a form's https address, a crawled
 * listing's picture) keeps the address it was copied from; the crawler's copies belong to no
 * account and count against no one's quota (docs/product.md#pictures-we-serve).
 */
export const uploads = pgTable(
  'uploads',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ownerId: text('owner_id').references(() => user.id, { onDelete: 'set null' }),
    /** The address events store in image_url, e.g. /uploads/events/<uuid>.webp. */
    url: text('url').notNull().unique(),
    /** The store's keys of the full-size image and its thumbnail. */
    key: text('key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    /** Both files together, as stored. */
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The remote address this is a copy of; null for a file uploaded from a device. */
    sourceUrl: text('source_url'),
    /** A crawled listing's picture: ownerless by design, never an account's to lose. */
    crawled: boolean('crawled').notNull().default(false),
  },
  (t) => [
    // The quota reads one account's uploads of the last day.
    index('uploads_owner_created_idx').on(t.ownerId, t.createdAt),
    // The cleanup walks uploads by age, and finds those of deleted accounts.
    index('uploads_created_idx').on(t.createdAt),
    check('uploads_bytes_check', sql`${t.bytes} >= 0`),
    // A crawl reuses the copy it made of a listing's picture instead of fetching it again.
    index('uploads_crawled_source_idx')
      .on(t.sourceUrl)
      .where(sql`${t.crawled}`),
  ],
);
