import type { SwipeAction } from '#shared/schemas/user-events.ts';

/**
 * What the deck's taste model learns from swipes (docs/deck-ranking.md#stored-at-swipe-time),
 * handed to the swipe routes by the app: the model belongs to the deck, and the routes only tell
 * it what happened.
 */
export interface SwipeLearning {
  /** A swipe was saved: `created` is false for a changed answer. */
  swiped: (s: {
    id: number;
    userId: string;
    eventId: number;
    action: SwipeAction;
    created: boolean;
  }) => Promise<void>;
  /** One of the person's swipes was removed. */
  undone: (userId: string) => Promise<void>;
  /** The model could not be kept up to date: drop it, to be folded again from the swipes. */
  forget: (userId: string) => Promise<void>;
}
