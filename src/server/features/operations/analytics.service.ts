import { desc, gt, sql } from 'drizzle-orm';
import { queryRows, type Db } from '#server/db/client.ts';
import { events } from '#server/db/schema/events.ts';
import { stillListed } from '#server/events/still-listed.ts';
import { DEMO_PEOPLE_EMAIL_PATTERN } from '#server/auth/demo-people.ts';
import { jobRuns } from '#server/db/schema/job-runs.ts';
import { uploadBatches } from '#server/db/schema/upload-batches.ts';
import { addDays, NYC_ZONE, nycToday } from '#shared/time.ts';

const SWIPE_DAYS = 30;
const TOP_LIKED = 10;
const RECENT_BATCHES = 5;
const RECENT_JOB_RUNS = 10;

interface Totals {
  events: number;
  upcoming: number;
  users: number;
  liked: number;
  passed: number;
  maybe: number;
}

interface CountBy {
  key: string;
  count: number;
}

/**
 * The admin panel's numbers: a handful of independent reads, sent together. Upcoming follows
 * cleanup's rule (an all-day event or a run counts until its last day is over). Admin accounts
 * are not counted as users; nor are the demo people, whose swipes are left out of the swipe
 * numbers too (docs/product.md#demo-data). Most liked follows like counts, as Hot does.
 */
export async function readAnalytics(db: Db, now = new Date()) {
  const realPeople = sql`user_id NOT IN (SELECT id FROM "user" WHERE email LIKE ${DEMO_PEOPLE_EMAIL_PATTERN})`;
  const today = nycToday(now);
  const firstDay = addDays(today, -(SWIPE_DAYS - 1));
  const [totals, byCategory, byBorough, topLiked, swipesPerDay, recentBatches, recentJobRuns] =
    await Promise.all([
      queryRows<Totals>(
        db,
        sql`SELECT
        (SELECT count(*) FROM events)::int AS events,
        (SELECT count(*) FROM events WHERE ${stillListed('events', now)})::int AS upcoming,
        (SELECT count(*) FROM "user"
          WHERE role <> 'admin' AND email NOT LIKE ${DEMO_PEOPLE_EMAIL_PATTERN})::int AS users,
        count(*) FILTER (WHERE action = 'liked')::int AS liked,
        count(*) FILTER (WHERE action = 'passed')::int AS passed,
        count(*) FILTER (WHERE action = 'maybe')::int AS maybe
      FROM user_events WHERE ${realPeople}`,
      ),
      queryRows<CountBy>(
        db,
        sql`SELECT category AS key, count(*)::int AS count FROM events
          GROUP BY category ORDER BY count DESC, key`,
      ),
      queryRows<CountBy>(
        db,
        sql`SELECT coalesce(borough, 'Unknown') AS key, count(*)::int AS count FROM events
          GROUP BY 1 ORDER BY count DESC, key`,
      ),
      // Walks events_hot_idx.
      db
        .select({ id: events.id, title: events.title, likeCount: events.likeCount })
        .from(events)
        .where(gt(events.likeCount, 0))
        .orderBy(desc(events.likeCount), events.id)
        .limit(TOP_LIKED),
      // A swipe counts on the New York day it was first made: a change of mind is not a new swipe.
      queryRows<{ day: string; count: number }>(
        db,
        sql`WITH days AS (
            SELECT d::date AS day
            FROM generate_series(${firstDay}::date, ${today}::date, interval '1 day') AS d
          ),
          counted AS (
            SELECT (created_at AT TIME ZONE ${NYC_ZONE})::date AS day, count(*) AS n
            FROM user_events
            WHERE created_at >= (${firstDay}::date::timestamp AT TIME ZONE ${NYC_ZONE})
              AND ${realPeople}
            GROUP BY 1
          )
          SELECT to_char(days.day, 'YYYY-MM-DD') AS day, coalesce(counted.n, 0)::int AS count
          FROM days LEFT JOIN counted USING (day) ORDER BY days.day`,
      ),
      db
        .select({
          startId: uploadBatches.startId,
          eventCount: uploadBatches.eventCount,
          uploadedAt: uploadBatches.uploadedAt,
          filename: uploadBatches.filename,
        })
        .from(uploadBatches)
        .orderBy(desc(uploadBatches.uploadedAt), desc(uploadBatches.id))
        .limit(RECENT_BATCHES),
      db
        .select({
          job: jobRuns.job,
          startedAt: jobRuns.startedAt,
          finishedAt: jobRuns.finishedAt,
          ok: jobRuns.ok,
          result: jobRuns.result,
          error: jobRuns.error,
        })
        .from(jobRuns)
        .orderBy(desc(jobRuns.startedAt), desc(jobRuns.id))
        .limit(RECENT_JOB_RUNS),
    ]);
  return {
    totals: totals[0]!,
    byCategory,
    byBorough,
    topLiked,
    swipesPerDay,
    recentBatches,
    recentJobRuns,
  };
}

export type AnalyticsData = Awaited<ReturnType<typeof readAnalytics>>;
