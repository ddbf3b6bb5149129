import { createContext } from 'react';
import type { ServedDeckPage } from '#shared/schemas/events.ts';

/**
 * What one server render of a first screen is given and reports back, passed down explicitly so
 * that two pages drawn at once never share anything (docs/ARCHITECTURE.md#first-card). Null in
 * the browser.
 */
export interface DrawnScreen {
  /** The deck page the server read for this person: the deck deals it as its first page. */
  deckPage: ServedDeckPage | null;
  /** Called by the deck when it draws a card, rather than its loading or empty frame. */
  drewDeck: () => void;
}

export const DrawnScreenContext = createContext<DrawnScreen | null>(null);
