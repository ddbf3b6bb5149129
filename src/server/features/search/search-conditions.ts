import { sql, type SQL } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { locationTsquery, parseLocationQuery } from '#server/features/search/text-query.ts';
import type { SearchQuery } from '#shared/schemas/search.ts';
import { addDays, presetRange } from '#shared/search-dates.ts';
import { NYC_ZONE, nycToday } from '#shared/time.ts';

/**
 * Every event running over several days through part of the range, whatever its category:
 * all-day events, runs and movies, from their first day (a movie's run may begin before the
 * showing its card lists) through their last (docs/product.md#all-day-events).
 */
function runsThrough({ from, to }: { from: string; to: string }): SQL {
  const first = sql`coalesce(start_date, date)`;
  return sql`end_date > ${first} AND end_date >= ${from}::date AND ${first} <= ${to}::date`;
}

/** New York midnight at the start of `day`, as an instant. */
const midnight = (day: string) => DateTime.fromISO(day, { zone: NYC_ZONE }).toISO();

/**
 * The range's events: those starting on one of its New York days, and every event running
 * through any of them (docs/search.md#dates). Every one of them starts before the range ends,
 * said first so both branches read the start-time index only up to the range's end: a run is
 * found by its listed start, so a movie whose listed showing comes after the range is not.
 */
function inRange(range: { from: string; to: string }): SQL {
  const end = sql`starts_at < ${midnight(addDays(range.to, 1))}::timestamptz`;
  const startsIn = sql`starts_at >= ${midnight(range.from)}::timestamptz`;
  return sql`(${end} AND (${startsIn} OR (${runsThrough(range)})))`;
}

/** Tonight begins at 5 PM and runs until 4 AM: a brunch at 11 AM is not tonight. */
const TONIGHT_FROM_HOUR = 17;
const TONIGHT_UNTIL_HOUR = 4;

/** Tonight's events: those starting from 5 PM today until 4 AM, and runs going on today. */
function tonight(today: string): SQL {
  const at = (day: string, hour: number) =>
    DateTime.fromISO(day, { zone: NYC_ZONE }).set({ hour }).toISO();
  const end = sql`starts_at < ${at(addDays(today, 1), TONIGHT_UNTIL_HOUR)}::timestamptz`;
  const startsIn = sql`starts_at >= ${at(today, TONIGHT_FROM_HOUR)}::timestamptz`;
  return sql`(${end} AND (${startsIn} OR (${runsThrough({ from: today, to: today })})))`;
}

/** The New York days a query names: a date, a preset seen from today, or a from–to range. */
function dayRange(query: SearchQuery, today: string = nycToday()) {
  if (query.date) return { from: query.date, to: query.date };
  if (query.when) return presetRange(query.when, today);
  if (query.from && query.to) return { from: query.from, to: query.to };
  return null;
}

/** A query with what its text names: a ZIP code may name several neighborhoods. */
export type SearchFilters = SearchQuery & { neighborhoods?: readonly string[] };

/** Every filter but the search text, as conditions on `events`. */
export function filterConditions(query: SearchFilters): SQL[] {
  const conditions: SQL[] = [];
  if (query.categories.length > 0) {
    const list = sql.join(
      query.categories.map((c) => sql`${c}`),
      sql`, `,
    );
    conditions.push(sql`category IN (${list})`);
  }
  if (query.borough) conditions.push(sql`borough = ${query.borough}`);
  if (query.neighborhood) conditions.push(sql`neighborhood = ${query.neighborhood}`);
  if (query.neighborhoods?.length) {
    const names = sql.join(
      query.neighborhoods.map((n) => sql`${n}`),
      sql`, `,
    );
    conditions.push(sql`neighborhood IN (${names})`);
  }
  const range = dayRange(query);
  if (query.when === 'tonight') conditions.push(tonight(nycToday()));
  else if (range) conditions.push(inRange(range));
  // An event whose price is unknown is not promised to be under any price.
  if (query.maxPrice !== undefined) {
    conditions.push(
      sql`price_min_cents IS NOT NULL AND price_min_cents <= ${query.maxPrice * 100}`,
    );
  }
  if (query.location !== undefined) {
    const location = parseLocationQuery(query.location);
    // Text without a single word names no place.
    conditions.push(location ? sql`search_vector @@ ${locationTsquery(location)}` : sql`false`);
  }
  return conditions;
}
