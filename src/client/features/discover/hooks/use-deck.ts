import { useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { preloadCalendarDialog } from '#client/components/calendar/lazy-calendar-dialog.tsx';
import {
  recordSwipe,
  refreshSavedEvents,
  removeSwipe,
} from '#client/components/events/user-events-api.ts';
import { DrawnScreenContext } from '#client/lib/drawn-screen.ts';
import { runMutation } from '#client/lib/query-client.ts';
import { isSignedOut, NetworkError } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/toast.ts';
import type { Event } from '#shared/schemas/events.ts';
import type { SwipeAction } from '#shared/schemas/user-events.ts';
import {
  dropFirstDeckPage,
  takeFirstDeckPage,
  takeReadyFirstDeckPage,
} from '../api/first-deck-page.ts';
import { deckKeys, getUnseenEvents, type DeckPage } from '../api/get-unseen-events.ts';
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

// Offline support is requested as the app starts, beside the first page, not in its bundle.
const offlineDeckModule = import('../lib/offline-deck.ts');

/**
 * The deck for a category filter, wired to the API, toasts, caches and the calendar offer.
 * Offline it deals the cards kept on the device and queues the swipes (see swipe-queue.ts).
 */
export function useDeck(userId: string, categories: string | null) {
  const queryClient = useQueryClient();
  const [calendarOffer, setCalendarOffer] = useState<CalendarOffer | null>(null);

  // On the server the page to deal comes with the render; in the browser, with the page.
  const drawnWith = useContext(DrawnScreenContext)?.deckPage;
  const [{ store, offline }] = useState(() => {
    const offline = offlineDeckModule.then((m) => {
      const deck = m.createOfflineDeck(userId, {
        send: (eventId, action) => recordSwipe(eventId, action),
        onDropped: (_swipe, error) =>
          toast({
            title: 'A swipe could not be saved',
            description: error.detail,
            variant: 'error',
          }),
      });
      // Swipes still waiting from an earlier visit stay off the deck.
      for (const eventId of deck.queue.eventIds()) swipedThisSession.add(eventId);
      return deck;
    });

    async function fetchPage(filter: string | null, cursor: string | null): Promise<DeckPage> {
      try {
        const [page] = await Promise.all([
          queryClient.fetchQuery({
            queryKey: deckKeys.page(filter, cursor),
            queryFn: () =>
              takeFirstDeckPage(filter, cursor, userId) ?? getUnseenEvents(filter, cursor),
            // Each page is read once; the deck itself keeps the cards.
            gcTime: 0,
            staleTime: 0,
          }),
          // The queued swipes must be known before any card is dealt.
          offline,
        ]);
        return page;
      } catch (error) {
        if (!(error instanceof NetworkError) || cursor !== null) throw error;
        const kept = (await offline).kept(filter);
        if (kept.length === 0) throw error;
        return { events: kept, nextCursor: null, offline: true };
      }
    }

    async function saveSwipe(eventId: number, action: SwipeAction) {
      const { queue } = await offline;
      if (!navigator.onLine) {
        queue.add(eventId, action);
        return;
      }
      try {
        await runMutation(queryClient, () => recordSwipe(eventId, action));
      } catch (error) {
        if (!(error instanceof NetworkError)) throw error;
        queue.add(eventId, action);
        return;
      }
      // The connection works: anything still waiting can go too.
      if (queue.getSnapshot() > 0) void queue.flush();
    }

    // After a like, add it automatically when the settings say so, else ask.
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
    const store = createDeckStore(
      {
        fetchPage,
        recordSwipe: saveSwipe,
        // A swipe still in the queue never reached the server: taking it out is the whole undo.
        removeSwipe: async (eventId) =>
          (await (await offline).queue.cancel(eventId)) ||
          runMutation(queryClient, () => removeSwipe(eventId)),
        keepCards: (filter, cards) => void offline.then((deck) => deck.keep(filter, cards)),
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
      drawnWith ?? takeReadyFirstDeckPage(userId) ?? undefined,
    );
    return { store, offline };
  });

  // On the server (src/client/server-render) the store's own snapshot is the page it was dealt.
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const [waiting, setWaiting] = useState(0);

  useEffect(() => {
    store.setFilter(categories);
  }, [store, categories]);

  // The queue goes out as the page opens and whenever the connection returns.
  useEffect(() => {
    let stop: (() => void) | null = null;
    let stopped = false;
    void offline.then(({ queue }) => {
      if (stopped) return;
      const send = () => {
        if (queue.getSnapshot() === 0) return;
        void queue.flush().then(() => refreshSavedEvents(queryClient));
      };
      const reconnect = () => {
        send();
        store.retry();
      };
      const unsubscribe = queue.subscribe(() => setWaiting(queue.getSnapshot()));
      setWaiting(queue.getSnapshot());
      send();
      window.addEventListener('online', reconnect);
      window.addEventListener('storage', queue.refresh);
      stop = () => {
        unsubscribe();
        window.removeEventListener('online', reconnect);
        window.removeEventListener('storage', queue.refresh);
      };
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [queryClient, offline, store]);

  return {
    ...snapshot,
    swipe: (action: SwipeAction) => {
      if (action === 'liked') preloadCalendarDialog();
      return store.swipe(action);
    },
    undo: store.undo,
    retry: store.retry,
    /** The first-visit picks are saved: the deck starts over from a page ranked with them. */
    redeal: () => {
      dropFirstDeckPage();
      // A page asked for before the picks may still be on its way; the new first page has the
      // same key and would be handed that answer instead of a fresh one.
      queryClient.removeQueries({ queryKey: deckKeys.all() });
      store.redeal();
    },
    /** Swipes made offline that the server has not yet heard of. */
    waiting,
    calendarOffer,
    closeCalendarOffer: () => setCalendarOffer(null),
  };
}
