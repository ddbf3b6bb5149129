import type { ApplePreference, CalendarSettings } from '#shared/schemas/calendar.ts';

/** The profile saves one field per request (SPEC §7); connecting happens only through Google. */
export type CalendarSettingsChange =
  | { appleCalendarPreference: ApplePreference }
  | { autoAddToCalendar: boolean }
  | { googleCalendarConnected: false };

export function applyChange(
  settings: CalendarSettings,
  change: CalendarSettingsChange,
): CalendarSettings {
  return { ...settings, ...change };
}

/**
 * Undoes a failed change: its field goes back to the value before it, unless a later change has
 * moved that field on since, which then stands.
 */
export function revertChange(
  current: CalendarSettings,
  change: CalendarSettingsChange,
  before: CalendarSettings,
): CalendarSettings {
  const reverted = { ...current };
  for (const key of Object.keys(change) as (keyof CalendarSettingsChange)[]) {
    if (current[key] === change[key]) Object.assign(reverted, { [key]: before[key] });
  }
  return reverted;
}
