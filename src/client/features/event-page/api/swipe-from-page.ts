import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recordSwipe, refreshSavedEvents } from '#client/components/events/user-events-api.ts';
import type { SwipeAction } from '#shared/schemas/user-events.ts';

/**
 * Love / Maybe / Pass on the event page: the deck's own request, and the same refresh, so the
 * deck, My Events, the hot list and this page agree afterwards.
 */
export function useSwipeFromPage(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: SwipeAction) => recordSwipe(eventId, action),
    onSettled: () => refreshSavedEvents(queryClient),
  });
}
