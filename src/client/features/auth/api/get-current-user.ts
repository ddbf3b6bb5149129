import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import { getJsonOrNull, NetworkError } from '#client/lib/api-client.ts';
import { apiPaths } from '#client/lib/api-paths.ts';
import { keepSignedInUser, keptSignedInUser } from '#client/lib/offline-session.ts';
import { SESSION_QUERY_KEY } from '#client/lib/session-key.ts';

export const currentUserQueryKey = SESSION_QUERY_KEY;

/**
 * The signed-in user, or null for a visitor (the server answers 401). Offline, the last user the
 * server confirmed, so the installed app still opens on that user's kept deck.
 */
async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    const user = await getJsonOrNull(apiPaths.auth.user, () =>
      import('#shared/schemas/auth.ts').then((m) => m.currentUserSchema),
    );
    keepSignedInUser(user);
    return user;
  } catch (error) {
    const kept = error instanceof NetworkError ? keptSignedInUser() : null;
    if (kept) return kept;
    throw error;
  }
}

export function currentUserQuery() {
  return queryOptions({ queryKey: currentUserQueryKey, queryFn: fetchCurrentUser });
}

export function useCurrentUser() {
  return useQuery(currentUserQuery());
}
