import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applyPaymentEvent,
  type ApplyDeps,
} from '#server/features/payments/apply-payment-event.ts';
import {
  MalformedPaymentEvent,
  type StripeProvider,
} from '#server/features/payments/stripe-provider.ts';
import { HttpError } from '#server/lib/errors.ts';

/** Stripe's Checkout events are a few KB; anything near this is not from Stripe. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * POST /api/payments/webhook. The signature covers the exact bytes Stripe sent, so this route
 * lives in its own plugin whose JSON parser keeps the raw body. Stripe calls server to server
 * without Origin or Sec-Fetch-Site, which the origin check lets through.
 */
export async function registerStripeWebhook(
  app: FastifyInstance,
  stripe: StripeProvider,
  applyDeps: (log: FastifyBaseLogger) => ApplyDeps,
) {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post('/api/payments/webhook', {
      config: { access: 'public' },
      schema: {
        tags: ['payments'],
        description:
          "Stripe's webhook, verified by its signature. Replays and events we do not act on " +
          'are acknowledged and change nothing.',
        response: { 200: z.object({ received: z.literal(true) }) },
      },
      handler: async (request) => {
        const body = request.body;
        const signature = request.headers['stripe-signature'];
        let event;
        try {
          if (!Buffer.isBuffer(body) && typeof body !== 'string') throw new Error('no body');
          event = stripe.parseWebhook(body, typeof signature === 'string' ? signature : undefined);
        } catch (err) {
          if (err instanceof MalformedPaymentEvent) {
            throw new HttpError(400, 'Malformed event', 'INVALID_EVENT');
          }
          throw new HttpError(400, 'Invalid signature', 'INVALID_SIGNATURE');
        }
        await applyPaymentEvent(applyDeps(request.log), event);
        return { received: true as const };
      },
    });
  });
}
