import type { Preferences } from '#shared/schemas/profile.ts';

export const preferredTimeLabels: Record<Preferences['preferredTime'], string> = {
  any: 'Any time',
  morning: 'Morning',
  afternoon: 'Afternoon',
  evening: 'Evening',
  'late-night': 'Late night',
};

export const priceRangeLabels: Record<Preferences['priceRange'], string> = {
  any: 'Any price',
  free: 'Free',
  'under-25': 'Under $25',
  'under-50': 'Under $50',
  '50-plus': '$50+',
};

export function distanceLabel(miles: number | null): string {
  if (miles === null) return 'Any distance';
  return `Within ${miles} ${miles === 1 ? 'mile' : 'miles'}`;
}
