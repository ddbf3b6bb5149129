/**
 * How the hot list scores an event (docs/product.md#hot-list): each love and maybe of the last
 * `HOT_WINDOW_DAYS` counts for its weight halved every `HOT_HALF_LIFE_HOURS`, and the sum is
 * damped by a prior of `HOT_PRIOR_PEOPLE` people who showed no interest, so a single fresh love
 * scores a third of a point and only a handful of recent people make an event popular.
 */
export const HOT_WINDOW_DAYS = 7;
export const HOT_HALF_LIFE_HOURS = 48;
/** A maybe is interest, not a decision: half a love. */
export const HOT_MAYBE_WEIGHT = 0.5;
export const HOT_PRIOR_PEOPLE = 2;
/** About three loves from the last day (3 × 3/5 = 1.8); two fresh loves score 1. */
export const HOT_POPULAR_SCORE = 1.5;
/** Fewer popular events than this and the list is "not enough signal yet". */
export const HOT_MIN_POPULAR = 3;
/** A well-loved pick, shown when the recent signal is too thin, has at least this many likes. */
export const WELL_LOVED_MIN_LIKES = 2;
