import { infiniteQueryOptions, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
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

const savedEventsQuery = (action: SavedAction) =>
  infiniteQueryOptions({
    queryKey: savedEventsKeys.list(action),
    queryFn: ({ pageParam, client }) =>
      getListPage(
        apiPaths.userEvents.byAction(action),
        () => import('#shared/schemas/user-events.ts').then((m) => m.userEventListSchema),
        // The planner's order: upcoming soonest first, past events after them.
        new URLSearchParams({ order: 'date' }),
        pageParam,
        SAVED_PAGE_SIZE,
        client,
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage(SAVED_PAGE_SIZE),
  });

export function useSavedEvents(action: SavedAction) {
  return useInfiniteQuery({ ...savedEventsQuery(action), select: joinPages<UserEvent> });
}

/**
 * Both lists' first pages, read before the page first renders, so a first screen the server drew
 * gives way to the same lists (docs/ARCHITECTURE.md#first-card).
 */
export function loadSavedLists(client: QueryClient) {
  return Promise.all(
    (['liked', 'maybe'] as const).map((action) =>
      client.fetchInfiniteQuery(savedEventsQuery(action)),
    ),
  );
}

export type SavedEventsResult = ReturnType<typeof useSavedEvents>;
