import { apiRequest } from '#client/lib/api-client.ts';
import type { Event } from '#shared/schemas/events.ts';

/**
 * The server names the file (Content-Disposition, RFC 6266): the UTF-8 `filename*` keeps a
 * title in any script, the plain `filename` is its ASCII fallback.
 */
export function fileNameFrom(disposition: string | null): string {
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {
      // A malformed extended name falls back to the plain one.
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1] ?? 'event.ics';
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
