/**
 * The choices of the profile's event preferences. A leaf module: the profile schemas, the deck's
 * ranking rules and the event schemas' deck cursor all read them without importing each other.
 */
export const PREFERRED_TIMES = ['any', 'morning', 'afternoon', 'evening', 'late-night'] as const;
export const PRICE_RANGES = ['any', 'free', 'under-25', 'under-50', '50-plus'] as const;
export const MAX_DISTANCES_MILES = [1, 2, 5, 10, 25] as const;

export type PreferredTime = (typeof PREFERRED_TIMES)[number];
export type PriceRange = (typeof PRICE_RANGES)[number];
