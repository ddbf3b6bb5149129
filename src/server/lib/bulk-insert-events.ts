import { getTableColumns, sql } from 'drizzle-orm';
import { queryRows, type Db } from '#server/db/client.ts';
import { events, type NewEventRow } from '#server/db/schema/events.ts';

const columns = getTableColumns(events);

export interface BulkInsertResult {
  inserted: number;
  firstId: number | null;
  lastId: number | null;
}

/**
 * Inserts many events in one statement with the rows as a single JSON parameter. Drizzle's
 * multi-row insert spends most of its time building one parameter per cell (about 0.5 ms a row);
 * PostgreSQL reads the JSON into rows of the events type in a fraction of that, on PGlite too.
 * A row whose source_key is taken is skipped, so re-imports never duplicate.
 */
export async function bulkInsertEvents(
  db: Db,
  rows: readonly NewEventRow[],
): Promise<BulkInsertResult> {
  if (rows.length === 0) return { inserted: 0, firstId: null, lastId: null };
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))] as (keyof NewEventRow)[];
  const names = keys.map((k) => columns[k].name);
  const records = rows.map((r) => Object.fromEntries(keys.map((k, i) => [names[i], r[k] ?? null])));
  const list = sql.join(
    names.map((n) => sql.identifier(n)),
    sql`, `,
  );
  const [row] = await queryRows<{ n: string | number; first: string | null; last: string | null }>(
    db,
    sql`WITH inserted AS (
      INSERT INTO events (${list})
      SELECT ${list} FROM json_populate_recordset(NULL::events, ${JSON.stringify(records)}::json)
      ON CONFLICT (source_key) DO NOTHING
      RETURNING id
    )
    SELECT count(*) AS n, min(id) AS first, max(id) AS last FROM inserted`,
  );
  return {
    inserted: Number(row?.n ?? 0),
    firstId: row?.first == null ? null : Number(row.first),
    lastId: row?.last == null ? null : Number(row.last),
  };
}
