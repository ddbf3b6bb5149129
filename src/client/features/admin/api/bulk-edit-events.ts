import { useMutation } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-client.ts';
import { apiPaths } from '#client/lib/api-paths.ts';
import { updatedCountSchema, type BulkEditInput } from '#shared/schemas/event-input.ts';
import { useInvalidateEventData } from './invalidate-event-data.ts';

export function useBulkEditEvents() {
  const invalidate = useInvalidateEventData();
  return useMutation({
    mutationFn: (input: BulkEditInput) =>
      sendJson('PUT', apiPaths.events.bulkEdit, updatedCountSchema, input),
    onSuccess: () => void invalidate(),
  });
}
