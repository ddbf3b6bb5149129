import { sql } from 'drizzle-orm';
import { preparedRows, type Db } from '#server/db/client.ts';
import { eventColumns, type EventRow } from '#server/events/event-row.ts';
import { mapColumns, selectColumns } from '#server/lib/raw-columns.ts';
import { pgArray } from './event-traits.ts';

const eventSelect = selectColumns(eventColumns, 'e', 'e_');

/**
 * The page's events, read by the statement that records them as dealt in their pass
 * (docs/deck-ranking.md#paging): one round trip. A pass's first page also forgets the person's
 * passes older than a day (a second tab's pass, a day old at most, keeps its own).
 *
 * The record is committed without waiting for the disk (`synchronous_commit` off for this
 * statement alone): it is visible to the next page at once, and all a crash of the database can
 * lose is the last moment's record, so a card of the page before could come again in its pass.
 * Waiting for the flush was a millisecond or more of every page (docs/performance.md).
 */
export async function dealPage(
  db: Db,
  o: { userId: string; passMs: number; ids: readonly number[]; firstPage: boolean },
): Promise<Map<number, EventRow>> {
  const { userId, passMs } = o;
  const ids = pgArray(o.ids);
  const rows = await preparedRows<Record<string, unknown>>(
    db,
    sql`
    WITH old AS (
      DELETE FROM deck_dealt
      WHERE ${o.firstPage} AND user_id = ${userId} AND pass_ms < ${passMs - 86_400_000}
    ), dealt AS (
      INSERT INTO deck_dealt (user_id, pass_ms, event_id)
      SELECT ${userId}, ${passMs}, unnest(${ids}::bigint[])
      ON CONFLICT DO NOTHING
    ), unflushed AS (
      SELECT set_config('synchronous_commit', 'off', true)
    )
    SELECT ${eventSelect} FROM unflushed, events e WHERE e.id = ANY (${ids}::bigint[])`,
  );
  return new Map(
    rows.map((r) => {
      const row = mapColumns<EventRow>(eventColumns, r, 'e_');
      return [row.id, row];
    }),
  );
}
