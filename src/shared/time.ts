import { DateTime } from 'luxon';
import { parseEventTime } from '#shared/event-time.ts';

export const NYC_ZONE = 'America/New_York';
export const DEFAULT_TIME = { hour: 19, minute: 0 } as const;

// The parser lives apart from luxon so the client can use it; server code keeps finding it here.
export { parseEventTime };

/**
 * Answers by "date|time": luxon's zone arithmetic costs ~0.1 ms a call, most of the time of a
 * 50,000-row CSV import, and imports repeat the same pairs. Bounded so a long-running server
 * never grows it without end.
 */
const startCache = new Map<string, { at: number; defaulted: boolean }>();
const START_CACHE_MAX = 10_000;

/**
 * The instant an event starts: its date and time read as New York wall-clock time.
 * `defaulted` is true when the time could not be parsed and 7:00 PM was used.
 */
export function eventStart(date: string, time: string): { startsAt: Date; defaulted: boolean } {
  const key = `${date}|${time}`;
  let hit = startCache.get(key);
  if (!hit) {
    const parsed = parseEventTime(time);
    const { hour, minute } = parsed ?? DEFAULT_TIME;
    const dt = DateTime.fromISO(date, { zone: NYC_ZONE }).set({ hour, minute });
    if (!dt.isValid) throw new RangeError(`Invalid event date: ${date}`);
    hit = { at: dt.toMillis(), defaulted: parsed === null };
    if (startCache.size >= START_CACHE_MAX) startCache.clear();
    startCache.set(key, hit);
  }
  // A fresh Date each call: callers own theirs.
  return { startsAt: new Date(hit.at), defaulted: hit.defaulted };
}

/** Today's date in New York as YYYY-MM-DD. */
export function nycToday(now: Date = new Date()): string {
  return DateTime.fromJSDate(now, { zone: NYC_ZONE }).toISODate()!;
}

export function addDays(date: string, days: number): string {
  return DateTime.fromISO(date, { zone: NYC_ZONE }).plus({ days }).toISODate()!;
}

/** The instant a New York day (YYYY-MM-DD) begins. */
export function nycDayStart(date: string): Date {
  return DateTime.fromISO(date, { zone: NYC_ZONE }).startOf('day').toJSDate();
}
