import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '#server/db/client.ts';
import { events } from '#server/db/schema/events.ts';
import { checkEventRow } from '#server/events/event-check.ts';
import {
  eventColumns,
  refreshedColumns,
  type EventRow,
  type NewEventRow,
} from '#server/events/event-row.ts';

const columns = getTableColumns(events);

export interface BulkInsertResult {
  inserted: number;
  firstId: number | null;
  lastId: number | null;
}

/** One event (the admin's form, a published business event), answered as a whole row. */
export async function insertEvent(db: Db, row: NewEventRow): Promise<EventRow> {
  const [created] = await db.insert(events).values(checkEventRow(row)).returning(eventColumns);
  return created!;
}

/** Rows as one JSON parameter, keyed by column name, as PostgreSQL reads them into `events` records. */
function asRecords(
  rows: readonly (Partial<NewEventRow> & { id?: number })[],
  keys: readonly (keyof NewEventRow)[],
) {
  return JSON.stringify(
    rows.map((r) => ({
      ...(r.id === undefined ? {} : { id: r.id }),
      ...Object.fromEntries(keys.map((k) => [columns[k].name, r[k] ?? null])),
    })),
  );
}

/** The columns any of the rows sets, as a list for INSERT and SELECT. */
function columnList(rows: readonly NewEventRow[]) {
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))] as (keyof NewEventRow)[];
  const list = sql.join(
    keys.map((k) => sql.identifier(columns[k].name)),
    sql`, `,
  );
  return { keys, list };
}

/**
 * Inserts many events in one statement with the rows as a single JSON parameter. Drizzle's
 * multi-row insert spends most of its time building one parameter per cell (about 0.5 ms a row);
 * PostgreSQL reads the JSON into rows of the events type in a fraction of that, on PGlite too.
 * A row whose source_key is taken is skipped, so re-imports never duplicate.
 */
export async function insertEvents(
  db: Db,
  rows: readonly NewEventRow[],
): Promise<BulkInsertResult> {
  if (rows.length === 0) return { inserted: 0, firstId: null, lastId: null };
  rows.forEach(checkEventRow);
  const { keys, list } = columnList(rows);
  return insertSkippingTakenKeys(
    db,
    list,
    sql`SELECT ${list} FROM json_populate_recordset(NULL::events, ${asRecords(rows, keys)}::json)`,
  );
}

/**
 * Inserts the rows `select` reads into the `columns` of events, skipping a row whose source_key
 * is taken so re-imports never duplicate, and answers how many went in and their id range.
 */
export async function insertSkippingTakenKeys(
  db: Db,
  columns: SQL,
  select: SQL,
): Promise<BulkInsertResult> {
  const [row] = await queryRows<{ n: string | number; first: string | null; last: string | null }>(
    db,
    sql`WITH inserted AS (
      INSERT INTO events (${columns}) ${select}
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

/** Inserts new keyed events (the crawler's), answering each one's id by its source key. */
export async function insertKeyedEvents(
  tx: Db,
  rows: readonly (NewEventRow & { sourceKey: string })[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  if (rows.length === 0) return ids;
  rows.forEach(checkEventRow);
  const { keys, list } = columnList(rows);
  const inserted = await queryRows<{ id: string | number; source_key: string }>(
    tx,
    sql`INSERT INTO events (${list})
      SELECT ${list} FROM json_populate_recordset(NULL::events, ${asRecords(rows, keys)}::json)
      ON CONFLICT (source_key) DO NOTHING
      RETURNING id, source_key`,
  );
  for (const r of inserted) ids.set(r.source_key, Number(r.id));
  return ids;
}

/**
 * Rewrites the text and derived columns of existing events from fresh rows (a re-crawl),
 * writing only those whose text changed; like_count, swipes and keys are left alone.
 */
export async function refreshEvents(tx: Db, updates: readonly { id: number; row: NewEventRow }[]) {
  if (updates.length === 0) return;
  updates.forEach((u) => checkEventRow(u.row));
  const names = refreshedColumns.map((k) => sql.identifier(columns[k].name));
  const set = sql.join(
    names.map((n) => sql`${n} = v.${n}`),
    sql`, `,
  );
  const mine = sql.join(
    names.map((n) => sql`e.${n}`),
    sql`, `,
  );
  const theirs = sql.join(
    names.map((n) => sql`v.${n}`),
    sql`, `,
  );
  await tx.execute(sql`UPDATE events AS e SET ${set}
    FROM json_populate_recordset(NULL::events, ${asRecords(
      updates.map((u) => ({ ...u.row, id: u.id })),
      refreshedColumns,
    )}::json) AS v
    WHERE e.id = v.id AND (${mine}) IS DISTINCT FROM (${theirs})`);
}
