import { and, gt, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { events } from '#server/db/schema/events.ts';
import { eventColumns } from '#server/events/event-row.ts';
import { stillListed } from '#server/events/still-listed.ts';

/**
 * Events still listed (not started, or all-day and runs not over yet) by like count, read from the maintained counter through the partial
 * (like_count DESC, id) index: no aggregation over swipes.
 */
export async function hotEvents(db: Db, limit: number) {
  return (
    db
      .select(eventColumns)
      .from(events)
      .where(and(gt(events.likeCount, 0), stillListed('events')))
      // NULLS LAST matches the indexes (drizzle writes them so); plain DESC would sort every row.
      .orderBy(sql`${events.likeCount} DESC NULLS LAST`, events.id)
      .limit(limit)
  );
}
