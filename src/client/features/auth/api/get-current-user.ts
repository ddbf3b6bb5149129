import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import { getJson, NetworkError } from '#client/lib/api-client.ts';
import { apiPaths } from '#client/lib/api-paths.ts';
import { keepSignedInUser, keptSignedInUser } from '#client/lib/offline-session.ts';
import { pageCameFromServer } from '#client/lib/page-from-server.ts';
import { SESSION_QUERY_KEY } from '#client/lib/session-key.ts';

export const currentUserQueryKey = SESSION_QUERY_KEY;

const sessionSchema = () => import('#shared/schemas/auth.ts').then((m) => m.sessionSchema);

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

/**
 * The session the page was served with, for the app's first ask only (src/client/app/providers.tsx),
 * so a signed-in page renders without waiting for the session route
 * (docs/ARCHITECTURE.md#first-card). The copy is taken when the server answered this navigation,
 * or when it names the user this device last had confirmed: a page restored from the browser's
 * cache can carry someone else's session (another account signed in here since). Otherwise, and
 * for a copy that does not parse, the route is asked; so is every later ask, since a sign-in on
 * this page makes the copy stale.
 */
export function servedSessionQuery(served: unknown) {
  return queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: async () => {
      const parsed = (await sessionSchema()).safeParse(served);
      const user = parsed.success ? parsed.data.user : null;
      if (!user || !(pageCameFromServer() || user.id === keptSignedInUser()?.id)) {
        return fetchCurrentUser();
      }
      keepSignedInUser(user);
      return user;
    },
  });
}

export function useCurrentUser() {
  return useQuery(currentUserQuery());
}
