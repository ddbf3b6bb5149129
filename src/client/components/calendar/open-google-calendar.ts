import type { Event } from '#shared/schemas/events.ts';

/**
 * Opens Google Calendar's "add event" page for the event. The link builder needs luxon, which
 * is loaded here on first use so it stays out of the pages' initial code.
 */
export async function openGoogleCalendar(event: Event): Promise<void> {
  const { calendarEntry, googleCalendarUrl } = await import('#shared/calendar.ts');
  const url = googleCalendarUrl(calendarEntry(event));
  window.open(url, '_blank', 'noopener,noreferrer');
}
