import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { apiPaths } from '#client/lib/api-paths.ts';
import { useInvalidateEventData } from './invalidate-event-data.ts';

export function useDeleteEvent() {
  const invalidate = useInvalidateEventData();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', apiPaths.events.one(id));
    },
    // A failure may still mean the event is gone (deleted elsewhere), so the list is read again.
    onSettled: () => void invalidate(),
  });
}
