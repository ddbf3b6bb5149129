import { and, asc, eq, ne, notExists, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { events } from '#server/db/schema/events.ts';
import { userEvents } from '#server/db/schema/user-events.ts';
import { eventColumns } from '#server/events/event-row.ts';
import { stillListed } from '#server/events/still-listed.ts';
import { SIMILAR_LIMIT } from '#shared/schemas/event-details.ts';

/** One event with the reader's swipe on it, in one round trip; undefined when it is gone. */
export async function eventWithSwipe(db: Db, userId: string, eventId: number) {
  const [row] = await db
    .select({ event: eventColumns, swipe: userEvents.action })
    .from(events)
    .leftJoin(userEvents, and(eq(userEvents.eventId, events.id), eq(userEvents.userId, userId)))
    .where(eq(events.id, eventId));
  return row;
}

/**
 * "More like this": upcoming events of the same category the reader has not swiped, soonest
 * first (docs/product.md#event-page).
 */
export async function similarEvents(db: Db, userId: string, eventId: number) {
  const [target] = await db
    .select({ category: events.category })
    .from(events)
    .where(eq(events.id, eventId));
  if (!target) return undefined;
  return db
    .select(eventColumns)
    .from(events)
    .where(
      and(
        eq(events.category, target.category),
        ne(events.id, eventId),
        sql`${stillListed('events')}`,
        notExists(
          db
            .select({ one: sql`1` })
            .from(userEvents)
            .where(and(eq(userEvents.eventId, events.id), eq(userEvents.userId, userId))),
        ),
      ),
    )
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(SIMILAR_LIMIT);
}
