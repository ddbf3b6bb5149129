import { getJson, rethrowShapeErrorInDevelopment, sendJson } from '#client/lib/api-client.ts';
import { apiPaths } from '#client/lib/api-paths.ts';
import { DEFAULT_CALENDAR_SETTINGS } from '#shared/calendar-defaults.ts';
import type { CalendarSettings } from '#shared/schemas/calendar.ts';
import type { Event } from '#shared/schemas/events.ts';
import { downloadEventIcs } from './download-ics.ts';

/** Loaded beside the request: this module is on the deck's first download (see AnswerSchema). */
const schemas = () => import('#shared/schemas/calendar.ts');

export async function getCalendarSettings(): Promise<CalendarSettings> {
  try {
    return await getJson(apiPaths.me.calendarSettings, () =>
      schemas().then((m) => m.calendarSettingsSchema),
    );
  } catch (err) {
    rethrowShapeErrorInDevelopment(err);
    // Settings that cannot be read count as the defaults (docs/product.md#calendar).
    return DEFAULT_CALENDAR_SETTINGS;
  }
}

function addToGoogleCalendar(event: Event) {
  return sendJson(
    'POST',
    apiPaths.calendar.googleAddEvent,
    () => schemas().then((m) => m.googleAddEventResultSchema),
    {
      event: {
        eventId: event.id,
        title: event.title,
        date: event.date,
        time: event.time,
        venue: event.venue,
        description: event.description,
        category: event.category,
        isMovie: event.isMovie,
        allDay: event.allDay,
        startDate: event.startDate,
        endDate: event.endDate,
      },
    },
  );
}

/**
 * Auto-add after a like (docs/product.md#calendar): only with auto-add on; Google first when
 * connected, then an .ics download when the Apple preference is "auto". False means the user
 * should be asked.
 */
export async function autoAddToCalendar(event: Event, settings: CalendarSettings) {
  if (!settings.autoAddToCalendar) return false;
  if (settings.googleCalendarConnected) {
    try {
      await addToGoogleCalendar(event);
      return true;
    } catch {
      // Falls through to the Apple preference, then to the dialog.
    }
  }
  if (settings.appleCalendarPreference !== 'auto') return false;
  try {
    await downloadEventIcs(event);
    return true;
  } catch {
    return false;
  }
}
