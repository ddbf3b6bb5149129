/** SPEC §4 "Profile derived values": a new level every 10 swipes, starting at 1. */
export function levelFor(totalSwipes: number): number {
  return Math.floor(Math.max(0, totalSwipes) / 10) + 1;
}
