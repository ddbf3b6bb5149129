import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { parseTotalCount } from '#client/lib/api-client.ts';
import { firstScreenJson } from '#client/lib/served-answers.ts';
import { apiPaths } from '#client/lib/api-paths.ts';
import type { SearchResult } from '#shared/schemas/search.ts';
import type { SearchUnderstood } from '#shared/schemas/search-understood.ts';
import { readFilters, writeFilters, type SearchFilters } from '../lib/search-filters.ts';

/**
 * Results per page. A phone shows about four, so twenty is five screens before "Load more";
 * the API's default of fifty made the first render of the page its slowest moment
 * (docs/performance.md#web).
 */
export const SEARCH_PAGE_SIZE = 20;

/** Keyed by the URL query, so equal searches share a cache entry whatever built them. */
export const searchKeys = {
  all: ['search'] as const,
  list: (query: string) => [...searchKeys.all, 'list', query] as const,
};

export interface SearchResultsPage {
  items: SearchResult[];
  /** Matches counted, up to the cap. */
  total: number;
  /** There are more matches than `total` ("1,000+ events found"). */
  capped: boolean;
  /** X-Next-Cursor: where "load more" goes on; null on the last page. */
  nextCursor: string | null;
  /** What the search text named as filters (X-Search-Understood). */
  understood: SearchUnderstood;
}

async function getSearchPage(
  query: string,
  cursor: string | null,
  client: QueryClient,
): Promise<SearchResultsPage> {
  const params = new URLSearchParams(query);
  params.set('pageSize', String(SEARCH_PAGE_SIZE));
  if (cursor) params.set('cursor', cursor);
  const { data, headers } = await firstScreenJson(
    `${apiPaths.events.list}?${params}`,
    () => import('#shared/schemas/search.ts').then((m) => m.searchResultListSchema),
    client,
  );
  // Loaded with the results' schema, after the page's first render, as zod is.
  const { parseSearchUnderstood } = await import('#shared/schemas/search-understood.ts');
  return {
    items: data,
    total: parseTotalCount(headers.get('X-Total-Count')) ?? data.length,
    capped: headers.get('X-Total-Count-Capped') === 'true',
    nextCursor: headers.get('X-Next-Cursor'),
    understood: parseSearchUnderstood(headers.get('X-Search-Understood')),
  };
}

/**
 * The pages read so far as one list, counted as the first page counted them. The list can
 * change between reads (a new event), so an entry seen on an earlier page is not shown twice.
 */
function joinResults({ pages }: InfiniteData<SearchResultsPage>): SearchResultsPage {
  const byId = new Map<number, SearchResult>();
  for (const item of pages.flatMap((p) => p.items)) {
    if (!byId.has(item.id)) byId.set(item.id, item);
  }
  const first = pages[0];
  return {
    items: [...byId.values()],
    total: first?.total ?? 0,
    capped: first?.capped ?? false,
    nextCursor: pages.at(-1)?.nextCursor ?? null,
    understood: first?.understood ?? [],
  };
}

const searchQuery = (query: string) =>
  infiniteQueryOptions({
    queryKey: searchKeys.list(query),
    queryFn: ({ pageParam, client }) => getSearchPage(query, pageParam, client),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The matches for a search, a page at a time by cursor; the last results stay up meanwhile. */
export function useSearchEvents(filters: SearchFilters) {
  const query = writeFilters(filters).toString();
  return useInfiniteQuery({
    ...searchQuery(query),
    select: joinResults,
    placeholderData: keepPreviousData,
  });
}

/**
 * The first results of the search a page opens on (its address's filters), read before the page
 * first renders, so a first screen the server drew gives way to the same list
 * (docs/ARCHITECTURE.md#first-card).
 */
export function loadFirstResults(client: QueryClient, address: URLSearchParams) {
  return client.fetchInfiniteQuery(searchQuery(writeFilters(readFilters(address)).toString()));
}

export type SearchEventsResult = ReturnType<typeof useSearchEvents>;
