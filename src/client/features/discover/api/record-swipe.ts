import { sendJson } from '#client/lib/api-client.ts';
import type { SwipeAction, UserEvent } from '#shared/schemas/user-events.ts';

/** Identity comes from the session cookie, so no user id is sent. */
export function recordSwipe(eventId: number, action: SwipeAction): Promise<UserEvent> {
  return sendJson<UserEvent>('POST', '/api/user-events', { eventId, action });
}
