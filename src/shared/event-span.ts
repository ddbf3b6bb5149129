/**
 * How long an event lasts, as every input and output reads it (docs/product.md#all-day-events):
 * an all-day event has no clock time, and any event may run over several days up to its last
 * day (inclusive). Kept apart from luxon so the client can use it.
 */

/** The time text an all-day event is stored and shown with. */
export const ALL_DAY = 'All day';

/** The longest run an input may give an event: a year, as exhibitions and seasons run. */
export const MAX_SPAN_DAYS = 366;

/** "All day", "all-day", "ALLDAY" as people and sources write it. */
export function isAllDayTime(time: string): boolean {
  return /^all[\s-]?day$/i.test(time.trim());
}

/** Whole days from `from` to `to` (YYYY-MM-DD), by the calendar, whatever the time zone. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** `date` moved by `days` calendar days. */
export function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
