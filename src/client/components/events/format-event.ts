import { parseEventTime } from '#shared/event-time.ts';
import type { Event } from '#shared/schemas/events.ts';

const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/**
 * "2025-11-27" → "Thu, Nov 27". The date is a calendar day in New York, so it is read as UTC
 * midnight and printed in UTC: the viewer's own time zone must not shift it by a day.
 */
export function formatEventDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return date;
  return dayFormat.format(new Date(Date.UTC(y, m - 1, d)));
}

/** "7:00PM" → "7:00 PM"; free text such as "Doors at 8" is shown as given. */
export function formatEventTime(time: string): string {
  const parsed = parseEventTime(time);
  if (!parsed) return time.trim();
  const { hour, minute } = parsed;
  return `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** "Fri, Nov 27 · 8:00 PM" */
export function formatEventWhen(event: Pick<Event, 'date' | 'time'>): string {
  return [formatEventDate(event.date), formatEventTime(event.time)].filter(Boolean).join(' · ');
}

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
