import { DateTime } from 'luxon';

export const NYC_ZONE = 'America/New_York';
export const DEFAULT_TIME = { hour: 19, minute: 0 } as const;

const TIME_PATTERN = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i;

/** SPEC §5: "h:mm AM/PM" (space optional, any case); anything else is not a time. */
export function parseEventTime(time: string): { hour: number; minute: number } | null {
  const m = TIME_PATTERN.exec(time.trim());
  if (!m) return null;
  const hour12 = Number(m[1]);
  const minute = Number(m[2]);
  if (hour12 < 1 || hour12 > 12 || minute > 59) return null;
  const pm = m[3]!.toUpperCase() === 'PM';
  return { hour: (hour12 % 12) + (pm ? 12 : 0), minute };
}

/**
 * The instant an event starts: its date and time read as New York wall-clock time.
 * `defaulted` is true when the time could not be parsed and 7:00 PM was used.
 */
export function eventStart(date: string, time: string): { startsAt: Date; defaulted: boolean } {
  const parsed = parseEventTime(time);
  const { hour, minute } = parsed ?? DEFAULT_TIME;
  const dt = DateTime.fromISO(date, { zone: NYC_ZONE }).set({ hour, minute });
  if (!dt.isValid) throw new RangeError(`Invalid event date: ${date}`);
  return { startsAt: dt.toJSDate(), defaulted: parsed === null };
}

/** Today's date in New York as YYYY-MM-DD. */
export function nycToday(now: Date = new Date()): string {
  return DateTime.fromJSDate(now, { zone: NYC_ZONE }).toISODate()!;
}

export function addDays(date: string, days: number): string {
  return DateTime.fromISO(date, { zone: NYC_ZONE }).plus({ days }).toISODate()!;
}
