import { apiPaths } from '#client/lib/api-paths.ts';
import {
  DEFAULT_PREFERENCES,
  preferencesSchema,
  type Preferences,
} from '#shared/schemas/profile.ts';
import { profileKeys } from './profile-keys.ts';
import { useSettingsPatch } from './use-settings-patch.ts';

/** One changed field per request, as preferencesPatchSchema expects. */
type PreferencesChange = { [K in keyof Preferences]: Pick<Preferences, K> }[keyof Preferences];

export function useUpdatePreferences() {
  return useSettingsPatch<Preferences, PreferencesChange>({
    queryKey: profileKeys.preferences(),
    url: apiPaths.me.preferences,
    schema: preferencesSchema,
    fallback: DEFAULT_PREFERENCES,
  });
}
