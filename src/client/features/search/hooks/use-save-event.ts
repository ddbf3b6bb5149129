import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  autoAddToCalendar,
  getCalendarSettings,
} from '#client/components/calendar/calendar-auto-add.ts';
import { preloadCalendarDialog } from '#client/components/calendar/lazy-calendar-dialog.tsx';
import {
  recordSwipe,
  refreshSavedEvents,
  removeSwipe,
} from '#client/components/events/user-events-api.ts';
import { isSignedOut } from '#client/lib/api-client.ts';
import { runMutation } from '#client/lib/query-client.ts';
import { toast } from '#client/lib/toast.ts';
import type { Event } from '#shared/schemas/events.ts';
import type { SavedAction, SearchResult } from '#shared/schemas/search.ts';

export type SavedAs = SavedAction;

interface CalendarOffer {
  event: Event;
  googleConnected: boolean;
  /** Where the keyboard was when Love was pressed, to go back to once the dialog closes. */
  origin: HTMLElement | null;
}

// The maybe toast is brief, the calendar one a little longer (docs/product.md#constants).
const MAYBE_TOAST_MS = 500;
const CALENDAR_TOAST_MS = 2000;

/**
 * Love and Maybe straight from the results, through the deck's swipe API. Pressing the chosen
 * action again takes the save back. Results arrive marked with what the user saved elsewhere
 * (`savedAs`); what was done on this page since takes its place.
 */
export function useSaveEvent() {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState<ReadonlyMap<number, SavedAs | null>>(new Map());
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  const [calendarOffer, setCalendarOffer] = useState<CalendarOffer | null>(null);

  const mark = (eventId: number, as: SavedAs | null) =>
    setSaved((current) => {
      const next = new Map(current);
      next.set(eventId, as);
      return next;
    });
  const savedAs = (event: SearchResult): SavedAs | null =>
    saved.has(event.id) ? (saved.get(event.id) ?? null) : event.savedAs;
  const busy = (eventId: number, on: boolean) =>
    setPending((current) => {
      const next = new Set(current);
      if (on) next.add(eventId);
      else next.delete(eventId);
      return next;
    });

  // After a like, add it automatically when the settings say so, else ask.
  async function offerCalendar(event: Event, origin: HTMLElement | null) {
    const settings = await getCalendarSettings();
    if (await autoAddToCalendar(event, settings)) {
      toast({ title: 'Added to Calendar', variant: 'success', duration: CALENDAR_TOAST_MS });
    } else {
      setCalendarOffer({ event, googleConnected: settings.googleCalendarConnected, origin });
    }
  }

  function closeCalendarOffer() {
    const origin = calendarOffer?.origin;
    setCalendarOffer(null);
    // The dialog has no trigger of its own to hand the focus back to; after it has gone, the
    // Love button takes it again.
    setTimeout(() => origin?.focus(), 0);
  }

  async function toggle(event: SearchResult, action: SavedAs) {
    if (pending.has(event.id)) return;
    const origin = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const undo = savedAs(event) === action;
    if (action === 'liked' && !undo) preloadCalendarDialog();
    busy(event.id, true);
    try {
      // Through the query client, so an ended session meets the app-wide handling.
      await runMutation(queryClient, () =>
        undo ? removeSwipe(event.id) : recordSwipe(event.id, action),
      );
    } catch (error) {
      // An ended session brings the sign-in screen, which says it better than a toast.
      if (!isSignedOut(error)) {
        // The general failure text, "{status}: {message}", as the deck shows it.
        const description = error instanceof Error ? error.message : String(error);
        toast({ title: 'Error', description, variant: 'error' });
      }
      return;
    } finally {
      busy(event.id, false);
    }
    mark(event.id, undo ? null : action);
    refreshSavedEvents(queryClient);
    if (undo) toast({ title: 'Event removed', variant: 'success' });
    else if (action === 'maybe') {
      toast({ title: 'Saved', description: 'Added to maybe list', duration: MAYBE_TOAST_MS });
    } else {
      // The like itself is saved; if the calendar step fails, My Events still offers it.
      await offerCalendar(event, origin).catch(() => undefined);
    }
  }

  return {
    savedAs,
    isPending: (eventId: number) => pending.has(eventId),
    toggle,
    calendarOffer,
    closeCalendarOffer,
  };
}
