import type { QueryClient } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-client.ts';
import { apiPaths } from '#client/lib/api-paths.ts';
import { hotEventsKeys } from '#client/lib/hot-events-keys.ts';
import type { SwipeAction, UserEvent, undoResultSchema } from '#shared/schemas/user-events.ts';
import type { z } from 'zod';

/** Every saved-events list is cached under this prefix, so one call refreshes them all. */
export const USER_EVENTS_KEY = ['user-events'] as const;

/** Loaded beside the first request, not before the deck's first paint (see AnswerSchema). */
const schemas = () => import('#shared/schemas/user-events.ts');

type RemovedSwipe = z.infer<typeof undoResultSchema>;

/**
 * Records a swipe (the deck) or a save (search results); identity comes from the session cookie,
 * so no user id is sent.
 */
export function recordSwipe(eventId: number, action: SwipeAction): Promise<UserEvent> {
  return sendJson(
    'POST',
    apiPaths.userEvents.list,
    () => schemas().then((m) => m.userEventSchema),
    {
      eventId,
      action,
    },
  );
}

/** Deletes the user's record for an event (undo on the deck, remove on My Events). */
export function removeSwipe(eventId: number): Promise<RemovedSwipe> {
  return sendJson('DELETE', apiPaths.userEvents.one(eventId), () =>
    schemas().then((m) => m.undoResultSchema),
  );
}

/** Saved lists and the hot list both change whenever a swipe is recorded or removed. */
export function refreshSavedEvents(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: USER_EVENTS_KEY });
  void queryClient.invalidateQueries({ queryKey: hotEventsKeys.all });
}
