import { useQuery } from '@tanstack/react-query';
import type { CalendarSettings } from '#shared/schemas/calendar.ts';
import { getJson } from '#client/lib/api-client.ts';

export const calendarSettingsQueryKey = ['calendar', 'settings'] as const;
export const CALENDAR_SETTINGS_URL = '/api/users/me/calendar-settings';

export function fetchCalendarSettings(): Promise<CalendarSettings> {
  return getJson<CalendarSettings>(CALENDAR_SETTINGS_URL);
}

export function useCalendarSettings() {
  return useQuery({
    queryKey: calendarSettingsQueryKey,
    queryFn: fetchCalendarSettings,
    // The calendar dialog on Discover can change these too, so opening the tab checks again.
    refetchOnMount: 'always',
  });
}
