import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { eventColumns, events, type EventRow } from '#server/db/schema/events.ts';
import { userEvents } from '#server/db/schema/user-events.ts';
import { isCategoryArt, knownVenuePlace } from '#server/features/event-admin/derived-columns.ts';
import { deriveEventColumns, eventRowFrom, type EventText } from '#server/lib/event-normalize.ts';
import type { CreateEvent, UpdateEvent } from '#shared/schemas/event-input.ts';

/** Hears of a time that did not parse and was read as 7:00 PM. */
export type OnDefaultTime = (time: string) => void;

/** Fields whose change recomputes the derived columns (start, category, price, place, art). */
const DERIVING_FIELDS = [
  'date',
  'time',
  'category',
  'price',
  'venue',
  'neighborhood',
  'borough',
  'imageUrl',
] as const satisfies readonly (keyof UpdateEvent)[];

export async function createEvent(
  db: Db,
  input: CreateEvent,
  onDefaultTime: OnDefaultTime,
): Promise<EventRow> {
  const [row] = await db
    .insert(events)
    .values(eventRowFrom(input, 'manual', onDefaultTime))
    .returning(eventColumns);
  return row!;
}

/** The event's text after `changes`, as the derivation reads it. */
function mergedText(existing: EventRow, changes: UpdateEvent): EventText {
  const venue = changes.venue ?? existing.venue;
  // A new venue we know moves the event to that venue's place unless the edit names one; an
  // unknown venue keeps the place it had (a renamed or misspelt venue has not moved).
  const placeNamed = changes.neighborhood !== undefined || changes.borough !== undefined;
  const moved = changes.venue !== undefined && !placeNamed && knownVenuePlace(venue) !== undefined;
  const imageUrl = changes.imageUrl !== undefined ? changes.imageUrl : existing.imageUrl;
  return {
    title: changes.title ?? existing.title,
    description: changes.description ?? existing.description,
    date: changes.date ?? existing.date,
    time: changes.time ?? existing.time,
    venue,
    price: changes.price ?? existing.price,
    // What the admin once wrote ("Concerts"), so it survives edits of other fields.
    category: changes.category ?? existing.originalCategory ?? existing.category,
    performer: changes.performer !== undefined ? changes.performer : existing.performer,
    sourceUrl: changes.sourceUrl !== undefined ? changes.sourceUrl : existing.sourceUrl,
    // Category art is no choice of the admin's: it follows the category.
    imageUrl: imageUrl && !isCategoryArt(imageUrl) ? imageUrl : null,
    neighborhood: moved
      ? null
      : changes.neighborhood !== undefined
        ? changes.neighborhood
        : existing.neighborhood,
    borough: moved ? null : changes.borough !== undefined ? changes.borough : existing.borough,
  };
}

/**
 * Applies `changes` to an event: read it under a row lock, merge, derive once, write. Undefined
 * when there is no such event.
 */
export async function updateEvent(
  db: Db,
  id: number,
  changes: UpdateEvent,
  onDefaultTime: OnDefaultTime,
): Promise<EventRow | undefined> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select(eventColumns)
      .from(events)
      .where(eq(events.id, id))
      .for('update');
    if (!existing) return undefined;
    const text = mergedText(existing, changes);
    const derived: Partial<ReturnType<typeof deriveEventColumns>> = DERIVING_FIELDS.some(
      (f) => changes[f] !== undefined,
    )
      ? deriveEventColumns(text, onDefaultTime)
      : {};
    // A movie that stays one on the same day keeps the run its source gave it.
    const keepRun = existing.isMovie && derived.isMovie !== false && text.date === existing.date;
    const [row] = await tx
      .update(events)
      .set({
        title: text.title,
        description: text.description,
        date: text.date,
        time: text.time,
        venue: text.venue,
        price: text.price,
        performer: text.performer,
        sourceUrl: text.sourceUrl,
        ...derived,
        ...(keepRun ? { startDate: existing.startDate, endDate: existing.endDate } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(events.id, id))
      .returning(eventColumns);
    return row;
  });
}

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
