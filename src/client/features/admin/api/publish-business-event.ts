import { useMutation } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-client.ts';
import { apiPaths } from '#client/lib/api-paths.ts';
import { businessEventSchema } from '#shared/schemas/business.ts';
import { useInvalidateEventData } from './invalidate-event-data.ts';

/** The event goes live on the deck, so every event list is read again (the review list too). */
export function usePublishBusinessEvent() {
  const invalidate = useInvalidateEventData();
  return useMutation({
    mutationFn: (businessEventId: number) =>
      sendJson('POST', apiPaths.admin.publishBusinessEvent(businessEventId), businessEventSchema),
    onSettled: () => void invalidate(),
  });
}
