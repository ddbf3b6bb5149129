import { sql } from 'drizzle-orm';
import { preparedRows, type Db } from '#server/db/client.ts';
import type { SwipeAction } from '#shared/schemas/user-events.ts';
import { popularityOf, type EventFacts } from './event-features.ts';
import { byId, factsOf, limitOf, traitColumns, type TraitRow } from './event-traits.ts';

/** A swipe with what the model reads of its event, as it was when the swipe was learned. */
export interface SwipeFacts {
  userId: string;
  action: SwipeAction;
  facts: EventFacts;
}

type Row = TraitRow & {
  user_id: string;
  action: SwipeAction;
  co_likes: number | null;
  popularity: number | null;
};

/**
 * The signals the swipe was learned with (user_events.co_likes, .popularity); a swipe made
 * before they were kept reads everyone's counts now, without its own.
 */
export function swipeSignals(
  row: { co_likes: number | null; popularity: number | null },
  action: SwipeAction,
  counts: { likes: number; swipes: number },
) {
  return {
    coLikes: row.co_likes ?? 0,
    popularity:
      row.popularity ??
      popularityOf(counts.likes - (action === 'liked' ? 1 : 0), Math.max(0, counts.swipes - 1)),
  };
}

function toFacts(r: Row): SwipeFacts {
  const facts = factsOf(r);
  return {
    userId: r.user_id,
    action: r.action,
    facts: {
      ...facts,
      ...swipeSignals(r, r.action, {
        likes: Number(r.like_count),
        swipes: Number(r.swipe_count),
      }),
    },
  };
}

const swipeColumns = sql`s.user_id, s.action, s.co_likes, s.popularity,
  ${traitColumns(sql`s.updated_at`)}`;

/**
 * How far back a fold and everyone's model read: a swipe older than this says little of what a
 * person goes to now (the deck's model counted a month-old swipe half until 2026-12-03).
 */
const MEMORY_DAYS = 180;
const recent = sql`updated_at > now() - make_interval(days => ${MEMORY_DAYS})`;

/** The person's latest `limit` swipes, oldest first: the order their model learned them in. */
export async function personSwipes(db: Db, userId: string, limit: number): Promise<SwipeFacts[]> {
  const rows = await preparedRows<Row>(
    db,
    sql`
    SELECT ${swipeColumns} FROM (
      -- NULLS LAST as the index has it (updated_at is never null), so the index serves the order.
      SELECT id, user_id, event_id, action, updated_at, co_likes, popularity FROM user_events
      WHERE user_id = ${userId} AND ${recent}
      ORDER BY updated_at DESC NULLS LAST, id DESC NULLS LAST ${limitOf(limit)}
    ) s CROSS JOIN LATERAL (${byId(sql`s.event_id`)}) e
    ORDER BY s.updated_at, s.id`,
  );
  return rows.map(toFacts);
}

/**
 * Everyone's latest `window` swipes, each account's latest `perAccount` of them, oldest first:
 * what everyone's model is fitted on (population-store.ts). Read from user_events_updated_idx.
 */
export async function everyonesSwipes(
  db: Db,
  o: { window: number; perAccount: number },
): Promise<SwipeFacts[]> {
  const rows = await preparedRows<Row>(
    db,
    sql`
    SELECT ${swipeColumns} FROM (
      SELECT *, row_number() OVER (PARTITION BY user_id ORDER BY updated_at DESC, id DESC) AS k
      FROM (
        SELECT id, user_id, event_id, action, updated_at, co_likes, popularity FROM user_events
        WHERE ${recent}
        ORDER BY updated_at DESC NULLS LAST ${limitOf(o.window)}
      ) latest
    ) s CROSS JOIN LATERAL (${byId(sql`s.event_id`)}) e
    WHERE s.k <= ${o.perAccount}
    ORDER BY s.updated_at, s.id`,
  );
  return rows.map(toFacts);
}
