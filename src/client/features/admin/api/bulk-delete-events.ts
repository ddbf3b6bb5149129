import { useMutation } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-client.ts';
import { useInvalidateEventData } from './invalidate-event-data.ts';

export function useBulkDeleteEvents() {
  const invalidate = useInvalidateEventData();
  return useMutation({
    mutationFn: (eventIds: number[]) =>
      sendJson<{ deletedCount: number }>('DELETE', '/api/events/bulk-delete', { eventIds }),
    onSettled: () => void invalidate(),
  });
}
