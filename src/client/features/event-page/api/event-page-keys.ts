import { USER_EVENTS_KEY } from '#client/components/events/user-events-api.ts';

/**
 * Under the ['user-events'] prefix: the page shows the reader's own swipe and leaves swiped
 * events out of "More like this", so a swipe anywhere refreshes it (refreshSavedEvents).
 */
export const eventPageKeys = {
  all: [...USER_EVENTS_KEY, 'event-page'] as const,
  details: (eventId: number) => [...eventPageKeys.all, eventId, 'details'] as const,
  similar: (eventId: number) => [...eventPageKeys.all, eventId, 'similar'] as const,
};
