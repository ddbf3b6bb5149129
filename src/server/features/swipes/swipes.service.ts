import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { eventColumns, events } from '#server/db/schema/events.ts';
import { userEvents } from '#server/db/schema/user-events.ts';
import { notFound } from '#server/lib/errors.ts';
import type { SwipeAction } from '#shared/schemas/user-events.ts';

const likeDelta = (from: SwipeAction | undefined, to: SwipeAction | undefined) =>
  (to === 'liked' ? 1 : 0) - (from === 'liked' ? 1 : 0);

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function adjustLikes(tx: Tx, eventId: number, delta: number) {
  if (delta === 0) return;
  // A relative update under the row lock: concurrent swipes on one event serialize here.
  await tx
    .update(events)
    .set({ likeCount: sql`${events.likeCount} + ${delta}` })
    .where(eq(events.id, eventId));
}

/**
 * Records or changes a user's swipe and keeps the event's like_count exact, in one transaction.
 * The existing row is locked first; when two first swipes race, the loser's insert does nothing
 * and it goes round again to lock and update the winner's row.
 */
export async function recordSwipe(db: Db, userId: string, eventId: number, action: SwipeAction) {
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ id: events.id }).from(events).where(eq(events.id, eventId));
    if (!found) throw notFound('Event not found');
    const withEvent = async (swipe: typeof userEvents.$inferSelect, created: boolean) => {
      const [event] = await tx.select(eventColumns).from(events).where(eq(events.id, eventId));
      return { swipe, event: event!, created };
    };
    for (;;) {
      const [existing] = await tx
        .select()
        .from(userEvents)
        .where(and(eq(userEvents.userId, userId), eq(userEvents.eventId, eventId)))
        .for('update');
      if (existing) {
        const [row] = await tx
          .update(userEvents)
          .set({ action, updatedAt: sql`now()` })
          .where(eq(userEvents.id, existing.id))
          .returning();
        await adjustLikes(tx, eventId, likeDelta(existing.action, action));
        return withEvent(row!, false);
      }
      const [row] = await tx
        .insert(userEvents)
        .values({ userId, eventId, action })
        .onConflictDoNothing()
        .returning();
      if (row) {
        await adjustLikes(tx, eventId, likeDelta(undefined, action));
        return withEvent(row, true);
      }
    }
  });
}

/** Removes the user's swipe (undo / remove from My Events); the card becomes unseen again. */
export async function removeSwipe(db: Db, userId: string, eventId: number) {
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(userEvents)
      .where(and(eq(userEvents.userId, userId), eq(userEvents.eventId, eventId)))
      .returning();
    if (!removed) throw notFound('No saved swipe for this event');
    await adjustLikes(tx, eventId, likeDelta(removed.action, undefined));
    return removed;
  });
}

/** The user's swipes with their events, most recently swiped first. */
export async function listSwipes(
  db: Db,
  opts: { userId: string; action?: SwipeAction; page: number; pageSize: number },
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
      .orderBy(sql`${userEvents.updatedAt} DESC NULLS LAST`, desc(userEvents.id))
      .limit(opts.pageSize)
      .offset((opts.page - 1) * opts.pageSize),
    db.select({ n: count() }).from(userEvents).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
