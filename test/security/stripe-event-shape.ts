import { z } from 'zod';

const loose = <T extends z.ZodType>(schema: T) =>
  z.union([schema, z.string(), z.number(), z.null()]);

/**
 * What a correctly signed webhook body may hold: Stripe's Checkout event, its fields loosened to
 * any type, so the fuzzer tests what the server does with a payload it cannot refuse by signature.
 */
export const stripeEventShape = z.object({
  id: loose(z.string().regex(/^evt_\w{8,12}$/)),
  object: z.literal('event'),
  type: z.enum([
    'checkout.session.completed',
    'checkout.session.async_payment_succeeded',
    'checkout.session.expired',
    'charge.refunded',
  ]),
  data: z.object({
    object: z.object({
      id: loose(z.string().regex(/^cs_\w{8,12}$/)),
      object: z.literal('checkout.session'),
      payment_status: loose(z.enum(['paid', 'unpaid'])),
      payment_intent: loose(z.string().regex(/^pi_\w{8}$/)),
      amount_total: loose(z.number().int()),
      currency: loose(z.enum(['usd', 'USD', 'eur'])),
      expires_at: loose(z.number().int()),
      metadata: loose(z.object({ businessEventId: loose(z.string()) })),
      client_reference_id: loose(z.string()),
    }),
  }),
});
