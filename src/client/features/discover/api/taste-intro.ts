import { useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client.ts';
import { apiPaths } from '#client/lib/api-paths.ts';

/** The first-visit step reads the preferences it is recorded in, under the deck's own key. */
export const tasteIntroKeys = {
  preferences: () => ['taste-intro', 'preferences'] as const,
};

/** Loaded beside the request: the deck's first load carries no schema code (bench/web). */
export const preferencesSchema = () =>
  import('#shared/schemas/profile.ts').then((m) => m.preferencesSchema);

export function useTasteIntroPreferences() {
  return useQuery({
    queryKey: tasteIntroKeys.preferences(),
    queryFn: () => getJson(apiPaths.me.preferences, preferencesSchema),
  });
}
