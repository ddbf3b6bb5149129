import type { Event } from '#shared/schemas/events.ts';
import type { SwipeAction } from '#shared/schemas/user-events.ts';
import type { DeckPage } from '../api/get-unseen-events.ts';
import { dealPage, deckStatus, putBack, type DeckStatus } from './deck-state.ts';

/**
 * Fetch the next page once this few cards are left: the card on screen and the one behind it,
 * two cards' time for the request. The server deals short pages that learn from every swipe
 * before them (docs/deck-ranking.md#paging); fetching at five left asked for each next page
 * before the person had swiped any card of the one in hand.
 */
export const PREFETCH_AT = 2;

export interface DeckApi {
  fetchPage(categories: string | null, cursor: string | null): Promise<DeckPage>;
  recordSwipe(eventId: number, action: SwipeAction): Promise<unknown>;
  removeSwipe(eventId: number): Promise<unknown>;
  /** Told the cards whenever they change once a page is in, to keep a copy for offline use. */
  keepCards?(categories: string | null, cards: readonly Event[]): void;
}

export interface DeckListener {
  onSaved(event: Event, action: SwipeAction): void;
  onSaveFailed(event: Event, error: unknown): void;
  onUndone(event: Event): void;
  onUndoFailed(event: Event, error: unknown): void;
}

export interface DeckSnapshot {
  cards: readonly Event[];
  status: DeckStatus;
  /** Undo is offered after any swipe, a maybe included (docs/product.md#undo). */
  canUndo: boolean;
  /** Cards swiped since the deck was dealt for this filter ("Card 3 of 20" counts from here). */
  swipedCount: number;
}

export interface SwipeRecord {
  event: Event;
  action: SwipeAction;
}

interface HistoryEntry extends SwipeRecord {
  generation: number;
  saved: Promise<boolean>;
}

/** What the deck held when it was dealt again: dealt back if the fresh first page fails. */
interface DealtBefore {
  cards: readonly Event[];
  cursor: string | null;
  hasMore: boolean;
  offline: boolean;
  failed: boolean;
  loaded: boolean;
}

/**
 * The deck's cards and swipes, apart from React so the rules can be tested on their own.
 * Swipes are optimistic: the card leaves at once and comes back if the server refuses it.
 * `swiped` outlives the store so a card whose save is still in flight cannot be dealt again
 * after the user leaves the page and comes back. `firstPage`, the deck's first page for every
 * category when it is already in hand, is dealt at once: the first render then shows the card
 * the page was served with instead of a loading frame (docs/ARCHITECTURE.md#first-card).
 */
export function createDeckStore(
  api: DeckApi,
  listener: DeckListener,
  swiped: Set<number>,
  firstPage?: DeckPage,
) {
  let cards: readonly Event[] = [];
  // undefined until a filter is set; the first page is the one for every category.
  let categories: string | null | undefined = firstPage ? null : undefined;
  let cursor: string | null = null;
  let hasMore = true;
  let fetching = false;
  let failed = false;
  // The cards came from the device's copy: the server may have more once it can be reached.
  let offline = false;
  let loaded = firstPage !== undefined;
  if (firstPage) ({ cards, cursor, offline, hasMore } = dealPage([], firstPage, swiped));
  // The filter's deal, which a swipe belongs to; `pass` also counts re-deals of the same filter,
  // and a page asked for in an earlier pass is dropped.
  let generation = 0;
  let pass = 0;
  let dealtBefore: DealtBefore | null = null;
  let history: HistoryEntry[] = [];
  const subscribers = new Set<() => void>();
  // Requests for one event run in order, so an undo's DELETE never overtakes its POST.
  const chains = new Map<number, Promise<unknown>>();
  let snapshot = build();
  if (firstPage) api.keepCards?.(null, cards);

  function build(): DeckSnapshot {
    const status = deckStatus({ cardCount: cards.length, fetching, failed, offline, hasMore });
    const last = history.at(-1);
    return {
      cards,
      status,
      canUndo: last !== undefined,
      swipedCount: history.length,
    };
  }

  /** No cards and no page asked for: the next `publish` asks for a first page. */
  function clearDeck() {
    cards = [];
    cursor = null;
    hasMore = true;
    fetching = false;
    failed = false;
    offline = false;
    loaded = false;
  }

  function publish() {
    const before = snapshot.cards;
    snapshot = build();
    if (loaded && cards !== before) api.keepCards?.(categories ?? null, cards);
    for (const notify of subscribers) notify();
    if (!fetching && !failed && hasMore && cards.length <= PREFETCH_AT) void fetchNext();
  }

  function inOrder<T>(eventId: number, task: () => Promise<T>): Promise<T> {
    const before = chains.get(eventId);
    const next = before ? before.catch(() => undefined).then(task) : task();
    chains.set(eventId, next);
    const forget = () => {
      if (chains.get(eventId) === next) chains.delete(eventId);
    };
    next.then(forget, forget);
    return next;
  }

  /** A re-deal's page could not be had: its cards come back, under any undone meanwhile. */
  function dealBack(before: DealtBefore) {
    dealtBefore = null;
    const here = new Set(cards.map((c) => c.id));
    cards = [...cards, ...before.cards.filter((c) => !here.has(c.id) && !swiped.has(c.id))];
    ({ cursor, hasMore, offline, failed, loaded } = before);
  }

  async function fetchNext() {
    const asked = pass;
    fetching = true;
    try {
      // The page learns from the swipes made before it: it waits until they are saved.
      if (chains.size > 0) {
        await Promise.allSettled(chains.values());
        if (asked !== pass) return;
      }
      const page = await api.fetchPage(categories ?? null, cursor);
      if (asked !== pass) return;
      // The device's copy is no fresh page: a re-deal keeps the cards it had rather than that.
      if (page.offline && dealtBefore) dealBack(dealtBefore);
      else {
        ({ cards, cursor, offline, hasMore } = dealPage(cards, page, swiped));
        dealtBefore = null;
        loaded = true;
      }
    } catch {
      if (asked === pass) {
        if (dealtBefore) dealBack(dealtBefore);
        else failed = true;
      }
    } finally {
      if (asked === pass) {
        fetching = false;
        publish();
      }
    }
  }

  function rollback(entry: HistoryEntry) {
    history = history.filter((h) => h !== entry);
    swiped.delete(entry.event.id);
    const here = cards.some((c) => c.id === entry.event.id);
    if (entry.generation === generation && !here) cards = putBack(cards, entry.event);
    publish();
  }

  return {
    subscribe(notify: () => void) {
      subscribers.add(notify);
      return () => subscribers.delete(notify);
    },
    getSnapshot: () => snapshot,

    /** Starts over for a new category filter (null = all categories); the same one is kept. */
    setFilter(next: string | null) {
      if (next === categories) return;
      generation += 1;
      pass += 1;
      dealtBefore = null;
      categories = next;
      clearDeck();
      history = [];
      publish();
    },

    /**
     * Deals the filter again from a fresh first page, as the server now ranks it (the first-visit
     * picks were saved): the cards not yet swiped leave at once and the loading state shows.
     * Swipes and their undo stay; if the page cannot be had, the cards come back.
     */
    redeal() {
      pass += 1;
      // Dealt again before the last re-deal's page came in: the cards before both come back.
      dealtBefore ??= { cards, cursor, hasMore, offline, failed, loaded };
      // The empty deck between the two is not the one to keep for offline use (`loaded`).
      clearDeck();
      publish();
    },

    /** Asks the server again after a failure, or once it can be reached after an offline deck. */
    retry() {
      failed = false;
      if (offline) {
        offline = false;
        cursor = null;
        hasMore = true;
      }
      publish();
    },

    /** Takes the top card off the deck and records the swipe in the background. */
    swipe(action: SwipeAction): Event | null {
      const event = cards[0];
      if (!event) return null;
      cards = cards.slice(1);
      swiped.add(event.id);
      const entry: HistoryEntry = { event, action, generation, saved: Promise.resolve(false) };
      entry.saved = inOrder(event.id, () => api.recordSwipe(event.id, action)).then(
        () => {
          listener.onSaved(event, action);
          return true;
        },
        (error: unknown) => {
          rollback(entry);
          listener.onSaveFailed(event, error);
          return false;
        },
      );
      history.push(entry);
      publish();
      return event;
    },

    /** Puts the last swiped card back on top and deletes its record. */
    undo(): SwipeRecord | null {
      const entry = history.at(-1);
      if (!entry) return null;
      history.pop();
      swiped.delete(entry.event.id);
      cards = putBack(cards, entry.event);
      publish();
      inOrder(entry.event.id, async () => {
        // A save that failed already put the card back and said so.
        if (!(await entry.saved)) return false;
        await api.removeSwipe(entry.event.id);
        return true;
      }).then(
        (removed) => removed && listener.onUndone(entry.event),
        (error: unknown) => listener.onUndoFailed(entry.event, error),
      );
      return { event: entry.event, action: entry.action };
    },
  };
}

export type DeckStore = ReturnType<typeof createDeckStore>;
