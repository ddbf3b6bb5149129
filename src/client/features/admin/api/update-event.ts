import { useMutation } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-client.ts';
import { apiPaths } from '#client/lib/api-paths.ts';
import type { UpdateEventInput } from '#shared/schemas/event-input.ts';
import { eventSchema } from '#shared/schemas/events.ts';
import { useInvalidateEventData } from './invalidate-event-data.ts';

export function useUpdateEvent() {
  const invalidate = useInvalidateEventData();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: UpdateEventInput }) =>
      sendJson('PUT', apiPaths.events.one(id), eventSchema, changes),
    onSuccess: () => void invalidate(),
  });
}
