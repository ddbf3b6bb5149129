import { randomInt } from 'node:crypto';
import type { Db } from '#server/db/client.ts';
import { buildDemoEvents } from '#server/seed/demo-events.ts';
import { insertEvents } from '#server/events/event-insert.ts';
import { nycToday } from '#shared/time.ts';

/** Rows per INSERT, so no single statement holds megabytes of JSON. */
const INSERT_CHUNK = 1000;

/**
 * Inserts `count` realistic upcoming events (the demo generator with a fresh seed), all in one
 * transaction: a failure part-way leaves none of them.
 */
export async function generateMockEvents(db: Db, count: number, now = new Date()) {
  const rows = buildDemoEvents(nycToday(now), {
    count,
    seed: randomInt(2 ** 32),
    source: 'mock',
    startsAfter: now,
  });
  const created = await db.transaction(async (tx) => {
    let inserted = 0;
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      inserted += (await insertEvents(tx, rows.slice(i, i + INSERT_CHUNK))).inserted;
    }
    return inserted;
  });
  return { count, created };
}
