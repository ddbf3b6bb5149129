import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { USER_EVENTS_KEY } from '#client/components/events/user-events-api.ts';
import { getJsonWithHeaders, parseTotalCount } from '#client/lib/api-client.ts';
import type { UserEvent } from '#shared/schemas/user-events.ts';

export type SavedAction = 'liked' | 'maybe';

/** Small enough for a quick first paint, large enough that scrolling rarely waits. */
export const SAVED_PAGE_SIZE = 50;

/** Under the ['user-events'] prefix, so a swipe anywhere refreshes these lists too. */
export const savedEventsKeys = {
  all: [...USER_EVENTS_KEY, 'by-action'] as const,
  list: (action: SavedAction) => [...savedEventsKeys.all, action] as const,
};

interface SavedPage {
  items: UserEvent[];
  /** From X-Total-Count: the whole list, not only this page. */
  total: number;
}

async function getSavedPage(action: SavedAction, page: number): Promise<SavedPage> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(SAVED_PAGE_SIZE) });
  const { data, headers } = await getJsonWithHeaders<UserEvent[]>(
    `/api/user-events/by-action/${action}?${query.toString()}`,
  );
  return { items: data, total: parseTotalCount(headers.get('X-Total-Count')) ?? data.length };
}

/**
 * The pages read so far as one list. Pages are offsets into a list that can change between
 * reads (a swipe in another tab), so an entry seen on an earlier page is not shown twice.
 */
function joinPages({ pages }: InfiniteData<SavedPage>): SavedPage {
  const byId = new Map<number, UserEvent>();
  for (const item of pages.flatMap((p) => p.items)) {
    if (!byId.has(item.id)) byId.set(item.id, item);
  }
  return { items: [...byId.values()], total: pages.at(-1)?.total ?? 0 };
}

export function useSavedEvents(action: SavedAction) {
  return useInfiniteQuery({
    queryKey: savedEventsKeys.list(action),
    queryFn: ({ pageParam }) => getSavedPage(action, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, page) =>
      last.items.length > 0 && page * SAVED_PAGE_SIZE < last.total ? page + 1 : undefined,
    select: joinPages,
  });
}

export type SavedEventsResult = ReturnType<typeof useSavedEvents>;
