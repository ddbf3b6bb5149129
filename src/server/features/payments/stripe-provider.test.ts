import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { paymentEventFromStripe } from '#server/features/payments/stripe-provider.ts';

const stripeEvent = (type: string, object: Record<string, unknown>) =>
  ({ id: 'evt_1', object: 'event', type, data: { object } }) as unknown as Stripe.Event;

const session = (overrides: Record<string, unknown> = {}) => ({
  id: 'cs_test_1',
  object: 'checkout.session',
  payment_status: 'paid',
  payment_intent: 'pi_1',
  amount_total: 500,
  currency: 'usd',
  expires_at: 1_900_000_000,
  metadata: { businessEventId: '42' },
  client_reference_id: '42',
  ...overrides,
});

describe('paymentEventFromStripe', () => {
  it('maps a paid completion with its payment intent as the reference', () => {
    expect(paymentEventFromStripe(stripeEvent('checkout.session.completed', session()))).toEqual({
      provider: 'stripe',
      eventId: 'evt_1',
      type: 'checkout.session.completed',
      kind: 'paid',
      sessionId: 'cs_test_1',
      businessEventId: 42,
      providerRef: 'pi_1',
      amountCents: 500,
      currency: 'usd',
      expiresAt: new Date(1_900_000_000_000),
    });
  });

  it.each([
    ['checkout.session.completed', { payment_status: 'unpaid' }, 'ignored'],
    ['checkout.session.completed', { payment_status: 'no_payment_required' }, 'ignored'],
    ['checkout.session.async_payment_succeeded', { payment_status: 'unpaid' }, 'paid'],
    ['checkout.session.expired', { payment_status: 'unpaid' }, 'expired'],
    ['checkout.session.async_payment_failed', {}, 'ignored'],
    ['payment_intent.succeeded', {}, 'ignored'],
  ])('%s with %o is %s', (type, overrides, kind) => {
    expect(paymentEventFromStripe(stripeEvent(type, session(overrides))).kind).toBe(kind);
  });

  it('falls back to the session id and the client reference', () => {
    const mapped = paymentEventFromStripe(
      stripeEvent(
        'checkout.session.completed',
        session({ payment_intent: null, metadata: {}, client_reference_id: '7' }),
      ),
    );
    expect(mapped).toMatchObject({ providerRef: 'cs_test_1', businessEventId: 7 });
  });

  it('reads an expanded payment intent and refuses an id that is not one', () => {
    const mapped = paymentEventFromStripe(
      stripeEvent(
        'checkout.session.completed',
        session({
          payment_intent: { id: 'pi_expanded' },
          metadata: { businessEventId: '1; drop' },
          client_reference_id: null,
        }),
      ),
    );
    expect(mapped).toMatchObject({ providerRef: 'pi_expanded', businessEventId: null });
  });
});
