import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, ownUserId } from '#server/auth/guards.ts';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { calendarSource } from '#server/features/calendar/calendar-source.service.ts';
import { authorizationUrl, signState } from '#server/features/calendar/google-calendar.ts';
import { connectPopupPage } from '#server/features/calendar/google.presenter.ts';
import {
  addToGoogleCalendar,
  completeGoogleConnect,
  requireGoogle,
} from '#server/features/calendar/google.service.ts';
import type { SealedBox } from '#server/lib/sealed-box.ts';
import {
  googleAddEventResultSchema,
  googleAddEventSchema,
  googleConnectSchema,
} from '#shared/schemas/calendar.ts';
import { plainText } from '#shared/schemas/text.ts';

export function registerGoogleCalendarRoutes(
  app: FastifyInstance,
  deps: { db: Db; box: SealedBox; config: Config },
) {
  const { db, box, config } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/calendar/google/connect', {
    schema: {
      tags: ['calendar'],
      querystring: z.object({ userId: plainText().max(64).optional() }),
      response: { 200: googleConnectSchema },
    },
    handler: async (request) => {
      const userId = ownUserId(request, request.query.userId);
      requireGoogle(config);
      return { authUrl: authorizationUrl(config, signState(config.sessionSecret, userId)) };
    },
  });

  // Google sends the popup back here: whatever happened, the user reads a sentence, not JSON.
  r.get('/api/calendar/google/callback', {
    schema: {
      hide: true,
      // A malformed value is treated as missing, so it too gets the page rather than a 400 body.
      querystring: z.object({
        code: plainText().max(2000).optional().catch(undefined),
        state: plainText().max(500).optional().catch(undefined),
        error: plainText().max(200).optional().catch(undefined),
      }),
    },
    handler: async (request, reply) => {
      const userId = currentUser(request).id;
      const outcome = await completeGoogleConnect(db, box, config, userId, request.query);
      return reply
        .status(outcome.status)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(connectPopupPage(outcome.message));
    },
  });

  r.post('/api/calendar/google/add-event', {
    schema: {
      tags: ['calendar'],
      body: googleAddEventSchema,
      response: { 200: googleAddEventResultSchema },
    },
    handler: async (request) => {
      const userId = ownUserId(request, request.body.userId);
      const source = await calendarSource(db, request.body.event);
      const result = await addToGoogleCalendar(db, box, config, userId, source);
      return { success: true as const, htmlLink: result.htmlLink };
    },
  });
}
