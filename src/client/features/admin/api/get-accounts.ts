import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { accountPageSchema, type AdminAccount } from '#shared/schemas/admin-accounts.ts';
import { getJson } from '#client/lib/api-client.ts';
import { apiPaths } from '#client/lib/api-paths.ts';
import { adminKeys } from './admin-keys.ts';

function accountsUrl(q: string, after: string | null): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (after) params.set('after', after);
  const search = params.toString();
  return search ? `${apiPaths.admin.accounts}?${search}` : apiPaths.admin.accounts;
}

/** Accounts newest first, matching `q` (an empty `q` lists everyone), a page at a time. */
export function useAccounts(q: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.accountSearch(q),
    queryFn: ({ pageParam }) => getJson(accountsUrl(q, pageParam), accountPageSchema),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextAfter,
    select: (data): AdminAccount[] => data.pages.flatMap((p) => p.accounts),
    placeholderData: keepPreviousData,
  });
}
