import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessions, paymentWebhookEvents } from '#server/db/schema/business.ts';
import { applyPaymentEvent } from '#server/features/payments/apply-payment-event.ts';
import { signedWebhook, checkoutSessionObject } from '#test/support/fakes/fake-stripe.ts';
import {
  businessEventRow,
  businessOwner,
  paymentsOf,
  sessionsOf,
} from '#test/support/data/payment-test-data.ts';
import { as, createTestApp, type TestApp } from '#test/support/server/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject(as(cookie, { method, url, payload }));

/** An owner with an event and a local checkout opened through our API. */
async function ownerWithLocalCheckout() {
  const owner = await businessOwner(t.app, t.database.db);
  const res = await call(owner.cookie, 'POST', '/api/business/checkout', {
    eventId: owner.event.id,
  });
  expect(res.statusCode).toBe(200);
  const checkoutUrl = res.json().checkoutUrl as string;
  return { ...owner, checkoutUrl, sessionId: checkoutUrl.split('/').pop()! };
}

describe('POST /api/business/checkout without Stripe', () => {
  it('opens a local checkout page and offers it again while open', async () => {
    const { cookie, event, checkoutUrl, sessionId } = await ownerWithLocalCheckout();
    expect(checkoutUrl).toMatch(/^http:\/\/localhost:3000\/checkout\/local\/local_[\w-]{24}$/);
    const [stored] = await sessionsOf(t.database.db, event.id);
    expect(stored).toMatchObject({ id: sessionId, provider: 'local', status: 'open' });
    const minutes = (stored!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);

    const again = await call(cookie, 'POST', '/api/business/checkout', { eventId: event.id });
    expect(again.json().checkoutUrl).toBe(checkoutUrl);
    expect(await sessionsOf(t.database.db, event.id)).toHaveLength(1);
  });
});

describe('GET /api/payments/local/:sessionId', () => {
  it('gives the test page its data, to the owner only', async () => {
    const { cookie, event, sessionId } = await ownerWithLocalCheckout();
    const res = await call(cookie, 'GET', `/api/payments/local/${sessionId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      sessionId,
      status: 'open',
      businessEventId: event.id,
      eventTitle: event.title,
      companyName: 'Brooklyn Bowl',
      amountCents: 500,
      currency: 'usd',
      successUrl: `http://localhost:3000/business-dashboard?checkout=success&session_id=${sessionId}`,
      cancelUrl: `http://localhost:3000/business-dashboard?checkout=cancelled&event=${event.id}`,
    });

    const stranger = await businessOwner(t.app, t.database.db);
    for (const [method, url] of [
      ['GET', `/api/payments/local/${sessionId}`],
      ['POST', `/api/payments/local/${sessionId}/complete`],
      ['POST', `/api/payments/local/${sessionId}/cancel`],
    ] as const) {
      expect((await call(stranger.cookie, method, url)).statusCode).toBe(404);
    }
    expect((await sessionsOf(t.database.db, event.id))[0]!.status).toBe('open');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/payments/local/${sessionId}` })).statusCode,
    ).toBe(401);
  });
});

describe('POST /api/payments/local/:sessionId/complete', () => {
  it('pays through the webhook path: paid_review, one payment, the session complete', async () => {
    const { cookie, event, sessionId } = await ownerWithLocalCheckout();
    const res = await call(cookie, 'POST', `/api/payments/local/${sessionId}/complete`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      sessionId,
      provider: 'local',
      status: 'complete',
      businessEventId: event.id,
      eventTitle: event.title,
      eventStatus: 'paid_review',
      amountCents: 500,
      currency: 'usd',
    });
    expect((await businessEventRow(t.database.db, event.id)).status).toBe('paid_review');
    expect(await paymentsOf(t.database.db, event.id)).toEqual([
      expect.objectContaining({
        provider: 'local',
        providerRef: sessionId,
        amountCents: 500,
        // Written at payment, so the books read the same after the account is gone.
        companyName: 'Brooklyn Bowl',
        eventTitle: event.title,
      }),
    ]);
    const recorded = await t.database.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.eventId, `complete:${sessionId}`));
    expect(recorded).toEqual([expect.objectContaining({ provider: 'local' })]);

    const status = await call(cookie, 'GET', `/api/business/checkout/${sessionId}`);
    expect(status.json()).toMatchObject({ status: 'complete', eventStatus: 'paid_review' });
    const checkoutAgain = await call(cookie, 'POST', '/api/business/checkout', {
      eventId: event.id,
    });
    expect(checkoutAgain.statusCode).toBe(409);
  });

  it('answers 409 to a second click and records one payment', async () => {
    const { cookie, event, sessionId } = await ownerWithLocalCheckout();
    const url = `/api/payments/local/${sessionId}/complete`;
    expect((await call(cookie, 'POST', url)).statusCode).toBe(200);
    const second = await call(cookie, 'POST', url);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('This event is already paid');
    expect(await paymentsOf(t.database.db, event.id)).toHaveLength(1);
  });

  it('treats a completion that slips past the checks twice as a replay', async () => {
    const { event, sessionId } = await ownerWithLocalCheckout();
    const completion = {
      provider: 'local' as const,
      eventId: `complete:${sessionId}`,
      type: 'local.checkout.completed',
      kind: 'paid' as const,
      sessionId,
      businessEventId: event.id,
      providerRef: sessionId,
      amountCents: 500,
      currency: 'usd',
      expiresAt: null,
    };
    const deps = { db: t.database.db, publish: null, log: t.app.log };
    expect(await applyPaymentEvent(deps, completion)).toBe('applied');
    const paidAt = (await businessEventRow(t.database.db, event.id)).paidAt;
    expect(await applyPaymentEvent(deps, completion)).toBe('duplicate');
    expect(await paymentsOf(t.database.db, event.id)).toHaveLength(1);
    expect((await businessEventRow(t.database.db, event.id)).paidAt).toEqual(paidAt);
  });

  it('answers 409 for an expired checkout and marks nothing paid', async () => {
    const { cookie, event, sessionId } = await ownerWithLocalCheckout();
    await t.database.db
      .update(checkoutSessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(checkoutSessions.id, sessionId));
    const res = await call(cookie, 'POST', `/api/payments/local/${sessionId}/complete`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This checkout has expired - please start the payment again');
    expect((await businessEventRow(t.database.db, event.id)).status).toBe('unpaid');
    expect(await paymentsOf(t.database.db, event.id)).toHaveLength(0);
  });
});

describe('POST /api/payments/local/:sessionId/cancel', () => {
  it('expires the checkout without paying, and the next checkout is a fresh one', async () => {
    const { cookie, event, sessionId, checkoutUrl } = await ownerWithLocalCheckout();
    const res = await call(cookie, 'POST', `/api/payments/local/${sessionId}/cancel`);
    expect(res.statusCode).toBe(204);
    expect((await sessionsOf(t.database.db, event.id))[0]!.status).toBe('expired');
    expect((await businessEventRow(t.database.db, event.id)).status).toBe('unpaid');
    expect(await paymentsOf(t.database.db, event.id)).toHaveLength(0);

    const late = await call(cookie, 'POST', `/api/payments/local/${sessionId}/complete`);
    expect(late.statusCode).toBe(409);
    expect((await call(cookie, 'POST', `/api/payments/local/${sessionId}/cancel`)).statusCode).toBe(
      204,
    );
    const next = await call(cookie, 'POST', '/api/business/checkout', { eventId: event.id });
    expect(next.json().checkoutUrl).not.toBe(checkoutUrl);
  });
});

describe('POST /api/payments/webhook without Stripe', () => {
  it('does not exist, so a Stripe-shaped delivery changes nothing', async () => {
    const { event } = await businessOwner(t.app, t.database.db);
    const res = await t.app.inject(
      signedWebhook(
        'evt_without_stripe',
        'checkout.session.completed',
        checkoutSessionObject({ id: 'cs_test_none', businessEventId: event.id }),
      ),
    );
    expect(res.statusCode).toBe(404);
    expect((await businessEventRow(t.database.db, event.id)).status).toBe('unpaid');
  });
});
