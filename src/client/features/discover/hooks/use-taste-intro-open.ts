import { useTasteIntroPreferences } from '../api/taste-intro.ts';

/** Whether the first-visit step should show: the saved preferences say it was never answered. */
export function useTasteIntroOpen(): boolean {
  const preferences = useTasteIntroPreferences();
  return preferences.data !== undefined && !preferences.data.tasteIntroDone;
}
