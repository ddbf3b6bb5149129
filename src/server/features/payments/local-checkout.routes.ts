import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '#server/auth/guards.ts';
import type { Db } from '#server/db/client.ts';
import type { ApplyDeps } from '#server/features/payments/apply-payment-event.ts';
import {
  cancelLocalCheckout,
  completeLocalCheckout,
  ownedLocalCheckout,
} from '#server/features/payments/local-checkout.service.ts';
import {
  presentCheckoutStatus,
  presentLocalCheckout,
} from '#server/features/payments/payments.presenter.ts';
import {
  checkoutSessionParamsSchema,
  checkoutStatusSchema,
  localCheckoutSessionSchema,
} from '#shared/schemas/business.ts';

/** The built-in test checkout page's calls; each answers only the event's owner (else 404). */
export function registerLocalCheckoutRoutes(
  app: FastifyInstance,
  deps: { db: Db; publicUrl: string; applyDeps: (log: FastifyBaseLogger) => ApplyDeps },
) {
  const { db, publicUrl, applyDeps } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/payments/local/:sessionId', {
    config: { access: 'user' },
    schema: {
      tags: ['payments'],
      description: 'What the local test checkout page shows.',
      params: checkoutSessionParamsSchema,
      response: { 200: localCheckoutSessionSchema },
    },
    handler: async (request, reply) => {
      const checkout = await ownedLocalCheckout(
        db,
        currentUser(request).id,
        request.params.sessionId,
      );
      reply.header('cache-control', 'no-store');
      return presentLocalCheckout(checkout, publicUrl);
    },
  });

  r.post('/api/payments/local/:sessionId/complete', {
    config: { access: 'user', notForDemo: true },
    schema: {
      tags: ['payments'],
      description:
        'Pays a local test checkout through the same path as a Stripe webhook. 409 once it ' +
        'is paid or expired.',
      params: checkoutSessionParamsSchema,
      response: { 200: checkoutStatusSchema },
    },
    handler: async (request) => {
      const checkout = await completeLocalCheckout(
        applyDeps(request.log),
        currentUser(request).id,
        request.params.sessionId,
      );
      return presentCheckoutStatus(checkout);
    },
  });

  r.post('/api/payments/local/:sessionId/cancel', {
    config: { access: 'user' },
    schema: {
      tags: ['payments'],
      description: 'Abandons a local test checkout: it expires, and nothing is paid.',
      params: checkoutSessionParamsSchema,
      response: { 204: z.undefined().describe('Cancelled') },
    },
    handler: async (request, reply) => {
      await cancelLocalCheckout(
        applyDeps(request.log),
        currentUser(request).id,
        request.params.sessionId,
      );
      return reply.status(204).send();
    },
  });
}
