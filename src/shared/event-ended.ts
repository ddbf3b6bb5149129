/**
 * Whether an event is over, for the screens that must not offer it any more (docs/product.md#event-page):
 * an all-day event or a run over several days once its last New York day is over; a one-day
 * timed event two hours after its start, the length its calendar entry has. Kept apart from luxon
 * so the client can use it.
 */
import { lastDayOf, nycDateOf } from '#shared/event-when.ts';

/** How long a timed one-day event lasts when nothing says otherwise (shared/calendar.ts). */
const EVENT_HOURS = 2;

export interface EventTiming {
  date: string;
  startsAt: string;
  allDay: boolean;
  endDate: string | null;
}

export function hasEnded(event: EventTiming, now: Date): boolean {
  const lastDay = lastDayOf(event) ?? (event.allDay ? event.date : null);
  if (lastDay !== null) return lastDay < nycDateOf(now);
  return Date.parse(event.startsAt) + EVENT_HOURS * 3_600_000 < now.getTime();
}
