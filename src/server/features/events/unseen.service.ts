import { inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '#server/db/client.ts';
import type { EventRow } from '#server/db/schema/events.ts';
import { events } from '#server/db/schema/events.ts';
import { categories, discoverCategoryIds } from '#shared/categories.ts';

/** How far (in hours) a category the user always likes is pulled forward in the deck. */
export const BOOST_HOURS = 72;
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
 * The user's next unswiped, not-yet-started events, ranked by
 *   rank_at = starts_at − BOOST_HOURS × (share of the user's recent likes in the category).
 * Each category is scanned on its (category, starts_at, id) index with an anti-join on the
 * (user_id, event_id) unique index and a LIMIT, then the per-category heads are merged: the cost
 * depends on the page size and the number of categories, not on the size of either table.
 * See docs/deck-ranking.md.
 */
export async function unseenEvents(
  db: Db,
  opts: {
    userId: string;
    limit: number;
    categories: string[];
    cursor?: { rankAt: Date; id: number } | undefined;
  },
): Promise<DeckPage> {
  const cats = categoriesFor(opts.categories);
  const cursorAt = opts.cursor?.rankAt.toISOString() ?? null;
  const cursorId = opts.cursor?.id ?? 0;
  const ranked = await queryRows<{ id: string | number; rank_ms: string | number }>(
    db,
    sql`
    WITH recent AS (
      SELECT event_id FROM user_events
      WHERE user_id = ${opts.userId} AND action = 'liked'
      ORDER BY updated_at DESC NULLS LAST LIMIT ${TASTE_WINDOW}
    ),
    taste AS (
      SELECT e.category, count(*)::float8 / sum(count(*)) OVER () AS share
      FROM recent r JOIN events e ON e.id = r.event_id
      GROUP BY e.category
    ),
    boosts AS (
      SELECT c.category, make_interval(secs => round(coalesce(t.share, 0) * ${BOOST_HOURS * 3600})) AS boost
      FROM unnest(${`{${cats.join(',')}}`}::text[]) AS c(category)
      LEFT JOIN taste t ON t.category = c.category
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
    last && ids.length === opts.limit ? `${Number(last.rank_ms)}.${Number(last.id)}` : undefined;
  return { rows, nextCursor };
}
