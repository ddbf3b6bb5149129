import { useMutation } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-client.ts';
import type { CreateEventInput } from '#shared/schemas/event-input.ts';
import type { Event } from '#shared/schemas/events.ts';
import { useInvalidateEventData } from './invalidate-event-data.ts';

/** The form's own text goes up; the server fills the defaults (TBD, Free, other). */
export function useCreateEvent() {
  const invalidate = useInvalidateEventData();
  return useMutation({
    mutationFn: (input: CreateEventInput) => sendJson<Event>('POST', '/api/events', input),
    onSuccess: () => void invalidate(),
  });
}
