import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { events } from '#server/db/schema/events.ts';
import { userEvents } from '#server/db/schema/user-events.ts';
import { eventColumns } from '#server/events/event-row.ts';
import { stillListed } from '#server/events/still-listed.ts';
import {
  HOT_HALF_LIFE_HOURS,
  HOT_MAYBE_WEIGHT,
  HOT_PRIOR_PEOPLE,
  HOT_WINDOW_DAYS,
  WELL_LOVED_MIN_LIKES,
} from './hot-score.ts';

const HALF_LIFE_SECONDS = HOT_HALF_LIFE_HOURS * 3600;

/**
 * Still-listed events by their decayed score of recent loves and maybes (hot-score.ts). The
 * window's swipes are read from the partial user_events_recent_interest_idx by a range scan on
 * updated_at (a re-swipe moves a row's time), never the whole swipe table; its size is bounded
 * by a week of interest, and the result is cached (hot-list-cache.ts).
 */
export async function trendingEvents(db: Db, limit: number) {
  const ue = userEvents;
  // float8 throughout: extract() gives numeric, whose power() is ten times slower per row.
  const age = sql`extract(epoch FROM now() - ${ue.updatedAt})::float8`;
  const weight = sql`CASE WHEN ${ue.action} = 'liked' THEN 1.0::float8 ELSE ${sql.raw(String(HOT_MAYBE_WEIGHT))} END`;
  const recent = db
    .select({
      eventId: ue.eventId,
      score:
        sql<number>`sum(${weight} * power(0.5::float8, ${age} / ${sql.raw(String(HALF_LIFE_SECONDS))}))
        * count(*) / (count(*) + ${sql.raw(String(HOT_PRIOR_PEOPLE))})::float8`
          .mapWith(Number)
          .as('score'),
      loves: sql<number>`(count(*) FILTER (WHERE ${ue.action} = 'liked'))::int`
        .mapWith(Number)
        .as('loves'),
    })
    .from(ue)
    // Literal, not parameters: the planner must see the partial index's predicate in the query.
    .where(
      and(
        sql`${ue.action} IN ('liked', 'maybe')`,
        sql`${ue.updatedAt} > now() - interval '${sql.raw(String(HOT_WINDOW_DAYS))} days'`,
      ),
    )
    .groupBy(ue.eventId)
    // Sorted before the join, so events are read by key, best first, until the limit is full.
    .orderBy(sql`loves DESC`, sql`score DESC`, ue.eventId)
    .as('recent');
  return (
    db
      .select({ ...eventColumns, score: recent.score, recentLoves: recent.loves })
      .from(recent)
      .innerJoin(events, eq(events.id, recent.eventId))
      .where(stillListed('events'))
      // The card prints the week's loves, so they rank; the decayed score orders equal counts,
      // fresher first (docs/product.md#hot-list).
      .orderBy(desc(recent.loves), desc(recent.score), recent.eventId)
      .limit(limit)
  );
}

/**
 * Still-listed events liked by several people, most liked first, read from the maintained counter
 * through the partial (like_count DESC, id) index: the fallback when recent signal is thin.
 */
export async function wellLovedEvents(db: Db, limit: number) {
  return (
    db
      .select(eventColumns)
      .from(events)
      .where(
        and(
          // A literal, so the planner can prove the partial hot index's like_count > 0.
          sql`${events.likeCount} >= ${sql.raw(String(WELL_LOVED_MIN_LIKES))}`,
          stillListed('events'),
        ),
      )
      // NULLS LAST matches the indexes (drizzle writes them so); plain DESC would sort every row.
      .orderBy(sql`${events.likeCount} DESC NULLS LAST`, events.id)
      .limit(limit)
  );
}
