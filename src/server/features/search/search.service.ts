import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '#server/db/client.ts';
import { eventFuzzyText, events } from '#server/db/schema/events.ts';
import { userEvents } from '#server/db/schema/user-events.ts';
import { eventColumns, type EventRow } from '#server/events/event-row.ts';
import { runningNow } from '#server/events/still-listed.ts';
import { filterConditions, type SearchFilters } from '#server/features/search/search-conditions.ts';
import { parseTextQuery, textTsquery } from '#server/features/search/text-query.ts';
import { SAVED_ACTIONS, searchCursor, type SavedAction } from '#shared/schemas/search.ts';
import { SEARCH_COUNT_CAP } from '#shared/search-filters.ts';

/** Fewer full-text matches than this and typo-tolerant matches are added after them. */
export const TYPO_FALLBACK_BELOW = 10;
/** At most this many typo matches (the soonest), so a misspelt common word stays cheap. */
export const TYPO_MATCH_LIMIT = 100;
/** Relevance ranks the soonest this many matches, so a common word never ranks them all. */
export const RELEVANCE_POOL = SEARCH_COUNT_CAP;

export interface SearchPage {
  rows: (EventRow & { savedAs: SavedAction | null })[];
  /** Every match up to SEARCH_COUNT_CAP, not only this page. */
  total: number;
  /** There are more than SEARCH_COUNT_CAP matches; `total` is the cap. */
  capped: boolean;
  /** Where the next page starts (X-Next-Cursor); null on the last page. */
  nextCursor: string | null;
}

/**
/**
 * Upcoming means not yet started, plus events that have begun and still run (all-day events,
 * runs over several days, movies; docs/product.md#all-day-events). Two branches, so each reads
 * its own index in order: events by start time, running ones by end date. `stillRunning` is the
 * one place that says which started events still count as upcoming.
 */
const notStarted = sql`starts_at > now()`;
const stillRunning = runningNow('events');
const branches = [notStarted, stillRunning];

const where = (branch: SQL, conditions: SQL[]) => sql.join([branch, ...conditions], sql` AND `);

/** A keyset position: the start in microseconds since the epoch (exact, as stored) and the id. */
interface After {
  atUs: string;
  id: number;
}
/** The start as a cursor names it: a Date would keep milliseconds and repeat a row. */
const AT_US = sql`(extract(epoch FROM starts_at) * 1000000)::bigint AS at_us`;
const afterCondition = (a: After) =>
  sql`(starts_at, id) > ('epoch'::timestamptz + ${a.atUs}::bigint * interval '1 microsecond', ${a.id})`;

interface Window {
  /** Rows wanted, one more than the page so the next page is known to exist. */
  limit: number;
  offset: number;
  /** Date order only: start after this event (keyset, on the start-time indexes). */
  after?: After;
}

/**
 * Both branches, each sorted by start time and cut, merged into one ordered list: a date walk
 * reads one page from an index in order; a rare word's few matches come from the GIN index.
 */
function soonest(columns: SQL, conditions: SQL[], w: Window): SQL {
  const after = w.after ? [afterCondition(w.after)] : [];
  const branch = (b: SQL) =>
    sql`(SELECT ${columns} FROM events WHERE ${where(b, [...conditions, ...after])}
      ORDER BY starts_at, id LIMIT ${w.offset + w.limit})`;
  return sql`SELECT * FROM (${sql.join(branches.map(branch), sql` UNION ALL `)}) AS both_branches
    ORDER BY starts_at, id LIMIT ${w.limit} OFFSET ${w.offset}`;
}

interface Match {
  id: number;
  startsAt: Date;
  /** `starts_at` in microseconds, for the cursor. */
  atUs: string;
  /** ts_rank_cd of the text, when ranking by relevance. */
  rank: number;
}

interface MatchRow {
  id: string | number;
  starts_at: string | Date;
  at_us?: string | number;
  rank?: number;
}

const toMatches = (rows: MatchRow[]): Match[] =>
  rows.map((r) => ({
    id: Number(r.id),
    startsAt: new Date(r.starts_at),
    atUs: String(r.at_us ?? ''),
    rank: Number(r.rank ?? 0),
  }));

async function matchesOf(db: Db, query: SQL): Promise<Match[]> {
  return toMatches(await queryRows<MatchRow>(db, query));
}

/**
 * The soonest matches up to one past the cap, in one statement that is the count, the page and
 * the relevance pool at once. The planner picks the path: a common word walks the start-time
 * index and stops there; filters alone use their btree indexes.
 */
function matchesUpTo(conditions: SQL[], rank: SQL, after: Window['after']): SQL {
  return soonest(sql`id, starts_at, ${AT_US}, ${rank} AS rank`, conditions, {
    limit: SEARCH_COUNT_CAP + 1,
    offset: 0,
    after,
  });
}

/**
 * Runs a query with index walks and sequential scans priced out for it alone (set_config's
 * `is_local`: until the end of its transaction), so
 * PostgreSQL reads it through bitmap index scans: GIN for text and trigrams.
 */
async function bitmapOnly<T extends object>(db: Db, query: SQL): Promise<(T & MatchRow)[]> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`,
    );
    return queryRows(tx as unknown as Db, query);
  });
}

/** How many matches the GIN index may hand over before a query counts as common. */
export const PROBE_LIMIT = 2.5 * SEARCH_COUNT_CAP;

/**
 * Every match, when there are fewer than PROBE_LIMIT, read from the GIN index in no particular
 * order and then sorted: `n` says how many the probe found. The planner cannot tell a rare
 * word from a common one when it is a prefix or a number, and guessing "common" walks the whole
 * table, so the caller makes this plan a bitmap scan.
 */
function probe(conditions: SQL[], rank: SQL, after: Window['after']): SQL {
  const branch = (b: SQL) =>
    sql`(SELECT id, starts_at, ${AT_US}, ${rank} AS rank FROM events
      WHERE ${where(b, conditions)} LIMIT ${PROBE_LIMIT})`;
  // The cursor applies after counting: `n` is the whole search's, and a rare word's matches
  // before the cursor are few anyway.
  const from = after ? sql`WHERE ${afterCondition(after)}` : sql``;
  return sql`SELECT * FROM (
      SELECT *, count(*) OVER () AS n
      FROM (${sql.join(branches.map(branch), sql` UNION ALL `)}) AS found
    ) AS counted ${from}
    ORDER BY starts_at, id LIMIT ${SEARCH_COUNT_CAP + 1}`;
}

/**
 * The soonest matches up to one past the cap when there are fewer than PROBE_LIMIT of them;
 * null when there are more (a common word, a wide filter). A probed search is read as a
 * bitmap scan of its indexes (forced for this one statement), which stops after PROBE_LIMIT
 * rows; days alone, or no condition at all, walk the start-time index.
 */
async function fewMatches(
  db: Db,
  conditions: SQL[],
  rank: SQL,
  after: Window['after'],
  probed: boolean,
): Promise<{ matches: Match[]; n: number } | null> {
  // Days alone are a stretch of the start-time index: walked in order, it stops after the cap,
  // where a forced bitmap would read every event of a busy week (docs/search.md#dates).
  if (conditions.length === 0 || !probed) {
    const all = await matchesOf(db, matchesUpTo(conditions, rank, after));
    return all.length > SEARCH_COUNT_CAP ? null : { matches: all, n: all.length };
  }
  const found = await bitmapOnly<{ n: string | number }>(db, probe(conditions, rank, after));
  const n = Number(found[0]?.n ?? 0);
  if (n >= PROBE_LIMIT) return null;
  return { matches: toMatches(found), n };
}

/** Most relevant first, then soonest; the pool is the soonest SEARCH_COUNT_CAP matches. */
const byRelevance = (pool: Match[]) =>
  pool
    .slice(0, RELEVANCE_POOL)
    .sort((a, b) => b.rank - a.rank || a.startsAt.getTime() - b.startsAt.getTime() || a.id - b.id);

/** Candidates the trigram index may hand the typo fallback before they are put in date order. */
export const TYPO_CANDIDATES = 500;

/**
 * Events not yet started that the full text missed, whose title, performer or venue is within a typo
 * of the words (pg_trgm word similarity; running movies are left to the words themselves): at most TYPO_CANDIDATES taken from the trigram index in any order, the
 * soonest TYPO_MATCH_LIMIT of them kept. It runs as a bitmap scan of the trigram index: a walk
 * in date order would read a word nothing resembles to the end of the table.
 */
function typoMatches(filters: SQL[], tsquery: SQL, words: string): SQL {
  const fuzzy = [
    ...filters,
    sql`${eventFuzzyText} %> ${words}`,
    sql`NOT (search_vector @@ ${tsquery})`,
  ];
  return sql`SELECT id, starts_at, 0 AS rank FROM (
      SELECT id, starts_at FROM events WHERE ${where(notStarted, fuzzy)} LIMIT ${TYPO_CANDIDATES}
    ) AS candidates
    ORDER BY starts_at, id LIMIT ${TYPO_MATCH_LIMIT}`;
}

/** The events of a page in order, each marked with what `userId` saved it as, if anything. */
async function rowsOf(db: Db, userId: string, ids: number[]): Promise<SearchPage['rows']> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ ...eventColumns, savedAs: userEvents.action })
    .from(events)
    .leftJoin(
      userEvents,
      and(
        eq(userEvents.eventId, events.id),
        eq(userEvents.userId, userId),
        inArray(userEvents.action, [...SAVED_ACTIONS]),
      ),
    )
    .where(inArray(events.id, ids));
  const byId = new Map(
    found.map((e) => [e.id, { ...e, savedAs: e.savedAs as SavedAction | null }]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Whether text that parsed into words still asks for anything (stop words alone do not). */
async function hasTerms(db: Db, tsquery: SQL): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(db, sql`SELECT numnode(${tsquery}) AS n`);
  return Number(row?.n ?? 0) > 0;
}

/**
 * One page of upcoming events matching the query, the number of matches up to the cap, and
 * the cursor of the next page (docs/search.md). Soonest first unless `sort=relevance`. When the
 * full text finds fewer than TYPO_FALLBACK_BELOW events, typo matches follow them.
 */
export async function searchEvents(
  db: Db,
  userId: string,
  query: SearchFilters,
): Promise<SearchPage> {
  const empty = { rows: [], total: 0, capped: false, nextCursor: null };
  const text = query.q === undefined ? undefined : parseTextQuery(query.q);
  // Text without a single word matches nothing.
  if (text === null) return empty;
  const filters = filterConditions(query);
  const tsquery = text ? textTsquery(text) : null;
  const conditions = tsquery ? [...filters, sql`search_vector @@ ${tsquery}`] : filters;
  const relevance = query.sort === 'relevance' && tsquery !== null;
  const cursor = query.cursor;
  const after = cursor?.kind === 'after' ? cursor : undefined;
  const offset =
    cursor?.kind === 'offset' ? cursor.offset : cursor ? 0 : (query.page - 1) * query.pageSize;

  const rank = relevance ? sql`ts_rank_cd(search_vector, ${tsquery})` : sql`0`;
  // Text, a place or a category can match few events anywhere in time: those are probed.
  const probed =
    tsquery !== null ||
    query.location !== undefined ||
    query.categories.length > 0 ||
    query.borough !== undefined ||
    query.neighborhood !== undefined;
  const few = await fewMatches(db, conditions, rank, after, probed);
  // More than PROBE_LIMIT matches: "1,000+", and a page read in date order (the planner walks
  // an index and stops), or the soonest SEARCH_COUNT_CAP ranked.
  // Page numbers reach the first SEARCH_COUNT_CAP matches; past them a page is empty.
  const beyond = offset >= SEARCH_COUNT_CAP;
  let matches =
    few?.matches ??
    (beyond
      ? []
      : await matchesOf(
          db,
          relevance
            ? matchesUpTo(conditions, rank, after)
            : soonest(sql`id, starts_at, ${AT_US}, 0 AS rank`, conditions, {
                limit: query.pageSize + 1,
                offset,
                after,
              }),
        ));
  // Where this page starts in `matches`: the date walk has skipped the offset already.
  const start = few || relevance ? offset : 0;
  // Counted over the whole search, so every page of it says the same.
  const capped = !few || few.n > SEARCH_COUNT_CAP;
  let total = few ? Math.min(few.n, SEARCH_COUNT_CAP) : SEARCH_COUNT_CAP;
  if (relevance) matches = byRelevance(matches);
  let keyset = !relevance;
  // Few matches of plain words: typo matches follow them, soonest first. Stop words alone
  // (which parse into no search at all) get none.
  if (tsquery && text?.fuzzy && total < TYPO_FALLBACK_BELOW && !after) {
    if (total === 0 && !(await hasTerms(db, tsquery))) return empty;
    const typos = toMatches(await bitmapOnly(db, typoMatches(filters, tsquery, text.fuzzy)));
    matches = [...matches, ...typos];
    total += typos.length;
    keyset = false;
  }
  const shown = matches.slice(start, start + query.pageSize);
  const more = matches.length > start + query.pageSize;
  const last = shown.at(-1);
  // Date order goes on after the last event shown, past the cap too; the bounded lists (the
  // relevance pool, typo matches) go on at the next position.
  const nextCursor =
    !more || !last ? null : keyset ? searchCursor(last) : searchCursor(offset + shown.length);
  return {
    rows: await rowsOf(
      db,
      userId,
      shown.map((r) => r.id),
    ),
    total,
    capped,
    nextCursor,
  };
}
