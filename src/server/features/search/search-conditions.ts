import { sql, type SQL } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { locationTsquery, parseLocationQuery } from '#server/features/search/text-query.ts';
import { categories } from '#shared/categories.ts';
import type { SearchQuery } from '#shared/schemas/search.ts';
import { searchCategories, type SearchCategory } from '#shared/search-filters.ts';
import { NYC_ZONE } from '#shared/time.ts';

const listed: readonly string[] = searchCategories;

/** Canonical categories a set of search filter values selects ("other": those without a chip). */
function categoriesFor(values: SearchCategory[]): string[] | null {
  if (values.length === 0) return null;
  return categories
    .map((c) => c.id)
    .filter((id) => (values as string[]).includes(listed.includes(id) ? id : 'other'));
}

/**
 * Every event running on `date` over several days, whatever its category: all-day events, runs
 * and movies, from their first day (a movie's run may begin before the showing its card lists)
 * through their last (docs/product.md#all-day-events).
 */
function runsOn(date: string): SQL {
  return sql`(end_date >= ${date}::date AND coalesce(start_date, date) <= ${date}::date
    AND end_date > coalesce(start_date, date))`;
}

/** The day's events (New York day, on the start-time index), and every event running that day. */
function onDate(date: string): SQL {
  const start = DateTime.fromISO(date, { zone: NYC_ZONE });
  const from = start.toISO();
  const to = start.plus({ days: 1 }).toISO();
  return sql`((starts_at >= ${from}::timestamptz AND starts_at < ${to}::timestamptz)
    OR ${runsOn(date)})`;
}

/** Every filter but the search text, as conditions on `events`. */
export function filterConditions(query: SearchQuery): SQL[] {
  const conditions: SQL[] = [];
  const cats = categoriesFor(query.categories);
  if (cats) {
    const list = sql.join(
      cats.map((c) => sql`${c}`),
      sql`, `,
    );
    conditions.push(sql`category IN (${list})`);
  }
  if (query.borough) conditions.push(sql`borough = ${query.borough}`);
  if (query.neighborhood) conditions.push(sql`neighborhood = ${query.neighborhood}`);
  if (query.date) conditions.push(onDate(query.date));
  if (query.location !== undefined) {
    const location = parseLocationQuery(query.location);
    // Text without a single word names no place.
    conditions.push(location ? sql`search_vector @@ ${locationTsquery(location)}` : sql`false`);
  }
  return conditions;
}
