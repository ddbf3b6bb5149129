import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { feedSchema } from '#shared/schemas/calendar.ts';
import { getJson } from '#client/lib/api-client.ts';
import { apiPaths } from '#client/lib/api-paths.ts';

export type CalendarFeed = z.infer<typeof feedSchema>;

export const calendarFeedQueryKey = ['calendar', 'feed'] as const;

/** The private subscription link; the server creates it on first read. */
export function useCalendarFeed() {
  return useQuery({
    queryKey: calendarFeedQueryKey,
    queryFn: () => getJson(apiPaths.calendar.feed, feedSchema),
  });
}
