import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import Stripe from 'stripe';

export const TEST_STRIPE_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_test',
} as const;

export interface StripeCall {
  form: URLSearchParams;
  idempotencyKey: string | null;
  authorization: string | null;
}

/**
 * Stripe's Checkout Session endpoint on the wire: records what we send, answers like Stripe
 * (the same idempotency key gives back the same session), or fails with `failWith`.
 */
export function fakeStripe() {
  const calls: StripeCall[] = [];
  const byKey = new Map<string, object>();
  const state = { failWith: 0 };
  const server = setupServer(
    http.post('https://api.stripe.com/v1/checkout/sessions', async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      const idempotencyKey = request.headers.get('idempotency-key');
      calls.push({ form, idempotencyKey, authorization: request.headers.get('authorization') });
      if (state.failWith) {
        return HttpResponse.json(
          { error: { type: 'api_error', message: 'Internal ledger shard 7 unavailable' } },
          { status: state.failWith },
        );
      }
      const replay = idempotencyKey ? byKey.get(idempotencyKey) : undefined;
      if (replay) return HttpResponse.json(replay);
      const id = `cs_test_${calls.length}${Math.random().toString(36).slice(2, 10)}`;
      const session = {
        id,
        object: 'checkout.session',
        mode: 'payment',
        status: 'open',
        payment_status: 'unpaid',
        url: `https://checkout.stripe.com/c/pay/${id}`,
        expires_at: Number(form.get('expires_at')),
        amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
        currency: form.get('line_items[0][price_data][currency]'),
        metadata: { businessEventId: form.get('metadata[businessEventId]') },
        client_reference_id: form.get('client_reference_id'),
      };
      if (idempotencyKey) byKey.set(idempotencyKey, session);
      return HttpResponse.json(session);
    }),
  );
  return {
    calls,
    state,
    listen: () =>
      server.listen({
        // Only Stripe is faked; anything else unhandled that is not Stripe passes through.
        onUnhandledRequest: (request, print) => {
          if (new URL(request.url).hostname === 'api.stripe.com') print.error();
        },
      }),
    reset: () => {
      calls.length = 0;
      byKey.clear();
      state.failWith = 0;
    },
    close: () => server.close(),
  };
}

/** A Checkout Session as Stripe puts it in an event, with any field overridden. */
export function checkoutSessionObject(overrides: {
  id: string;
  businessEventId: number | null;
  [field: string]: unknown;
}) {
  const { businessEventId, ...rest } = overrides;
  return {
    object: 'checkout.session',
    mode: 'payment',
    status: 'complete',
    payment_status: 'paid',
    payment_intent: `pi_${overrides.id}`,
    amount_total: 500,
    currency: 'usd',
    url: null,
    expires_at: Math.floor(Date.now() / 1000) + 1800,
    metadata: businessEventId === null ? {} : { businessEventId: String(businessEventId) },
    client_reference_id: businessEventId === null ? null : String(businessEventId),
    ...rest,
  };
}

/** A webhook delivery signed with the test secret, ready for `app.inject`. */
export function signedWebhook(
  eventId: string,
  type: string,
  object: object,
  secret: string = TEST_STRIPE_ENV.STRIPE_WEBHOOK_SECRET,
) {
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  });
  return {
    method: 'POST' as const,
    url: '/api/payments/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
    payload,
  };
}
