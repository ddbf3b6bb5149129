import { sql, type SQL } from 'drizzle-orm';
import { preparedRows, type Db } from '#server/db/client.ts';
import { runningNow, stillListed } from '#server/events/still-listed.ts';
import { categoryIds } from '#shared/categories.ts';
import { nycToday } from '#shared/time.ts';
import { limitOf, pgArray, traitColumns, traitsOf, type TraitRow } from './event-traits.ts';
import type { EventTraits } from './taste-model.ts';

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

type PoolRow = TraitRow & {
  id: string | number;
  like_count: number;
  swipe_count: number;
  soon: boolean;
};

export interface CandidateRow extends EventTraits {
  id: number;
  likeCount: number;
  swipeCount: number;
  /** Starts today or tomorrow in New York, or is running now. */
  soon: boolean;
}

/**
 * An array bound as one parameter that the planner does not look into: read through a scalar
 * subquery, it is estimated alike in a fresh plan and in the plan PostgreSQL keeps for the
 * prepared statement. Seen, the arrays of a person with a learned taste (a handful of slices and
 * boroughs, not the ten rows a kept plan assumes) made every fresh plan look cheaper than the kept
 * one, and their pool was planned on every page (docs/performance.md#the-deck-at-a-million-events).
 */
const opaque = (type: 'text' | 'int' | 'bigint', values: readonly (string | number)[]) =>
  sql`(SELECT ${pgArray(values)}::${sql.raw(type)}[])::${sql.raw(type)}[]`;

/** Walks grouped by their limit, each group in the order it first appears. */
function sameLimit<T extends { limit: number }>(walks: readonly T[]): [number, T[]][] {
  const groups = new Map<number, T[]>();
  for (const walk of walks) groups.set(walk.limit, [...(groups.get(walk.limit) ?? []), walk]);
  return [...groups];
}

/**
 * The walks read upcoming events in start order from now (`startsLater`); `running` adds the
 * all-day events and runs over several days that have started and are not over yet. Together
 * they are exactly the events `stillListed` keeps (docs/product.md#all-day-events). `running`
 * bounds events_running_idx by today's date: written as `stillListed`, the walk stepped over
 * every event that ended before today, 172 of them and most of its reads at a million events.
 */
const startsLater = sql`e.starts_at > now()`;
const running = sql`e.end_date IS NOT NULL AND ${runningNow('e')}`;
/** How many started-but-running events join the pool. */
const RUNNING_LIMIT = 12;

const HOUR_MS = 3_600_000;

/**
 * The hour a pass began, counted from the epoch: what its lead times (and a new person's
 * popularity draws) are fixed to, so a pass deals one order however long it takes, and two passes
 * begun in the same hour with the same taste deal the same order (docs/deck-ranking.md#paging).
 * An hour is far finer than anything the model learns of how far ahead a person plans.
 */
export const passHour = (passMs: number) => Math.floor(passMs / HOUR_MS);

/**
 * The pool of candidates: the union of the walks, each leaving out what the person swiped and
 * what this pass dealt, with the attributes the model scores. Cost: the sum of the walk limits in
 * index entries and their rows (plus the swiped or dealt entries a walk steps over), never a scan.
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
  //
  // Each walk reads what the model scores from the row it steps on: one heap read a row, where
  // reading the ids first and then each event by primary key took a second index descent per
  // candidate, about 40 % of the statement's buffers.
  const seenAt = sql`to_timestamp(${(passHour(o.passMs) * HOUR_MS) / 1000}::float8)`;
  const columns = sql`e.id, e.like_count, e.swipe_count, e.date <= ${today}::date + 1 AS soon,
    ${traitColumns(seenAt)}`;
  const soonest = (where: SQL, limit: number) =>
    sql`CROSS JOIN LATERAL (SELECT ${columns} FROM events e WHERE ${where} AND ${startsLater} AND ${fresh}
         ORDER BY e.starts_at, e.id ${limitOf(limit)}) x`;
  // Soonest first per value of one column, one LATERAL for each limit the walks share.
  const byValue = (column: 'category' | 'borough', walks: { value: string; limit: number }[]) =>
    sameLimit(walks).map(([limit, list]) => {
      const values = opaque(
        'text',
        list.map((v) => v.value),
      );
      const c = sql.raw(column);
      return sql`(SELECT x.* FROM unnest(${values}) AS s(${c})
                  ${soonest(sql`e.${c} = s.${c}`, limit)})`;
    });
  const byCategory = [
    ...byValue(
      'category',
      w.categories.map((c) => ({ value: c.category, limit: c.limit })),
    ),
    sql`(SELECT ${columns} FROM events e WHERE ${running} AND ${fresh}
         ORDER BY e.end_date, e.starts_at ${limitOf(RUNNING_LIMIT)})`,
  ];
  const others = [
    ...sameLimit(w.slices).map(([limit, list]) => {
      const categories = opaque(
        'text',
        list.map((s) => s.category),
      );
      const dayParts = opaque(
        'int',
        list.map((s) => s.dayPart),
      );
      const bands = opaque(
        'int',
        list.map((s) => s.band),
      );
      return sql`(SELECT x.* FROM unnest(${categories}, ${dayParts}, ${bands})
                    AS s(category, day_part, band)
                  ${soonest(
                    sql`e.category = s.category AND deck_day_part(e.starts_at) = s.day_part
                        AND deck_price_band(e.price_min_cents) = s.band`,
                    limit,
                  )})`;
    }),
    ...byValue(
      'borough',
      w.boroughs.map((b) => ({ value: b.borough, limit: b.limit })),
    ),
    // NULLS LAST as events_hot_idx has it, or the order is not the index's and every row is read.
    sql`(SELECT ${columns} FROM events e WHERE e.like_count > 0 AND ${startsLater} AND ${fresh}
         ORDER BY e.like_count DESC NULLS LAST, e.id ${limitOf(w.popular)})`,
    sql`(SELECT ${columns} FROM events e
         WHERE e.id = ANY (${opaque('bigint', w.ids)}) AND ${stillListed('e')} AND ${fresh})`,
  ];
  // UNION ALL: an event two walks find comes twice and is merged below, cheaper than comparing
  // whole rows in the database.
  const statement = (walks: SQL[]) => sql.join(walks, sql` UNION ALL `);
  // Two statements at once, on two connections: the category walks with the running events, and
  // the others. Each plans and walks about half the pool, and the page waits for the longer one
  // (docs/performance.md#the-deck-at-a-million-events).
  const parts = await Promise.all(
    [byCategory, others]
      .filter((walks) => walks.length > 0)
      .map((walks) => preparedRows<PoolRow>(db, statement(walks))),
  );
  const rows = [...new Map(parts.flat().map((r) => [Number(r.id), r])).values()];
  // By id: the order ties are dealt in must not hang on the plan PostgreSQL happened to choose
  // (a prepared statement's plan can change after its first calls) nor on which statement found it.
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
