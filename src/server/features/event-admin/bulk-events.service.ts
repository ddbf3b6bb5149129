import { inArray, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client.ts';
import { events } from '#server/db/schema/events.ts';
import { categoryArtUrls, knownVenuePlace } from '#server/features/event-admin/derived-columns.ts';
import { defaultImageFor } from '#server/lib/event-normalize.ts';
import { normalizeCategory } from '#shared/categories.ts';
import { parsePrice } from '#shared/price.ts';

export interface BulkUpdates {
  category?: string | undefined;
  venue?: string | undefined;
  price?: string | undefined;
}

/**
 * The columns a bulk edit writes, derived as event-normalize derives them. Each depends only on
 * the new value and the row's own columns, so one UPDATE serves every selected event.
 */
function bulkSet(updates: BulkUpdates): PgUpdateSetSource<typeof events> {
  const set: PgUpdateSetSource<typeof events> = { updatedAt: sql`now()` };
  if (updates.category !== undefined) {
    const category = normalizeCategory(updates.category);
    const isMovie = category === 'movie';
    // A movie keeps the run its source gave it; an event that becomes one runs on its own day.
    const run = (column: typeof events.startDate | typeof events.endDate) =>
      isMovie
        ? sql`CASE WHEN ${events.isMovie} THEN coalesce(${column}, ${events.date}) ELSE ${events.date} END`
        : null;
    Object.assign(set, {
      category,
      originalCategory: updates.category,
      isMovie,
      startDate: run(events.startDate),
      endDate: run(events.endDate),
      // Category art follows the category; an image of the event's own stays.
      imageUrl: sql`CASE WHEN ${events.imageUrl} IS NULL OR ${inArray(events.imageUrl, categoryArtUrls)}
        THEN ${defaultImageFor(category)} ELSE ${events.imageUrl} END`,
    });
  }
  if (updates.price !== undefined) {
    const cents = parsePrice(updates.price);
    Object.assign(set, {
      price: updates.price,
      priceMinCents: cents?.minCents ?? null,
      priceMaxCents: cents?.maxCents ?? null,
    });
  }
  if (updates.venue !== undefined) {
    // A venue we know brings its own place; an unknown one (a rename, a typo fixed) leaves each
    // event where it was, as a single edit does.
    Object.assign(set, { venue: updates.venue, ...knownVenuePlace(updates.venue) });
  }
  return set;
}

/** Applies the same changes to every listed event; ids without an event are not counted. */
export async function bulkEditEvents(
  db: Db,
  eventIds: number[],
  updates: BulkUpdates,
): Promise<number> {
  const updated = await db
    .update(events)
    .set(bulkSet(updates))
    .where(inArray(events.id, eventIds))
    .returning({ id: events.id });
  return updated.length;
}

/** Deletes the listed events; their swipe records go with them (ON DELETE CASCADE). */
export async function bulkDeleteEvents(db: Db, eventIds: number[]): Promise<number> {
  const deleted = await db
    .delete(events)
    .where(inArray(events.id, eventIds))
    .returning({ id: events.id });
  return deleted.length;
}
