import { useInfiniteQuery } from '@tanstack/react-query';
import { USER_EVENTS_KEY } from '#client/components/events/user-events-api.ts';
import { apiPaths } from '#client/lib/api-paths.ts';
import { getListPage, joinPages, nextPage } from '#client/lib/paged-list.ts';
import type { UserEvent } from '#shared/schemas/user-events.ts';

export type SavedAction = 'liked' | 'maybe';

/** Small enough for a quick first paint, large enough that scrolling rarely waits. */
export const SAVED_PAGE_SIZE = 50;

/** Under the ['user-events'] prefix, so a swipe anywhere refreshes these lists too. */
export const savedEventsKeys = {
  all: [...USER_EVENTS_KEY, 'by-action'] as const,
  list: (action: SavedAction) => [...savedEventsKeys.all, action] as const,
};

export function useSavedEvents(action: SavedAction) {
  return useInfiniteQuery({
    queryKey: savedEventsKeys.list(action),
    queryFn: ({ pageParam }) =>
      getListPage(
        apiPaths.userEvents.byAction(action),
        () => import('#shared/schemas/user-events.ts').then((m) => m.userEventListSchema),
        // The planner's order: upcoming soonest first, past events after them.
        new URLSearchParams({ order: 'date' }),
        pageParam,
        SAVED_PAGE_SIZE,
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage(SAVED_PAGE_SIZE),
    select: joinPages<UserEvent>,
  });
}

export type SavedEventsResult = ReturnType<typeof useSavedEvents>;
