import { servedUserId } from '#client/lib/served-session.ts';
import { SERVED_DECK_ID } from '#shared/served-deck.ts';
import { getUnseenEvents, type DeckPage } from './get-unseen-events.ts';

/**
 * The early page, whose it is when it came with the page (null: the server's answer), and the
 * page itself once it is in.
 */
interface EarlyPage {
  page: Promise<DeckPage>;
  servedTo: string | null;
  ready?: DeckPage;
}

let early: EarlyPage | null = null;

function holdEarly(page: Promise<DeckPage>, servedTo: string | null): void {
  const held: EarlyPage = { page, servedTo };
  // Taken by the deck, which sees a failure; unclaimed, it must not be an unhandled rejection.
  page.then(
    (ready) => {
      held.ready = ready;
    },
    () => undefined,
  );
  early = held;
}

/** The deck page the server wrote into this page, read with the schema its route answers by. */
async function servedDeckPage(text: string): Promise<DeckPage> {
  const { servedDeckPageSchema } = await import('#shared/schemas/events.ts');
  return servedDeckPageSchema.parse(JSON.parse(text));
}

/**
 * The deck's first page (every category, from the start), for the deck's first fetch: the copy
 * the server wrote into the page when there is one, else asked for as the app starts with a
 * signed-in session in the page. Either way beside the first render rather than after it, so the
 * first card waits for the code and nothing else (docs/ARCHITECTURE.md#first-card).
 */
export function requestFirstDeckPage(): void {
  const served = document.getElementById(SERVED_DECK_ID)?.textContent;
  const servedTo = served ? servedUserId() : null;
  const page =
    served && servedTo
      ? servedDeckPage(served).catch(() => getUnseenEvents(null, null))
      : getUnseenEvents(null, null);
  holdEarly(page, servedTo);
}

/**
 * Settles once the early page is in or has failed: what the app waits for before its first
 * render replaces a first screen the server drew, so that render shows the same card.
 */
export function firstDeckPageSettled(): Promise<unknown> {
  return early ? early.page.catch(() => undefined) : Promise.resolve();
}

/**
 * The early page for `userId` when it is already in, once: the deck deals it on its first
 * render. Null when it is still on its way (the first fetch then waits for it) or is another
 * user's.
 */
export function takeReadyFirstDeckPage(userId: string): DeckPage | null {
  if (!early?.ready || !(early.servedTo === null || early.servedTo === userId)) return null;
  const { ready } = early;
  early = null;
  return ready;
}

/**
 * That early page for `userId`'s first deck fetch, once; null for any other fetch. A page that
 * came with the page is only ever another user's when the page itself was an old copy (offline,
 * after another account signed in here): then it is dropped.
 */
export function takeFirstDeckPage(
  categories: string | null,
  cursor: string | null,
  userId: string,
): Promise<DeckPage> | null {
  if (!early || categories !== null || cursor !== null) return null;
  const { page, servedTo } = early;
  early = null;
  return servedTo === null || servedTo === userId ? page : null;
}

/**
 * Forgets the early page, taken or not: the first-visit picks change what the server deals, so
 * a page fetched or written into the page before they were saved is never dealt after them.
 */
export function dropFirstDeckPage(): void {
  early = null;
}
