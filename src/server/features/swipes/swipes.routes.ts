import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, ownUserId } from '#server/auth/guards.ts';
import type { Db } from '#server/db/client.ts';
import { listSwipes, recordSwipe, removeSwipe } from '#server/features/swipes/swipes.service.ts';
import { presentSwipe } from '#server/features/swipes/swipe.presenter.ts';
import { eventIdParamsSchema } from '#shared/schemas/events.ts';
import {
  actionParamsSchema,
  swipeSchema,
  undoResultSchema,
  userEventListQuerySchema,
  userEventSchema,
  type SwipeAction,
  type UserEventOrder,
} from '#shared/schemas/user-events.ts';

const listSchema = { 200: z.array(userEventSchema) };

export function registerSwipeRoutes(app: FastifyInstance, db: Db) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  async function list(
    userId: string,
    query: { page: number; pageSize: number; order: UserEventOrder },
    reply: FastifyReply,
    action?: SwipeAction,
  ) {
    const { rows, total } = await listSwipes(db, { userId, action, ...query });
    reply.header('x-total-count', String(total));
    reply.header('cache-control', 'no-store');
    return rows.map(presentSwipe);
  }

  r.post('/api/user-events', {
    schema: {
      tags: ['swipes'],
      body: swipeSchema,
      response: { 200: userEventSchema, 201: userEventSchema },
    },
    handler: async (request, reply) => {
      const { eventId, action, userId } = request.body;
      const saved = await recordSwipe(db, ownUserId(request, userId), eventId, action);
      return reply.status(saved.created ? 201 : 200).send(presentSwipe(saved));
    },
  });

  r.delete('/api/user-events/:eventId', {
    schema: { tags: ['swipes'], params: eventIdParamsSchema, response: { 200: undoResultSchema } },
    handler: async (request) => {
      const removed = await removeSwipe(db, currentUser(request).id, request.params.eventId);
      return { eventId: removed.eventId, action: removed.action };
    },
  });

  r.get('/api/user-events', {
    schema: {
      tags: ['swipes'],
      description: 'Every swipe of the signed-in person, newest first, a page at a time.',
      querystring: userEventListQuerySchema,
      response: listSchema,
    },
    handler: async (request, reply) => list(currentUser(request).id, request.query, reply),
  });

  r.get('/api/user-events/liked', {
    schema: {
      tags: ['swipes'],
      description: 'The events the signed-in person loved, newest first, a page at a time.',
      querystring: userEventListQuerySchema,
      response: listSchema,
    },
    handler: async (request, reply) => list(currentUser(request).id, request.query, reply, 'liked'),
  });

  r.get('/api/user-events/by-action/:action', {
    schema: {
      tags: ['swipes'],
      params: actionParamsSchema,
      querystring: userEventListQuerySchema,
      response: listSchema,
    },
    handler: async (request, reply) =>
      list(currentUser(request).id, request.query, reply, request.params.action),
  });
}
