import type { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import { eventById } from '#server/events/event-by-id.ts';
import { notFound } from '#server/lib/errors.ts';
import type { CalendarSource } from '#shared/calendar.ts';
import type { calendarEventInputSchema } from '#shared/schemas/calendar.ts';

/**
 * What a calendar entry is built from: the stored event when the input names one, so a caller
 * cannot attach its own text to a real event's UID; otherwise the caller's text as given.
 */
export async function calendarSource(
  db: Db,
  input: z.output<typeof calendarEventInputSchema>,
): Promise<CalendarSource> {
  if (input.eventId === undefined) return input;
  const stored = await eventById(db, input.eventId);
  if (!stored) throw notFound('Event not found');
  return stored;
}
