import { inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '#server/db/client.ts';
import type { EventRow } from '#server/db/schema/events.ts';
import { events } from '#server/db/schema/events.ts';
import { categories, discoverCategoryIds } from '#shared/categories.ts';
import { BOOST_HOURS, deckCursorText, type DeckCursor } from '#shared/schemas/events.ts';

/** The taste profile reads only the most recent likes: cheap, and it follows changing tastes. */
export const TASTE_WINDOW = 100;

const allCategories = categories.map((c) => c.id);
const discoverIds: readonly string[] = discoverCategoryIds;

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

/**
 * The user's next unswiped, not-yet-started events, ranked by
 *   rank_at = starts_at − boost(category)
 * where the boosts come from the user's recent likes on the first page and from the cursor on
 * later ones, so one pass through the deck keeps one order however the taste changes meanwhile.
 * Each category is scanned on its (category, starts_at, id) index with an anti-join on the
 * (user_id, event_id) unique index and a LIMIT, then the per-category heads are merged: the cost
 * depends on the page size and the number of categories, not on the size of either table.
 * See docs/deck-ranking.md.
 */
export async function unseenEvents(
  db: Db,
  opts: { userId: string; limit: number; categories: string[]; cursor?: DeckCursor | undefined },
): Promise<DeckPage> {
  const cats = categoriesFor(opts.categories);
  const boosts = opts.cursor?.boosts ?? (await tasteBoosts(db, opts.userId));
  const secs = cats.map((c) => boosts.get(c) ?? 0);
  const cursorAt = opts.cursor?.rankAt.toISOString() ?? null;
  const cursorId = opts.cursor?.id ?? 0;
  const ranked = await queryRows<{ id: string | number; rank_ms: string | number }>(
    db,
    sql`
    WITH boosts AS (
      SELECT category, make_interval(secs => secs) AS boost
      FROM unnest(${`{${cats.join(',')}}`}::text[], ${`{${secs.join(',')}}`}::int[]) AS b(category, secs)
    )
    SELECT x.id, (extract(epoch FROM x.starts_at - b.boost) * 1000)::bigint AS rank_ms
    FROM boosts b
    CROSS JOIN LATERAL (
      SELECT e.id, e.starts_at FROM events e
      WHERE e.category = b.category
        AND e.starts_at > now()
        AND (${cursorAt}::timestamptz IS NULL
             OR (e.starts_at, e.id) > (${cursorAt}::timestamptz + b.boost, ${cursorId}::bigint))
        AND NOT EXISTS (
          SELECT 1 FROM user_events ue WHERE ue.user_id = ${opts.userId} AND ue.event_id = e.id
        )
      ORDER BY e.starts_at, e.id
      LIMIT ${opts.limit}
    ) x
    ORDER BY rank_ms, x.id
    LIMIT ${opts.limit}
  `,
  );
  const ids = ranked.map((r) => Number(r.id));
  if (ids.length === 0) return { rows: [], nextCursor: undefined };
  const found = await db.select().from(events).where(inArray(events.id, ids));
  const byId = new Map(found.map((e) => [e.id, e]));
  const rows = ids.flatMap((id) => byId.get(id) ?? []);
  const last = ranked.at(-1);
  const nextCursor =
    last && ids.length === opts.limit
      ? deckCursorText(Number(last.rank_ms), Number(last.id), boosts)
      : undefined;
  return { rows, nextCursor };
}
