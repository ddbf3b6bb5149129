import { useMutation } from '@tanstack/react-query';
import { cleanupResultSchema } from '#shared/schemas/admin-operations.ts';
import { sendJson } from '#client/lib/api-client.ts';
import { apiPaths } from '#client/lib/api-paths.ts';
import { useInvalidateEventData } from './invalidate-event-data.ts';

export function useRunCleanup() {
  const invalidate = useInvalidateEventData();
  return useMutation({
    mutationFn: () => sendJson('POST', apiPaths.events.cleanup, cleanupResultSchema),
    onSuccess: () => void invalidate(),
  });
}
