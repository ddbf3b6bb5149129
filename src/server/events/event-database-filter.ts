import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { eventFuzzyText, events } from '#server/db/schema/events.ts';
import { normalizeCategory } from '#shared/categories.ts';

/**
 * The event database's filters, shared by its list and the CSV export. Text matches a title
 * or performer substring (on the trigram index), any indexed word (title, venue, place,
 * description), or an event id.
 */
export function eventDatabaseFilter(filter: {
  search?: string;
  category?: string;
}): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.category) conditions.push(eq(events.category, normalizeCategory(filter.category)));
  const text = filter.search;
  if (text) {
    const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        sql`${eventFuzzyText} ILIKE ${like}`,
        sql`${events.searchVector} @@ websearch_to_tsquery('english', ${text})`,
        /^\d{1,15}$/.test(text) ? eq(events.id, Number(text)) : undefined,
      ),
    );
  }
  return and(...conditions);
}
