import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '#server/db/client.ts';
import type { BusinessAnalyticsRecord } from '#server/features/business/business.presenter.ts';

/**
 * How each of the business's live events does on the deck, in one query: each count is read
 * through an index on event_id (event_views' primary key, user_events_event_idx).
 */
export function businessAnalytics(db: Db, businessId: number): Promise<BusinessAnalyticsRecord[]> {
  return queryRows<BusinessAnalyticsRecord>(
    db,
    sql`
    SELECT be.id::int AS "businessEventId", e.id::int AS "eventId", be.title, be.date::text AS date,
      (SELECT count(*)::int FROM event_views v WHERE v.event_id = e.id) AS views,
      coalesce(s.loves, 0) AS loves, coalesce(s.maybes, 0) AS maybes,
      coalesce(s.passes, 0) AS passes
    FROM business_events be
    JOIN events e ON e.business_event_id = be.id
    LEFT JOIN LATERAL (
      SELECT count(*) FILTER (WHERE ue.action = 'liked')::int AS loves,
        count(*) FILTER (WHERE ue.action = 'maybe')::int AS maybes,
        count(*) FILTER (WHERE ue.action = 'passed')::int AS passes
      FROM user_events ue WHERE ue.event_id = e.id
    ) s ON true
    WHERE be.business_id = ${businessId} AND be.status = 'live'
    ORDER BY be.date, be.id`,
  );
}

/**
 * Counts a viewer of a business event's card once. Any other event id, known or not, records
 * nothing, so the answer never tells which ids exist.
 */
export async function recordEventView(db: Db, eventId: number, userId: string): Promise<void> {
  await db.execute(sql`
    INSERT INTO event_views (event_id, user_id)
    SELECT id, ${userId} FROM events WHERE id = ${eventId} AND business_event_id IS NOT NULL
    ON CONFLICT DO NOTHING`);
}
