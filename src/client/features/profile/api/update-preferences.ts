import { DEFAULT_PREFERENCES, type Preferences } from '#shared/schemas/profile.ts';
import { PREFERENCES_URL } from './get-preferences.ts';
import { profileKeys } from './profile-keys.ts';
import { useSettingsPatch } from './use-settings-patch.ts';

/** One changed field per request, as preferencesPatchSchema expects. */
type PreferencesChange = { [K in keyof Preferences]: Pick<Preferences, K> }[keyof Preferences];

export function useUpdatePreferences() {
  return useSettingsPatch<Preferences, PreferencesChange>({
    queryKey: profileKeys.preferences(),
    url: PREFERENCES_URL,
    fallback: DEFAULT_PREFERENCES,
  });
}
