import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import { getJsonOrNull } from '#client/lib/api-client.ts';
import { SESSION_QUERY_KEY } from '#client/lib/session-key.ts';

export const currentUserQueryKey = SESSION_QUERY_KEY;

/** The signed-in user, or null for a visitor (the server answers 401). */
export function currentUserQuery() {
  return queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: () => getJsonOrNull<CurrentUser>('/api/auth/user'),
  });
}

export function useCurrentUser() {
  return useQuery(currentUserQuery());
}
