import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '#server/auth/guards.ts';
import { eventPresenter } from '#server/events/event.presenter.ts';
import { hotListCache } from '#server/features/events/hot-list-cache.ts';
import { deckCards } from '#server/features/events/served-deck-page.ts';
import { unseenEvents } from '#server/features/events/unseen.service.ts';
import type { Db } from '#server/db/client.ts';
import { notFound } from '#server/lib/errors.ts';
import { eventById } from '#server/events/event-by-id.ts';
import { eventWithSwipe, similarEvents } from '#server/features/events/event-details.service.ts';
import { eventDetailsSchema, similarEventsSchema } from '#shared/schemas/event-details.ts';
import {
  deckCardSchema,
  eventIdParamsSchema,
  eventSchema,
  hotListSchema,
  hotQuerySchema,
  unseenQuerySchema,
} from '#shared/schemas/events.ts';

export function registerEventRoutes(app: FastifyInstance, db: Db, opts: { hotCacheMs: number }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const hotList = hotListCache(db, opts.hotCacheMs);

  r.get('/api/events/unseen', {
    config: { latency: 'deck' },
    schema: {
      tags: ['deck'],
      description:
        "The signed-in user's next unswiped events, ranked by what they love, each with the " +
        '`reason` it was dealt (docs/deck-ranking.md). Pages may be shorter than `limit` while ' +
        'the deck learns; pass the X-Next-Cursor response header back as `cursor` for more.',
      querystring: unseenQuerySchema,
      response: { 200: z.array(deckCardSchema) },
    },
    handler: async (request, reply) => {
      const { limit, categories, cursor } = request.query;
      const page = await unseenEvents(db, {
        userId: currentUser(request).id,
        limit,
        categories,
        cursor,
      });
      reply.header('cache-control', 'no-store');
      if (page.nextCursor) reply.header('x-next-cursor', page.nextCursor);
      return deckCards(page);
    },
  });

  r.get('/api/events/hot', {
    schema: {
      tags: ['deck'],
      querystring: hotQuerySchema,
      response: { 200: hotListSchema },
    },
    // The cached text was serialised through the same schema; a string is sent as it is.
    handler: async (request, reply) => {
      const json = await hotList(request.query.limit);
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(json);
    },
  });

  r.get('/api/events/:eventId', {
    schema: { tags: ['events'], params: eventIdParamsSchema, response: { 200: eventSchema } },
    handler: async (request) => {
      const event = await eventById(db, request.params.eventId);
      if (!event) throw notFound('Event not found');
      return eventPresenter.card(event);
    },
  });

  r.get('/api/events/:eventId/details', {
    schema: {
      tags: ['events'],
      description: "The event page: the event, where it came from and the caller's own swipe.",
      params: eventIdParamsSchema,
      response: { 200: eventDetailsSchema },
    },
    handler: async (request, reply) => {
      const row = await eventWithSwipe(db, currentUser(request).id, request.params.eventId);
      if (!row) throw notFound('Event not found');
      reply.header('cache-control', 'no-store');
      return { event: eventPresenter.card(row.event), origin: row.event.source, swipe: row.swipe };
    },
  });

  r.get('/api/events/:eventId/similar', {
    schema: {
      tags: ['events'],
      description: 'Upcoming events of the same category the caller has not swiped, soonest first.',
      params: eventIdParamsSchema,
      response: { 200: similarEventsSchema },
    },
    handler: async (request, reply) => {
      const rows = await similarEvents(db, currentUser(request).id, request.params.eventId);
      if (!rows) throw notFound('Event not found');
      reply.header('cache-control', 'no-store');
      return rows.map(eventPresenter.card);
    },
  });
}
