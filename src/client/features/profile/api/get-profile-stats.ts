import { useQuery } from '@tanstack/react-query';
import { profileStatsSchema } from '#shared/schemas/profile.ts';
import { getJson } from '#client/lib/api-client.ts';
import { apiPaths } from '#client/lib/api-paths.ts';
import { profileKeys } from './profile-keys.ts';

/** The header and the Stats tab share this one read. */
export function useProfileStats() {
  return useQuery({
    queryKey: profileKeys.stats(),
    queryFn: () => getJson(apiPaths.me.stats, profileStatsSchema),
    // Swipes are recorded on other pages, which do not know this page's cache keys.
    refetchOnMount: 'always',
  });
}
