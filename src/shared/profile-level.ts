/** A new level every 10 swipes, starting at 1 (docs/product.md#profile). */
export const SWIPES_PER_LEVEL = 10;

export const levelFor = (totalSwipes: number) =>
  Math.floor(Math.max(0, totalSwipes) / SWIPES_PER_LEVEL) + 1;
