import { shiftDate } from '#shared/event-span.ts';
import { nycDateOf } from '#shared/event-when.ts';

/**
 * The days an event may be written for (docs/product.md#event-dates): from yesterday in New
 * York (an event that started last night may still be added) to two years ahead. A date outside
 * is a typo or a placeholder like 9999-12-31, never a real listing.
 */
export const EVENT_DATE_DEFAULTS = { daysBehind: 1, daysAhead: 730 };

let window = { ...EVENT_DATE_DEFAULTS };

/** The server's configured window, set once at start-up; the client keeps the defaults. */
export function setEventDateWindow(days: { daysBehind: number; daysAhead: number }) {
  window = { ...days };
}

/** The first and last day (YYYY-MM-DD) an event may be written for, by New York's date. */
export function eventDateRange(now: Date = new Date()): { first: string; last: string } {
  const today = nycDateOf(now);
  return {
    first: shiftDate(today, -window.daysBehind),
    last: shiftDate(today, window.daysAhead),
  };
}

/** Why a YYYY-MM-DD day cannot be written for an event, or undefined when it can. */
export function eventDateProblem(date: string, now: Date = new Date()): string | undefined {
  const { first, last } = eventDateRange(now);
  if (date < first) return `must not be before ${first}`;
  if (date > last) return `must not be after ${last}`;
  return undefined;
}
