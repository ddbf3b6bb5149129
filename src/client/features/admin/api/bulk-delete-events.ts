import { useMutation } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-client.ts';
import { apiPaths } from '#client/lib/api-paths.ts';
import { deletedCountSchema } from '#shared/schemas/event-input.ts';
import { useInvalidateEventData } from './invalidate-event-data.ts';

export function useBulkDeleteEvents() {
  const invalidate = useInvalidateEventData();
  return useMutation({
    mutationFn: (eventIds: number[]) =>
      sendJson('DELETE', apiPaths.events.bulkDelete, deletedCountSchema, { eventIds }),
    onSettled: () => void invalidate(),
  });
}
