import { apiRequest } from '#client/lib/api-client.ts';

/** Counts a business's card as seen, for the business's analytics. */
export async function recordView(eventId: number): Promise<void> {
  await apiRequest('POST', `/api/events/${eventId}/view`);
}
