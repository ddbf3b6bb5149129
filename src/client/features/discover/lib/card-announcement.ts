import { formatEventDate, formatEventTime } from '#client/components/events/format-event.ts';
import type { DeckCard } from '#shared/schemas/events.ts';

export const DECK_KEY_HINT = 'Right arrow to love, left to pass, down for maybe.';

/** What a screen reader hears when a card reaches the top of the deck. */
export function cardAnnouncement(
  event: Pick<DeckCard, 'title' | 'date' | 'time' | 'venue' | 'reason'>,
  position: number,
  total: number,
): string {
  const when = [formatEventDate(event.date), formatEventTime(event.time)]
    .filter(Boolean)
    .join(', ');
  const where = event.venue ? ` at ${event.venue}` : '';
  const why = event.reason ? ` ${event.reason}.` : '';
  return `${event.title}, ${when}${where}.${why} Card ${position} of ${total}. ${DECK_KEY_HINT}`;
}
