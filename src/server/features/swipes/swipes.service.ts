import { and, count, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '#server/db/client.ts';
import { events } from '#server/db/schema/events.ts';
import { eventColumns, type EventRow } from '#server/events/event-row.ts';
import { userEvents } from '#server/db/schema/user-events.ts';
import { conflict, notFound } from '#server/lib/errors.ts';
import { noteLikesChanged } from '#server/events/like-changes.ts';
import { mapColumns, selectColumns } from '#server/lib/raw-columns.ts';
import { stillListed } from '#server/events/still-listed.ts';
import type { SwipeAction, UserEventOrder } from '#shared/schemas/user-events.ts';

const likeDelta = (from: SwipeAction | undefined, to: SwipeAction | undefined) =>
  (to === 'liked' ? 1 : 0) - (from === 'liked' ? 1 : 0);

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function adjustCounts(tx: Tx, eventId: number, likeDelta: number) {
  // A relative update under the row lock: concurrent swipes on one event serialize here.
  await tx
    .update(events)
    .set({
      likeCount: sql`${events.likeCount} + ${likeDelta}`,
      swipeCount: sql`${events.swipeCount} - 1`,
    })
    .where(eq(events.id, eventId));
}

const SWIPE_ROUNDS = 3;
const swipeColumns = getTableColumns(userEvents);
// The event as the statement leaves it: like_count after this swipe's change, if any.
const eventSelect = selectColumns(eventColumns, 'e', 'e_', {
  likeCount: sql`coalesce((SELECT like_count FROM bump), e.like_count)`,
});

/**
 * Records or changes a user's swipe and keeps the event's like_count and swipe_count exact (the
 * deck's popularity prior, docs/deck-ranking.md#signals-from-other-people), in one statement
 * (one round trip). The existing row is locked first (`old`); like_count moves by the change
 * relative to it, under the event row's lock, so concurrent swipes on one event stay exact. When
 * two first swipes of the same user race, the loser's insert does nothing and it goes round
 * again to update the winner's row. One more round always finds that row unless it vanished
 * again in between, so a few rounds are plenty and a request never spins.
 */
export async function recordSwipe(db: Db, userId: string, eventId: number, action: SwipeAction) {
  for (let round = 0; round < SWIPE_ROUNDS; round += 1) {
    const [row] = await queryRows<Record<string, unknown>>(
      db,
      sql`
      WITH target AS (SELECT id FROM events WHERE id = ${eventId}),
      old AS (
        SELECT id, action FROM user_events
        WHERE user_id = ${userId} AND event_id = ${eventId}
        FOR UPDATE
      ),
      ins AS (
        INSERT INTO user_events (user_id, event_id, action)
        SELECT ${userId}, id, ${action} FROM target WHERE NOT EXISTS (SELECT 1 FROM old)
        ON CONFLICT DO NOTHING
        RETURNING id, user_id, event_id, action, created_at, updated_at, true AS created, 0 AS was_liked
      ),
      upd AS (
        UPDATE user_events ue SET action = ${action}, updated_at = now()
        FROM old WHERE ue.id = old.id
        RETURNING ue.id, ue.user_id, ue.event_id, ue.action, ue.created_at, ue.updated_at,
                  false AS created, (old.action = 'liked')::int AS was_liked
      ),
      saved AS (SELECT * FROM ins UNION ALL SELECT * FROM upd),
      bump AS (
        UPDATE events SET like_count = like_count + ${action === 'liked' ? 1 : 0} - saved.was_liked,
                          swipe_count = swipe_count + saved.created::int
        FROM saved
        WHERE events.id = ${eventId}
          AND (saved.created OR ${action === 'liked' ? 1 : 0} - saved.was_liked <> 0)
        RETURNING events.like_count, ${action === 'liked' ? 1 : 0} - saved.was_liked <> 0 AS liked_moved
      )
      SELECT ${selectColumns(swipeColumns, 's', 's_')}, s.created,
             coalesce((SELECT liked_moved FROM bump), false) AS bumped, ${eventSelect}
      FROM target t JOIN events e ON e.id = t.id LEFT JOIN saved s ON true
    `,
    );
    if (!row) throw notFound('Event not found');
    if (row.s_id === null) continue;
    if (row.bumped) noteLikesChanged(db);
    return {
      swipe: mapColumns<typeof userEvents.$inferSelect>(swipeColumns, row, 's_'),
      event: mapColumns<EventRow>(eventColumns, row, 'e_'),
      created: row.created === true,
    };
  }
  throw conflict('Your swipe could not be saved. Please try again.');
}

/** Removes the user's swipe (undo / remove from My Events); the card becomes unseen again. */
export async function removeSwipe(db: Db, userId: string, eventId: number) {
  return db
    .transaction(async (tx) => {
      const [removed] = await tx
        .delete(userEvents)
        .where(and(eq(userEvents.userId, userId), eq(userEvents.eventId, eventId)))
        .returning();
      if (!removed) throw notFound('No saved swipe for this event');
      await adjustCounts(tx, eventId, likeDelta(removed.action, undefined));
      return removed;
    })
    .then((removed) => {
      if (removed.action === 'liked') noteLikesChanged(db);
      return removed;
    });
}

const listOrder = {
  // Exactly the order of the (user_id[, action], updated_at, id) indexes: a page is read from
  // the index, never by sorting every one of the person's swipes.
  recent: [sql`${userEvents.updatedAt} DESC NULLS LAST`, sql`${userEvents.id} DESC NULLS LAST`],
  // The planner (docs/product.md#my-events): what is still ahead by its start, then the rest.
  date: [
    sql`${stillListed('events')} DESC`,
    sql`CASE WHEN ${stillListed('events')} THEN ${events.startsAt} END ASC`,
    desc(events.startsAt),
    desc(userEvents.id),
  ],
} satisfies Record<UserEventOrder, SQL[]>;

/** The user's swipes with their events, most recently swiped first or by the events' dates. */
export async function listSwipes(
  db: Db,
  opts: {
    userId: string;
    action?: SwipeAction;
    page: number;
    pageSize: number;
    order?: UserEventOrder;
  },
) {
  const where = and(
    eq(userEvents.userId, opts.userId),
    opts.action ? eq(userEvents.action, opts.action) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ swipe: userEvents, event: eventColumns })
      .from(userEvents)
      .innerJoin(events, eq(events.id, userEvents.eventId))
      .where(where)
      .orderBy(...listOrder[opts.order ?? 'recent'])
      .limit(opts.pageSize)
      .offset((opts.page - 1) * opts.pageSize),
    db.select({ n: count() }).from(userEvents).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
