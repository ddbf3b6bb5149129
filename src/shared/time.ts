import { DateTime } from 'luxon';
import { parseEventTime } from '#shared/event-time.ts';

export const NYC_ZONE = 'America/New_York';
export const DEFAULT_TIME = { hour: 19, minute: 0 } as const;

// The parser lives apart from luxon so the client can use it; server code keeps finding it here.
export { parseEventTime };

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
