import { asc, gt } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { events } from '#server/db/schema/events.ts';
import { eventById } from '#server/events/event-by-id.ts';
import { runningNow } from '#server/events/still-listed.ts';

/** The sitemap protocol's limit per file. */
export const SITEMAP_MAX_URLS = 50_000;

/** Ids as they appear in links: digits without a leading zero, within JavaScript's safe range. */
const ID_PATTERN = /^[1-9]\d{0,15}$/;

/** The event an `/e/{id}` address names, or undefined for an id that is malformed or gone. */
export async function shareableEvent(db: Db, rawId: string) {
  if (!ID_PATTERN.test(rawId)) return undefined;
  const id = Number(rawId);
  if (!Number.isSafeInteger(id)) return undefined;
  return eventById(db, id);
}

export interface SitemapEntry {
  id: number;
  updatedAt: Date;
}

/**
 * Up to `limit` upcoming events: those that have begun and are still running (all-day events,
 * runs, movies), then events not yet started, soonest first. Each part walks its own index
 * (events_running_idx, then starts_at) and stops at the limit, however large the table.
 */
export async function sitemapEntries(
  db: Db,
  limit: number,
  now = new Date(),
): Promise<SitemapEntry[]> {
  const columns = { id: events.id, updatedAt: events.updatedAt };
  const running = await db
    .select(columns)
    .from(events)
    .where(runningNow('events', now))
    .orderBy(asc(events.endDate), asc(events.id))
    .limit(limit);
  if (running.length >= limit) return running;
  const notStarted = await db
    .select(columns)
    .from(events)
    .where(gt(events.startsAt, now))
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(limit - running.length);
  return [...running, ...notStarted];
}
