import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '#server/db/client.ts';
import { REMINDER_LEAD_MINUTES, type ReminderKind } from '#shared/push.ts';
import { NYC_ZONE } from '#shared/time.ts';

/** A reminder just claimed for sending, with what its message needs. */
export interface DueReminder {
  kind: ReminderKind;
  userId: string;
  eventId: number;
  title: string;
  venue: string;
  time: string;
  startsAt: Date;
}

/**
 * With a preferred time of day, the reminder comes at that hour of the event's day when that is
 * earlier than the usual lead time: someone who plans in the morning hears of tonight's show at
 * 9 AM. 'any' keeps the lead time alone.
 */
const PREFERRED_HOURS = { morning: 9, afternoon: 12, evening: 17, 'late-night': 21 } as const;

/** A movie's noon reminder is not sent later than this on its day (a server down at noon). */
const MOVIE_WINDOW_HOURS = 3;

/**
 * An all-day event has no start to remind before: it is announced at this New York hour of its
 * first day, within the same window as a movie's noon reminder.
 */
const ALL_DAY_HOUR = 9;

/** A movie over several days: reminded daily at noon rather than before its listed showing. */
const MOVIE_RUN = 'e.is_movie AND e.end_date > coalesce(e.start_date, e.date)';

const remindAt = sql.raw(`CASE p.preferred_time
  ${Object.entries(PREFERRED_HOURS)
    .map(
      ([pref, hour]) =>
        `WHEN '${pref}' THEN least(e.starts_at - interval '${REMINDER_LEAD_MINUTES} minutes',
          ((e.starts_at AT TIME ZONE '${NYC_ZONE}')::date + time '${hour}:00') AT TIME ZONE '${NYC_ZONE}')`,
    )
    .join('\n  ')}
  ELSE e.starts_at - interval '${REMINDER_LEAD_MINUTES} minutes' END`);

/**
 * Claims every reminder due at `now` (docs/reminders.md) by inserting it into push_reminders: the key there lets
 * each one through once, whichever server or run gets to it first (at most once: a push that
 * then fails is not sent again). Only users who turned notifications on and have a browser
 * subscribed are considered.
 */
export async function claimDueReminders(db: Db, now: Date): Promise<DueReminder[]> {
  const at = now.toISOString();
  const rows = await queryRows<{
    kind: ReminderKind;
    user_id: string;
    event_id: string | number;
    title: string;
    venue: string;
    time: string;
    starts_at: string | Date;
  }>(
    db,
    sql`WITH candidates AS (
        SELECT ue.user_id, e.id AS event_id, 'starts-soon' AS kind,
               (e.starts_at AT TIME ZONE ${NYC_ZONE})::date AS on_date
          FROM user_events ue
          JOIN user_preferences p ON p.user_id = ue.user_id AND p.notifications
          JOIN events e ON e.id = ue.event_id
         WHERE ue.action = 'liked' AND NOT e.all_day AND NOT (${sql.raw(MOVIE_RUN)})
           AND e.starts_at > ${at}::timestamptz
           AND e.starts_at <= ${at}::timestamptz + interval '1 day'
           AND ${remindAt} <= ${at}::timestamptz
           AND EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.user_id = ue.user_id)
        UNION ALL
        SELECT ue.user_id, e.id, 'starts-soon', e.date
          FROM (SELECT (${at}::timestamptz AT TIME ZONE ${NYC_ZONE}) AS local) AS clock
          JOIN user_events ue ON ue.action = 'liked'
          JOIN user_preferences p ON p.user_id = ue.user_id AND p.notifications
          JOIN events e ON e.id = ue.event_id
         WHERE e.all_day AND e.date = clock.local::date
           AND clock.local::time >= time '${sql.raw(String(ALL_DAY_HOUR))}:00'
           AND clock.local::time < time '${sql.raw(String(ALL_DAY_HOUR))}:00' + interval '${sql.raw(String(MOVIE_WINDOW_HOURS))} hours'
           AND EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.user_id = ue.user_id)
        UNION ALL
        SELECT ue.user_id, e.id, 'movie-noon', today.d
          FROM (SELECT (${at}::timestamptz AT TIME ZONE ${NYC_ZONE}) AS local) AS clock
          CROSS JOIN LATERAL (SELECT clock.local::date AS d) AS today
          JOIN user_events ue ON ue.action = 'liked'
          JOIN user_preferences p ON p.user_id = ue.user_id AND p.notifications
          JOIN events e ON e.id = ue.event_id
         WHERE ${sql.raw(MOVIE_RUN)}
           AND clock.local::time >= time '12:00'
           AND clock.local::time < time '12:00' + interval '${sql.raw(String(MOVIE_WINDOW_HOURS))} hours'
           AND coalesce(e.start_date, e.date) <= today.d
           AND coalesce(e.end_date, e.date) >= today.d
           AND EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.user_id = ue.user_id)
      ), claimed AS (
        INSERT INTO push_reminders (user_id, event_id, kind, on_date)
        SELECT user_id, event_id, kind, on_date FROM candidates
        ON CONFLICT DO NOTHING
        RETURNING user_id, event_id, kind
      )
      SELECT c.kind, c.user_id, e.id AS event_id, e.title, e.venue, e.time, e.starts_at
        FROM claimed c JOIN events e ON e.id = c.event_id`,
  );
  return rows.map((r) => ({
    kind: r.kind,
    userId: r.user_id,
    eventId: Number(r.event_id),
    title: r.title,
    venue: r.venue,
    time: r.time,
    startsAt: new Date(r.starts_at),
  }));
}
