import {
  hashKey,
  MutationCache,
  MutationObserver,
  QueryCache,
  QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { isSignedOut } from './api-client.ts';
import { keepSignedInUser } from './offline-session.ts';
import { SESSION_QUERY_KEY } from './session-key.ts';

/**
 * Nothing is retried, and cached data never goes stale or refetches on focus
 * (docs/product.md#client-requests).
 * One place handles an ended session: when any query or mutation answers 401, everything cached
 * for the user is dropped and the current user becomes null, so the guards show the sign-in
 * screen in place, at the same URL, and signing in comes back to it.
 */
export function createQueryClient(): QueryClient {
  const sessionHash = hashKey(SESSION_QUERY_KEY);
  const isSession = (key: QueryKey) => hashKey(key) === sessionHash;

  function onError(error: unknown, queryKey?: QueryKey) {
    if (!isSignedOut(error) || (queryKey && isSession(queryKey))) return;
    // The session query itself stays, so the guards watching it hear that it is now null.
    queryClient.setQueryData(SESSION_QUERY_KEY, null);
    keepSignedInUser(null);
    queryClient.removeQueries({ predicate: (query) => !isSession(query.queryKey) });
  }

  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.queryKey) }),
    mutationCache: new MutationCache({ onError: (error) => onError(error) }),
    defaultOptions: {
      queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return queryClient;
}

/**
 * Runs a write made outside a component's useMutation (the deck's swipes) as a mutation of the
 * cache, so its failures meet the same handling as every other.
 */
export function runMutation<T>(queryClient: QueryClient, write: () => Promise<T>): Promise<T> {
  const observer = new MutationObserver<T, unknown, void>(queryClient, { mutationFn: write });
  // Letting go of the observer lets the finished mutation be collected.
  return observer.mutate().finally(() => observer.reset());
}
