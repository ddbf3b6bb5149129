import { getTableColumns } from 'drizzle-orm';
import { events } from '#server/db/schema/events.ts';

/**
 * Every column but the search vector, for reads: only the search query's WHERE clause needs the
 * vector, and shipping ~300 bytes of it with every deck, hot-list or swipe row costs for nothing.
 * Every read of a whole event selects these; no feature lists the columns itself.
 */
const { searchVector: _searchVector, ...readableColumns } = getTableColumns(events);
export const eventColumns = readableColumns;
export type EventRow = Omit<typeof events.$inferSelect, 'searchVector'>;
export type NewEventRow = typeof events.$inferInsert;

/** The text and derived columns a re-crawl refreshes; like_count, swipes and keys are left alone. */
export const refreshedColumns = [
  'title',
  'description',
  'date',
  'time',
  'startsAt',
  'venue',
  'price',
  'priceMinCents',
  'priceMaxCents',
  'category',
  'originalCategory',
  'performer',
  'sourceUrl',
  'imageUrl',
  'neighborhood',
  'borough',
  'isMovie',
  'allDay',
  'startDate',
  'endDate',
] as const satisfies readonly (keyof NewEventRow)[];
