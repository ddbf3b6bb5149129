import { and, asc, count, desc, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import { eventSourceLinks } from '#server/db/schema/event-sources.ts';
import { events } from '#server/db/schema/events.ts';
import { eventColumns } from '#server/events/event-row.ts';
import { eventDatabaseFilter } from '#server/events/event-database-filter.ts';
import {
  EVENT_DATABASE_COUNT_CAP,
  EVENT_DATABASE_PAGE_SIZE,
  type EventProvenance,
  type eventDatabaseQuerySchema,
} from '#shared/schemas/event-database.ts';

type Query = z.output<typeof eventDatabaseQuerySchema>;

/** Matches of `filter`, counted up to one past the cap so the cap itself can be told apart. */
async function boundedCount(db: Db, filter: SQL | undefined): Promise<number> {
  const matches = db
    .select({ one: sql`1` })
    .from(events)
    .where(filter)
    .limit(EVENT_DATABASE_COUNT_CAP + 1)
    .as('matches');
  const [counted] = await db.select({ n: count() }).from(matches);
  return counted?.n ?? 0;
}

/**
 * One page of the event database, newest first (docs/decisions/006-event-database-paging.md).
 * `after` pages on to older events, `before` back to newer ones, each one index range scan;
 * `page` alone skips whole pages (at most 49 of them). One row more than a page is read to
 * know whether another page lies in the direction of travel.
 */
export async function eventDatabasePage(db: Db, query: Query) {
  const filter = eventDatabaseFilter(query);
  const size = EVENT_DATABASE_PAGE_SIZE;
  const n = await boundedCount(db, filter);
  // Walking the primary key newest first until 21 rows match is quick when matches are
  // common, but reads the whole table when a text search matches a few old events (the planner
  // cannot tell, measured 0.7 s at 300k events). Text matching fewer than the cap is found
  // through its own indexes and sorted instead; `id + 0` hides the key order from the planner.
  const id = query.search && n <= EVENT_DATABASE_COUNT_CAP ? sql`${events.id} + 0` : events.id;
  const read = () =>
    db
      .select(eventColumns)
      .from(events)
      .limit(size + 1);
  let page: { rows: Awaited<ReturnType<typeof read>>; hasMore: boolean };
  if (query.after === undefined && query.before !== undefined) {
    const newer = await read()
      .where(and(filter, gt(events.id, query.before)))
      .orderBy(asc(id));
    page = { rows: newer.slice(0, size).reverse(), hasMore: newer.length > size };
  } else {
    const older = await read()
      .where(and(filter, query.after === undefined ? undefined : lt(events.id, query.after)))
      .orderBy(desc(id))
      .offset(query.after === undefined ? (query.page - 1) * size : 0);
    page = { rows: older.slice(0, size), hasMore: older.length > size };
  }
  return {
    ...page,
    total: Math.min(n, EVENT_DATABASE_COUNT_CAP),
    capped: n > EVENT_DATABASE_COUNT_CAP,
  };
}

/** Where each of a page's events is listed, in one query for the whole page, oldest first. */
export async function eventProvenance(
  db: Db,
  eventIds: readonly number[],
): Promise<Map<number, EventProvenance[]>> {
  const bySource = new Map<number, EventProvenance[]>();
  if (eventIds.length === 0) return bySource;
  const rows = await db
    .select({
      eventId: eventSourceLinks.eventId,
      source: eventSourceLinks.source,
      sourceId: eventSourceLinks.sourceId,
      url: eventSourceLinks.url,
    })
    .from(eventSourceLinks)
    .where(inArray(eventSourceLinks.eventId, [...eventIds]))
    .orderBy(eventSourceLinks.eventId, eventSourceLinks.firstSeenAt, eventSourceLinks.id);
  for (const { eventId, ...link } of rows) {
    const list = bySource.get(eventId) ?? [];
    list.push(link);
    bySource.set(eventId, list);
  }
  return bySource;
}
