/** The hot list comes as a Top 10, 20 or 50, and Top 20 unless the user picks another. */
export const HOT_LIMITS = [10, 20, 50] as const;
export type HotLimit = (typeof HOT_LIMITS)[number];
export const DEFAULT_HOT_LIMIT: HotLimit = 20;
