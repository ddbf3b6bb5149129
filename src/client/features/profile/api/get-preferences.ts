import { useQuery } from '@tanstack/react-query';
import { preferencesSchema } from '#shared/schemas/profile.ts';
import { getJson } from '#client/lib/api-client.ts';
import { apiPaths } from '#client/lib/api-paths.ts';
import { profileKeys } from './profile-keys.ts';

export function usePreferences() {
  return useQuery({
    queryKey: profileKeys.preferences(),
    queryFn: () => getJson(apiPaths.me.preferences, preferencesSchema),
  });
}
