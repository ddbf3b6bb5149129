import { SWIPES_PER_LEVEL } from '#shared/profile-level.ts';

/** How far the user is on the way to the next level. */
export function levelProgress(totalSwipes: number): { swipesToNext: number; progress: number } {
  const intoLevel = Math.max(0, totalSwipes) % SWIPES_PER_LEVEL;
  return { swipesToNext: SWIPES_PER_LEVEL - intoLevel, progress: intoLevel / SWIPES_PER_LEVEL };
}
