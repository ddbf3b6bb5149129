import { useQuery } from '@tanstack/react-query';
import type { ProfileStats } from '#shared/schemas/profile.ts';
import { getJson } from '#client/lib/api-client.ts';
import { profileKeys } from './profile-keys.ts';

/** The header and the Stats tab share this one read. */
export function useProfileStats() {
  return useQuery({
    queryKey: profileKeys.stats(),
    queryFn: () => getJson<ProfileStats>('/api/users/me/stats'),
    // Swipes are recorded on other pages, which do not know this page's cache keys.
    refetchOnMount: 'always',
  });
}
