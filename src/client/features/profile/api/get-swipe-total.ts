import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { parseTotalCount } from '../lib/profile-level.ts';

type Scope = 'all' | 'liked';

const urls: Record<Scope, string> = {
  all: '/api/user-events',
  liked: '/api/user-events/by-action/liked',
};

/** A count from the list's X-Total-Count header; one row is enough to get it. */
async function fetchTotal(scope: Scope): Promise<number> {
  const res = await apiRequest('GET', `${urls[scope]}?pageSize=1`);
  const total = parseTotalCount(res.headers.get('X-Total-Count'));
  if (total === null) throw new Error('The swipe count is missing from the answer');
  return total;
}

export function useSwipeTotal(scope: Scope) {
  return useQuery({
    queryKey: ['user-events', 'total', scope],
    queryFn: () => fetchTotal(scope),
    // Swipes are recorded on other pages, which do not know this page's cache keys.
    refetchOnMount: 'always',
  });
}
