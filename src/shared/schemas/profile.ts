import { z } from 'zod';
import { MAX_DISTANCES_MILES, PREFERRED_TIMES, PRICE_RANGES } from '#shared/preference-choices.ts';
import { categories, isKnownCategory } from '#shared/categories.ts';
import { boroughs } from '#shared/nyc/boroughs.ts';
import { eventSchema } from '#shared/schemas/events.ts';
import { plainText } from '#shared/schemas/text.ts';

export const ACHIEVEMENT_IDS = ['swipe-starter', 'event-lover', 'explorer', 'selective'] as const;

export const achievementSchema = z.object({
  id: z.enum(ACHIEVEMENT_IDS),
  title: z.string(),
  description: z.string(),
  unlocked: z.boolean(),
  /** Where the user stands against the target, e.g. 7 of 10 swipes or 28 of 30 (%). */
  current: z.number(),
  target: z.number(),
  /** current / target, capped at 1. */
  progress: z.number().min(0).max(1),
});
export type Achievement = z.infer<typeof achievementSchema>;

/** GET /api/users/me/stats: the profile's values (docs/product.md#profile), from one call. */
export const profileStatsSchema = z.object({
  totalSwipes: z.number().int(),
  likedEvents: z.number().int(),
  /** Liked events that have not started yet. */
  upcoming: z.number().int(),
  /** Rounded percent of liked / total swipes; 0 with no swipes. */
  accuracy: z.number().int(),
  favoriteCategory: z.string().nullable(),
  /** Passes only: a maybe is not a pass (docs/product.md#profile). */
  passed: z.number().int(),
  maybe: z.number().int(),
  /** floor(total / 10) + 1 */
  level: z.number().int(),
  /** The 3 most recent likes. */
  recentLikes: z.array(eventSchema),
  achievements: z.array(achievementSchema),
});
export type ProfileStats = z.infer<typeof profileStatsSchema>;

/** GET/PATCH /api/users/me/preferences: they steer the deck (docs/deck-ranking.md). */
export const preferencesSchema = z.object({
  notifications: z.boolean(),
  preferredTime: z.enum(PREFERRED_TIMES),
  priceRange: z.enum(PRICE_RANGES),
  /** A neighborhood from src/shared/nyc; distances are measured from its centroid. */
  homeNeighborhood: plainText().max(80).nullable(),
  /** null = any distance. */
  maxDistanceMiles: z
    .number()
    .refine((n) => (MAX_DISTANCES_MILES as readonly number[]).includes(n), {
      message: `maxDistanceMiles must be one of ${MAX_DISTANCES_MILES.join(', ')}`,
    })
    .nullable(),
  /** Picked on the first visit (docs/product.md#taste-intro); the deck starts from them. */
  lovedCategories: z
    .array(z.string().refine(isKnownCategory, { message: 'Unknown category' }))
    .max(categories.length),
  homeBorough: z.enum(boroughs).nullable(),
  /** The first-visit step was answered or skipped: it is shown once. */
  tasteIntroDone: z.boolean(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const DEFAULT_PREFERENCES: Preferences = {
  notifications: false,
  preferredTime: 'any',
  priceRange: 'any',
  homeNeighborhood: null,
  maxDistanceMiles: null,
  lovedCategories: [],
  homeBorough: null,
  tasteIntroDone: false,
};

export const preferencesPatchSchema = preferencesSchema
  .partial()
  .strict()
  .refine((p) => Object.keys(p).length > 0, 'Nothing to update');

/** DELETE /api/users/me: the user typed DELETE to confirm. */
export const deleteAccountSchema = z.object({
  confirm: z.literal('DELETE', { error: 'Type DELETE to confirm' }),
});
