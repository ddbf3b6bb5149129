import { useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client.ts';
import { apiPaths } from '#client/lib/api-paths.ts';
import { eventDetailsSchema } from '#shared/schemas/event-details.ts';
import { eventPageKeys } from './event-page-keys.ts';

export function useEventDetails(eventId: number) {
  return useQuery({
    queryKey: eventPageKeys.details(eventId),
    queryFn: () => getJson(apiPaths.events.details(eventId), eventDetailsSchema),
    // Reopened pages show the cached answer at once and refresh behind it.
    refetchOnMount: 'always',
  });
}
