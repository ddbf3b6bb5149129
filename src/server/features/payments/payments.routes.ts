import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '#server/auth/guards.ts';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import type { ApplyDeps, PublishOnPayment } from '#server/features/payments/apply-payment-event.ts';
import { ownedCheckout, startCheckout } from '#server/features/payments/checkout.service.ts';
import { registerLocalCheckoutRoutes } from '#server/features/payments/local-checkout.routes.ts';
import { localProvider } from '#server/features/payments/local-provider.ts';
import { presentCheckoutStatus } from '#server/features/payments/payments.presenter.ts';
import { stripeProvider } from '#server/features/payments/stripe-provider.ts';
import { registerStripeWebhook } from '#server/features/payments/webhook.routes.ts';
import {
  checkoutRequestSchema,
  checkoutResponseSchema,
  checkoutSessionParamsSchema,
  checkoutStatusSchema,
} from '#shared/schemas/business.ts';

export interface PaymentDeps {
  db: Db;
  config: Config;
  /** Publishes a paid event straight away when BUSINESS_AUTO_PUBLISH is on. */
  publish: PublishOnPayment;
}

/** Each checkout may call the provider; a few a minute per user is plenty. */
const checkoutRateLimit = {
  max: 20,
  timeWindow: '1 minute',
  keyGenerator: (request: { sessionUser: { id: string } | null; ip: string }) =>
    request.sessionUser?.id ?? request.ip,
};

/**
 * Checkout for the $5 fee, the provider's webhook and the built-in local provider. Stripe when
 * its keys are set (then the local routes do not exist), else the local provider (then the
 * webhook does not exist).
 */
export async function registerPaymentRoutes(app: FastifyInstance, deps: PaymentDeps) {
  const { db, config } = deps;
  const stripe = config.stripe ? stripeProvider(config.stripe) : null;
  const provider = stripe ?? localProvider(config.publicUrl);
  const applyDeps = (log: FastifyBaseLogger): ApplyDeps => ({
    db,
    log,
    publish: config.businessAutoPublish ? deps.publish : null,
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/business/checkout', {
    config: { access: 'user', notForDemo: true, rateLimit: checkoutRateLimit },
    schema: {
      tags: ['business'],
      description:
        "A checkout URL for the $5 fee of one of the caller's unpaid events; an open checkout " +
        'of that event is offered again. 403 without a business account or for an event that ' +
        'is not theirs, 409 once paid, 502 when the payment provider fails.',
      body: checkoutRequestSchema,
      response: { 200: checkoutResponseSchema },
    },
    handler: async (request) =>
      startCheckout(db, provider, {
        userId: currentUser(request).id,
        businessEventId: request.body.eventId,
        publicUrl: config.publicUrl,
        log: request.log,
      }),
  });

  r.get('/api/business/checkout/:sessionId', {
    config: { access: 'user' },
    schema: {
      tags: ['business'],
      description:
        "A checkout's outcome from our own records, for the dashboard on the return from " +
        'checkout. Only the webhook (or the local page) marks anything paid.',
      params: checkoutSessionParamsSchema,
      response: { 200: checkoutStatusSchema },
    },
    handler: async (request, reply) => {
      const checkout = await ownedCheckout(db, currentUser(request).id, request.params.sessionId);
      reply.header('cache-control', 'no-store');
      return presentCheckoutStatus(checkout);
    },
  });

  if (stripe) await registerStripeWebhook(app, stripe, applyDeps);
  else registerLocalCheckoutRoutes(app, { db, publicUrl: config.publicUrl, applyDeps });
}
