import { inArray, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '#server/db/client.ts';
import { eventFuzzyText, events } from '#server/db/schema/events.ts';
import { eventColumns, type EventRow } from '#server/events/event-row.ts';
import { runningNow } from '#server/events/still-listed.ts';
import { filterConditions } from '#server/features/search/search-conditions.ts';
import { parseTextQuery, textTsquery } from '#server/features/search/text-query.ts';
import type { SearchQuery } from '#shared/schemas/search.ts';

/** Fewer full-text matches than this and typo-tolerant matches are added after them. */
export const TYPO_FALLBACK_BELOW = 10;
/** At most this many typo matches (the soonest), so a misspelt common word stays cheap. */
export const TYPO_MATCH_LIMIT = 100;

export interface SearchPage {
  rows: EventRow[];
  /** Every match, not only this page. */
  total: number;
}

interface Page {
  offset: number;
  size: number;
}

/**
 * Upcoming means not yet started, plus events that have begun and still run (all-day events,
 * runs over several days, movies; docs/product.md#all-day-events). Two branches, so each reads
 * its own index in order: events by start time, running ones by end date.
 */
const notStarted = sql`starts_at > now()`;
const running = runningNow('events');

const where = (branch: SQL, conditions: SQL[]) => sql.join([branch, ...conditions], sql` AND `);

/** Both branches, each sorted and cut, merged into one ordered page. */
function upcoming(opts: {
  columns: SQL;
  conditions: SQL[];
  order: SQL;
  limit: number;
  offset?: number;
}): SQL {
  const offset = opts.offset ?? 0;
  const branch = (b: SQL) =>
    sql`(SELECT ${opts.columns} FROM events WHERE ${where(b, opts.conditions)}
      ORDER BY ${opts.order} LIMIT ${offset + opts.limit})`;
  return sql`SELECT * FROM (${branch(notStarted)} UNION ALL ${branch(running)}) AS both_branches
    ORDER BY ${opts.order} LIMIT ${opts.limit} OFFSET ${offset}`;
}

async function countUpcoming(db: Db, conditions: SQL[]): Promise<number> {
  const [row] = await queryRows<{ total: string | number }>(
    db,
    sql`SELECT (SELECT count(*) FROM events WHERE ${where(notStarted, conditions)})
      + (SELECT count(*) FROM events WHERE ${where(running, conditions)}) AS total`,
  );
  return Number(row?.total ?? 0);
}

async function idsOf(db: Db, query: SQL): Promise<number[]> {
  const rows = await queryRows<{ id: string | number }>(db, query);
  return rows.map((r) => Number(r.id));
}

/** A page of matches with their sort keys: soonest first; with text, most relevant first. */
function sortedMatches(conditions: SQL[], tsquery: SQL | null, page: Page): SQL {
  const { size: limit, offset } = page;
  if (!tsquery) {
    return upcoming({
      columns: sql`id, starts_at`,
      conditions,
      order: sql`starts_at, id`,
      limit,
      offset,
    });
  }
  return upcoming({
    columns: sql`id, starts_at, ts_rank_cd(search_vector, ${tsquery}) AS rank`,
    conditions,
    order: sql`rank DESC, starts_at, id`,
    limit,
    offset,
  });
}

/**
 * The soonest events the full text missed whose title or performer is within a typo of the
 * words (pg_trgm word similarity). Rare words are found through the trigram index; for common
 * ones PostgreSQL walks the start-time index and stops at the limit.
 */
function typoMatches(filters: SQL[], tsquery: SQL, words: string): SQL {
  return upcoming({
    columns: sql`id, starts_at`,
    conditions: [
      ...filters,
      sql`${eventFuzzyText} %> ${words}`,
      sql`NOT (search_vector @@ ${tsquery})`,
    ],
    order: sql`starts_at, id`,
    limit: TYPO_MATCH_LIMIT,
  });
}

/**
 * The few full-text matches by relevance, then the typo matches by date: a full-text match of
 * plain words always ranks above 0, which the typo matches get.
 */
function withTypos(filters: SQL[], tsquery: SQL, words: string, page: Page): SQL {
  const fullText = [...filters, sql`search_vector @@ ${tsquery}`];
  return sql`SELECT id FROM (
      SELECT id, rank, starts_at
        FROM (${sortedMatches(fullText, tsquery, { offset: 0, size: TYPO_FALLBACK_BELOW })}) AS ranked
      UNION ALL
      SELECT id, 0, starts_at FROM (${typoMatches(filters, tsquery, words)}) AS typos
    ) AS found
    ORDER BY rank DESC, starts_at, id LIMIT ${page.size} OFFSET ${page.offset}`;
}

/**
 * One page of upcoming events matching the query and the number of matches (docs/search.md).
 * When the full text finds fewer than TYPO_FALLBACK_BELOW events, typo matches follow them.
 */
export async function searchEvents(db: Db, query: SearchQuery): Promise<SearchPage> {
  const text = query.q === undefined ? undefined : parseTextQuery(query.q);
  // Text without a single word matches nothing.
  if (text === null) return { rows: [], total: 0 };
  const filters = filterConditions(query);
  const page = { offset: (query.page - 1) * query.pageSize, size: query.pageSize };
  const tsquery = text ? textTsquery(text) : null;
  const conditions = tsquery ? [...filters, sql`search_vector @@ ${tsquery}`] : filters;
  // Count and page together: the count only decides the rare turn to typo matches.
  let [total, ids] = await Promise.all([
    countUpcoming(db, conditions),
    idsOf(db, sortedMatches(conditions, tsquery, page)),
  ]);
  if (tsquery && text?.fuzzy && total < TYPO_FALLBACK_BELOW) {
    const [typos, typoIds] = await Promise.all([
      queryRows<{ n: string | number }>(
        db,
        sql`SELECT count(*) AS n FROM (${typoMatches(filters, tsquery, text.fuzzy)}) AS typos`,
      ),
      idsOf(db, withTypos(filters, tsquery, text.fuzzy, page)),
    ]);
    total += Number(typos[0]?.n ?? 0);
    ids = typoIds;
  }
  if (ids.length === 0) return { rows: [], total };
  const found = await db.select(eventColumns).from(events).where(inArray(events.id, ids));
  const byId = new Map(found.map((e) => [e.id, e]));
  return { rows: ids.flatMap((id) => byId.get(id) ?? []), total };
}
