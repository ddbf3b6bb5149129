/** SPEC §4 "Profile derived values": a new level every 10 swipes, starting at 1. */
export function levelFor(totalSwipes: number): number {
  return Math.floor(Math.max(0, totalSwipes) / 10) + 1;
}

/** The X-Total-Count header as a count; null when missing or not a whole number. */
export function parseTotalCount(header: string | null): number | null {
  if (header === null || !/^\s*\d+\s*$/.test(header)) return null;
  return Number(header);
}
