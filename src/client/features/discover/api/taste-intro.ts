import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getJson, sendJson } from '#client/lib/api-client.ts';
import { apiPaths } from '#client/lib/api-paths.ts';
import type { Preferences } from '#shared/schemas/profile.ts';

/** The first-visit step reads the preferences it is recorded in, under the deck's own key. */
export const tasteIntroKeys = {
  preferences: () => ['taste-intro', 'preferences'] as const,
};

/** Loaded beside the request: the deck's first load carries no schema code (bench/web). */
const preferencesSchema = () =>
  import('#shared/schemas/profile.ts').then((m) => m.preferencesSchema);

export function useTasteIntroPreferences() {
  return useQuery({
    queryKey: tasteIntroKeys.preferences(),
    queryFn: () => getJson(apiPaths.me.preferences, preferencesSchema),
  });
}

export type TasteIntroAnswer = Pick<Preferences, 'lovedCategories' | 'homeBorough'> | null;

/**
 * Saves the first-visit picks (null: skipped) and marks the step answered. The step closes at
 * once; if the save fails it stays closed for this visit and is offered again on the next.
 */
export function useSaveTasteIntro() {
  const queryClient = useQueryClient();
  const queryKey = tasteIntroKeys.preferences();
  return useMutation({
    mutationFn: (answer: TasteIntroAnswer) =>
      sendJson('PATCH', apiPaths.me.preferences, preferencesSchema, {
        ...answer,
        tasteIntroDone: true,
      }),
    onMutate: () => {
      const before = queryClient.getQueryData<Preferences>(queryKey);
      if (before) queryClient.setQueryData(queryKey, { ...before, tasteIntroDone: true });
    },
    onSuccess: (saved) => queryClient.setQueryData(queryKey, saved),
  });
}
