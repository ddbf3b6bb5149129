import Stripe from 'stripe';
import { z } from 'zod';
import {
  CHECKOUT_LIFETIME_MS,
  PaymentProviderError,
  type PaymentEvent,
  type PaymentProvider,
} from '#server/features/payments/payment-provider.ts';
import { BUSINESS_EVENT_FEE_CENTS, BUSINESS_EVENT_FEE_CURRENCY } from '#shared/business.ts';
import { plainText } from '#shared/schemas/text.ts';

/** Stripe refuses an expiry under 30 minutes away; a minute more absorbs clock skew. */
const CLOCK_SKEW_MS = 60_000;

export interface StripeProvider extends PaymentProvider {
  /** Verifies the signature over the raw body; throws when it does not match. */
  parseWebhook(rawBody: Buffer | string, signature: string | undefined): PaymentEvent;
}

const positiveId = (value: unknown): number | null => {
  const n = typeof value === 'string' ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** A correctly signed body whose fields are not what Stripe sends; nothing is recorded. */
export class MalformedPaymentEvent extends Error {}

// The signature proves who sent an event, not that its fields fit our columns.
const stripeText = plainText().min(1).max(255);
const envelopeSchema = z.object({ id: stripeText, type: stripeText });
const checkoutSessionSchema = z.object({
  id: stripeText,
  payment_status: z.string().nullish(),
  payment_intent: z.union([stripeText, z.object({ id: stripeText })]).nullish(),
  amount_total: z.number().int().min(0).max(2_147_483_647).nullish(),
  currency: stripeText.nullish(),
  // Seconds, up to the end of year 9999.
  expires_at: z.number().int().min(0).max(253_402_300_799),
  metadata: z.record(z.string(), z.unknown()).nullish(),
  client_reference_id: z.string().nullish(),
});

function parsed<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new MalformedPaymentEvent('Malformed Stripe event');
  return result.data;
}

/** Maps the three Checkout events we act on; anything else is recorded and ignored. */
export function paymentEventFromStripe(event: Stripe.Event): PaymentEvent {
  parsed(envelopeSchema, event);
  const base = { provider: 'stripe' as const, eventId: event.id, type: event.type };
  if (
    event.type !== 'checkout.session.completed' &&
    event.type !== 'checkout.session.async_payment_succeeded' &&
    event.type !== 'checkout.session.expired'
  ) {
    return {
      ...base,
      kind: 'ignored',
      sessionId: null,
      businessEventId: null,
      providerRef: null,
      amountCents: 0,
      currency: '',
      expiresAt: null,
    };
  }
  const session = parsed(checkoutSessionSchema, event.data?.object);
  const paymentIntent =
    typeof session.payment_intent === 'string'
      ? session.payment_intent
      : session.payment_intent?.id;
  // A completed checkout paid by a delayed method (bank debit) is still 'unpaid'; its
  // async_payment_succeeded event follows when the money arrives.
  const kind =
    event.type === 'checkout.session.expired'
      ? 'expired'
      : event.type === 'checkout.session.async_payment_succeeded' ||
          session.payment_status === 'paid'
        ? 'paid'
        : 'ignored';
  return {
    ...base,
    kind,
    sessionId: session.id,
    businessEventId:
      positiveId(session.metadata?.businessEventId) ?? positiveId(session.client_reference_id),
    providerRef: paymentIntent ?? session.id,
    amountCents: session.amount_total ?? 0,
    currency: session.currency ?? '',
    expiresAt: new Date(session.expires_at * 1000),
  };
}

/** Stripe Checkout for the fee, and the verification of its webhooks. */
export function stripeProvider(keys: { secretKey: string; webhookSecret: string }): StripeProvider {
  const stripe = new Stripe(keys.secretKey, { maxNetworkRetries: 2, timeout: 10_000 });
  return {
    name: 'stripe',
    async createCheckout(request) {
      const id = String(request.businessEventId);
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: BUSINESS_EVENT_FEE_CURRENCY,
                  unit_amount: BUSINESS_EVENT_FEE_CENTS,
                  product_data: {
                    name: `Event listing: ${request.title}`,
                    description: `Posted by ${request.companyName}`,
                  },
                },
              },
            ],
            metadata: { businessEventId: id },
            payment_intent_data: { metadata: { businessEventId: id } },
            client_reference_id: id,
            expires_at: Math.floor((Date.now() + CHECKOUT_LIFETIME_MS + CLOCK_SKEW_MS) / 1000),
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
          },
          { idempotencyKey: request.idempotencyKey },
        );
      } catch (err) {
        throw new PaymentProviderError(
          `Stripe checkout failed: ${err instanceof Error ? err.message : String(err)}`,
          { cause: err },
        );
      }
      if (!session.url) throw new PaymentProviderError('Stripe checkout came back without a URL');
      return {
        sessionId: session.id,
        url: session.url,
        expiresAt: new Date(session.expires_at * 1000),
      };
    },
    parseWebhook(rawBody, signature) {
      return paymentEventFromStripe(
        stripe.webhooks.constructEvent(rawBody, signature ?? '', keys.webhookSecret),
      );
    },
  };
}
