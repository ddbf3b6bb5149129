import { useQueryClient } from '@tanstack/react-query';
import { SESSION_QUERY_KEY } from '#client/lib/session-key.ts';
import { adminKeys } from './admin-keys.ts';

/**
 * After events change: the admin screens on view reload at once. The user screens' caches (deck,
 * search, hot list) hold events too and never go stale on their own, so they are marked stale
 * to reload when next shown; their keys belong to other features, hence the predicate.
 * Callers do not wait for the reload: a mutation's own callbacks run first, while the row that
 * started it (a removed batch) is still on screen.
 */
export function useInvalidateEventData() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.all }),
      queryClient.invalidateQueries({
        predicate: ({ queryKey }) =>
          queryKey[0] !== adminKeys.all[0] && queryKey[0] !== SESSION_QUERY_KEY[0],
        refetchType: 'none',
      }),
    ]);
}
