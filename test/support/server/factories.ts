import type { Db } from '#server/db/client.ts';
import { events } from '#server/db/schema/events.ts';
import type { EventRow, NewEventRow } from '#server/events/event-row.ts';
import { addDays, eventStart, nycToday } from '#shared/time.ts';

let n = 0;

/** An upcoming event (tomorrow, 8 PM New York) with any field overridden. */
export function makeEvent(
  overrides: Partial<NewEventRow> & { daysAhead?: number } = {},
): NewEventRow {
  n += 1;
  const { daysAhead = 1, ...rest } = overrides;
  const date = rest.date ?? addDays(nycToday(), daysAhead);
  const time = rest.time ?? '8:00 PM';
  return {
    title: `Test event ${n}`,
    description: 'A test event.',
    date,
    time,
    startsAt: eventStart(date, time).startsAt,
    venue: 'Test Hall',
    price: 'Free',
    category: 'music',
    borough: 'Manhattan',
    neighborhood: 'Chelsea',
    source: 'manual',
    ...rest,
  };
}

/**
 * The counters of an event many people have swiped: the deck's popularity draw
 * (docs/deck-ranking.md#signals-from-other-people) moves such an event by hundredths at most, so
 * events that all carry them are ordered by the rest of the model alone.
 */
export const wellKnown = { likeCount: 6_000, swipeCount: 40_000 } as const;

export async function insertEvents(db: Db, rows: NewEventRow[]): Promise<EventRow[]> {
  return db.insert(events).values(rows).returning();
}
