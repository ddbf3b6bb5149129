import { sendJson } from '#client/lib/api-client.ts';
import type { SwipeAction, UserEvent } from '#shared/schemas/user-events.ts';

/** A result saved as the deck would save a swipe; identity comes from the session cookie. */
export function saveEvent(eventId: number, action: SwipeAction): Promise<UserEvent> {
  return sendJson<UserEvent>('POST', '/api/user-events', { eventId, action });
}
