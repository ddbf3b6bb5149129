import { useMutation } from '@tanstack/react-query';
import type { CleanupResult } from '#shared/schemas/admin-operations.ts';
import { sendJson } from '#client/lib/api-client.ts';
import { useInvalidateEventData } from './invalidate-event-data.ts';

export function useRunCleanup() {
  const invalidate = useInvalidateEventData();
  return useMutation({
    mutationFn: () => sendJson<CleanupResult>('POST', '/api/events/cleanup'),
    onSuccess: () => void invalidate(),
  });
}
