import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { events } from '#server/db/schema/events.ts';
import { eventColumns, type EventRow } from '#server/events/event-row.ts';
import { stillListed } from '#server/events/still-listed.ts';
import { userEvents } from '#server/db/schema/user-events.ts';

export const RECENT_LIKES = 3;

export interface SwipeCounts {
  totalSwipes: number;
  likedEvents: number;
  passedEvents: number;
  maybeEvents: number;
  upcoming: number;
  favoriteCategory: string | null;
  /** The most recent likes first. */
  recentLikes: EventRow[];
}

/**
 * Everything the profile counts, in one statement. The two counts read only the user's entries
 * of the user_events indexes; the liked events' categories and start times come from
 * events_stats_lookup_idx alone, one probe per like; the recent likes walk
 * user_events (user_id, action, updated_at) and stop after three.
 */
export async function swipeCounts(db: Db, userId: string): Promise<SwipeCounts> {
  const counts = db
    .$with('counts', {
      totalSwipes: sql<number>`total_swipes`.as('total_swipes'),
      likedEvents: sql<number>`liked_events`.as('liked_events'),
      passedEvents: sql<number>`passed_events`.as('passed_events'),
      maybeEvents: sql<number>`maybe_events`.as('maybe_events'),
      upcoming: sql<number>`upcoming`.as('upcoming'),
      favoriteCategory: sql<string | null>`favorite_category`.as('favorite_category'),
    })
    .as(
      sql`
      WITH liked_by_category AS (
        SELECT e.category, count(*) AS likes, max(l.updated_at) AS last_liked_at,
               count(*) FILTER (WHERE ${stillListed('e')}) AS upcoming
        FROM user_events l JOIN events e ON e.id = l.event_id
        WHERE l.user_id = ${userId} AND l.action = 'liked'
        GROUP BY e.category
      )
      SELECT
        (SELECT count(*) FROM user_events WHERE user_id = ${userId})::int AS total_swipes,
        (SELECT count(*) FROM user_events WHERE user_id = ${userId} AND action = 'liked')::int
          AS liked_events,
        (SELECT count(*) FROM user_events WHERE user_id = ${userId} AND action = 'passed')::int
          AS passed_events,
        (SELECT count(*) FROM user_events WHERE user_id = ${userId} AND action = 'maybe')::int
          AS maybe_events,
        (SELECT coalesce(sum(upcoming), 0) FROM liked_by_category)::int AS upcoming,
        (SELECT category FROM liked_by_category
         ORDER BY likes DESC, last_liked_at DESC NULLS LAST, category LIMIT 1) AS favorite_category
    `,
    );
  const recent = db.$with('recent').as(
    db
      .select({
        eventId: userEvents.eventId,
        likedAt: userEvents.updatedAt,
        swipeId: userEvents.id,
      })
      .from(userEvents)
      .where(and(eq(userEvents.userId, userId), eq(userEvents.action, 'liked')))
      .orderBy(sql`${userEvents.updatedAt} DESC NULLS LAST`, desc(userEvents.id))
      .limit(RECENT_LIKES),
  );
  const rows = await db
    .with(counts, recent)
    .select({
      totalSwipes: counts.totalSwipes,
      likedEvents: counts.likedEvents,
      passedEvents: counts.passedEvents,
      maybeEvents: counts.maybeEvents,
      upcoming: counts.upcoming,
      favoriteCategory: counts.favoriteCategory,
      event: eventColumns,
    })
    .from(counts)
    .leftJoin(recent, sql`true`)
    .leftJoin(events, eq(events.id, recent.eventId))
    .orderBy(sql`${recent.likedAt} DESC NULLS LAST`, desc(recent.swipeId));
  const [first] = rows;
  return {
    totalSwipes: Number(first?.totalSwipes ?? 0),
    likedEvents: Number(first?.likedEvents ?? 0),
    passedEvents: Number(first?.passedEvents ?? 0),
    maybeEvents: Number(first?.maybeEvents ?? 0),
    upcoming: Number(first?.upcoming ?? 0),
    favoriteCategory: first?.favoriteCategory ?? null,
    recentLikes: rows.flatMap((r) => (r.event ? [r.event] : [])),
  };
}
