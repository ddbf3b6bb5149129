import type { QueryClient } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-client.ts';
import type { undoResultSchema } from '#shared/schemas/user-events.ts';
import type { z } from 'zod';

/** Every saved-events list is cached under this prefix, so one call refreshes them all. */
export const USER_EVENTS_KEY = ['user-events'] as const;

type RemovedSwipe = z.infer<typeof undoResultSchema>;

/** Deletes the user's record for an event (undo on the deck, remove on My Events). */
export function removeSwipe(eventId: number): Promise<RemovedSwipe> {
  return sendJson<RemovedSwipe>('DELETE', `/api/user-events/${eventId}`);
}

/** Saved lists and the hot list both change whenever a swipe is recorded or removed. */
export function refreshSavedEvents(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: USER_EVENTS_KEY });
  void queryClient.invalidateQueries({ queryKey: ['hot-events'] });
}
