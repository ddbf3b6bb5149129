import { useEffect, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { preloadCalendarDialog } from '#client/components/calendar/lazy-calendar-dialog.tsx';
import { refreshSavedEvents, removeSwipe } from '#client/components/events/user-events-api.ts';
import { runMutation } from '#client/lib/query-client.ts';
import { isSignedOut } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/toast.ts';
import type { Event } from '#shared/schemas/events.ts';
import type { SwipeAction } from '#shared/schemas/user-events.ts';
import { deckKeys, getUnseenEvents } from '../api/get-unseen-events.ts';
import { recordSwipe } from '../api/record-swipe.ts';
import { createDeckStore } from '../lib/deck-store.ts';

const UNDO_TOAST_MS = 2000;
const CALENDAR_TOAST_MS = 2000;

/** Swiped ids for the life of the page, shared by every mount of the deck (see createDeckStore). */
const swipedThisSession = new Set<number>();

export interface CalendarOffer {
  event: Event;
  googleConnected: boolean;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The deck for a category filter, wired to the API, toasts, caches and the calendar offer. */
export function useDeck(categories: string | null) {
  const queryClient = useQueryClient();
  const [calendarOffer, setCalendarOffer] = useState<CalendarOffer | null>(null);

  const [store] = useState(() => {
    // SPEC §4: after a like, add it automatically when the settings say so, else ask.
    async function offerCalendar(event: Event) {
      // Only needed once something is liked, so it is not part of the page's first load.
      const { autoAddToCalendar, getCalendarSettings } =
        await import('#client/components/calendar/calendar-auto-add.ts');
      const settings = await getCalendarSettings();
      if (await autoAddToCalendar(event, settings)) {
        toast({ title: 'Added to Calendar', variant: 'success', duration: CALENDAR_TOAST_MS });
      } else {
        setCalendarOffer({ event, googleConnected: settings.googleCalendarConnected });
      }
    }

    // Through the query client, so a failure meets the app-wide handling (an ended session).
    return createDeckStore(
      {
        fetchPage: (filter, cursor) =>
          queryClient.fetchQuery({
            queryKey: deckKeys.page(filter, cursor),
            queryFn: () => getUnseenEvents(filter, cursor),
            // Each page is read once; the deck itself keeps the cards.
            gcTime: 0,
            staleTime: 0,
          }),
        recordSwipe: (eventId, action) =>
          runMutation(queryClient, () => recordSwipe(eventId, action)),
        removeSwipe: (eventId) => runMutation(queryClient, () => removeSwipe(eventId)),
      },
      {
        onSaved(event, action) {
          refreshSavedEvents(queryClient);
          // The like itself is saved; if the calendar code cannot load, My Events still offers it.
          if (action === 'liked') offerCalendar(event).catch(() => undefined);
        },
        onSaveFailed(_event, error) {
          // An ended session brings the sign-in screen, which says it better than a toast.
          if (isSignedOut(error)) return;
          toast({ title: 'Error', description: errorText(error), variant: 'error' });
        },
        onUndone() {
          refreshSavedEvents(queryClient);
          toast({ title: 'Undone', description: 'Event restored', duration: UNDO_TOAST_MS });
        },
        onUndoFailed(_event, error) {
          if (isSignedOut(error)) return;
          toast({ title: 'Error', description: errorText(error), variant: 'error' });
        },
      },
      swipedThisSession,
    );
  });

  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);

  useEffect(() => {
    store.setFilter(categories);
  }, [store, categories]);

  return {
    ...snapshot,
    swipe: (action: SwipeAction) => {
      if (action === 'liked') preloadCalendarDialog();
      return store.swipe(action);
    },
    undo: store.undo,
    retry: store.retry,
    calendarOffer,
    closeCalendarOffer: () => setCalendarOffer(null),
  };
}
