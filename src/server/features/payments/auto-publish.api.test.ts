import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventSourceLinks } from '#server/db/schema/event-sources.ts';
import { events } from '#server/db/schema/events.ts';
import {
  TEST_STRIPE_ENV,
  checkoutSessionObject,
  signedWebhook,
} from '#test/support/fakes/fake-stripe.ts';
import { businessEventRow, businessOwner } from '#test/support/data/payment-test-data.ts';
import { as, createTestApp, signUp, type TestApp } from '#test/support/server/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ...TEST_STRIPE_ENV, BUSINESS_AUTO_PUBLISH: 'on' });
});
afterAll(() => t.close());

describe('BUSINESS_AUTO_PUBLISH=on', () => {
  it('publishes a business event the moment its payment arrives', async () => {
    const { event } = await businessOwner(t.app, t.database.db);
    const res = await t.app.inject(
      signedWebhook(
        'evt_auto_publish',
        'checkout.session.completed',
        checkoutSessionObject({ id: 'cs_test_auto', businessEventId: event.id }),
      ),
    );
    expect(res.statusCode).toBe(200);

    const row = await businessEventRow(t.database.db, event.id);
    expect(row.status).toBe('live');
    expect(row.paidAt).toBeInstanceOf(Date);
    expect(row.reviewedBy).toBeNull();
    const [published] = await t.database.db
      .select()
      .from(events)
      .where(eq(events.businessEventId, event.id));
    expect(published).toMatchObject({ title: event.title, source: 'business' });
    expect(
      await t.database.db
        .select({ source: eventSourceLinks.source })
        .from(eventSourceLinks)
        .where(eq(eventSourceLinks.eventId, published!.id)),
    ).toEqual([{ source: 'business' }]);

    const { cookie } = await signUp(t.app);
    const deck = await t.app.inject(as(cookie, { method: 'GET', url: '/api/events/unseen' }));
    expect(deck.statusCode).toBe(200);
    expect(deck.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: published!.id, title: event.title })]),
    );
  });

  it('publishes once when the payment is reported twice', async () => {
    const { event } = await businessOwner(t.app, t.database.db);
    const object = checkoutSessionObject({ id: 'cs_test_auto_twice', businessEventId: event.id });
    await t.app.inject(signedWebhook('evt_auto_1', 'checkout.session.completed', object));
    await t.app.inject(
      signedWebhook('evt_auto_2', 'checkout.session.async_payment_succeeded', object),
    );
    const published = await t.database.db
      .select({ id: events.id })
      .from(events)
      .where(eq(events.businessEventId, event.id));
    expect(published).toHaveLength(1);
  });
});
