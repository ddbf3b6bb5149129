import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { businessEvents } from '#server/db/schema/business.ts';
import { eventViews } from '#server/db/schema/event-views.ts';
import {
  addBusinessEvent,
  eventFields,
  markPaid,
  newBusiness,
  nextAddress,
  postBusinessEvent,
} from '#test/support/data/business-fixtures.ts';
import { MAX_UNPAID_EVENTS } from '#server/features/business/business-events.service.ts';
import { insertEvents, makeEvent } from '#test/support/server/factories.ts';
import {
  adminCookie,
  as,
  createTestApp,
  signUp,
  type TestApp,
} from '#test/support/server/test-app.ts';
import {
  BUSINESS_ACCOUNT_REQUIRED,
  MISSING_BUSINESS_EVENT_FIELDS,
  type BusinessEvent,
} from '#shared/schemas/business.ts';
import { addDays, nycToday } from '#shared/time.ts';
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
const listOf = async (cookie: string) =>
  (await get(cookie, '/api/business/events')).json() as BusinessEvent[];

/** Pays (as the payment flow would) and publishes through the admin's review. */
async function goLive(businessEventId: number): Promise<number> {
  await markPaid(t.database.db, businessEventId);
  const res = await post(admin, `/api/admin/business-events/${businessEventId}/publish`);
  expect(res.statusCode).toBe(200);
  return (res.json() as BusinessEvent).eventId!;
}

const imageForm = (body: Buffer, type = 'image/png') => {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(body)], { type }), 'poster.png');
  return form;
};
const uploadImage = (cookie: string, body: Buffer) =>
  t.app.inject(
    as(cookie, {
      method: 'POST',
      url: '/api/business/images',
      payload: imageForm(body),
      remoteAddress: nextAddress(),
    }),
  );

describe('POST /api/business/events', () => {
  it('saves the event unpaid, with the category normalised and the time written out', async () => {
    const { cookie } = await newBusiness(t.app);
    const res = await postBusinessEvent(
      t.app,
      cookie,
      eventFields({ time: '19:00', category: 'Concert', sourceUrl: '#', imageUrl: '' }),
    );
    expect(res.statusCode).toBe(201);
    const created = res.json() as BusinessEvent;
    expect(created).toMatchObject({
      title: 'Late Set with the Trio',
      time: '7:00 PM',
      category: 'music',
      price: '$20',
      status: 'unpaid',
      isPaid: false,
      isPublished: false,
      rejectionReason: null,
      eventId: null,
      imageUrl: null,
      sourceUrl: null,
    });
    const [row] = await t.database.db
      .select()
      .from(businessEvents)
      .where(eq(businessEvents.id, created.id));
    expect([row!.category, row!.originalCategory]).toEqual(['music', 'concert']);
    // Nothing reaches the deck before it is paid for and published.
    const viewer = await signUp(t.app);
    const deck = await deckPass(t.app, viewer.cookie);
    expect(deck.map((e) => e.title)).not.toContain('Late Set with the Trio');
  });

  it('wants title, date, time and venue', async () => {
    const { cookie } = await newBusiness(t.app);
    for (const field of ['title', 'date', 'time', 'venue'] as const) {
      for (const value of [undefined, '', '  ']) {
        const res = await postBusinessEvent(t.app, cookie, eventFields({ [field]: value }));
        expect(res.statusCode, `${field}=${JSON.stringify(value)}`).toBe(400);
        expect(res.json().message).toBe(MISSING_BUSINESS_EVENT_FIELDS);
      }
    }
    expect(await listOf(cookie)).toEqual([]);
  });

  it('takes today but not yesterday, in New York', async () => {
    const { cookie } = await newBusiness(t.app);
    const past = await postBusinessEvent(
      t.app,
      cookie,
      eventFields({ date: addDays(nycToday(), -1) }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ message: 'date: must be today or later' });
    const today = await postBusinessEvent(t.app, cookie, eventFields({ date: nycToday() }));
    expect(today.statusCode).toBe(201);
  });

  it('refuses bad values and control characters', async () => {
    const { cookie } = await newBusiness(t.app);
    const cases: [Record<string, string>, string][] = [
      [{ date: '2030-02-30' }, 'date: must be YYYY-MM-DD'],
      [{ time: '25:00' }, 'time: must be a time like 7:00 PM'],
      [{ category: 'knitting' }, 'category: must be one of'],
      [{ sourceUrl: 'javascript:alert(1)' }, 'sourceUrl: must be a web address'],
      [{ imageUrl: 'file:///etc/passwd' }, 'imageUrl: must be an https address'],
      [{ title: 'Late\u0000Set' }, 'title: must not contain control characters'],
      [{ description: 'Bell\u0007' }, 'description: must not contain control characters'],
    ];
    for (const [change, message] of cases) {
      const res = await postBusinessEvent(t.app, cookie, eventFields(change));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await listOf(cookie)).toEqual([]);
  });

  it(`caps a business at ${MAX_UNPAID_EVENTS} unpaid events`, async () => {
    const { cookie, account } = await newBusiness(t.app);
    const date = addDays(nycToday(), 2);
    const row = { businessId: account.id, title: 'Filler', date, time: '8:00 PM', venue: 'Hall' };
    await t.database.db
      .insert(businessEvents)
      .values([
        ...Array.from({ length: MAX_UNPAID_EVENTS - 1 }, () => row),
        { ...row, status: 'paid_review' as const },
      ]);
    expect((await addBusinessEvent(t.app, cookie)).status).toBe('unpaid');
    const full = await postBusinessEvent(t.app, cookie, eventFields());
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toMatch(/50 events awaiting payment/);
    // Paying for one makes room for another.
    const [first] = await listOf(cookie);
    await markPaid(t.database.db, first!.id);
    expect((await postBusinessEvent(t.app, cookie, eventFields())).statusCode).toBe(201);
  });
});

describe('GET /api/business/events', () => {
  it("lists the caller's own events, newest first, and nobody else's", async () => {
    const mine = await newBusiness(t.app);
    const theirs = await newBusiness(t.app, { companyName: 'Other Room' });
    const a = await addBusinessEvent(t.app, mine.cookie, { title: 'First' });
    const b = await addBusinessEvent(t.app, mine.cookie, { title: 'Second' });
    const c = await addBusinessEvent(t.app, theirs.cookie, { title: 'Theirs' });
    await markPaid(t.database.db, a.id);

    const res = await get(mine.cookie, '/api/business/events');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const list = res.json() as BusinessEvent[];
    expect(list.map((e) => [e.id, e.status, e.isPaid])).toEqual([
      [b.id, 'unpaid', false],
      [a.id, 'paid_review', true],
    ]);
    expect((await listOf(theirs.cookie)).map((e) => e.id)).toEqual([c.id]);
  });
});

describe('without a business account', () => {
  it('answers 403 Business Access Required', async () => {
    const { cookie } = await signUp(t.app);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const calls = [
      get(cookie, '/api/business/events'),
      postBusinessEvent(t.app, cookie, eventFields()),
      get(cookie, '/api/business/analytics'),
      uploadImage(cookie, png),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        message: BUSINESS_ACCOUNT_REQUIRED,
        code: 'BUSINESS_ACCOUNT_REQUIRED',
      });
    }
  });

  it('answers 401 to anonymous callers', async () => {
    for (const [method, url] of [
      ['GET', '/api/business/events'],
      ['POST', '/api/business/events'],
      ['POST', '/api/business/images'],
      ['GET', '/api/business/analytics'],
      ['POST', '/api/events/1/view'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(res.statusCode, url).toBe(401);
    }
  });
});

describe('POST /api/business/images', () => {
  it('stores an image through the admin pipeline and refuses what is not one', async () => {
    const { cookie } = await newBusiness(t.app);
    const png = await sharp({
      create: { width: 2000, height: 1000, channels: 3, background: '#cc6633' },
    })
      .png()
      .toBuffer();
    const res = await uploadImage(cookie, png);
    expect(res.statusCode).toBe(201);
    const { imageUrl, thumbnailUrl } = res.json();
    expect(imageUrl).toMatch(/^\/uploads\/events\/[0-9a-f-]{36}\.webp$/);
    expect(thumbnailUrl).toBe(imageUrl.replace('.webp', '-thumb.webp'));
    const stored = path.join(t.config.dataDir, imageUrl);
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1600, 800]);

    const text = await uploadImage(cookie, Buffer.from('not a picture at all\n'.repeat(10)));
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe('UNSUPPORTED_IMAGE');

    const event = await addBusinessEvent(t.app, cookie, { imageUrl });
    expect(event.imageUrl).toBe(imageUrl);
    expect(existsSync(stored)).toBe(true);
  });
});

describe('GET /api/business/analytics and POST /api/events/:eventId/view', () => {
  it('counts views, loves, maybes and passes of each live event', async () => {
    const biz = await newBusiness(t.app);
    const other = await newBusiness(t.app, { companyName: 'Elsewhere' });
    const quiet = await addBusinessEvent(t.app, biz.cookie, { title: 'Quiet Night' });
    const busy = await addBusinessEvent(t.app, biz.cookie, {
      title: 'Busy Night',
      date: addDays(nycToday(), 1),
    });
    await addBusinessEvent(t.app, biz.cookie, { title: 'Not paid yet' });
    const theirs = await addBusinessEvent(t.app, other.cookie, { title: 'Their night' });
    const [quietId, busyId, theirsId] = [
      await goLive(quiet.id),
      await goLive(busy.id),
      await goLive(theirs.id),
    ];

    const viewers = await Promise.all(Array.from({ length: 4 }, () => signUp(t.app)));
    const [v1, v2, v3, v4] = viewers.map((v) => v.cookie) as [string, string, string, string];
    const actions: [string, number, string][] = [
      [v1, busyId, 'liked'],
      [v2, busyId, 'liked'],
      [v3, busyId, 'maybe'],
      [v4, busyId, 'passed'],
      [v1, quietId, 'passed'],
      [v2, theirsId, 'liked'],
    ];
    for (const [cookie, eventId, action] of actions) {
      const res = await post(cookie, '/api/user-events', { eventId, action });
      expect(res.statusCode).toBe(201);
    }
    for (const cookie of [v1, v2, v3, v1, v1]) {
      const res = await post(cookie, `/api/events/${busyId}/view`);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
    }
    await post(v4, `/api/events/${theirsId}/view`);

    const res = await get(biz.cookie, '/api/business/analytics');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        businessEventId: busy.id,
        eventId: busyId,
        title: 'Busy Night',
        date: busy.date,
        views: 3,
        loves: 2,
        maybes: 1,
        passes: 1,
      },
      {
        businessEventId: quiet.id,
        eventId: quietId,
        title: 'Quiet Night',
        date: quiet.date,
        views: 0,
        loves: 0,
        maybes: 0,
        passes: 1,
      },
    ]);
    expect((await get(other.cookie, '/api/business/analytics')).json()).toMatchObject([
      { eventId: theirsId, views: 1, loves: 1, maybes: 0, passes: 0 },
    ]);
  });

  it('records views of business events only, and says nothing about other ids', async () => {
    const { cookie } = await signUp(t.app);
    const biz = await newBusiness(t.app);
    const live = await goLive((await addBusinessEvent(t.app, biz.cookie)).id);
    const [ordinary] = await insertEvents(t.database.db, [makeEvent()]);
    const [{ max }] = (await queryRows<{ max: number }>(
      t.database.db,
      sql`SELECT coalesce(max(id), 0)::int AS max FROM events`,
    )) as [{ max: number }];

    for (const id of [live, ordinary!.id, max + 1000]) {
      expect((await post(cookie, `/api/events/${id}/view`)).statusCode).toBe(204);
    }
    expect((await post(cookie, '/api/events/abc/view')).statusCode).toBe(400);
    const views = await t.database.db.select().from(eventViews);
    const forOrdinary = views.filter((v) => v.eventId === ordinary!.id);
    expect(forOrdinary).toEqual([]);
    expect(views.filter((v) => v.eventId === live).map((v) => v.eventId)).toEqual([live]);
  });
});
