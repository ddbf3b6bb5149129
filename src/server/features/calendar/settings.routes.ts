import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ownUserId } from '#server/auth/guards.ts';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { presentSettings } from '#server/features/calendar/settings.presenter.ts';
import {
  disconnectGoogle,
  readSettings,
  updateSettings,
} from '#server/features/calendar/settings.service.ts';
import {
  calendarSettingsPatchSchema,
  calendarSettingsSchema,
  userIdParamsSchema,
} from '#shared/schemas/calendar.ts';

export function registerCalendarSettingsRoutes(
  app: FastifyInstance,
  deps: { db: Db; config: Config },
) {
  const { db, config } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const present = async (userId: string) =>
    presentSettings(await readSettings(db, userId), Boolean(config.google));

  r.get('/api/users/:id/calendar-settings', {
    schema: {
      tags: ['calendar'],
      params: userIdParamsSchema,
      response: { 200: calendarSettingsSchema },
    },
    handler: async (request) => present(ownUserId(request, request.params.id)),
  });

  r.patch('/api/users/:id/calendar-settings', {
    config: { notForDemo: true },
    schema: {
      tags: ['calendar'],
      params: userIdParamsSchema,
      body: calendarSettingsPatchSchema,
      response: { 200: calendarSettingsSchema },
    },
    handler: async (request) => {
      const userId = ownUserId(request, request.params.id);
      const { googleCalendarConnected, appleCalendarPreference, autoAddToCalendar } = request.body;
      if (googleCalendarConnected === false) await disconnectGoogle(db, userId);
      if (appleCalendarPreference !== undefined || autoAddToCalendar !== undefined) {
        await updateSettings(db, userId, {
          applePreference: appleCalendarPreference,
          autoAdd: autoAddToCalendar,
        });
      }
      return present(userId);
    },
  });
}
