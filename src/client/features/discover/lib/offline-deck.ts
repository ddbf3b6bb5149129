import type { Event } from '#shared/schemas/events.ts';
import { keepDeck, keptDeck } from './kept-deck.ts';
import { createSwipeQueue, type SwipeQueueOptions } from './swipe-queue.ts';

/**
 * Everything the deck needs to work offline for one user: the kept cards and the queue of
 * swipes waiting to be sent. Loaded beside the first page, not in the start-up bundle.
 */
export function createOfflineDeck(userId: string, options: SwipeQueueOptions) {
  return {
    queue: createSwipeQueue(userId, options),
    keep: (categories: string | null, cards: readonly Event[]) =>
      keepDeck(userId, categories, cards),
    kept: (categories: string | null) => keptDeck(userId, categories),
  };
}

export type OfflineDeck = ReturnType<typeof createOfflineDeck>;
