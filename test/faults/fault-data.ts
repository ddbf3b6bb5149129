import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '#server/db/client.ts';
import { CSV_OPTIONAL_COLUMNS, CSV_REQUIRED_COLUMNS } from '#shared/schemas/csv-import.ts';
import { addDays, nycToday } from '#shared/time.ts';

export const USERS = 20;
export const UPCOMING = 200;
export const SWIPERS = USERS / 2;
export const SWIPED_EXPIRED = 2000;

/**
 * What every scenario starts from: users, upcoming events and their swipes, like counts exact.
 * `expired` adds that many events that started two days ago, swiped by half the users.
 */
export async function seedBaseline(db: Db, opts: { expired?: number } = {}) {
  await db.execute(sql`INSERT INTO "user" (id, name, email)
    SELECT 'fault-user-' || i, 'User ' || i, 'fault-' || i || '@example.com'
    FROM generate_series(1, ${USERS}) i`);
  await db.execute(sql`INSERT INTO events (title, date, starts_at, category, borough)
    SELECT 'Upcoming ' || i, (now() + interval '10 days')::date, now() + interval '10 days',
           'music', 'Queens'
    FROM generate_series(1, ${UPCOMING}) i`);
  if (opts.expired) {
    await db.execute(sql`INSERT INTO events (title, date, starts_at, category)
      SELECT 'Over ' || i, (now() - interval '2 days')::date, now() - interval '2 days', 'art'
      FROM generate_series(1, ${opts.expired}) i`);
  }
  // Half the users swipe every upcoming event and the first SWIPED_EXPIRED expired ones (ids run
  // from 1 in a fresh database, upcoming first), with
  // mixed actions, so no event is one that every swiper passed (cleanup's other half).
  await db.execute(sql`INSERT INTO user_events (user_id, event_id, action)
    SELECT 'fault-user-' || u, e.id, (ARRAY['liked', 'maybe', 'passed'])[1 + ((u + e.id) % 3)::int]
    FROM generate_series(1, ${SWIPERS}) u
    CROSS JOIN (SELECT id FROM events ORDER BY id LIMIT ${UPCOMING + SWIPED_EXPIRED}) e`);
  await db.execute(sql`UPDATE events e SET like_count = (
    SELECT count(*) FROM user_events u WHERE u.event_id = e.id AND u.action = 'liked')`);
}

/** A CSV file of `rows` valid, distinct events over the coming month. */
export function csvFile(rows: number, tag: string): Blob {
  const today = nycToday();
  const header = [...CSV_REQUIRED_COLUMNS, ...CSV_OPTIONAL_COLUMNS];
  const lines = [header.join(',')];
  for (let i = 0; i < rows; i++) {
    // Keyed by column, so a column added to the format cannot shift the others.
    const row: Record<(typeof header)[number], string> = {
      title: `Imported ${tag} ${i}`,
      description: `Row ${i}`,
      date: addDays(today, 1 + (i % 30)),
      time: `${1 + (i % 12)}:${i % 2 ? '30' : '00'} PM`,
      venue: 'Fault Hall',
      price: i % 3 ? '$10-20' : 'Free',
      category: 'comedy',
      sourceUrl: '',
      performer: '',
      imageUrl: '',
      neighborhood: 'Astoria',
      borough: 'Queens',
      endDate: '',
    };
    lines.push(header.map((column) => row[column]).join(','));
  }
  return new Blob([`${lines.join('\n')}\n`], { type: 'text/csv' });
}

export interface DataState {
  events: number;
  upcoming: number;
  expired: number;
  csvEvents: number;
  mockEvents: number;
  batches: number;
  /** Batches whose event_count is not the number of events that carry their id. */
  unevenBatches: number;
  /** Events whose like_count differs from their liked rows. */
  likeMismatches: number;
  /** Swipes whose event or user is gone. */
  orphanSwipes: number;
  swipes: number;
  /** Expired events still here whose swipes are not all still here (a half-applied batch). */
  expiredMissingSwipes: number;
  /** Runs of the job that started and never finished. */
  unfinishedRuns: number;
  finishedRuns: number;
}

export async function readState(db: Db, job?: string): Promise<DataState> {
  const [row] = await queryRows<DataState>(
    db,
    sql`SELECT
      (SELECT count(*)::int FROM events) AS events,
      (SELECT count(*)::int FROM events WHERE title LIKE 'Upcoming %') AS upcoming,
      (SELECT count(*)::int FROM events WHERE title LIKE 'Over %') AS expired,
      (SELECT count(*)::int FROM events WHERE source = 'csv') AS "csvEvents",
      (SELECT count(*)::int FROM events WHERE source = 'mock') AS "mockEvents",
      (SELECT count(*)::int FROM upload_batches) AS batches,
      (SELECT count(*)::int FROM upload_batches b
        WHERE b.event_count <> (SELECT count(*) FROM events e WHERE e.batch_id = b.id)) AS "unevenBatches",
      (SELECT count(*)::int FROM events e WHERE e.like_count <> (
        SELECT count(*) FROM user_events u WHERE u.event_id = e.id AND u.action = 'liked')
      ) AS "likeMismatches",
      (SELECT count(*)::int FROM user_events u
        WHERE NOT EXISTS (SELECT 1 FROM events e WHERE e.id = u.event_id)
           OR NOT EXISTS (SELECT 1 FROM "user" s WHERE s.id = u.user_id)) AS "orphanSwipes",
      (SELECT count(*)::int FROM user_events) AS swipes,
      (SELECT count(*)::int FROM events e
        WHERE e.title LIKE 'Over %' AND e.id <= ${UPCOMING + SWIPED_EXPIRED}
          AND (SELECT count(*) FROM user_events u WHERE u.event_id = e.id) <> ${SWIPERS}
      ) AS "expiredMissingSwipes",
      (SELECT count(*)::int FROM job_runs WHERE job = ${job ?? ''} AND finished_at IS NULL)
        AS "unfinishedRuns",
      (SELECT count(*)::int FROM job_runs WHERE job = ${job ?? ''} AND finished_at IS NOT NULL)
        AS "finishedRuns"`,
  );
  return row!;
}

/** Bytes the process has written through system calls so far (Linux /proc). */
export function bytesWritten(pid: number): number {
  const match = /^wchar: (\d+)$/m.exec(readFileSync(`/proc/${pid}/io`, 'utf8'));
  return Number(match?.[1] ?? 0);
}
