import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import { getJson, NetworkError } from '#client/lib/api-client.ts';
import { apiPaths } from '#client/lib/api-paths.ts';
import { keepSignedInUser, keptSignedInUser } from '#client/lib/offline-session.ts';
import { SESSION_QUERY_KEY } from '#client/lib/session-key.ts';

export const currentUserQueryKey = SESSION_QUERY_KEY;

const sessionSchema = () => import('#shared/schemas/auth.ts').then((m) => m.sessionSchema);

/**
 * Always the session route's answer. The page's own copy of the session only starts the first
 * requests early (src/client/app/providers.tsx): answered from it, an account that signed in
 * after another on the same browser opened offline as nobody.
 */
async function readSession() {
  return getJson(apiPaths.auth.session, sessionSchema);
}

/**
 * The signed-in user, or null for a visitor (asked of the session route, which never answers
 * 401, so a visitor's page has no failed request). Offline, the last user the server confirmed,
 * so the installed app still opens on that user's kept deck.
 */
async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    const { user } = await readSession();
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
