import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '#server/db/client.ts';
import { recordAudit, type AuditActor } from '#server/lib/audit-log.ts';
import { insertEventArrays } from '#server/features/csv-import/csv-event-insert.ts';
import {
  emptySummary,
  readCsvEvents,
  type CsvEvent,
  type CsvSummary,
  type ParsedCsv,
} from '#server/features/csv-import/csv-rows.ts';

/** Rows per duplicate check: each chunk travels as one JSON parameter. */
const KEY_CHUNK = 2500;

/**
 * Rows per INSERT while importing: one array parameter per column, so the statement stays the
 * same size whatever the chunk holds. Large enough that the per-statement cost vanishes, small
 * enough that reading the next chunk overlaps writing this one (docs/performance.md#csv-import).
 */
export const IMPORT_CHUNK = 5000;

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

/**
 * The valid rows an upload would skip: repeats of an earlier row of the file and rows an earlier
 * upload brought. None when duplicates are allowed.
 */
export async function duplicateRows(
  db: Db,
  parsed: ParsedCsv,
  allowDuplicates: boolean,
): Promise<Set<CsvEvent>> {
  if (allowDuplicates) return new Set();
  const unique = firstOfEachKey(parsed.valid);
  const firsts = new Set(unique);
  const skipped = new Set(parsed.valid.filter((e) => !firsts.has(e)));
  for (const chunk of chunksOf(unique, KEY_CHUNK)) {
    const taken = await takenKeys(
      db,
      chunk.map((e) => e.key),
    );
    for (const e of chunk) if (taken.has(e.key)) skipped.add(e);
  }
  return skipped;
}

/** The next batch of rows read, or undefined at the end of the file. */
async function nextBatch(reading: AsyncGenerator<CsvEvent[]>): Promise<CsvEvent[] | undefined> {
  const next = await reading.next();
  return next.done ? undefined : next.value;
}

/**
 * Imports the valid rows of a file as one batch, atomically: the batch record and every event
 * land in one transaction, so a failure anywhere (a row too many, a server killed mid-way) leaves
 * neither. A file with nothing new to import leaves no batch behind, and one without a valid row
 * opens no transaction at all.
 *
 * Reading and writing overlap: while one IMPORT_CHUNK of rows is written, the next is read, so
 * the import takes about as long as the slower of the two rather than both together.
 */
export async function importCsv(
  db: Db,
  file: Buffer,
  opts: { filename: string; uploadedBy: AuditActor; allowDuplicates: boolean },
): Promise<{ summary: CsvSummary; outcome: ImportOutcome }> {
  const summary = emptySummary();
  const reading = readCsvEvents(file, summary, IMPORT_CHUNK);
  const first = await nextBatch(reading);
  if (!first) {
    return { summary, outcome: { inserted: 0, duplicates: 0, batchStartId: null } };
  }
  // Repeats inside the file count once, unless the admin asked for duplicates: then all go in.
  const seen = new Set<string>();
  const claimed = new Set<string>();
  const outcome = await db.transaction(async (tx) => {
    const [batch] = await queryRows<{ id: string | number }>(
      tx,
      sql`INSERT INTO upload_batches (start_id, end_id, event_count, filename, uploaded_by)
        VALUES (0, 0, 0, ${opts.filename}, ${opts.uploadedBy.id}) RETURNING id`,
    );
    const batchId = Number(batch!.id);
    let inserted = 0;
    let startId: number | null = null;
    let endId: number | null = null;
    const write = async (chunk: CsvEvent[]) => {
      const rows = opts.allowDuplicates
        ? chunk
        : chunk.filter((e) => !seen.has(e.key) && seen.add(e.key));
      // With duplicates allowed every row goes in; only the first to bring a free key keeps it,
      // so later uploads still skip the event. Otherwise a taken key skips the row.
      const taken = opts.allowDuplicates
        ? await takenKeys(
            tx,
            rows.map((e) => e.key),
          )
        : new Set<string>();
      const records = rows.map(({ key, row }) => {
        const keepKey = !claimed.has(key) && !taken.has(key);
        claimed.add(key);
        return { ...row, source: 'csv' as const, sourceKey: keepKey ? key : null, batchId };
      });
      const done = await insertEventArrays(tx, records);
      inserted += done.inserted;
      startId ??= done.firstId;
      if (done.lastId !== null) endId = done.lastId;
    };
    let writing = write(first);
    try {
      for (let chunk = await nextBatch(reading); chunk; chunk = await nextBatch(reading)) {
        await writing;
        writing = write(chunk);
      }
    } finally {
      // Whatever stopped the reading, the transaction ends only once its last write has.
      await writing.catch(() => undefined);
    }
    await writing;
    let done: ImportOutcome;
    if (inserted === 0) {
      await tx.execute(sql`DELETE FROM upload_batches WHERE id = ${batchId}`);
      done = { inserted, duplicates: summary.validRows, batchStartId: null };
    } else {
      await tx.execute(
        sql`UPDATE upload_batches SET start_id = ${startId}, end_id = ${endId},
          event_count = ${inserted} WHERE id = ${batchId}`,
      );
      done = { inserted, duplicates: summary.validRows - inserted, batchStartId: startId };
    }
    // The audit entry commits with the batch (docs/admin.md#audit-log).
    await recordAudit(tx, opts.uploadedBy, {
      action: 'csv.import',
      targetType: 'batch',
      targetId: done.batchStartId,
      details: { filename: opts.filename, ...done },
    });
    return done;
  });
  return { summary, outcome };
}
