import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import { parseTotalCount, type AnswerSchema } from './api-client.ts';
import { firstScreenJson } from './served-answers.ts';

/** One page of a list endpoint that takes `page`/`pageSize` and answers X-Total-Count. */
export interface ListPage<T> {
  items: T[];
  /** The whole list, not only this page. */
  total: number;
}

export async function getListPage<T>(
  url: string,
  list: AnswerSchema<ZodType<T[]>>,
  query: URLSearchParams,
  page: number,
  pageSize: number,
  client: QueryClient,
): Promise<ListPage<T>> {
  const params = new URLSearchParams(query);
  params.set('page', String(page));
  params.set('pageSize', String(pageSize));
  const { data, headers } = await firstScreenJson(`${url}?${params.toString()}`, list, client);
  return { items: data, total: parseTotalCount(headers.get('X-Total-Count')) ?? data.length };
}

/** useInfiniteQuery's next page: another one while the list says there is more. */
export const nextPage =
  (pageSize: number) =>
  <T>(last: ListPage<T>, _pages: unknown, page: number): number | undefined =>
    last.items.length > 0 && page * pageSize < last.total ? page + 1 : undefined;

/**
 * The pages read so far as one list. Pages are offsets into a list that can change between
 * reads (a swipe in another tab), so an entry seen on an earlier page is not shown twice.
 */
export function joinPages<T extends { id: number }>({
  pages,
}: InfiniteData<ListPage<T>>): ListPage<T> {
  const byId = new Map<number, T>();
  for (const item of pages.flatMap((p) => p.items)) {
    if (!byId.has(item.id)) byId.set(item.id, item);
  }
  return { items: [...byId.values()], total: pages.at(-1)?.total ?? 0 };
}
