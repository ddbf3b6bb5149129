import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, ownUserId } from '#server/auth/guards.ts';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import {
  authorizationUrl,
  signState,
  verifyState,
} from '#server/features/calendar/google-calendar.ts';
import {
  addToGoogleCalendar,
  completeGoogleConnect,
  requireGoogle,
} from '#server/features/calendar/google.service.ts';
import { eventById } from '#server/lib/event-by-id.ts';
import { forbidden, notFound } from '#server/lib/errors.ts';
import type { SealedBox } from '#server/lib/sealed-box.ts';
import { googleAddEventResultSchema, googleAddEventSchema } from '#shared/schemas/calendar.ts';

export function registerGoogleCalendarRoutes(
  app: FastifyInstance,
  deps: { db: Db; box: SealedBox; config: Config },
) {
  const { db, box, config } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/calendar/google/connect', {
    schema: {
      tags: ['calendar'],
      querystring: z.object({ userId: z.string().max(64).optional() }),
      response: { 200: z.object({ authUrl: z.string() }) },
    },
    handler: async (request) => {
      const userId = ownUserId(request, request.query.userId);
      requireGoogle(config);
      return { authUrl: authorizationUrl(config, signState(config.sessionSecret, userId)) };
    },
  });

  // Google sends the popup back here; the page only has to tell the user to close it.
  r.get('/api/calendar/google/callback', {
    schema: {
      hide: true,
      querystring: z.object({
        code: z.string().max(2000).optional(),
        state: z.string().max(500),
        error: z.string().max(200).optional(),
      }),
    },
    handler: async (request, reply) => {
      requireGoogle(config);
      const userId = verifyState(config.sessionSecret, request.query.state);
      if (!userId || userId !== currentUser(request).id)
        throw forbidden('This connection link is not yours or has expired');
      const ok = !request.query.error && request.query.code;
      if (ok) await completeGoogleConnect(db, box, config, userId, request.query.code!);
      const message = ok
        ? 'Google Calendar connected. You can close this window.'
        : 'Google Calendar was not connected. You can close this window.';
      return reply
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html lang="en"><meta charset="utf-8"><title>SwipeNYC</title><body><p>${message}</p></body></html>`,
        );
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
      const input = request.body.event;
      const stored = input.eventId ? await eventById(db, input.eventId) : undefined;
      if (input.eventId && !stored) throw notFound('Event not found');
      const result = await addToGoogleCalendar(db, box, config, userId, stored ?? input);
      return { success: true as const, htmlLink: result.htmlLink };
    },
  });
}
