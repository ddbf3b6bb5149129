import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '#server/auth/guards.ts';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { calendarSource } from '#server/features/calendar/calendar-source.service.ts';
import { bodyEtag, isNotModified } from '#server/features/calendar/conditional-get.ts';
import { buildIcs } from '#server/features/calendar/ics.service.ts';
import { likedEvents } from '#server/features/calendar/liked-events.service.ts';
import { feedToken, userIdForFeedToken } from '#server/features/calendar/settings.service.ts';
import { eventById } from '#server/events/event-by-id.ts';
import { notFound } from '#server/lib/errors.ts';
import type { SealedBox } from '#server/lib/sealed-box.ts';
import { attachmentDisposition, icsFileNames } from '#shared/calendar.ts';
import { calendarEventInputSchema, feedSchema } from '#shared/schemas/calendar.ts';
import { eventIdParamsSchema } from '#shared/schemas/events.ts';

const icsResponse = { 200: z.string().describe('text/calendar') };
const FEED_NAME = 'SwipeNYC — Loved events';
const FEED_REFRESH_SECONDS = 60 * 60;

// Calendar services fetch many users' feeds from a few shared addresses: each feed gets its own
// budget. Route params are already parsed when the limiter runs (onRequest).
const feedRateLimit = {
  max: 60,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) =>
    `feed:${(request.params as { token?: string }).token ?? ''}`,
};

function sendIcs(reply: FastifyReply, ics: string, title: string) {
  return reply
    .header('content-type', 'text/calendar; charset=utf-8')
    .header('content-disposition', attachmentDisposition(icsFileNames(title)))
    .header('cache-control', 'no-store')
    .send(ics);
}

export function registerCalendarRoutes(
  app: FastifyInstance,
  deps: { db: Db; box: SealedBox; config: Config },
) {
  const { db, box, config } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const host = new URL(config.publicUrl).hostname;

  const feedUrls = (token: string) => {
    const url = `${config.publicUrl}/api/calendar/feed/${token}.ics`;
    return { url, webcalUrl: url.replace(/^https?:/, 'webcal:') };
  };

  r.post('/api/calendar/ics/generate', {
    schema: { tags: ['calendar'], body: calendarEventInputSchema, response: icsResponse },
    handler: async (request, reply) => {
      const source = await calendarSource(db, request.body);
      return sendIcs(reply, buildIcs([source], { host }), source.title);
    },
  });

  r.get('/api/events/:eventId/calendar.ics', {
    schema: { tags: ['calendar'], params: eventIdParamsSchema, response: icsResponse },
    handler: async (request, reply) => {
      const event = await eventById(db, request.params.eventId);
      if (!event) throw notFound('Event not found');
      return sendIcs(reply, buildIcs([event], { host }), event.title);
    },
  });

  r.get('/api/calendar/feed', {
    schema: {
      tags: ['calendar'],
      description: "The signed-in person's calendar feed addresses, made on first ask.",
      response: { 200: feedSchema },
    },
    handler: async (request) => feedUrls(await feedToken(db, box, currentUser(request).id)),
  });

  r.post('/api/calendar/feed/regenerate', {
    schema: {
      tags: ['calendar'],
      description: 'A new feed address; the old one stops answering at once.',
      response: { 200: feedSchema },
    },
    handler: async (request) => feedUrls(await feedToken(db, box, currentUser(request).id, true)),
  });

  // Calendar apps cannot sign in: the unguessable token in the path is the credential.
  r.get('/api/calendar/feed/:token.ics', {
    config: { access: 'public', rateLimit: feedRateLimit },
    schema: {
      tags: ['calendar'],
      params: z.object({ token: z.string().regex(/^[\w-]{43}$/, 'Unknown feed') }),
      response: { ...icsResponse, 304: z.undefined().describe('The copy is current') },
    },
    handler: async (request, reply) => {
      const userId = await userIdForFeedToken(db, request.params.token);
      if (!userId) throw notFound('Unknown feed');
      const liked = await likedEvents(db, userId);
      const ics = buildIcs(liked.events, {
        host,
        name: FEED_NAME,
        refreshSeconds: FEED_REFRESH_SECONDS,
      });
      const etag = bodyEtag(ics);
      const now = new Date();
      // Never later than the response itself, whatever the database clock says.
      const lastModified = liked.lastChange && liked.lastChange < now ? liked.lastChange : now;
      reply
        .header('etag', etag)
        .header('last-modified', lastModified.toUTCString())
        .header('cache-control', 'private, max-age=900');
      if (isNotModified(request, etag)) return reply.status(304).send();
      return reply.header('content-type', 'text/calendar; charset=utf-8').send(ics);
    },
  });
}
