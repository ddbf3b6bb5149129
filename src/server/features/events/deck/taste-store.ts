import { sql } from 'drizzle-orm';
import { preparedRows, queryRows, type Db } from '#server/db/client.ts';
import type { SwipeAction } from '#shared/schemas/user-events.ts';
import { popularityOf } from './event-features.ts';
import { factsOf, traitColumns, type TraitRow } from './event-traits.ts';
import type { PriorOf } from './probit-model.ts';
import { personSwipes } from './swipe-facts.ts';
import { savedTaste } from './deck-queries.ts';
import {
  learnSwipe,
  parseTaste,
  serializeTaste,
  startedFrom,
  startTaste,
  type TasteStart,
  type TasteState,
} from './taste-state.ts';
import { TASTE_SETTINGS } from './taste-settings.ts';

/**
 * A fold from the start reads the person's latest this-many swipes: by then the drift has worn
 * the older ones' evidence down to little (decision 020), and it stays a bounded read however
 * long the person has swiped.
 */
export const REBUILD_SWIPES = 400;

async function store(db: Db, userId: string, t: TasteState) {
  await queryRows(
    db,
    sql`INSERT INTO taste_models (user_id, model, steps) VALUES (${userId}, ${serializeTaste(t)}::jsonb, ${t.model.steps})
        ON CONFLICT (user_id) DO UPDATE SET model = excluded.model, steps = excluded.steps, updated_at = now()`,
  );
}

/** The person's model folded afresh from their picks, preferences and latest swipes, and stored. */
export async function rebuildTaste(
  db: Db,
  userId: string,
  prior: PriorOf,
  start?: TasteStart,
): Promise<TasteState> {
  const [from, swipes] = await Promise.all([
    start ?? savedTaste(db, userId).then((s) => s.start),
    personSwipes(db, userId, REBUILD_SWIPES),
  ]);
  const t = startTaste(from, prior, TASTE_SETTINGS);
  for (const s of swipes) learnSwipe(t, s.facts, s.action, prior, TASTE_SETTINGS);
  await store(db, userId, t);
  return t;
}

/** The stored model; a missing or unreadable one is folded again from the swipes. */
export async function loadTaste(
  db: Db,
  userId: string,
  prior: PriorOf,
  start: TasteStart,
): Promise<TasteState> {
  const [row] = await preparedRows<{ model: unknown }>(
    db,
    sql`SELECT model FROM taste_models WHERE user_id = ${userId}`,
  );
  const stored = row ? parseTaste(row.model) : null;
  // New first-visit picks: the fold starts from them (docs/product.md#taste-intro).
  return stored && startedFrom(stored, start) ? stored : rebuildTaste(db, userId, prior, start);
}

/** The model could not be kept up to date: the next page folds it afresh. */
export async function forgetTaste(db: Db, userId: string) {
  await queryRows(db, sql`DELETE FROM taste_models WHERE user_id = ${userId}`);
}

/**
 * Learns from a swipe just saved: one step of the fold for a first swipe of the card; a new fold
 * for a changed swipe (it moved to the end of the order) or when the stored model is missing or
 * another swipe of the person was stored meanwhile. The signals the model read (the card's
 * co-likes when it was dealt, everyone's love of it without this swipe) are kept with the swipe,
 * so a later fold reads what this one did.
 */
export async function learnFromSwipe(
  db: Db,
  prior: PriorOf,
  s: { id: number; userId: string; eventId: number; action: SwipeAction; created: boolean },
) {
  const [row] = await preparedRows<TraitRow & { model: unknown; dealt_co: number | null }>(
    db,
    sql`SELECT (SELECT model FROM taste_models WHERE user_id = ${s.userId}) AS model,
               (SELECT d.co_likes FROM deck_dealt d WHERE d.user_id = ${s.userId} AND d.event_id = ${s.eventId}
                ORDER BY d.pass_ms DESC LIMIT 1) AS dealt_co,
               ${traitColumns(sql`ue.updated_at`)}
        FROM user_events ue JOIN events e ON e.id = ue.event_id WHERE ue.id = ${s.id}`,
  );
  if (!row) return;
  const facts = factsOf(row);
  facts.coLikes = row.dealt_co ?? 0;
  facts.popularity = popularityOf(
    Number(row.like_count) - (s.action === 'liked' ? 1 : 0),
    Math.max(0, Number(row.swipe_count) - 1),
  );
  const signals = sql`UPDATE user_events SET co_likes = ${facts.coLikes}, popularity = ${facts.popularity}
                      WHERE id = ${s.id}`;
  const taste = s.created && row.model ? parseTaste(row.model) : null;
  if (!taste) {
    await queryRows(db, signals);
    await rebuildTaste(db, s.userId, prior);
    return;
  }
  const before = taste.model.steps;
  learnSwipe(taste, facts, s.action, prior, TASTE_SETTINGS);
  const [saved] = await queryRows<{ ok: number }>(
    db,
    sql`WITH signals AS (${signals})
        UPDATE taste_models SET model = ${serializeTaste(taste)}::jsonb, steps = ${taste.model.steps},
                                updated_at = now()
        WHERE user_id = ${s.userId} AND steps = ${before}
        RETURNING 1 AS ok`,
  );
  if (!saved) {
    await queryRows(db, signals);
    await rebuildTaste(db, s.userId, prior);
  }
}
