import { and, desc, eq, max } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { events } from '#server/db/schema/events.ts';
import { eventColumns } from '#server/events/event-row.ts';
import { userEvents } from '#server/db/schema/user-events.ts';

/** Cap on feed size: calendar apps poll it, and nobody needs more than this many entries. */
const FEED_LIMIT = 500;

/**
 * The user's loved events, most recently loved first, and when the list last changed. Any
 * swipe counts as a change: turning a like into a pass takes an event out of the list.
 */
export async function likedEvents(db: Db, userId: string) {
  const [rows, [latest]] = await Promise.all([
    db
      .select({ event: eventColumns })
      .from(userEvents)
      .innerJoin(events, eq(events.id, userEvents.eventId))
      .where(and(eq(userEvents.userId, userId), eq(userEvents.action, 'liked')))
      .orderBy(desc(userEvents.updatedAt), desc(events.id))
      .limit(FEED_LIMIT),
    db
      .select({ at: max(userEvents.updatedAt) })
      .from(userEvents)
      .where(eq(userEvents.userId, userId)),
  ]);
  const list = rows.map((r) => r.event);
  const changes = [latest?.at, ...list.map((e) => e.updatedAt)].filter((d) => d instanceof Date);
  const lastChange = changes.length
    ? new Date(Math.max(...changes.map((d) => d.getTime())))
    : undefined;
  return { events: list, lastChange };
}
