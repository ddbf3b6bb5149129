import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '#server/auth/guards.ts';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { buildIcs } from '#server/features/calendar/ics.service.ts';
import { likedEvents } from '#server/features/calendar/liked-events.service.ts';
import { feedToken, userIdForFeedToken } from '#server/features/calendar/settings.service.ts';
import { eventById } from '#server/lib/event-by-id.ts';
import { notFound } from '#server/lib/errors.ts';
import type { SealedBox } from '#server/lib/sealed-box.ts';
import { icsFileName, type CalendarSource } from '#shared/calendar.ts';
import { calendarEventInputSchema, feedSchema } from '#shared/schemas/calendar.ts';
import { eventIdParamsSchema } from '#shared/schemas/events.ts';

const icsResponse = { 200: z.string().describe('text/calendar') };

function sendIcs(reply: FastifyReply, ics: string, fileName: string) {
  return reply
    .header('content-type', 'text/calendar; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(ics);
}

export function registerCalendarRoutes(
  app: FastifyInstance,
  deps: { db: Db; box: SealedBox; config: Config },
) {
  const { db, box, config } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  const feedUrls = (token: string) => {
    const url = `${config.publicUrl}/api/calendar/feed/${token}.ics`;
    return { url, webcalUrl: url.replace(/^https?:/, 'webcal:') };
  };

  r.post('/api/calendar/ics/generate', {
    schema: { tags: ['calendar'], body: calendarEventInputSchema, response: icsResponse },
    handler: async (request, reply) => {
      const source: CalendarSource = { ...request.body, id: request.body.eventId };
      return sendIcs(reply, buildIcs([source]), icsFileName(source.title));
    },
  });

  r.get('/api/events/:eventId/calendar.ics', {
    schema: { tags: ['calendar'], params: eventIdParamsSchema, response: icsResponse },
    handler: async (request, reply) => {
      const event = await eventById(db, request.params.eventId);
      if (!event) throw notFound('Event not found');
      return sendIcs(reply, buildIcs([event]), icsFileName(event.title));
    },
  });

  r.get('/api/calendar/feed', {
    schema: { tags: ['calendar'], response: { 200: feedSchema } },
    handler: async (request) => feedUrls(await feedToken(db, box, currentUser(request).id)),
  });

  r.post('/api/calendar/feed/regenerate', {
    schema: { tags: ['calendar'], response: { 200: feedSchema } },
    handler: async (request) => feedUrls(await feedToken(db, box, currentUser(request).id, true)),
  });

  // Calendar apps cannot sign in: the unguessable token in the path is the credential.
  r.get('/api/calendar/feed/:token.ics', {
    config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
    schema: {
      tags: ['calendar'],
      params: z.object({ token: z.string().regex(/^[\w-]{43}$/, 'Unknown feed') }),
      response: icsResponse,
    },
    handler: async (request, reply) => {
      const userId = await userIdForFeedToken(db, request.params.token);
      if (!userId) throw notFound('Unknown feed');
      const ics = buildIcs(await likedEvents(db, userId), 'SwipeNYC — Loved events');
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=900')
        .send(ics);
    },
  });
}
