import { apiRequest } from '#client/lib/api-client.ts';
import { apiPaths } from '#client/lib/api-paths.ts';

/** Counts a business's card as seen, for the business's analytics. */
export async function recordView(eventId: number): Promise<void> {
  await apiRequest('POST', apiPaths.events.view(eventId));
}
