import { eventWhen } from '#shared/event-when.ts';
import type { Event } from '#shared/schemas/events.ts';

export const DECK_KEY_HINT = 'Right arrow to love, left to pass, down for maybe.';

/** What a screen reader hears when a card reaches the top of the deck: the when in full words. */
export function cardAnnouncement(
  event: Pick<Event, 'title' | 'date' | 'time' | 'venue' | 'allDay' | 'endDate'>,
  position: number,
  total: number,
): string {
  const where = event.venue ? ` at ${event.venue}` : '';
  return `${event.title}, ${eventWhen(event).spoken}${where}. Card ${position} of ${total}. ${DECK_KEY_HINT}`;
}
