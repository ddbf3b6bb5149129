import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  recordSwipe,
  refreshSavedEvents,
  removeSwipe,
  USER_EVENTS_KEY,
} from '#client/components/events/user-events-api.ts';
import { hotEventsKeys } from '#client/lib/hot-events-keys.ts';
import { errorDetail } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/toast.ts';
import type { Event } from '#shared/schemas/events.ts';
import { cancelRemoval, scheduleRemoval } from '../lib/pending-removals.ts';
import type { SavedAction } from './get-saved-events.ts';

/** How long "Undo" is offered after a removal; the removal is sent when it ends. */
export const UNDO_WINDOW_MS = 5000;

/**
 * Remove with Undo: the card goes at once, the DELETE only when the window ends. An undo that
 * comes later than that (the toast outlived its window) saves the event again as it was.
 */
export function useRemoveSaved() {
  const queryClient = useQueryClient();
  return (event: Event, action: SavedAction) => {
    scheduleRemoval(event.id, action, UNDO_WINDOW_MS, async () => {
      try {
        await removeSwipe(event.id);
      } catch {
        toast({ title: 'Error', description: 'Failed to remove event', variant: 'error' });
      }
      // The card stays hidden until the lists have been read again, so it never flickers back.
      void queryClient.invalidateQueries({ queryKey: hotEventsKeys.all });
      await queryClient.invalidateQueries({ queryKey: USER_EVENTS_KEY });
    });
    toast({
      title: 'Event removed',
      description: event.title,
      duration: UNDO_WINDOW_MS,
      action: {
        label: 'Undo',
        onClick: () => {
          if (cancelRemoval(event.id)) return;
          void recordSwipe(event.id, action).finally(() => refreshSavedEvents(queryClient));
        },
      },
    });
  };
}

/** Maybe ↔ Loved in one tap: the same request as a swipe, so every count follows. */
export function useMoveSaved(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (to: SavedAction) => recordSwipe(eventId, to),
    onSuccess: (_saved, to) =>
      toast({
        title: to === 'liked' ? 'Moved to Loved' : 'Moved to Maybe',
        variant: 'success',
        duration: 2000,
      }),
    onError: (error) =>
      toast({
        title: 'Error',
        description: errorDetail(error, 'Failed to move event'),
        variant: 'error',
      }),
    onSettled: () => refreshSavedEvents(queryClient),
  });
}
