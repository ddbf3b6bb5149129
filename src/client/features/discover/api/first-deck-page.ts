import { getUnseenEvents, type DeckPage } from './get-unseen-events.ts';

let early: Promise<DeckPage> | null = null;

/**
 * The deck's first page (every category, from the start), asked for as the app starts on the
 * deck with a signed-in session in the page: beside the first render rather than after it, so
 * the first card waits for one request and nothing before it.
 */
export function requestFirstDeckPage(): void {
  early = getUnseenEvents(null, null);
  // Taken by the deck, which sees a failure; unclaimed, it must not be an unhandled rejection.
  early.catch(() => undefined);
}

/** That early page for the deck's first fetch, once; null for any other fetch. */
export function takeFirstDeckPage(
  categories: string | null,
  cursor: string | null,
): Promise<DeckPage> | null {
  if (!early || categories !== null || cursor !== null) return null;
  const page = early;
  early = null;
  return page;
}
