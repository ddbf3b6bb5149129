import { DEFAULT_CALENDAR_SETTINGS } from '#shared/calendar-defaults.ts';
import { apiPaths } from '#client/lib/api-paths.ts';
import {
  calendarSettingsSchema,
  type ApplePreference,
  type CalendarSettings,
} from '#shared/schemas/calendar.ts';
import { calendarSettingsQueryKey } from './get-calendar-settings.ts';
import { useSettingsPatch } from './use-settings-patch.ts';

/** The profile changes one field per request; connecting happens only through Google. */
type CalendarSettingsChange =
  | { appleCalendarPreference: ApplePreference }
  | { autoAddToCalendar: boolean }
  | { googleCalendarConnected: false };

export function useUpdateCalendarSettings() {
  return useSettingsPatch<CalendarSettings, CalendarSettingsChange>({
    queryKey: calendarSettingsQueryKey,
    url: apiPaths.me.calendarSettings,
    schema: calendarSettingsSchema,
    fallback: DEFAULT_CALENDAR_SETTINGS,
  });
}
