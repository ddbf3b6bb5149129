import { and, asc, gt } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import type { Db } from '#server/db/client.ts';
import { events } from '#server/db/schema/events.ts';
import { neutraliseFormula } from '#server/features/csv-import/csv-formula.ts';
import { eventDatabaseFilter } from '#server/events/event-database-filter.ts';
import { CSV_OPTIONAL_COLUMNS, CSV_REQUIRED_COLUMNS } from '#shared/schemas/csv-import.ts';

/** Events read per query; the download never holds more than one page. */
export const EXPORT_PAGE = 1000;

/** The import's columns, so an export can be uploaded again, plus the id and the likes. */
export const EXPORT_COLUMNS = [
  'id',
  ...CSV_REQUIRED_COLUMNS,
  ...CSV_OPTIONAL_COLUMNS,
  'likeCount',
] as const;

const exportColumns = Object.fromEntries(EXPORT_COLUMNS.map((c) => [c, events[c]])) as {
  [K in (typeof EXPORT_COLUMNS)[number]]: (typeof events)[K];
};

type ExportRow = { [K in keyof typeof exportColumns]: string | number | null };

function cellsOf(row: ExportRow): (string | number)[] {
  return EXPORT_COLUMNS.map((c) => {
    const value = row[c];
    if (value === null) return '';
    return typeof value === 'number' ? value : neutraliseFormula(value);
  });
}

/**
 * Every event matching the event database's filters as CSV text, in id order: the header,
 * then one chunk per page read by id (keyset), so memory stays flat however many events
 * there are and the next page is read only when the client has taken the last.
 */
export async function* exportCsv(
  db: Db,
  filter: { search?: string | undefined; category?: string | undefined },
): AsyncGenerator<string> {
  // The BOM makes Excel read the file as UTF-8; the importer skips it.
  yield stringify([[...EXPORT_COLUMNS]], { bom: true });
  const where = eventDatabaseFilter(filter);
  let after = 0;
  for (;;) {
    const page = await db
      .select(exportColumns)
      .from(events)
      .where(and(where, gt(events.id, after)))
      .orderBy(asc(events.id))
      .limit(EXPORT_PAGE);
    if (page.length > 0) yield stringify(page.map(cellsOf));
    if (page.length < EXPORT_PAGE) return;
    after = page.at(-1)!.id;
  }
}
