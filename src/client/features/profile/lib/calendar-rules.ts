import type { CalendarSettings } from '#shared/schemas/calendar.ts';

type AutoAddInputs = Pick<
  CalendarSettings,
  'googleCalendarConnected' | 'appleCalendarPreference' | 'autoAddToCalendar'
>;

/** Auto-add needs somewhere to add to, a connected Google calendar or Apple auto-download. */
export function canAutoAdd(settings: AutoAddInputs): boolean {
  return settings.googleCalendarConnected || settings.appleCalendarPreference === 'auto';
}

/** Auto-add left on after its last target went away: loving an event would add it nowhere. */
export function needsWarning(settings: AutoAddInputs): boolean {
  return settings.autoAddToCalendar && !canAutoAdd(settings);
}
