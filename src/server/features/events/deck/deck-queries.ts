import { sql, type SQL } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { preparedRows, type Db } from '#server/db/client.ts';
import { stillListed } from '#server/events/still-listed.ts';
import {
  dayPartOfHour,
  normalizeDeckPreferences,
  priceBandOf,
  ranksDeck,
  type DeckPreferences,
} from '#shared/deck-preferences.ts';
import { categoryIds } from '#shared/categories.ts';
import { NYC_ZONE, nycToday } from '#shared/time.ts';
import type { SwipeAction } from '#shared/schemas/user-events.ts';
import type { EventTraits, SwipeTraits, TasteSeeds } from './taste-model.ts';

/** The taste reads only this many of the person's latest swipes: bounded, and it follows change. */
export const TASTE_WINDOW = 150;
/** Co-likes start from this many of the person's latest likes… */
const COLIKE_SEEDS = 8;
/** …each read by at most this many other people who loved it… */
const COLIKERS_PER_SEED = 20;
/** …of whom the closest this many lend their latest likes. */
const COLIKERS = 20;
const COLIKES_PER_PERSON = 12;

/**
 * A LIMIT written into the statement's text, not bound: the deck's statements are prepared once
 * per connection (`preparedRows`), and a plan made without knowing its limits assumes a tenth of
 * the range and sorts it (docs/performance.md#the-deck-at-a-million-events).
 */
export function limitOf(n: number): SQL {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`Not a row limit: ${n}`);
  return sql.raw(`LIMIT ${n}`);
}

/** A text[] or int[] literal for one bound parameter (drizzle spreads JS arrays into lists). */
export function pgArray(values: readonly (string | number)[]): string {
  return `{${values.map((v) => `"${String(v).replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

/**
 * What the model needs of event `e`, as seen at `at`. The part of the day and the weekday are
 * worked out here, not in SQL: per-row time-zone functions cost the embedded database more than
 * the walks themselves.
 */
const traitColumns = (at: SQL) => sql`
  e.category, e.borough, e.neighborhood, e.venue, e.performer, e.price_min_cents,
  e.date::text AS ny_date, (extract(epoch FROM e.starts_at) * 1000)::float8 AS starts_ms,
  (extract(epoch FROM ${at}) * 1000)::float8 AS seen_ms`;

interface TraitRow {
  category: string;
  borough: string | null;
  neighborhood: string | null;
  venue: string;
  performer: string | null;
  price_min_cents: number | null;
  ny_date: string;
  starts_ms: number | string;
  seen_ms: number | string;
}

/** New York's offset from UTC (hours) on a date, remembered: a deck meets few distinct dates. */
const offsets = new Map<string, number>();
function nyOffsetHours(date: string): number {
  let hours = offsets.get(date);
  if (hours === undefined) {
    hours = DateTime.fromISO(date, { zone: NYC_ZONE }).offset / 60;
    if (offsets.size > 2000) offsets.clear();
    offsets.set(date, Number.isFinite(hours) ? hours : -5);
  }
  return hours ?? -5;
}

function traitsOf(r: TraitRow): EventTraits {
  const startsMs = Number(r.starts_ms);
  const nyHour = new Date(startsMs + nyOffsetHours(r.ny_date) * 3_600_000).getUTCHours();
  const weekday = new Date(`${r.ny_date}T12:00:00Z`).getUTCDay();
  return {
    category: r.category,
    borough: r.borough,
    neighborhood: r.neighborhood,
    venue: r.venue,
    performer: r.performer,
    dayPart: dayPartOfHour(nyHour),
    band: priceBandOf(r.price_min_cents),
    weekend: weekday === 0 || weekday === 6,
    leadDays: (startsMs - Number(r.seen_ms)) / 86_400_000,
  };
}

/**
 * One event by primary key. The LIMIT keeps the planner from turning the join into a hash join
 * over the whole table: it cannot know how few rows the LIMITed walks before it return.
 */
const byId = (id: SQL) => sql`SELECT * FROM events e WHERE e.id = ${id} LIMIT 1`;

/** The person's latest swipes, newest first, with what the model reads of each event. */
export async function recentSwipes(db: Db, userId: string): Promise<SwipeTraits[]> {
  const rows = await preparedRows<TraitRow & { action: SwipeAction; age_days: number | string }>(
    db,
    sql`
    SELECT s.action, extract(epoch FROM now() - s.updated_at) / 86400 AS age_days,
           ${traitColumns(sql`s.updated_at`)}
    FROM (
      -- NULLS LAST as the index has it (updated_at is never null), so the index serves the order.
      SELECT event_id, action, updated_at FROM user_events
      WHERE user_id = ${userId}
      ORDER BY updated_at DESC NULLS LAST ${limitOf(TASTE_WINDOW)}
    ) s CROSS JOIN LATERAL (${byId(sql`s.event_id`)}) e
    ORDER BY s.updated_at DESC`,
  );
  return rows.map((r) => ({ ...traitsOf(r), action: r.action, ageDays: Number(r.age_days) }));
}

export interface CoLike {
  id: number;
  traits: EventTraits;
  /** How many of the person's likes the people who loved this share with them. */
  shared: number;
}

/**
 * People who loved what you loved also loved…: from the person's latest likes, the latest other
 * people who loved each (on user_events (event_id, action, updated_at)), the closest of them by
 * likes in common, and their latest likes. Every step is a LIMITed index range: at most
 * COLIKERS × COLIKES_PER_PERSON rows whatever the size of the tables. In id order, whatever the
 * plan: the walks take the first hundred of those that share as many likes.
 */
export async function coLikes(db: Db, userId: string): Promise<CoLike[]> {
  const rows = await preparedRows<TraitRow & { id: number | string; shared: number | string }>(
    db,
    sql`
    WITH mine AS (
      SELECT event_id FROM user_events
      WHERE user_id = ${userId} AND action = 'liked'
      ORDER BY updated_at DESC NULLS LAST ${limitOf(COLIKE_SEEDS)}
    ), likers AS (
      SELECT l.user_id, count(*)::int AS shared
      FROM mine m CROSS JOIN LATERAL (
        SELECT x.user_id FROM user_events x
        WHERE x.event_id = m.event_id AND x.action = 'liked' AND x.user_id <> ${userId}
        ORDER BY x.updated_at DESC NULLS LAST ${limitOf(COLIKERS_PER_SEED)}
      ) l
      GROUP BY l.user_id ORDER BY shared DESC, l.user_id ${limitOf(COLIKERS)}
    ), theirs AS (
      SELECT t.event_id, sum(k.shared)::int AS shared
      FROM likers k CROSS JOIN LATERAL (
        SELECT y.event_id FROM user_events y
        WHERE y.user_id = k.user_id AND y.action = 'liked'
        ORDER BY y.updated_at DESC NULLS LAST ${limitOf(COLIKES_PER_PERSON)}
      ) t
      GROUP BY t.event_id
    )
    SELECT e.id, t.shared, ${traitColumns(sql`now()`)}
    FROM theirs t CROSS JOIN LATERAL (${byId(sql`t.event_id`)}) e
    ORDER BY e.id`,
  );
  return rows.map((r) => ({ id: Number(r.id), traits: traitsOf(r), shared: Number(r.shared) }));
}

interface PreferencesRow {
  preferred_time: DeckPreferences['preferredTime'];
  price_range: DeckPreferences['priceRange'];
  home_neighborhood: string | null;
  max_distance_miles: number | null;
  loved_categories: string[];
  home_borough: string | null;
}

/**
 * The profile's preferences and what the person picked on their first visit
 * (docs/product.md#taste-intro), in one primary-key read. The picks count on every page, like
 * swipes; the preferences only where a pass begins (its cursor carries them on).
 */
export async function savedTaste(
  db: Db,
  userId: string,
): Promise<{ prefs: DeckPreferences | undefined; seeds: TasteSeeds }> {
  const [row] = await preparedRows<PreferencesRow>(
    db,
    sql`SELECT preferred_time, price_range, home_neighborhood, max_distance_miles,
               loved_categories, home_borough
        FROM user_preferences WHERE user_id = ${userId}`,
  );
  if (!row) return { prefs: undefined, seeds: { categories: [], borough: null } };
  const prefs: DeckPreferences = {
    preferredTime: row.preferred_time,
    priceRange: row.price_range,
    homeNeighborhood: row.home_neighborhood,
    maxDistanceMiles: row.max_distance_miles,
  };
  return {
    prefs: ranksDeck(prefs) ? normalizeDeckPreferences(prefs) : undefined,
    seeds: { categories: row.loved_categories, borough: row.home_borough },
  };
}

/** Index walks the candidate pool is drawn from, each a LIMITed ordered range. */
export interface Walks {
  /** Soonest upcoming per category, on events (category, starts_at, id). */
  categories: { category: string; limit: number }[];
  /** Soonest upcoming per slice, on events_deck_slices_idx. */
  slices: { category: string; dayPart: number; band: number; limit: number }[];
  /** Soonest upcoming per borough, on events (borough, starts_at, id). */
  boroughs: { borough: string; limit: number }[];
  /** Most liked, on events_hot_idx. */
  popular: number;
  /** Co-liked events by id. */
  ids: number[];
}

export interface CandidateRow extends EventTraits {
  id: number;
  likeCount: number;
  swipeCount: number;
  /** Starts today or tomorrow in New York, or is running now. */
  soon: boolean;
}

/** Walks grouped by their limit, each group in the order it first appears. */
function sameLimit<T extends { limit: number }>(walks: readonly T[]): [number, T[]][] {
  const groups = new Map<number, T[]>();
  for (const walk of walks) groups.set(walk.limit, [...(groups.get(walk.limit) ?? []), walk]);
  return [...groups];
}

/**
 * The walks read upcoming events in start order from now (`startsLater`); `running` adds the
 * all-day events and runs over several days that have started and are not over yet. Together
 * they are exactly the events `stillListed` keeps (docs/product.md#all-day-events).
 */
const startsLater = sql`e.starts_at > now()`;
const running = sql`e.starts_at <= now() AND e.end_date IS NOT NULL AND ${stillListed('e')}`;
/** How many started-but-running events join the pool. */
const RUNNING_LIMIT = 12;

/**
 * The pool of candidates: the union of the walks, each leaving out what the person swiped and
 * what this pass dealt, with the attributes the model scores. Cost: the sum of the walk limits in
 * index entries (plus the swiped or dealt entries a walk steps over), never a scan.
 */
export async function candidatePool(
  db: Db,
  o: { userId: string; passMs: number; cats: string[]; walks: Walks },
): Promise<CandidateRow[]> {
  const today = nycToday();
  // With every category chosen (the usual deck) the events' category check already holds them
  // to it; without the test the borough walks read their index alone, not the table.
  const inCategories = categoryIds.every((c) => o.cats.includes(c))
    ? sql``
    : sql`e.category = ANY (${pgArray(o.cats)}::text[]) AND`;
  const fresh = sql`
    ${inCategories} NOT EXISTS (SELECT 1 FROM user_events ue WHERE ue.user_id = ${o.userId} AND ue.event_id = e.id)
    AND NOT EXISTS (SELECT 1 FROM deck_dealt d
                    WHERE d.user_id = ${o.userId} AND d.pass_ms = ${o.passMs} AND d.event_id = e.id)`;
  const w = o.walks;
  // The limits are literals the planner sees (`limitOf`): given a LIMIT it cannot see (one read
  // from an array), it assumes a tenth of the range and sorts every upcoming event of a category
  // instead of walking the index. Walks of one kind that share a limit are one LATERAL, so the
  // statement plans a handful of subqueries, not one per walk, and takes a few shapes, each
  // prepared once (docs/performance.md#the-deck-at-a-million-events).
  const soonest = (where: SQL, limit: number) =>
    sql`CROSS JOIN LATERAL (SELECT e.id FROM events e WHERE ${where} AND ${startsLater} AND ${fresh}
         ORDER BY e.starts_at, e.id ${limitOf(limit)}) x`;
  const walks = [
    ...sameLimit(w.categories).map(
      ([limit, list]) =>
        sql`(SELECT x.id FROM unnest(${pgArray(list.map((c) => c.category))}::text[]) AS s(category)
             ${soonest(sql`e.category = s.category`, limit)})`,
    ),
    ...sameLimit(w.slices).map(
      ([limit, list]) =>
        sql`(SELECT x.id FROM unnest(${pgArray(list.map((s) => s.category))}::text[],
                                     ${pgArray(list.map((s) => s.dayPart))}::int[],
                                     ${pgArray(list.map((s) => s.band))}::int[])
                    AS s(category, day_part, band)
             ${soonest(
               sql`e.category = s.category AND deck_day_part(e.starts_at) = s.day_part
                   AND deck_price_band(e.price_min_cents) = s.band`,
               limit,
             )})`,
    ),
    ...sameLimit(w.boroughs).map(
      ([limit, list]) =>
        sql`(SELECT x.id FROM unnest(${pgArray(list.map((b) => b.borough))}::text[]) AS s(borough)
             ${soonest(sql`e.borough = s.borough`, limit)})`,
    ),
    // NULLS LAST as events_hot_idx has it, or the order is not the index's and every row is read.
    sql`(SELECT e.id FROM events e WHERE e.like_count > 0 AND ${startsLater} AND ${fresh}
         ORDER BY e.like_count DESC NULLS LAST, e.id ${limitOf(w.popular)})`,
    sql`(SELECT e.id FROM events e WHERE ${running} AND ${fresh}
         ORDER BY e.end_date, e.starts_at ${limitOf(RUNNING_LIMIT)})`,
    sql`(SELECT e.id FROM events e
         WHERE e.id = ANY (${pgArray(w.ids)}::bigint[]) AND ${stillListed('e')} AND ${fresh})`,
  ];
  const rows = await preparedRows<
    TraitRow & { id: string | number; like_count: number; swipe_count: number; soon: boolean }
  >(
    db,
    sql`
    WITH pool AS (${sql.join(walks, sql` UNION `)})
    SELECT e.id, e.like_count, e.swipe_count, e.date <= ${today}::date + 1 AS soon,
           ${traitColumns(sql`now()`)}
    FROM pool p CROSS JOIN LATERAL (${byId(sql`p.id`)}) e`,
  );
  // By id: the order ties are dealt in must not hang on the plan PostgreSQL happened to choose
  // (a prepared statement's plan can change after its first calls).
  rows.sort((a, b) => Number(a.id) - Number(b.id));
  return rows.map((r) => {
    const traits = traitsOf(r);
    return {
      ...traits,
      // A running event is on now: no lead time.
      leadDays: Math.max(0, traits.leadDays),
      id: Number(r.id),
      likeCount: Number(r.like_count),
      swipeCount: Number(r.swipe_count),
      soon: r.soon,
    };
  });
}
