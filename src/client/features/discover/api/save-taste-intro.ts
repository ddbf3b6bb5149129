import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-client.ts';
import { apiPaths } from '#client/lib/api-paths.ts';
import type { Preferences } from '#shared/schemas/profile.ts';
import { preferencesSchema, tasteIntroKeys } from './taste-intro.ts';

export type TasteIntroAnswer = Pick<Preferences, 'lovedCategories' | 'homeBorough'> | null;

/**
 * Saves the first-visit picks (null: skipped) and marks the step answered. The step closes at
 * once; if the save fails it stays closed for this visit and is offered again on the next.
 * `onPicksSaved` runs once picks (not a skip) are saved, even after the step has closed. Apart
 * from the preferences read, so that only the step's own lazy code carries it (bench/web).
 */
export function useSaveTasteIntro(onPicksSaved?: () => void) {
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
    onSuccess: (saved, answer) => {
      queryClient.setQueryData(queryKey, saved);
      if (answer) onPicksSaved?.();
    },
  });
}
