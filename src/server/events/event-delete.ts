import { count, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { events } from '#server/db/schema/events.ts';
import { userEvents } from '#server/db/schema/user-events.ts';

/**
 * Deletes an event and, by the foreign key's cascade, its swipe records. The row is locked
 * first so no swipe lands between counting and deleting. Undefined when there is no such event.
 */
export async function deleteEvent(
  db: Db,
  id: number,
): Promise<{ userInteractionsDeleted: number } | undefined> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: events.id })
      .from(events)
      .where(eq(events.id, id))
      .for('update');
    if (!found) return undefined;
    const [swipes] = await tx
      .select({ n: count() })
      .from(userEvents)
      .where(eq(userEvents.eventId, id));
    await tx.delete(events).where(eq(events.id, id));
    return { userInteractionsDeleted: swipes?.n ?? 0 };
  });
}

/** Deletes the listed events; their swipe records go with them (ON DELETE CASCADE). */
export async function bulkDeleteEvents(db: Db, eventIds: number[]): Promise<number> {
  const deleted = await db
    .delete(events)
    .where(inArray(events.id, eventIds))
    .returning({ id: events.id });
  return deleted.length;
}
