import { useMutation } from '@tanstack/react-query';
import { undoResultSchema } from '#shared/schemas/csv-import.ts';
import { sendJson } from '#client/lib/api-client.ts';
import { apiPaths } from '#client/lib/api-paths.ts';
import { useInvalidateEventData } from './invalidate-event-data.ts';

/** Removes one batch with its events and their swipes; without an id, the latest batch. */
export function useUndoBatch() {
  const invalidate = useInvalidateEventData();
  return useMutation({
    mutationFn: (batchStartId?: number) =>
      sendJson('DELETE', apiPaths.events.batchUndo, undoResultSchema, { batchStartId }),
    onSettled: () => void invalidate(),
  });
}
