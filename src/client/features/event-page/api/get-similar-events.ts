import { useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client.ts';
import { apiPaths } from '#client/lib/api-paths.ts';
import { similarEventsSchema } from '#shared/schemas/event-details.ts';
import { eventPageKeys } from './event-page-keys.ts';

export function useSimilarEvents(eventId: number) {
  return useQuery({
    queryKey: eventPageKeys.similar(eventId),
    queryFn: () => getJson(apiPaths.events.similar(eventId), similarEventsSchema),
  });
}
