/**
 * Event times as people write them. Kept apart from the luxon code in time.ts so the client can
 * read a time without loading luxon.
 */
const TIME_PATTERN = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i;

/** "h:mm AM/PM" (space optional, any case); anything else is not a time. */
export function parseEventTime(time: string): { hour: number; minute: number } | null {
  const m = TIME_PATTERN.exec(time.trim());
  if (!m) return null;
  const hour12 = Number(m[1]);
  const minute = Number(m[2]);
  if (hour12 < 1 || hour12 > 12 || minute > 59) return null;
  const pm = m[3]!.toUpperCase() === 'PM';
  return { hour: (hour12 % 12) + (pm ? 12 : 0), minute };
}
