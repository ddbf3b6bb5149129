import { isKnownCategory } from '#shared/categories.ts';
import type { UserPreferencesRow } from '#server/db/schema/user-preferences.ts';
import { DEFAULT_PREFERENCES, type Preferences } from '#shared/schemas/profile.ts';

export function presentPreferences(row: UserPreferencesRow | undefined): Preferences {
  if (!row) return { ...DEFAULT_PREFERENCES };
  return {
    notifications: row.notifications,
    preferredTime: row.preferredTime,
    priceRange: row.priceRange,
    homeNeighborhood: row.homeNeighborhood,
    maxDistanceMiles: row.maxDistanceMiles,
    lovedCategories: row.lovedCategories.filter(isKnownCategory),
    homeBorough: row.homeBorough,
    tasteIntroDone: row.tasteIntroDone,
  };
}
