import type { PreferredTime, PriceRange } from '#shared/preference-choices.ts';

/**
 * How the profile's event preferences rank the deck (docs/deck-ranking.md). The database holds
 * the same two rules as SQL functions (deck_day_part, deck_price_band in migration
 * 0007_deck_preferences) for its index; an API test checks that both agree.
 */

/** The preferences that rank the deck; notifications do not. */
export interface DeckPreferences {
  preferredTime: PreferredTime;
  priceRange: PriceRange;
  homeNeighborhood: string | null;
  maxDistanceMiles: number | null;
}

/** Parts of the day by New York start hour: 5–11, 12–16, 17–20, 21–4. */
export const DAY_PARTS = { morning: 1, afternoon: 2, evening: 3, 'late-night': 4 } as const;

export function dayPartOfHour(hour: number): number {
  if (hour >= 5 && hour <= 11) return DAY_PARTS.morning;
  if (hour >= 12 && hour <= 16) return DAY_PARTS.afternoon;
  if (hour >= 17 && hour <= 20) return DAY_PARTS.evening;
  return DAY_PARTS['late-night'];
}

/** Price bands by the cheapest ticket: unknown, free, under $25, $25 to under $50, $50 and up. */
export const PRICE_BANDS = { unknown: 0, free: 1, under25: 2, under50: 3, from50: 4 } as const;
export const ALL_PRICE_BANDS: readonly number[] = Object.values(PRICE_BANDS);

export function priceBandOf(minCents: number | null): number {
  if (minCents === null) return PRICE_BANDS.unknown;
  if (minCents === 0) return PRICE_BANDS.free;
  if (minCents < 2500) return PRICE_BANDS.under25;
  if (minCents < 5000) return PRICE_BANDS.under50;
  return PRICE_BANDS.from50;
}

/** The day part a preferred time picks; null for "any". */
export const dayPartFor: Record<PreferredTime, number | null> = {
  any: null,
  morning: DAY_PARTS.morning,
  afternoon: DAY_PARTS.afternoon,
  evening: DAY_PARTS.evening,
  'late-night': DAY_PARTS['late-night'],
};

/** The price bands a range matches: "under $25" includes free events, "$50+" only dear ones. */
export const priceBandsFor: Record<PriceRange, readonly number[]> = {
  any: [],
  free: [PRICE_BANDS.free],
  'under-25': [PRICE_BANDS.free, PRICE_BANDS.under25],
  'under-50': [PRICE_BANDS.free, PRICE_BANDS.under25, PRICE_BANDS.under50],
  '50-plus': [PRICE_BANDS.from50],
};

/** The preferences with a travel distance only when both its halves are set. */
export function normalizeDeckPreferences(p: DeckPreferences): DeckPreferences {
  const distance = p.homeNeighborhood !== null && p.maxDistanceMiles !== null;
  return {
    preferredTime: p.preferredTime,
    priceRange: p.priceRange,
    homeNeighborhood: distance ? p.homeNeighborhood : null,
    maxDistanceMiles: distance ? p.maxDistanceMiles : null,
  };
}

/** True when the preferences change the deck's order at all. */
export function ranksDeck(p: DeckPreferences): boolean {
  return (
    p.preferredTime !== 'any' ||
    p.priceRange !== 'any' ||
    (p.homeNeighborhood !== null && p.maxDistanceMiles !== null)
  );
}
