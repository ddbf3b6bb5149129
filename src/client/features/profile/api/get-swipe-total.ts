import { useQuery } from '@tanstack/react-query';
import { USER_EVENTS_KEY } from '#client/components/events/user-events-api.ts';
import { getTotalCount } from '#client/lib/api-client.ts';

type Scope = 'all' | 'liked';

const urls: Record<Scope, string> = {
  all: '/api/user-events',
  liked: '/api/user-events/by-action/liked',
};

const swipeTotalKey = (scope: Scope) => [...USER_EVENTS_KEY, 'total', scope] as const;

export function useSwipeTotal(scope: Scope) {
  return useQuery({
    queryKey: swipeTotalKey(scope),
    // One row is the least the list will send; the count comes in its header.
    queryFn: () => getTotalCount(`${urls[scope]}?pageSize=1`),
    // Swipes are recorded on other pages, which do not know this page's cache keys.
    refetchOnMount: 'always',
  });
}
