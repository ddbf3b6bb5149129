import { useQuery } from '@tanstack/react-query';
import { calendarSettingsSchema, type CalendarSettings } from '#shared/schemas/calendar.ts';
import { getJson } from '#client/lib/api-client.ts';
import { apiPaths } from '#client/lib/api-paths.ts';

export const calendarSettingsQueryKey = ['calendar', 'settings'] as const;

export function fetchCalendarSettings(): Promise<CalendarSettings> {
  return getJson(apiPaths.me.calendarSettings, calendarSettingsSchema);
}

export function useCalendarSettings() {
  return useQuery({
    queryKey: calendarSettingsQueryKey,
    queryFn: fetchCalendarSettings,
    // The calendar dialog on Discover can change these too, so opening the tab checks again.
    refetchOnMount: 'always',
  });
}
