import type { HotLimit } from '#shared/hot-limits.ts';

/**
 * The hot list's cache keys. Here rather than in the hot-events feature because a swipe or an
 * undo anywhere changes the list, and the shared saved-events helpers refresh it.
 */
export const hotEventsKeys = {
  all: ['hot-events'] as const,
  list: (limit: HotLimit) => [...hotEventsKeys.all, limit] as const,
};
