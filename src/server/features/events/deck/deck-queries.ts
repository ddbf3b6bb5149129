import { sql } from 'drizzle-orm';
import { preparedRows, type Db } from '#server/db/client.ts';
import {
  normalizeDeckPreferences,
  ranksDeck,
  type DeckPreferences,
} from '#shared/deck-preferences.ts';
import type { SwipeAction } from '#shared/schemas/user-events.ts';
import { byId, limitOf, traitColumns, traitsOf, type TraitRow } from './event-traits.ts';
import {
  LEARNING_SWIPES,
  type EventTraits,
  type SwipeTraits,
  type TasteSeeds,
} from './taste-model.ts';

/** The taste reads only this many of the person's latest swipes: bounded, and it follows change. */
export const TASTE_WINDOW = 150;
/** Co-likes start from this many of the person's latest likes… */
const COLIKE_SEEDS = 8;
/** …each read by at most this many other people who loved it… */
const COLIKERS_PER_SEED = 20;
/** …of whom the closest this many lend their latest likes. */
const COLIKERS = 20;
const COLIKES_PER_PERSON = 12;

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
  /** What the model reads of the event, while the person's own swipes are few enough to lend it. */
  traits: EventTraits | null;
  /** How many of the person's likes the people who loved this share with them. */
  shared: number;
}

/**
 * People who loved what you loved also loved…: from the person's latest likes, the latest other
 * people who loved each (on user_events (event_id, action, updated_at)), the closest of them by
 * likes in common, and their latest likes. Every step is a LIMITed index range: at most
 * COLIKERS × COLIKES_PER_PERSON rows whatever the size of the tables. In id order, whatever the
 * plan: the walks take the first fifty of those that share as many likes.
 *
 * The events' traits are read only for a person with fewer than LEARNING_SWIPES swipes: past
 * that the taste takes nothing from them, and reading them was a third of the statement
 * (docs/performance.md#reading-less-for-a-learned-taste). An event deleted meanwhile then stays in
 * the list; the pool's walk by id leaves it out.
 */
export async function coLikes(db: Db, userId: string): Promise<CoLike[]> {
  const rows = await preparedRows<
    Partial<TraitRow> & { id: number | string; shared: number | string; new: boolean }
  >(
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
    ), newcomer AS MATERIALIZED (
      -- Read once: left to the planner, it was read again for every co-liked event, 240 index
      -- ranges and 93 % of the statement's buffers for a person with a learned taste. In the
      -- index's order, or planned on its own it may read the table until it finds twenty rows,
      -- all of it for a new person.
      SELECT count(*) < ${LEARNING_SWIPES} AS yes FROM (
        SELECT 1 FROM user_events WHERE user_id = ${userId}
        ORDER BY event_id ${limitOf(LEARNING_SWIPES)}
      ) s
    )
    SELECT t.event_id AS id, t.shared, n.yes AS new, e.*
    FROM theirs t CROSS JOIN newcomer n
    LEFT JOIN LATERAL (
      SELECT ${traitColumns(sql`now()`)} FROM events e WHERE n.yes AND e.id = t.event_id LIMIT 1
    ) e ON true
    WHERE NOT n.yes OR e.category IS NOT NULL
    ORDER BY t.event_id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    traits: r.new ? traitsOf(r as TraitRow) : null,
    shared: Number(r.shared),
  }));
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
