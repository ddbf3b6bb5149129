import {
  eventWhen,
  formatEventDate,
  formatEventTime,
  lastDayOf,
  type WhenSource,
} from '#shared/event-when.ts';
import type { Event } from '#shared/schemas/events.ts';

/** "Blue Note · Greenwich Village, Manhattan" */
export function formatEventPlace(event: Pick<Event, 'venue' | 'neighborhood' | 'borough'>): string {
  const area = [event.neighborhood, event.borough].filter(Boolean).join(', ');
  return [event.venue, area].filter(Boolean).join(' · ');
}

/** A missing link used to be spelled '#'; the API now sends null, both mean "none". */
export function detailsUrl(event: Pick<Event, 'sourceUrl'>): string | null {
  const url = event.sourceUrl?.trim();
  return url && url !== '#' ? url : null;
}

/**
 * "Sat, Jun 14 at 8:00 PM", as the business screens word it ("date at time"). An all-day event or
 * one over several days reads as every card words it ("Sat, Jun 14 · All day", "Dec 5 – Jan 29"),
 * never "at All day".
 */
export function formatEventDateAtTime(event: WhenSource): string {
  if (event.allDay || lastDayOf(event)) return eventWhen(event).text;
  const time = formatEventTime(event.time);
  return time ? `${formatEventDate(event.date)} at ${time}` : formatEventDate(event.date);
}
