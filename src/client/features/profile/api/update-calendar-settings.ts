import { DEFAULT_CALENDAR_SETTINGS } from '#shared/calendar-defaults.ts';
import type { ApplePreference, CalendarSettings } from '#shared/schemas/calendar.ts';
import { CALENDAR_SETTINGS_URL, calendarSettingsQueryKey } from './get-calendar-settings.ts';
import { useSettingsPatch } from './use-settings-patch.ts';

/** The profile changes one field per request; connecting happens only through Google. */
type CalendarSettingsChange =
  | { appleCalendarPreference: ApplePreference }
  | { autoAddToCalendar: boolean }
  | { googleCalendarConnected: false };

export function useUpdateCalendarSettings() {
  return useSettingsPatch<CalendarSettings, CalendarSettingsChange>({
    queryKey: calendarSettingsQueryKey,
    url: CALENDAR_SETTINGS_URL,
    fallback: DEFAULT_CALENDAR_SETTINGS,
  });
}
