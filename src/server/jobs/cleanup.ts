import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '#server/db/client.ts';
import { CLEANUP_BATCH_SIZE, CLEANUP_PAUSE_MS, PASS_CLEANUP_MIN_SWIPERS } from '#server/config.ts';
import { stillListed } from '#server/events/still-listed.ts';
import type { Job } from '#server/lib/job.ts';
import type { CleanupResult } from '#shared/schemas/admin-operations.ts';

/** Events no list shows any more: over, in New York time (docs/product.md#expired-events). */
function expired(now: Date): SQL {
  // Strictly past its start: an event starting this very instant is still on.
  return sql`e.starts_at < ${now.toISOString()}::timestamptz AND NOT ${stillListed('e', now)}`;
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

interface Pace {
  /** Events per transaction. */
  batchSize: number;
  /** Least rest between two transactions, so the deck's requests find the database idle. */
  pauseMs: number;
}

/**
 * Deletes the events matching `where` in batches, with their swipes, and counts both. Each batch
 * is one short transaction and commits on its own (docs/reliability.md#cleanup): a cleanup cut
 * off midway leaves whole batches done and the rest for the next run. The events are locked
 * first, so no swipe can join them before the swipes are counted and deleted; rows a swipe holds
 * right now are skipped until the next run.
 */
async function deleteInBatches(db: Db, where: SQL, { batchSize, pauseMs }: Pace) {
  let events = 0;
  let swipes = 0;
  for (;;) {
    const started = performance.now();
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
    // On PGlite every request waits for a running transaction, on PostgreSQL it shares the
    // disk and cores with it: the deck's requests get the database to themselves meanwhile. The
    // rest is at least twice as long as the batch took, so a slow batch (a large table, a busy
    // disk) never holds the database more than a third of the time (docs/performance.md#cleanup).
    await sleep(Math.max(pauseMs, 2 * (performance.now() - started)));
  }
}

/** The hourly cleanup: started events, then events everyone passed, with their swipes. */
export async function cleanup(
  db: Db,
  opts: { now?: Date; batchSize?: number; pauseMs?: number; minPassSwipers?: number } = {},
): Promise<CleanupResult> {
  const pace = {
    batchSize: opts.batchSize ?? CLEANUP_BATCH_SIZE,
    pauseMs: opts.pauseMs ?? CLEANUP_PAUSE_MS,
  };
  const past = await deleteInBatches(db, expired(opts.now ?? new Date()), pace);
  const minSwipers = opts.minPassSwipers ?? PASS_CLEANUP_MIN_SWIPERS;
  const passed = await deleteInBatches(db, passedByAll(minSwipers), pace);
  return {
    expiredEvents: past.events,
    passedEvents: passed.events,
    expiredUserEvents: past.swipes + passed.swipes,
  };
}

export const cleanupJob = (settings: {
  minPassSwipers: number;
  batchSize: number;
  pauseMs: number;
}): Job<CleanupResult> => ({
  name: 'cleanup',
  schedule: '0 * * * *',
  run: (db) => cleanup(db, settings),
});
