import type { CalendarSettingsRow } from '#server/db/schema/calendar-settings.ts';
import { DEFAULT_CALENDAR_SETTINGS } from '#shared/calendar-defaults.ts';
import type { CalendarSettings } from '#shared/schemas/calendar.ts';

export function presentSettings(
  row: CalendarSettingsRow | undefined,
  googleAvailable: boolean,
): CalendarSettings {
  if (!row) return { ...DEFAULT_CALENDAR_SETTINGS, googleCalendarAvailable: googleAvailable };
  return {
    googleCalendarConnected: row.googleConnected,
    appleCalendarPreference: row.applePreference,
    autoAddToCalendar: row.autoAdd,
    googleCalendarAvailable: googleAvailable,
  };
}
