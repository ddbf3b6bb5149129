import { formatEventDate, formatEventTime } from '#shared/event-when.ts';
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

/** "Sat, Jun 14 at 8:00 PM", as the business screens word it ("date at time"). */
export function formatEventDateAtTime(event: Pick<Event, 'date' | 'time'>): string {
  const time = formatEventTime(event.time);
  return time ? `${formatEventDate(event.date)} at ${time}` : formatEventDate(event.date);
}
