import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '#server/auth/guards.ts';
import type { Db } from '#server/db/client.ts';
import { findBusinessEventRecord } from '#server/features/business/business-events.service.ts';
import {
  presentBusinessEvent,
  presentReviewItem,
} from '#server/features/business/business.presenter.ts';
import {
  publishReviewed,
  rejectReviewed,
  reviewQueue,
} from '#server/features/business/review.service.ts';
import { notFound } from '#server/lib/errors.ts';
import {
  businessEventIdParamsSchema,
  businessEventSchema,
  businessReviewItemSchema,
  rejectBusinessEventSchema,
} from '#shared/schemas/business.ts';

const admin = { access: 'admin' } as const;

/** The admin's review of paid business events: publish or reject with a reason. */
export function registerBusinessReviewRoutes(app: FastifyInstance, db: Db) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The submission as its owner now sees it. */
  async function reviewed(businessEventId: number) {
    const record = await findBusinessEventRecord(db, businessEventId);
    if (!record) throw notFound('Business event not found');
    return presentBusinessEvent(record);
  }

  r.get('/api/admin/business-events', {
    config: admin,
    schema: {
      tags: ['admin'],
      description: 'Paid business events awaiting review, oldest payment first (at most 200).',
      response: { 200: z.array(businessReviewItemSchema) },
    },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return (await reviewQueue(db)).map(presentReviewItem);
    },
  });

  r.post('/api/admin/business-events/:businessEventId/publish', {
    config: admin,
    schema: {
      tags: ['admin'],
      description:
        'Puts the event on the deck as an ordinary event. 409 unless it is awaiting review.',
      params: businessEventIdParamsSchema,
      response: { 200: businessEventSchema },
    },
    handler: async (request) => {
      const { businessEventId } = request.params;
      await publishReviewed(db, businessEventId, currentUser(request));
      return reviewed(businessEventId);
    },
  });

  r.post('/api/admin/business-events/:businessEventId/reject', {
    config: admin,
    schema: {
      tags: ['admin'],
      description:
        'Rejects the event with a reason its business sees. 409 unless it is awaiting review.',
      params: businessEventIdParamsSchema,
      body: rejectBusinessEventSchema,
      response: { 200: businessEventSchema },
    },
    handler: async (request) => {
      const { businessEventId } = request.params;
      await rejectReviewed(db, businessEventId, currentUser(request), request.body.reason);
      return reviewed(businessEventId);
    },
  });
}
