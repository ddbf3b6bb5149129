import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '#server/db/client.ts';
import { insertEvents } from '#server/events/event-insert.ts';
import type { CsvEvent, ParsedCsv } from '#server/features/csv-import/csv-rows.ts';

/**
 * Rows per INSERT. Each chunk travels as one JSON parameter, so the statement stays the same
 * size whatever the chunk holds; a few thousand rows keep each round trip well under a second.
 */
export const INSERT_CHUNK = 2500;

export interface ImportOutcome {
  inserted: number;
  /** Valid rows skipped because an earlier upload (or an earlier row of this file) has them. */
  duplicates: number;
  batchStartId: number | null;
}

function chunksOf<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Each content key once: later rows of the file that repeat an earlier one are dropped. */
function firstOfEachKey(valid: CsvEvent[]): CsvEvent[] {
  const seen = new Set<string>();
  return valid.filter((e) => {
    if (seen.has(e.key)) return false;
    seen.add(e.key);
    return true;
  });
}

/** Which of the keys some event already carries. */
async function takenKeys(tx: Db, keys: string[]): Promise<Set<string>> {
  const rows = await queryRows<{ key: string }>(
    tx,
    sql`SELECT source_key AS key FROM events
      WHERE source_key IN (SELECT json_array_elements_text(${JSON.stringify(keys)}::json))`,
  );
  return new Set(rows.map((r) => r.key));
}

/** Rows an upload would skip as already imported; none when duplicates are allowed. */
export async function countDuplicates(
  db: Db,
  parsed: ParsedCsv,
  allowDuplicates: boolean,
): Promise<number> {
  if (allowDuplicates) return 0;
  const unique = firstOfEachKey(parsed.valid);
  let known = 0;
  for (const chunk of chunksOf(unique, INSERT_CHUNK)) {
    known += (
      await takenKeys(
        db,
        chunk.map((e) => e.key),
      )
    ).size;
  }
  return parsed.valid.length - unique.length + known;
}

/**
 * Imports the valid rows of a file as one batch, atomically: the batch record and every event
 * land in one transaction, so a failure anywhere (or a server killed mid-way) leaves neither.
 * A file with nothing new to import leaves no batch behind.
 */
export async function importCsv(
  db: Db,
  parsed: ParsedCsv,
  opts: { filename: string; uploadedBy: string; allowDuplicates: boolean },
): Promise<ImportOutcome> {
  // Repeats inside the file count once, unless the admin asked for duplicates: then all go in.
  const rows = opts.allowDuplicates ? parsed.valid : firstOfEachKey(parsed.valid);
  if (rows.length === 0) {
    return { inserted: 0, duplicates: parsed.valid.length, batchStartId: null };
  }
  const claimed = new Set<string>();
  return db.transaction(async (tx) => {
    const [batch] = await queryRows<{ id: string | number }>(
      tx,
      sql`INSERT INTO upload_batches (start_id, end_id, event_count, filename, uploaded_by)
        VALUES (0, 0, 0, ${opts.filename}, ${opts.uploadedBy}) RETURNING id`,
    );
    const batchId = Number(batch!.id);
    let inserted = 0;
    let startId: number | null = null;
    let endId: number | null = null;
    for (const chunk of chunksOf(rows, INSERT_CHUNK)) {
      // With duplicates allowed every row goes in; only the first to bring a free key keeps it,
      // so later uploads still skip the event. Otherwise a taken key skips the row.
      const taken = opts.allowDuplicates
        ? await takenKeys(
            tx,
            chunk.map((e) => e.key),
          )
        : new Set<string>();
      const records = chunk.map(({ key, row }) => {
        const keepKey = !claimed.has(key) && !taken.has(key);
        claimed.add(key);
        return { ...row, source: 'csv' as const, sourceKey: keepKey ? key : null, batchId };
      });
      const done = await insertEvents(tx, records);
      inserted += done.inserted;
      startId ??= done.firstId;
      if (done.lastId !== null) endId = done.lastId;
    }
    const duplicates = parsed.valid.length - inserted;
    if (inserted === 0) {
      await tx.execute(sql`DELETE FROM upload_batches WHERE id = ${batchId}`);
      return { inserted, duplicates, batchStartId: null };
    }
    await tx.execute(
      sql`UPDATE upload_batches SET start_id = ${startId}, end_id = ${endId},
        event_count = ${inserted} WHERE id = ${batchId}`,
    );
    return { inserted, duplicates, batchStartId: startId };
  });
}
