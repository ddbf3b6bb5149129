import { useQuery } from '@tanstack/react-query';
import type { Preferences } from '#shared/schemas/profile.ts';
import { getJson } from '#client/lib/api-client.ts';
import { profileKeys } from './profile-keys.ts';

export const PREFERENCES_URL = '/api/users/me/preferences';

export function usePreferences() {
  return useQuery({
    queryKey: profileKeys.preferences(),
    queryFn: () => getJson<Preferences>(PREFERENCES_URL),
  });
}
