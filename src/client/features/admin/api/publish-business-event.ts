import { useMutation } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-client.ts';
import type { BusinessEvent } from '#shared/schemas/business.ts';
import { useInvalidateEventData } from './invalidate-event-data.ts';

/** The event goes live on the deck, so every event list is read again (the review list too). */
export function usePublishBusinessEvent() {
  const invalidate = useInvalidateEventData();
  return useMutation({
    mutationFn: (businessEventId: number) =>
      sendJson<BusinessEvent>('POST', `/api/admin/business-events/${businessEventId}/publish`),
    onSettled: () => void invalidate(),
  });
}
