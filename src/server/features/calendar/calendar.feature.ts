import type { Feature } from '#server/app-services.ts';
import { registerCalendarRoutes } from '#server/features/calendar/calendar.routes.ts';
import { registerGoogleCalendarRoutes } from '#server/features/calendar/google.routes.ts';
import { registerCalendarSettingsRoutes } from '#server/features/calendar/settings.routes.ts';
import { sealedBox } from '#server/lib/sealed-box.ts';

/** Calendar files and the feed, the calendar settings, and Google Calendar. */
export const calendarFeature: Feature = async (app, { db, config }) => {
  // Google's tokens are stored sealed with the session secret.
  const deps = { db, box: sealedBox(config.sessionSecret), config };
  registerCalendarRoutes(app, deps);
  registerCalendarSettingsRoutes(app, deps);
  registerGoogleCalendarRoutes(app, deps);
};
