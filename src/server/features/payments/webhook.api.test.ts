import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { businessEvents, paymentWebhookEvents } from '#server/db/schema/business.ts';
import {
  TEST_STRIPE_ENV,
  checkoutSessionObject,
  fakeStripe,
  signedWebhook,
} from '#test/support/fakes/fake-stripe.ts';
import {
  businessEventRow,
  businessOwner,
  insertBusinessEvent,
  paymentsOf,
  sessionsOf,
} from '#test/support/data/payment-test-data.ts';
import { as, createTestApp, type TestApp } from '#test/support/server/test-app.ts';

const stripe = fakeStripe();
let t: TestApp;
beforeAll(async () => {
  stripe.listen();
  t = await createTestApp(TEST_STRIPE_ENV);
});
afterEach(() => stripe.reset());
afterAll(async () => {
  stripe.close();
  await t.close();
});

let n = 0;
const eventId = () => `evt_test_${++n}_${Date.now()}`;

/** An owner with an event and an open Stripe checkout made through our API. */
async function ownerWithCheckout() {
  const owner = await businessOwner(t.app, t.database.db);
  const res = await t.app.inject(
    as(owner.cookie, {
      method: 'POST',
      url: '/api/business/checkout',
      payload: { eventId: owner.event.id },
    }),
  );
  const sessionId = (res.json().checkoutUrl as string).split('/').pop()!;
  return { ...owner, sessionId };
}

const deliver = (id: string, type: string, object: object) =>
  t.app.inject(signedWebhook(id, type, object));

const recordedEvents = (id: string) =>
  t.database.db.select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.eventId, id));

describe('POST /api/payments/webhook signature', () => {
  it('answers 400 "Invalid signature" and changes nothing for a missing, wrong or stale signature', async () => {
    const { event, sessionId } = await ownerWithCheckout();
    const object = checkoutSessionObject({ id: sessionId, businessEventId: event.id });
    const id = eventId();
    const good = signedWebhook(id, 'checkout.session.completed', object);
    const { 'stripe-signature': _, ...unsigned } = good.headers;
    const attempts = [
      { ...good, headers: unsigned },
      signedWebhook(id, 'checkout.session.completed', object, 'whsec_someone_else'),
      { ...good, payload: good.payload.replace('"amount_total":500', '"amount_total":5000') },
      { ...good, headers: { ...good.headers, 'stripe-signature': 't=1,v1=deadbeef' } },
    ];
    for (const attempt of attempts) {
      const res = await t.app.inject(attempt);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Invalid signature', code: 'INVALID_SIGNATURE' });
    }
    expect((await businessEventRow(t.database.db, event.id)).status).toBe('unpaid');
    expect(await paymentsOf(t.database.db, event.id)).toHaveLength(0);
    expect(await recordedEvents(id)).toHaveLength(0);
    expect((await sessionsOf(t.database.db, event.id))[0]!.status).toBe('open');

    // The same delivery, correctly signed, does go through.
    expect((await t.app.inject(good)).statusCode).toBe(200);
  });
});

describe('POST /api/payments/webhook events', () => {
  it('moves a completed checkout to paid_review and records the payment', async () => {
    const { event, sessionId } = await ownerWithCheckout();
    const id = eventId();
    const res = await deliver(
      id,
      'checkout.session.completed',
      checkoutSessionObject({ id: sessionId, businessEventId: event.id, payment_intent: 'pi_123' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    const row = await businessEventRow(t.database.db, event.id);
    expect(row.status).toBe('paid_review');
    expect(row.paidAt).toBeInstanceOf(Date);
    const paid = await paymentsOf(t.database.db, event.id);
    expect(paid).toEqual([
      expect.objectContaining({
        provider: 'stripe',
        providerRef: 'pi_123',
        checkoutSessionId: sessionId,
        amountCents: 500,
        currency: 'usd',
        status: 'succeeded',
      }),
    ]);
    expect((await sessionsOf(t.database.db, event.id))[0]!.status).toBe('complete');
    expect(await recordedEvents(id)).toEqual([
      expect.objectContaining({ provider: 'stripe', type: 'checkout.session.completed' }),
    ]);
  });

  it('changes nothing when the same event is delivered again', async () => {
    const { event, sessionId } = await ownerWithCheckout();
    const id = eventId();
    const object = checkoutSessionObject({ id: sessionId, businessEventId: event.id });
    expect((await deliver(id, 'checkout.session.completed', object)).statusCode).toBe(200);
    const paidAt = (await businessEventRow(t.database.db, event.id)).paidAt;
    const replay = await deliver(id, 'checkout.session.completed', object);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true });
    expect(await paymentsOf(t.database.db, event.id)).toHaveLength(1);
    expect((await businessEventRow(t.database.db, event.id)).paidAt).toEqual(paidAt);
  });

  it('records one payment when async success and completion both report it', async () => {
    const { event, sessionId } = await ownerWithCheckout();
    const object = checkoutSessionObject({ id: sessionId, businessEventId: event.id });
    await deliver(eventId(), 'checkout.session.completed', object);
    await deliver(eventId(), 'checkout.session.async_payment_succeeded', object);
    expect(await paymentsOf(t.database.db, event.id)).toHaveLength(1);
    expect((await businessEventRow(t.database.db, event.id)).status).toBe('paid_review');
  });

  it('stays paid when a completed-but-unpaid event arrives after the async success', async () => {
    const { event, sessionId } = await ownerWithCheckout();
    await deliver(
      eventId(),
      'checkout.session.async_payment_succeeded',
      checkoutSessionObject({ id: sessionId, businessEventId: event.id }),
    );
    await deliver(
      eventId(),
      'checkout.session.completed',
      checkoutSessionObject({ id: sessionId, businessEventId: event.id, payment_status: 'unpaid' }),
    );
    expect((await businessEventRow(t.database.db, event.id)).status).toBe('paid_review');
    expect((await sessionsOf(t.database.db, event.id))[0]!.status).toBe('complete');
    expect(await paymentsOf(t.database.db, event.id)).toHaveLength(1);
  });

  it('waits for the money when a delayed payment method completes the checkout', async () => {
    const { event, sessionId } = await ownerWithCheckout();
    await deliver(
      eventId(),
      'checkout.session.completed',
      checkoutSessionObject({ id: sessionId, businessEventId: event.id, payment_status: 'unpaid' }),
    );
    expect((await businessEventRow(t.database.db, event.id)).status).toBe('unpaid');
    expect(await paymentsOf(t.database.db, event.id)).toHaveLength(0);
    await deliver(
      eventId(),
      'checkout.session.async_payment_succeeded',
      checkoutSessionObject({ id: sessionId, businessEventId: event.id }),
    );
    expect((await businessEventRow(t.database.db, event.id)).status).toBe('paid_review');
  });

  it('ignores an expiry that arrives after the payment', async () => {
    const { event, sessionId } = await ownerWithCheckout();
    await deliver(
      eventId(),
      'checkout.session.completed',
      checkoutSessionObject({ id: sessionId, businessEventId: event.id }),
    );
    await deliver(
      eventId(),
      'checkout.session.expired',
      checkoutSessionObject({ id: sessionId, businessEventId: event.id, status: 'expired' }),
    );
    expect((await sessionsOf(t.database.db, event.id))[0]!.status).toBe('complete');
    expect((await businessEventRow(t.database.db, event.id)).status).toBe('paid_review');
  });

  it('expires an open session, and the next checkout is a new one', async () => {
    const { cookie, event, sessionId } = await ownerWithCheckout();
    const res = await deliver(
      eventId(),
      'checkout.session.expired',
      checkoutSessionObject({
        id: sessionId,
        businessEventId: event.id,
        status: 'expired',
        payment_status: 'unpaid',
        payment_intent: null,
      }),
    );
    expect(res.statusCode).toBe(200);
    expect((await sessionsOf(t.database.db, event.id))[0]!.status).toBe('expired');
    expect((await businessEventRow(t.database.db, event.id)).status).toBe('unpaid');
    const next = await t.app.inject(
      as(cookie, { method: 'POST', url: '/api/business/checkout', payload: { eventId: event.id } }),
    );
    expect(next.json().checkoutUrl).not.toContain(sessionId);
  });

  it('finds the event through metadata when the webhook beats our session row', async () => {
    const { event } = await businessOwner(t.app, t.database.db);
    const res = await deliver(
      eventId(),
      'checkout.session.completed',
      checkoutSessionObject({ id: 'cs_test_early', businessEventId: event.id }),
    );
    expect(res.statusCode).toBe(200);
    expect((await businessEventRow(t.database.db, event.id)).status).toBe('paid_review');
    expect(await sessionsOf(t.database.db, event.id)).toEqual([
      expect.objectContaining({ id: 'cs_test_early', provider: 'stripe', status: 'complete' }),
    ]);
    expect(await paymentsOf(t.database.db, event.id)).toHaveLength(1);
  });

  it.each([
    { amount_total: 100, currency: 'usd' },
    { amount_total: 500, currency: 'eur' },
  ])('does not mark paid for $amount_total $currency', async (paid) => {
    const { event, sessionId } = await ownerWithCheckout();
    const res = await deliver(
      eventId(),
      'checkout.session.completed',
      checkoutSessionObject({ id: sessionId, businessEventId: event.id, ...paid }),
    );
    expect(res.statusCode).toBe(200);
    expect((await businessEventRow(t.database.db, event.id)).status).toBe('unpaid');
    expect(await paymentsOf(t.database.db, event.id)).toHaveLength(0);
  });

  it.each(['live', 'rejected'] as const)('leaves a %s event as it is', async (status) => {
    const { account } = await businessOwner(t.app, t.database.db);
    const done = await insertBusinessEvent(t.database.db, account.id, { status });
    await deliver(
      eventId(),
      'checkout.session.completed',
      checkoutSessionObject({ id: `cs_test_late_${status}`, businessEventId: done.id }),
    );
    expect((await businessEventRow(t.database.db, done.id)).status).toBe(status);
  });

  it('acknowledges event types it does not act on, and unknown events', async () => {
    const { event } = await businessOwner(t.app, t.database.db);
    const other = await deliver(eventId(), 'payment_intent.succeeded', {
      id: 'pi_other',
      object: 'payment_intent',
      metadata: { businessEventId: String(event.id) },
    });
    expect(other.statusCode).toBe(200);
    const unknown = await deliver(
      eventId(),
      'checkout.session.completed',
      checkoutSessionObject({ id: 'cs_test_nobody', businessEventId: 987_654 }),
    );
    expect(unknown.statusCode).toBe(200);
    expect((await businessEventRow(t.database.db, event.id)).status).toBe('unpaid');
  });

  it('accepts a charset in the content type, as Stripe sends it', async () => {
    const { event, sessionId } = await ownerWithCheckout();
    const delivery = signedWebhook(
      eventId(),
      'checkout.session.completed',
      checkoutSessionObject({ id: sessionId, businessEventId: event.id }),
    );
    const res = await t.app.inject({
      ...delivery,
      headers: { ...delivery.headers, 'content-type': 'application/json; charset=utf-8' },
    });
    expect(res.statusCode).toBe(200);
    expect((await businessEventRow(t.database.db, event.id)).status).toBe('paid_review');
  });

  it('moves the event once under concurrent deliveries (races only on PostgreSQL)', async () => {
    const { event, sessionId } = await ownerWithCheckout();
    const object = checkoutSessionObject({ id: sessionId, businessEventId: event.id });
    const same = eventId();
    const results = await Promise.all([
      ...Array.from({ length: 4 }, () => deliver(same, 'checkout.session.completed', object)),
      deliver(eventId(), 'checkout.session.async_payment_succeeded', object),
      deliver(eventId(), 'checkout.session.completed', object),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect(await paymentsOf(t.database.db, event.id)).toHaveLength(1);
    expect(await recordedEvents(same)).toHaveLength(1);
    const [row] = await t.database.db
      .select({ status: businessEvents.status })
      .from(businessEvents)
      .where(eq(businessEvents.id, event.id));
    expect(row!.status).toBe('paid_review');
  });
});

describe('POST /api/payments/webhook replays, forgeries and late deliveries', () => {
  /** A delivery signed with the right secret, but at `secondsAgo` in the past. */
  function signedAt(secondsAgo: number, id: string, object: object) {
    const delivery = signedWebhook(id, 'checkout.session.completed', object);
    const timestamp = Math.floor(Date.now() / 1000) - secondsAgo;
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload: delivery.payload,
      secret: TEST_STRIPE_ENV.STRIPE_WEBHOOK_SECRET,
      timestamp,
    });
    return { ...delivery, headers: { ...delivery.headers, 'stripe-signature': signature } };
  }

  it('refuses a genuine delivery signed longer ago than the 5-minute tolerance', async () => {
    const { event, sessionId } = await ownerWithCheckout();
    const object = checkoutSessionObject({ id: sessionId, businessEventId: event.id });
    const id = eventId();
    const late = await t.app.inject(signedAt(10 * 60, id, object));
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ message: 'Invalid signature', code: 'INVALID_SIGNATURE' });
    expect((await businessEventRow(t.database.db, event.id)).status).toBe('unpaid');
    expect(await recordedEvents(id)).toHaveLength(0);
    // Stripe's retry of the same event, signed afresh, is taken.
    expect((await t.app.inject(signedAt(60, id, object))).statusCode).toBe(200);
    expect((await businessEventRow(t.database.db, event.id)).status).toBe('paid_review');
  });

  it('applies one event replayed ten times at once exactly once', async () => {
    const { event, sessionId } = await ownerWithCheckout();
    const object = checkoutSessionObject({ id: sessionId, businessEventId: event.id });
    const id = eventId();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => deliver(id, 'checkout.session.completed', object)),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(await recordedEvents(id)).toHaveLength(1);
    expect(await paymentsOf(t.database.db, event.id)).toHaveLength(1);
    expect((await businessEventRow(t.database.db, event.id)).status).toBe('paid_review');
  });

  it('changes nothing when a handled event id comes back as another type', async () => {
    const { event, sessionId } = await ownerWithCheckout();
    const id = eventId();
    await deliver(
      id,
      'checkout.session.completed',
      checkoutSessionObject({ id: sessionId, businessEventId: event.id }),
    );
    const reused = await deliver(
      id,
      'checkout.session.expired',
      checkoutSessionObject({ id: sessionId, businessEventId: event.id, status: 'expired' }),
    );
    expect(reused.statusCode).toBe(200);
    expect(await recordedEvents(id)).toEqual([
      expect.objectContaining({ type: 'checkout.session.completed' }),
    ]);
    expect((await sessionsOf(t.database.db, event.id))[0]!.status).toBe('complete');
  });

  it('pays the event our session row names, not the one the metadata claims', async () => {
    const { event, sessionId } = await ownerWithCheckout();
    const other = await businessOwner(t.app, t.database.db);
    const res = await deliver(
      eventId(),
      'checkout.session.completed',
      checkoutSessionObject({ id: sessionId, businessEventId: other.event.id }),
    );
    expect(res.statusCode).toBe(200);
    expect((await businessEventRow(t.database.db, event.id)).status).toBe('paid_review');
    expect((await businessEventRow(t.database.db, other.event.id)).status).toBe('unpaid');
    expect(await paymentsOf(t.database.db, other.event.id)).toHaveLength(0);
  });
});
