import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { events } from '#server/db/schema/events.ts';
import { userEvents } from '#server/db/schema/user-events.ts';

/** Cap on feed size: calendar apps poll it, and nobody needs more than this many entries. */
const FEED_LIMIT = 500;

export async function likedEvents(db: Db, userId: string) {
  const rows = await db
    .select({ event: events })
    .from(userEvents)
    .innerJoin(events, eq(events.id, userEvents.eventId))
    .where(and(eq(userEvents.userId, userId), eq(userEvents.action, 'liked')))
    .orderBy(sql`${userEvents.updatedAt} DESC NULLS LAST`)
    .limit(FEED_LIMIT);
  return rows.map((r) => r.event);
}
