import { getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { events } from '#server/db/schema/events.ts';
import { checkEventRow } from '#server/events/event-check.ts';
import { insertSkippingTakenKeys, type BulkInsertResult } from '#server/events/event-insert.ts';
import type { NewEventRow } from '#server/events/event-row.ts';

const columns = getTableColumns(events);

/** One value inside a PostgreSQL array literal: quoted, with quotes and backslashes escaped. */
function arrayItem(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  const text = value instanceof Date ? value.toISOString() : String(value as string | number);
  return `"${text.replace(/[\\"]/g, '\\$&')}"`;
}

/**
 * Inserts many events in one statement with one array parameter per column, read back into rows
 * by `unnest`. PostgreSQL reads typed arrays with the same code COPY's text format uses, so this
 * comes close to COPY (docs/performance.md#csv-import) while keeping ON CONFLICT and RETURNING,
 * and it runs the same on PGlite, where COPY FROM STDIN does not exist. A row whose source_key is
 * taken is skipped, so re-imports never duplicate.
 */
export async function insertEventArrays(
  db: Db,
  rows: readonly NewEventRow[],
): Promise<BulkInsertResult> {
  if (rows.length === 0) return { inserted: 0, firstId: null, lastId: null };
  rows.forEach(checkEventRow);
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))] as (keyof NewEventRow)[];
  const names = sql.join(
    keys.map((k) => sql.identifier(columns[k].name)),
    sql`, `,
  );
  const arrays = sql.join(
    keys.map((k) => {
      const literal = `{${rows.map((r) => arrayItem(r[k])).join(',')}}`;
      return sql`${literal}::${sql.raw(columns[k].getSQLType())}[]`;
    }),
    sql`, `,
  );
  return insertSkippingTakenKeys(db, names, sql`SELECT * FROM unnest(${arrays})`);
}
