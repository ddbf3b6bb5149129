import type { Event } from '#shared/schemas/events.ts';
import type { DeckPage } from '../api/get-unseen-events.ts';

export type DeckStatus = 'cards' | 'loading' | 'error' | 'empty';

/** What the deck knows about its cards and pages at one moment. */
export interface DeckLoad {
  cardCount: number;
  fetching: boolean;
  failed: boolean;
  /** The cards came from the device's copy: the server may have more once it can be reached. */
  offline: boolean;
  hasMore: boolean;
}

/** Which screen the deck shows: its cards, the loading state, an error, or the end. */
export function deckStatus({
  cardCount,
  fetching,
  failed,
  offline,
  hasMore,
}: DeckLoad): DeckStatus {
  if (cardCount > 0) return 'cards';
  if (failed || offline) return 'error';
  return hasMore || fetching ? 'loading' : 'empty';
}

/**
 * The deck after a page arrives: its new events go under the cards, without one already dealt
 * or swiped, and the page says whether more can follow.
 */
export function dealPage(cards: readonly Event[], page: DeckPage, swiped: ReadonlySet<number>) {
  const known = new Set(cards.map((c) => c.id));
  const fresh = page.events.filter((e) => {
    if (known.has(e.id) || swiped.has(e.id)) return false;
    known.add(e.id);
    return true;
  });
  const offline = page.offline === true;
  return {
    cards: [...cards, ...fresh],
    cursor: page.nextCursor,
    offline,
    // An empty page ends the deck even with a cursor, so a confused server cannot loop us.
    hasMore: !offline && page.nextCursor !== null && page.events.length > 0,
  };
}

/** The deck with `event` back on top, once only. */
export function putBack(cards: readonly Event[], event: Event): Event[] {
  return [event, ...cards.filter((c) => c.id !== event.id)];
}
