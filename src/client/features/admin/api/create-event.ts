import { useMutation } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-client.ts';
import { apiPaths } from '#client/lib/api-paths.ts';
import type { CreateEventInput } from '#shared/schemas/event-input.ts';
import { eventSchema } from '#shared/schemas/events.ts';
import { useInvalidateEventData } from './invalidate-event-data.ts';

/** The form's own text goes up; the server fills the defaults (TBD, Free, other). */
export function useCreateEvent() {
  const invalidate = useInvalidateEventData();
  return useMutation({
    mutationFn: (input: CreateEventInput) =>
      sendJson('POST', apiPaths.events.list, eventSchema, input),
    onSuccess: () => void invalidate(),
  });
}
