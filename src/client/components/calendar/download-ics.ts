import { apiRequest } from '#client/lib/api-client.ts';
import type { Event } from '#shared/schemas/events.ts';

/** The server names the file (Content-Disposition); this only guards a missing header. */
function fileNameFrom(disposition: string | null): string {
  const match = /filename="?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ?? 'event.ics';
}

/**
 * Downloads the event's .ics file. Fetched rather than navigated to, so a failure can be
 * reported in place instead of replacing the page with an error body.
 */
export async function downloadEventIcs(event: Pick<Event, 'id'>): Promise<void> {
  const res = await apiRequest('GET', `/api/events/${event.id}/calendar.ics`);
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameFrom(res.headers.get('Content-Disposition'));
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns, so it is released a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
