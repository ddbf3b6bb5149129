import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { businessEvents, checkoutSessions } from '#server/db/schema/business.ts';
import {
  TEST_STRIPE_ENV,
  fakeStripe,
  signedWebhook,
  checkoutSessionObject,
} from '#test/support/fakes/fake-stripe.ts';
import {
  businessOwner,
  insertBusinessEvent,
  sessionsOf,
} from '#test/support/data/payment-test-data.ts';
import { as, createTestApp, signUp, type TestApp } from '#test/support/server/test-app.ts';

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

const checkout = (cookie: string, eventId: number) =>
  t.app.inject(as(cookie, { method: 'POST', url: '/api/business/checkout', payload: { eventId } }));

describe('POST /api/business/checkout with Stripe', () => {
  it('opens a $5 Stripe Checkout for an own unpaid event and stores the session', async () => {
    const { cookie, event } = await businessOwner(t.app, t.database.db);
    const res = await checkout(cookie, event.id);
    expect(res.statusCode).toBe(200);
    const { checkoutUrl } = res.json();
    expect(checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);

    expect(stripe.calls).toHaveLength(1);
    const { form, idempotencyKey, authorization } = stripe.calls[0]!;
    expect(authorization).toBe('Bearer sk_test_x');
    expect(idempotencyKey).toBe(`business-event-${event.id}-checkout-1`);
    expect(Object.fromEntries(form)).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '500',
      'line_items[0][price_data][product_data][name]': `Event listing: ${event.title}`,
      'metadata[businessEventId]': String(event.id),
      client_reference_id: String(event.id),
      success_url:
        'http://localhost:3000/business-dashboard?checkout=success&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: `http://localhost:3000/business-dashboard?checkout=cancelled&event=${event.id}`,
    });
    const expiresIn = Number(form.get('expires_at')) - Date.now() / 1000;
    expect(expiresIn).toBeGreaterThanOrEqual(30 * 60);
    expect(expiresIn).toBeLessThan(24 * 3600);

    const [stored] = await sessionsOf(t.database.db, event.id);
    expect(stored).toMatchObject({ provider: 'stripe', status: 'open', url: checkoutUrl });
    expect(checkoutUrl).toContain(stored!.id);
  });

  it('offers an open session again instead of creating another', async () => {
    const { cookie, event } = await businessOwner(t.app, t.database.db);
    const first = (await checkout(cookie, event.id)).json().checkoutUrl;
    const again = await checkout(cookie, event.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().checkoutUrl).toBe(first);
    expect(stripe.calls).toHaveLength(1);
    expect(await sessionsOf(t.database.db, event.id)).toHaveLength(1);
  });

  it('starts a second session with the next idempotency key once the first has expired', async () => {
    const { cookie, event } = await businessOwner(t.app, t.database.db);
    const first = (await checkout(cookie, event.id)).json().checkoutUrl;
    await t.database.db
      .update(checkoutSessions)
      .set({ status: 'expired' })
      .where(eq(checkoutSessions.businessEventId, event.id));
    const second = (await checkout(cookie, event.id)).json().checkoutUrl;
    expect(second).not.toBe(first);
    expect(stripe.calls.map((c) => c.idempotencyKey)).toEqual([
      `business-event-${event.id}-checkout-1`,
      `business-event-${event.id}-checkout-2`,
    ]);
  });

  it("refuses another business's event and a missing one alike with 403", async () => {
    const owner = await businessOwner(t.app, t.database.db);
    const other = await businessOwner(t.app, t.database.db);
    for (const eventId of [owner.event.id, 999_999]) {
      const res = await checkout(other.cookie, eventId);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        message: 'You can only pay for your own events',
        code: 'FORBIDDEN',
      });
    }
    expect(stripe.calls).toHaveLength(0);
  });

  it('refuses a user without a business account with 403', async () => {
    const owner = await businessOwner(t.app, t.database.db);
    const { cookie } = await signUp(t.app);
    const res = await checkout(cookie, owner.event.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Business Access Required');
  });

  it('answers 401 to an anonymous caller', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/business/checkout',
      payload: { eventId: 1 },
    });
    expect(res.statusCode).toBe(401);
  });

  it.each(['paid_review', 'live', 'rejected'] as const)(
    'answers 409 for an event that is %s',
    async (status) => {
      const { cookie, account } = await businessOwner(t.app, t.database.db);
      const paid = await insertBusinessEvent(t.database.db, account.id, { status });
      const res = await checkout(cookie, paid.id);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('This event is already paid');
      expect(stripe.calls).toHaveLength(0);
    },
  );

  it('answers 502 without Stripe text when Stripe fails, after retrying with the same key', async () => {
    const { cookie, event } = await businessOwner(t.app, t.database.db);
    stripe.state.failWith = 500;
    const res = await checkout(cookie, event.id);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      message: 'Payment provider unavailable - please try again',
      code: 'PAYMENT_PROVIDER_UNAVAILABLE',
    });
    expect(res.body).not.toContain('ledger');
    expect(stripe.calls.length).toBe(3);
    expect(new Set(stripe.calls.map((c) => c.idempotencyKey))).toEqual(
      new Set([`business-event-${event.id}-checkout-1`]),
    );
    expect(await sessionsOf(t.database.db, event.id)).toHaveLength(0);

    stripe.state.failWith = 0;
    expect((await checkout(cookie, event.id)).statusCode).toBe(200);
  });
});

describe('GET /api/business/checkout/:sessionId', () => {
  it('reports the outcome from our records only, to the owner only', async () => {
    const { cookie, event } = await businessOwner(t.app, t.database.db);
    const url = (await checkout(cookie, event.id)).json().checkoutUrl as string;
    const sessionId = url.split('/').pop()!;
    const read = (c: string) =>
      t.app.inject(as(c, { method: 'GET', url: `/api/business/checkout/${sessionId}` }));

    // The browser is back from Stripe, but no webhook has arrived: nothing is paid.
    const before = await read(cookie);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      sessionId,
      provider: 'stripe',
      status: 'open',
      businessEventId: event.id,
      eventTitle: event.title,
      eventStatus: 'unpaid',
      amountCents: 500,
      currency: 'usd',
    });

    const paid = await t.app.inject(
      signedWebhook(
        'evt_status_1',
        'checkout.session.completed',
        checkoutSessionObject({ id: sessionId, businessEventId: event.id }),
      ),
    );
    expect(paid.statusCode).toBe(200);
    expect((await read(cookie)).json()).toMatchObject({
      status: 'complete',
      eventStatus: 'paid_review',
    });

    const stranger = await businessOwner(t.app, t.database.db);
    expect((await read(stranger.cookie)).statusCode).toBe(404);
  });

  it('reads an open session past its expiry as expired', async () => {
    const { cookie, event } = await businessOwner(t.app, t.database.db);
    const url = (await checkout(cookie, event.id)).json().checkoutUrl as string;
    await t.database.db
      .update(checkoutSessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(checkoutSessions.businessEventId, event.id));
    const res = await t.app.inject(
      as(cookie, { method: 'GET', url: `/api/business/checkout/${url.split('/').pop()}` }),
    );
    expect(res.json().status).toBe('expired');
    const [row] = await t.database.db
      .select({ status: businessEvents.status })
      .from(businessEvents)
      .where(eq(businessEvents.id, event.id));
    expect(row!.status).toBe('unpaid');
  });
});

describe('the local provider with Stripe configured', () => {
  it('does not exist, even for a local session the caller owns', async () => {
    const { cookie, event } = await businessOwner(t.app, t.database.db);
    const id = 'local_leftOverFromBeforeStripe';
    await t.database.db.insert(checkoutSessions).values({
      id,
      provider: 'local',
      businessEventId: event.id,
      url: `http://localhost:3000/checkout/local/${id}`,
      expiresAt: sql`now() + interval '30 minutes'`,
    });
    for (const [method, url] of [
      ['GET', `/api/payments/local/${id}`],
      ['POST', `/api/payments/local/${id}/complete`],
      ['POST', `/api/payments/local/${id}/cancel`],
    ] as const) {
      expect((await t.app.inject(as(cookie, { method, url }))).statusCode).toBe(404);
    }
    const [row] = await sessionsOf(t.database.db, event.id);
    expect(row!.status).toBe('open');
  });
});
