import { useMutation } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-client.ts';
import type { UpdateEventInput } from '#shared/schemas/event-input.ts';
import type { Event } from '#shared/schemas/events.ts';
import { useInvalidateEventData } from './invalidate-event-data.ts';

export function useUpdateEvent() {
  const invalidate = useInvalidateEventData();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: UpdateEventInput }) =>
      sendJson<Event>('PUT', `/api/events/${id}`, changes),
    onSuccess: () => void invalidate(),
  });
}
