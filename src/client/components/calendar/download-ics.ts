import { apiPaths } from '#client/lib/api-paths.ts';
import { downloadFile } from '#client/lib/download-file.ts';
import type { Event } from '#shared/schemas/events.ts';

/** Downloads the event's .ics file, named by the server. */
export function downloadEventIcs(event: Pick<Event, 'id'>): Promise<void> {
  return downloadFile(apiPaths.events.ics(event.id), 'event.ics');
}
