import type { Event } from '#shared/schemas/events.ts';

/**
 * A Google Maps search for the venue in its borough ("Blue Note, Manhattan, New York, NY"); null
 * without a venue, since a borough alone finds nothing worth opening. Maps links work on every
 * phone: Android and iOS open them in the maps app or the browser.
 */
export function mapsUrl(event: Pick<Event, 'venue' | 'borough'>): string | null {
  const venue = event.venue.trim();
  if (!venue) return null;
  const query = [venue, event.borough, 'New York, NY'].filter(Boolean).join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
