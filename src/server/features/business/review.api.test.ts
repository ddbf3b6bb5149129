import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessEvents, payments } from '#server/db/schema/business.ts';
import { eventSourceLinks } from '#server/db/schema/event-sources.ts';
import { events } from '#server/db/schema/events.ts';
import { addBusinessEvent, markPaid, newBusiness } from '#test/support/data/business-fixtures.ts';
import {
  adminCookie,
  as,
  createTestApp,
  signUp,
  type TestApp,
} from '#test/support/server/test-app.ts';
import type { BusinessEvent, BusinessReviewItem } from '#shared/schemas/business.ts';
import type { Event } from '#shared/schemas/events.ts';
import { deckPass } from '#test/support/server/deck-pass.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminCookie(t.app);
});
afterAll(() => t.close());

const get = (cookie: string, url: string) => t.app.inject(as(cookie, { method: 'GET', url }));
const post = (cookie: string, url: string, payload?: object) =>
  t.app.inject(as(cookie, { method: 'POST', url, payload }));
const publish = (id: number, cookie = admin) =>
  post(cookie, `/api/admin/business-events/${id}/publish`);
const reject = (
  id: number,
  reason: unknown = 'The date clashes with a city closure',
  cookie = admin,
) => post(cookie, `/api/admin/business-events/${id}/reject`, { reason });
const ownList = async (cookie: string) =>
  (await get(cookie, '/api/business/events')).json() as BusinessEvent[];
const statusOf = async (id: number) =>
  (await t.database.db.select().from(businessEvents).where(eq(businessEvents.id, id)))[0]!.status;

describe('GET /api/admin/business-events', () => {
  it('lists paid events awaiting review, the longest waiting first', async () => {
    const biz = await newBusiness(t.app, { companyName: 'Review Hall', email: 'rh@example.com' });
    const later = await addBusinessEvent(t.app, biz.cookie, { title: 'Paid later' });
    const earlier = await addBusinessEvent(t.app, biz.cookie, { title: 'Paid earlier' });
    const unpaid = await addBusinessEvent(t.app, biz.cookie, { title: 'Unpaid' });
    await markPaid(t.database.db, later.id, new Date('2030-01-02T10:00:00Z'));
    await markPaid(t.database.db, earlier.id, new Date('2030-01-01T10:00:00Z'));

    const res = await get(admin, '/api/admin/business-events');
    expect(res.statusCode).toBe(200);
    const queue = (res.json() as BusinessReviewItem[]).filter(
      (i) => i.companyName === 'Review Hall',
    );
    expect(queue.map((i) => i.id)).toEqual([earlier.id, later.id]);
    expect(queue.map((i) => i.id)).not.toContain(unpaid.id);
    expect(queue[0]).toMatchObject({
      title: 'Paid earlier',
      status: 'paid_review',
      isPaid: true,
      isPublished: false,
      companyName: 'Review Hall',
      businessType: 'venue',
      contactEmail: 'rh@example.com',
      paidAt: '2030-01-01T10:00:00.000Z',
    });
  });
});

describe('POST /api/admin/business-events/:id/publish', () => {
  it('puts the event on the deck as an ordinary event from its business', async () => {
    const biz = await newBusiness(t.app, { companyName: 'Deck Room' });
    const submitted = await addBusinessEvent(t.app, biz.cookie, {
      title: 'Published Jam',
      category: 'comedy',
      price: '',
      sourceUrl: 'https://deckroom.example/jam',
    });
    await markPaid(t.database.db, submitted.id);

    const res = await publish(submitted.id);
    expect(res.statusCode).toBe(200);
    const live = res.json() as BusinessEvent;
    expect(live).toMatchObject({
      id: submitted.id,
      status: 'live',
      isPaid: true,
      isPublished: true,
    });
    expect(live.eventId).toEqual(expect.any(Number));
    expect((await ownList(biz.cookie))[0]).toEqual(live);

    const [row] = await t.database.db.select().from(events).where(eq(events.id, live.eventId!));
    expect(row).toMatchObject({
      title: 'Published Jam',
      source: 'business',
      businessEventId: submitted.id,
      performer: 'Deck Room',
      category: 'comedy',
      price: 'Free',
    });
    const provenance = await t.database.db
      .select()
      .from(eventSourceLinks)
      .where(eq(eventSourceLinks.eventId, live.eventId!));
    expect(provenance).toMatchObject([{ source: 'business', sourceId: String(submitted.id) }]);

    const viewer = await signUp(t.app);
    const deck = await deckPass<Event>(t.app, viewer.cookie);
    expect(deck.find((e) => e.id === live.eventId)).toMatchObject({
      title: 'Published Jam',
      sourceUrl: 'https://deckroom.example/jam',
    });

    // Once only.
    const again = await publish(submitted.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This event is not awaiting review');
  });

  it('refuses an unpaid, rejected or unknown event', async () => {
    const biz = await newBusiness(t.app);
    const unpaid = await addBusinessEvent(t.app, biz.cookie);
    const res = await publish(unpaid.id);
    expect(res.statusCode).toBe(409);
    expect(await statusOf(unpaid.id)).toBe('unpaid');

    const rejected = await addBusinessEvent(t.app, biz.cookie);
    await markPaid(t.database.db, rejected.id);
    expect((await reject(rejected.id)).statusCode).toBe(200);
    expect((await publish(rejected.id)).statusCode).toBe(409);

    const unknown = await publish(987_654_321);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(
      (await t.database.db.select().from(events).where(eq(events.businessEventId, unpaid.id)))
        .length,
    ).toBe(0);
  });
});

describe('POST /api/admin/business-events/:id/reject', () => {
  it('stores the reason, which the business sees; a paid event stays paid', async () => {
    const biz = await newBusiness(t.app);
    const submitted = await addBusinessEvent(t.app, biz.cookie, { title: 'Turned down' });
    await markPaid(t.database.db, submitted.id);
    await t.database.db.insert(payments).values({
      businessEventId: submitted.id,
      provider: 'local',
      providerRef: `local-${submitted.id}`,
      amountCents: 500,
      currency: 'usd',
    });

    const res = await reject(submitted.id, '  Not an event in New York City  ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Not an event in New York City',
      isPaid: true,
      isPublished: false,
      eventId: null,
    });
    expect((await ownList(biz.cookie))[0]).toMatchObject({
      id: submitted.id,
      status: 'rejected',
      rejectionReason: 'Not an event in New York City',
    });
    expect((await reject(submitted.id)).statusCode).toBe(409);
  });

  it('wants a reason and refuses what is not awaiting review', async () => {
    const biz = await newBusiness(t.app);
    const paid = await addBusinessEvent(t.app, biz.cookie);
    await markPaid(t.database.db, paid.id);
    const refused = [
      {},
      { reason: '' },
      { reason: '   ' },
      { reason: 'x'.repeat(501) },
      { reason: 'bad\u0000reason' },
    ];
    for (const payload of refused) {
      const res = await post(admin, `/api/admin/business-events/${paid.id}/reject`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await reject(paid.id, '')).json().message).toBe('reason: Please give a reason');
    expect(await statusOf(paid.id)).toBe('paid_review');

    const unpaid = await addBusinessEvent(t.app, biz.cookie);
    expect((await reject(unpaid.id)).statusCode).toBe(409);
    expect(await statusOf(unpaid.id)).toBe('unpaid');

    expect((await publish(paid.id)).statusCode).toBe(200);
    expect((await reject(paid.id)).statusCode).toBe(409);
    expect(await statusOf(paid.id)).toBe('live');

    expect((await reject(987_654_321)).statusCode).toBe(404);
  });
});

describe('access', () => {
  it('is for admins only', async () => {
    const biz = await newBusiness(t.app);
    const paid = await addBusinessEvent(t.app, biz.cookie);
    await markPaid(t.database.db, paid.id);
    const calls = (cookie?: string) => {
      const headers = cookie ? { cookie } : {};
      return [
        t.app.inject({ method: 'GET', url: '/api/admin/business-events', headers }),
        t.app.inject({
          method: 'POST',
          url: `/api/admin/business-events/${paid.id}/publish`,
          headers,
        }),
        t.app.inject({
          method: 'POST',
          url: `/api/admin/business-events/${paid.id}/reject`,
          payload: { reason: 'No' },
          headers,
        }),
      ];
    };
    for (const res of await Promise.all(calls())) expect(res.statusCode).toBe(401);
    // The event's own business is no admin either.
    for (const res of await Promise.all(calls(biz.cookie))) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Admin access required');
    }
    expect(await statusOf(paid.id)).toBe('paid_review');
  });
});
