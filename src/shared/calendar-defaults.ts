import type { CalendarSettings } from '#shared/schemas/calendar.ts';

/**
 * A user who never saved settings, or whose settings cannot be read, is "not connected, manual,
 * off" (docs/product.md#calendar). Apart from the zod schemas so the deck can use it without
 * loading zod.
 */
export const DEFAULT_CALENDAR_SETTINGS: CalendarSettings = {
  googleCalendarConnected: false,
  appleCalendarPreference: 'manual',
  autoAddToCalendar: false,
  googleCalendarAvailable: false,
};
