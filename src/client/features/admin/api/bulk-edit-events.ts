import { useMutation } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-client.ts';
import type { BulkEditInput } from '#shared/schemas/event-input.ts';
import { useInvalidateEventData } from './invalidate-event-data.ts';

export function useBulkEditEvents() {
  const invalidate = useInvalidateEventData();
  return useMutation({
    mutationFn: (input: BulkEditInput) =>
      sendJson<{ updatedCount: number }>('PUT', '/api/events/bulk-edit', input),
    onSuccess: () => void invalidate(),
  });
}
