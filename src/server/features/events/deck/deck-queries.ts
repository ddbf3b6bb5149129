import { sql } from 'drizzle-orm';
import { preparedRows, type Db } from '#server/db/client.ts';
import {
  normalizeDeckPreferences,
  ranksDeck,
  type DeckPreferences,
} from '#shared/deck-preferences.ts';
import { limitOf } from './event-traits.ts';
import type { TasteStart } from './taste-state.ts';

/** Co-likes start from this many of the person's latest likes… */
const COLIKE_SEEDS = 8;
/** …each read by at most this many other people who loved it… */
const COLIKERS_PER_SEED = 20;
/** …of whom the closest this many lend their latest likes. */
const COLIKERS = 20;
const COLIKES_PER_PERSON = 12;

export interface CoLike {
  id: number;
  /** How many of the person's likes the people who loved this share with them. */
  shared: number;
}

/**
 * People who loved what you loved also loved…: from the person's latest likes, the latest other
 * people who loved each (on user_events (event_id, action, updated_at)), the closest of them by
 * likes in common, and their latest likes. Every step is a LIMITed index range: at most
 * COLIKERS × COLIKES_PER_PERSON rows whatever the size of the tables. In id order, whatever the
 * plan. The taste model reads the shared count as one of the card's features.
 */
export async function coLikes(db: Db, userId: string): Promise<CoLike[]> {
  const rows = await preparedRows<{ id: number | string; shared: number | string }>(
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
    )
    SELECT t.event_id AS id, sum(k.shared)::int AS shared
    FROM likers k CROSS JOIN LATERAL (
      SELECT y.event_id FROM user_events y
      WHERE y.user_id = k.user_id AND y.action = 'liked'
      ORDER BY y.updated_at DESC NULLS LAST ${limitOf(COLIKES_PER_PERSON)}
    ) t
    GROUP BY t.event_id
    ORDER BY t.event_id`,
  );
  return rows.map((r) => ({ id: Number(r.id), shared: Number(r.shared) }));
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
 * (docs/product.md#taste-intro), in one primary-key read: where the person's model starts
 * (`start`), and the preferences a pass keeps (its cursor carries them on).
 */
export async function savedTaste(
  db: Db,
  userId: string,
): Promise<{ prefs: DeckPreferences | undefined; start: TasteStart }> {
  const [row] = await preparedRows<PreferencesRow>(
    db,
    sql`SELECT preferred_time, price_range, home_neighborhood, max_distance_miles,
               loved_categories, home_borough
        FROM user_preferences WHERE user_id = ${userId}`,
  );
  if (!row) {
    const start = {
      categories: [],
      borough: null,
      homeNeighborhood: null,
      dayPart: null,
      priceBands: [],
    };
    return { prefs: undefined, start };
  }
  const prefs: DeckPreferences = {
    preferredTime: row.preferred_time,
    priceRange: row.price_range,
    homeNeighborhood: row.home_neighborhood,
    maxDistanceMiles: row.max_distance_miles,
  };
  return {
    prefs: ranksDeck(prefs) ? normalizeDeckPreferences(prefs) : undefined,
    start: { categories: row.loved_categories, borough: row.home_borough },
  };
}
