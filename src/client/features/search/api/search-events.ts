import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiPaths } from '#client/lib/api-paths.ts';
import { getListPage, joinPages, nextPage } from '#client/lib/paged-list.ts';
import type { Event } from '#shared/schemas/events.ts';
import { SEARCH_DEFAULT_PAGE_SIZE as PAGE_SIZE } from '#shared/search-filters.ts';
import { writeFilters, type SearchFilters } from '../lib/search-filters.ts';

/** Keyed by the URL query, so equal searches share a cache entry whatever built them. */
export const searchKeys = {
  all: ['search'] as const,
  list: (query: string) => [...searchKeys.all, 'list', query] as const,
};

/** The matches for a search, a page at a time; the last results stay up while the next load. */
export function useSearchEvents(filters: SearchFilters) {
  const query = writeFilters(filters).toString();
  return useInfiniteQuery({
    queryKey: searchKeys.list(query),
    queryFn: ({ pageParam }) =>
      getListPage(
        apiPaths.events.list,
        () => import('#shared/schemas/events.ts').then((m) => m.eventListSchema),
        new URLSearchParams(query),
        pageParam,
        PAGE_SIZE,
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage(PAGE_SIZE),
    select: joinPages<Event>,
    placeholderData: keepPreviousData,
  });
}

export type SearchEventsResult = ReturnType<typeof useSearchEvents>;
