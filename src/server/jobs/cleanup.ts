import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '#server/db/client.ts';
import { PASS_CLEANUP_MIN_SWIPERS } from '#server/config.ts';
import { stillListed } from '#server/events/still-listed.ts';
import type { Job } from '#server/lib/job.ts';
import type { CleanupResult } from '#shared/schemas/admin-operations.ts';

/** Events per batch: each batch is one short transaction, so swipes and reads keep flowing. */
const CLEANUP_BATCH_SIZE = 10_000;

/** Events no list shows any more: over, in New York time (docs/product.md#expired-events). */
function expired(now: Date): SQL {
  return sql`NOT ${stillListed('e', now)}`;
}

/**
 * Events that at least `minSwipers` different people swiped and all of them passed: a pass hides
 * an event from that person only, and one person's pass (or a handful) never removes it for
 * everyone else (docs/product.md#passed-events). Driven from the passed swipes, not from every
 * event; one person has one swipe per event, so swipes count people. A business paid for its
 * listing, so its events stay until they are over.
 */
const passedByAll = (minSwipers: number) => sql`e.business_event_id IS NULL AND e.id IN (
  SELECT s.event_id FROM user_events s
  WHERE s.event_id IN (SELECT p.event_id FROM user_events p WHERE p.action = 'passed')
  GROUP BY s.event_id
  HAVING count(*) >= ${minSwipers} AND bool_and(s.action = 'passed')
)`;

/**
 * Deletes the events matching `where` in batches, with their swipes, and counts both. The events
 * are locked first, so no swipe can join them before the swipes are counted and deleted; rows a
 * swipe holds right now are skipped until the next run.
 */
async function deleteInBatches(db: Db, where: SQL, batchSize: number) {
  let events = 0;
  let swipes = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const doomed = await queryRows<{ id: number }>(
        tx,
        sql`SELECT e.id FROM events e WHERE ${where} LIMIT ${batchSize} FOR UPDATE OF e SKIP LOCKED`,
      );
      if (doomed.length === 0) return { events: 0, swipes: 0 };
      const ids = sql.param(doomed.map((r) => r.id));
      const [gone] = await queryRows<{ swipes: number }>(
        tx,
        sql`WITH gone AS (DELETE FROM user_events WHERE event_id = ANY(${ids}::bigint[]) RETURNING 1)
            SELECT count(*)::int AS swipes FROM gone`,
      );
      await tx.execute(sql`DELETE FROM events WHERE id = ANY(${ids}::bigint[])`);
      return { events: doomed.length, swipes: gone?.swipes ?? 0 };
    });
    events += batch.events;
    swipes += batch.swipes;
    if (batch.events < batchSize) return { events, swipes };
  }
}

/** The hourly cleanup: started events, then events everyone passed, with their swipes. */
export async function cleanup(
  db: Db,
  opts: { now?: Date; batchSize?: number; minPassSwipers?: number } = {},
): Promise<CleanupResult> {
  const batchSize = opts.batchSize ?? CLEANUP_BATCH_SIZE;
  const past = await deleteInBatches(db, expired(opts.now ?? new Date()), batchSize);
  const minSwipers = opts.minPassSwipers ?? PASS_CLEANUP_MIN_SWIPERS;
  const passed = await deleteInBatches(db, passedByAll(minSwipers), batchSize);
  return {
    expiredEvents: past.events,
    passedEvents: passed.events,
    expiredUserEvents: past.swipes + passed.swipes,
  };
}

export const cleanupJob = (settings: { minPassSwipers: number }): Job<CleanupResult> => ({
  name: 'cleanup',
  schedule: '0 * * * *',
  run: (db) => cleanup(db, settings),
});
