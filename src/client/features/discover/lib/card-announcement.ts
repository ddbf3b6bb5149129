import { eventWhen } from '#shared/event-when.ts';
import type { DeckCard } from '#shared/schemas/events.ts';

export const DECK_KEY_HINT = 'Right arrow to love, left to pass, down for maybe.';

/** What a screen reader hears when a card reaches the top of the deck: the when in full words. */
export function cardAnnouncement(
  event: Pick<DeckCard, 'title' | 'date' | 'time' | 'venue' | 'allDay' | 'endDate' | 'reason'>,
  position: number,
  total: number,
): string {
  const where = event.venue ? ` at ${event.venue}` : '';
  const why = event.reason ? ` ${event.reason}.` : '';
  return `${event.title}, ${eventWhen(event).spoken}${where}.${why} Card ${position} of ${total}. ${DECK_KEY_HINT}`;
}
