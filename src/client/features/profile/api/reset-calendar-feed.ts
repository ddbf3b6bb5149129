import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-client.ts';
import { apiPaths } from '#client/lib/api-paths.ts';
import { toast } from '#client/lib/toast.ts';
import { feedSchema } from '#shared/schemas/calendar.ts';
import { calendarFeedQueryKey } from './get-calendar-feed.ts';

/** Replaces the feed token; the old link stops working at once. */
export function useResetCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendJson('POST', apiPaths.calendar.feedRegenerate, feedSchema),
    onSuccess: (feed) => {
      queryClient.setQueryData(calendarFeedQueryKey, feed);
      toast({
        title: 'Link reset',
        description: 'Subscribe again with the new link; the old one no longer works.',
        variant: 'success',
      });
    },
    onError: () =>
      toast({
        title: 'Error',
        description: 'Failed to reset the link. Please try again.',
        variant: 'error',
      }),
  });
}
