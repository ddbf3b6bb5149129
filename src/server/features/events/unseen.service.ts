import { eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '#server/db/client.ts';
import type { EventRow } from '#server/events/event-row.ts';
import { eventColumns } from '#server/events/event-row.ts';
import { stillListed } from '#server/events/still-listed.ts';
import { mapColumns, selectColumns } from '#server/lib/raw-columns.ts';
import { userPreferences } from '#server/db/schema/user-preferences.ts';
import { categories, discoverCategoryIds } from '#shared/categories.ts';
import {
  ALL_PRICE_BANDS,
  DAY_PARTS,
  PREFERENCE_BOOST_HOURS,
  dayPartFor,
  normalizeDeckPreferences,
  priceBandsFor,
  ranksDeck,
  type DeckPreferences,
} from '#shared/deck-preferences.ts';
import { neighborhoodsBeyond } from '#shared/nyc/travel-distance.ts';
import { BOOST_HOURS, deckCursorText, type DeckCursor } from '#shared/schemas/events.ts';

/** The taste profile reads only the most recent likes: cheap, and it follows changing tastes. */
export const TASTE_WINDOW = 100;

/** Cards beyond the travel distance rank this much later: after every card within it. */
export const SINK_MS = 1000 * 365.2425 * 86_400_000;

const allCategories = categories.map((c) => c.id);
const discoverIds: readonly string[] = discoverCategoryIds;
const PREFERENCE_BOOST_SECS = PREFERENCE_BOOST_HOURS * 3600;

/** Canonical categories that a set of discover filter ids selects ("other" = outside the chips). */
export function categoriesFor(filter: string[]): string[] {
  if (filter.length === 0) return allCategories;
  return allCategories.filter((c) => filter.includes(discoverIds.includes(c) ? c : 'other'));
}

export interface DeckPage {
  rows: EventRow[];
  /** Cursor after the last row, when the page was full. */
  nextCursor: string | undefined;
}

interface Ranked extends Record<string, unknown> {
  id: string | number;
  rank_ms: string | number;
}

const eventSelect = selectColumns(eventColumns, 'e', 'e_');

/** The ranked ids with their events, in rank order: one round trip for the page. */
const withEvents = (ranked: SQL) => sql`
  SELECT r.id, r.rank_ms, ${eventSelect}
  FROM (${ranked}) r JOIN events e ON e.id = r.id
  ORDER BY r.rank_ms, r.id`;

/** A text[] or int[] literal for one bound parameter (drizzle spreads JS arrays into lists). */
function pgArray(values: readonly (string | number)[]): string {
  return `{${values.map((v) => `"${String(v).replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

/**
 * Seconds each category is pulled forward: BOOST_HOURS × its share of the user's recent likes.
 * Whole seconds, so a cursor carries them exactly.
 */
async function tasteBoosts(db: Db, userId: string): Promise<Map<string, number>> {
  const rows = await queryRows<{ category: string; secs: number | string }>(
    db,
    sql`
    WITH recent AS (
      SELECT event_id FROM user_events
      WHERE user_id = ${userId} AND action = 'liked'
      ORDER BY updated_at DESC NULLS LAST LIMIT ${TASTE_WINDOW}
    )
    SELECT e.category, round(count(*)::float8 / sum(count(*)) OVER () * ${BOOST_HOURS * 3600})::int AS secs
    FROM recent r JOIN events e ON e.id = r.event_id
    GROUP BY e.category
  `,
  );
  return new Map(rows.map((r) => [r.category, Number(r.secs)]));
}

async function savedPreferences(db: Db, userId: string): Promise<DeckPreferences | undefined> {
  const [row] = await db
    .select({
      preferredTime: userPreferences.preferredTime,
      priceRange: userPreferences.priceRange,
      homeNeighborhood: userPreferences.homeNeighborhood,
      maxDistanceMiles: userPreferences.maxDistanceMiles,
    })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId));
  return row && ranksDeck(row) ? normalizeDeckPreferences(row) : undefined;
}

const unswiped = (userId: string) =>
  sql`NOT EXISTS (SELECT 1 FROM user_events ue WHERE ue.user_id = ${userId} AND ue.event_id = e.id)`;

/** Without preferences: one walk per category on events (category, starts_at, id). */
function rankByCategory(
  db: Db,
  o: { userId: string; limit: number; cats: string[]; secs: number[]; cursor?: DeckCursor },
) {
  const cursorAt = o.cursor?.rankAt.toISOString() ?? null;
  const cursorId = o.cursor?.id ?? 0;
  return queryRows<Ranked>(
    db,
    withEvents(sql`
    WITH boosts AS (
      SELECT category, make_interval(secs => secs) AS boost
      FROM unnest(${pgArray(o.cats)}::text[], ${pgArray(o.secs)}::int[]) AS b(category, secs)
    )
    SELECT x.id, (extract(epoch FROM x.starts_at - b.boost) * 1000)::bigint AS rank_ms
    FROM boosts b
    CROSS JOIN LATERAL (
      SELECT e.id, e.starts_at FROM events e
      WHERE e.category = b.category
        AND ${stillListed('e')}
        AND (${cursorAt}::timestamptz IS NULL
             OR (e.starts_at, e.id) > (${cursorAt}::timestamptz + b.boost, ${cursorId}::bigint))
        AND ${unswiped(o.userId)}
      ORDER BY e.starts_at, e.id
      LIMIT ${o.limit}
    ) x
    ORDER BY rank_ms, x.id
    LIMIT ${o.limit}
  `),
  );
}

interface SliceWalk {
  userId: string;
  limit: number;
  slices: { category: string; dayPart: number; band: number; secs: number }[];
  /** Which cards this walk may deal: all, those within the travel distance, or those beyond. */
  place: SQL;
  /** Added to every rank: SINK_MS for the cards beyond the travel distance. */
  sinkMs: number;
  /** Keyset position within this walk's own ranks, if it has one. */
  after?: { rankMs: number; id: number } | undefined;
}

/**
 * With preferences: one walk per slice (category × part of the day × price band) on
 * events_deck_slices_idx, each with one constant boost. Every slice's first card ("head") is
 * read; the N-th best head bounds the page, so only the (at most N) slices whose head beats it
 * are read further, N cards each. Cost: one index probe per slice plus at most N² cards.
 */
function rankBySlices(db: Db, w: SliceWalk) {
  const afterAt = w.after ? new Date(w.after.rankMs - w.sinkMs).toISOString() : null;
  const afterId = w.after?.id ?? 0;
  const walk = (s: string, limit: number) => sql`
    SELECT e.id, e.starts_at FROM events e
    WHERE e.category = ${sql.raw(s)}.category
      AND deck_day_part(e.starts_at) = ${sql.raw(s)}.day_part
      AND deck_price_band(e.price_min_cents) = ${sql.raw(s)}.band
      AND ${stillListed('e')}
      AND (${afterAt}::timestamptz IS NULL
           OR (e.starts_at, e.id) > (${afterAt}::timestamptz + make_interval(secs => ${sql.raw(s)}.secs), ${afterId}::bigint))
      AND ${w.place}
      AND ${unswiped(w.userId)}
    ORDER BY e.starts_at, e.id
    LIMIT ${limit}`;
  const rankMs = (at: string, secs: string) =>
    sql`(extract(epoch FROM ${sql.raw(at)}) * 1000)::bigint - ${sql.raw(secs)} * 1000 + ${w.sinkMs}::bigint`;
  const column = (pick: (s: SliceWalk['slices'][number]) => string | number) =>
    pgArray(w.slices.map(pick));
  return queryRows<Ranked>(
    db,
    withEvents(sql`
    WITH slices AS (
      SELECT * FROM unnest(
        ${column((s) => s.category)}::text[], ${column((s) => s.dayPart)}::int[],
        ${column((s) => s.band)}::int[], ${column((s) => s.secs)}::int[]
      ) AS s(category, day_part, band, secs)
    ), heads AS (
      SELECT s.*, h.id, ${rankMs('h.starts_at', 's.secs')} AS rank_ms
      FROM slices s CROSS JOIN LATERAL (${walk('s', 1)}) h
    ), bound AS (
      SELECT rank_ms, id FROM (
        SELECT rank_ms, id, row_number() OVER (ORDER BY rank_ms, id) AS n FROM heads
      ) ranked WHERE n = ${w.limit}
    )
    SELECT x.id, ${rankMs('x.starts_at', 'h.secs')} AS rank_ms
    FROM heads h CROSS JOIN LATERAL (${walk('h', w.limit)}) x
    WHERE NOT EXISTS (SELECT 1 FROM bound) OR (h.rank_ms, h.id) <= (SELECT rank_ms, id FROM bound)
    ORDER BY rank_ms, x.id
    LIMIT ${w.limit}
  `),
  );
}

/**
 * Cards within the travel distance first, then the ones beyond it (a second walk, only when the
 * first runs out). A cursor at or past SINK_MS is already among the cards beyond.
 */
async function rankWithPreferences(
  db: Db,
  o: { userId: string; limit: number; cats: string[]; boosts: Map<string, number> },
  prefs: DeckPreferences,
  cursor: DeckCursor | undefined,
): Promise<Ranked[]> {
  const dayPart = dayPartFor[prefs.preferredTime];
  const bands = priceBandsFor[prefs.priceRange];
  const slices = o.cats.flatMap((category) =>
    Object.values(DAY_PARTS).flatMap((part) =>
      ALL_PRICE_BANDS.map((band) => ({
        category,
        dayPart: part,
        band,
        secs:
          (o.boosts.get(category) ?? 0) +
          (part === dayPart ? PREFERENCE_BOOST_SECS : 0) +
          (bands.includes(band) ? PREFERENCE_BOOST_SECS : 0),
      })),
    ),
  );
  const far =
    prefs.homeNeighborhood !== null && prefs.maxDistanceMiles !== null
      ? neighborhoodsBeyond(prefs.homeNeighborhood, prefs.maxDistanceMiles)
      : [];
  const position = cursor && { rankMs: cursor.rankAt.getTime(), id: cursor.id };
  const base = { userId: o.userId, slices };
  if (far.length === 0) {
    return rankBySlices(db, {
      ...base,
      limit: o.limit,
      place: sql`TRUE`,
      sinkMs: 0,
      after: position,
    });
  }
  const farList = pgArray(far);
  const sunk = position !== undefined && position.rankMs >= SINK_MS;
  const near = sunk
    ? []
    : await rankBySlices(db, {
        ...base,
        limit: o.limit,
        place: sql`(e.neighborhood IS NULL OR e.neighborhood <> ALL (${farList}::text[]))`,
        sinkMs: 0,
        after: position,
      });
  if (near.length === o.limit) return near;
  const beyond = await rankBySlices(db, {
    ...base,
    limit: o.limit - near.length,
    place: sql`e.neighborhood = ANY (${farList}::text[])`,
    sinkMs: SINK_MS,
    after: sunk ? position : undefined,
  });
  return [...near, ...beyond];
}

/**
 * The user's next unswiped, not-yet-started events, ranked by
 *   rank_at = starts_at − taste(category) − 24 h × [preferred time] − 24 h × [price range]
 * with the cards beyond the user's travel distance after all others (docs/deck-ranking.md).
 * The taste boosts and the preferences come from the database on the first page and from the
 * cursor on later ones, so one pass through the deck keeps one order whatever changes meanwhile.
 * Every walk is a LIMITed range of one index with a constant boost, merged by rank: the cost
 * depends on the page size and the number of walks, not on the size of either table.
 */
export async function unseenEvents(
  db: Db,
  opts: { userId: string; limit: number; categories: string[]; cursor?: DeckCursor | undefined },
): Promise<DeckPage> {
  const cats = categoriesFor(opts.categories);
  const [boosts, prefs] = opts.cursor
    ? [opts.cursor.boosts, opts.cursor.prefs]
    : await Promise.all([tasteBoosts(db, opts.userId), savedPreferences(db, opts.userId)]);
  const base = { userId: opts.userId, limit: opts.limit, cats };
  const ranked = prefs
    ? await rankWithPreferences(db, { ...base, boosts }, prefs, opts.cursor)
    : await rankByCategory(db, {
        ...base,
        secs: cats.map((c) => boosts.get(c) ?? 0),
        cursor: opts.cursor,
      });
  const rows = ranked.map((r) => mapColumns<EventRow>(eventColumns, r, 'e_'));
  const last = ranked.at(-1);
  const nextCursor =
    last && rows.length === opts.limit
      ? deckCursorText(Number(last.rank_ms), Number(last.id), boosts, prefs)
      : undefined;
  return { rows, nextCursor };
}
