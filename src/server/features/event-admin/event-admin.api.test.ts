import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { events } from '#server/db/schema/events.ts';
import { userEvents } from '#server/db/schema/user-events.ts';
import { insertEvents, makeEvent } from '#test/support/server/factories.ts';
import {
  adminCookie,
  as,
  createTestApp,
  signUp,
  type TestApp,
} from '#test/support/server/test-app.ts';
import { MISSING_EVENT_FIELDS } from '#shared/schemas/event-input.ts';
import { addDays, eventStart, nycToday } from '#shared/time.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminCookie(t.app);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.execute(sql`TRUNCATE events RESTART IDENTITY CASCADE`);
});

const day = addDays(nycToday(), 3);
const create = (payload: object) =>
  t.app.inject(as(admin, { method: 'POST', url: '/api/events', payload }));
const update = (id: number, payload: object) =>
  t.app.inject(as(admin, { method: 'PUT', url: `/api/events/${id}`, payload }));
const stored = async (id: number) => {
  const [row] = await t.database.db.select().from(events).where(eq(events.id, id));
  return row!;
};

describe('POST /api/events', () => {
  it('creates an event with the defaults: time TBD at 7 PM, Free, other, no link, category art', async () => {
    const res = await create({ title: 'Poetry Night', date: day, venue: 'Some Café' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      title: 'Poetry Night',
      description: '',
      date: day,
      time: 'TBD',
      price: 'Free',
      category: 'other',
      sourceUrl: null,
      imageUrl: '/images/events/other.svg',
      performer: null,
      likeCount: 0,
    });
    expect(body.startsAt).toBe(eventStart(day, '7:00 PM').startsAt.toISOString());
    const row = await stored(body.id);
    expect(row.source).toBe('manual');
    expect(row.priceMinCents).toBe(0);
  });

  it('normalises the category and keeps what was written', async () => {
    const res = await create({ title: 'Band', date: day, venue: 'Hall', category: 'Concerts' });
    expect(res.json()).toMatchObject({ category: 'music', imageUrl: '/images/events/music.svg' });
    expect((await stored(res.json().id)).originalCategory).toBe('Concerts');
  });

  it('normalises the neighborhood and fills in its borough', async () => {
    const res = await create({ title: 'Walk', date: day, venue: 'Pier', neighborhood: 'chelsea' });
    expect(res.json()).toMatchObject({ neighborhood: 'Chelsea', borough: 'Manhattan' });
  });

  it('places a known venue in its own neighborhood', async () => {
    const res = await create({ title: 'Jazz', date: day, venue: 'Blue Note Jazz Club' });
    expect(res.json()).toMatchObject({ neighborhood: 'Greenwich Village', borough: 'Manhattan' });
  });

  it('keeps the written fields: time, price, source link, own image', async () => {
    const res = await create({
      title: 'Show',
      description: 'Two sets.\nBring friends.',
      date: day,
      time: '9:30 pm',
      venue: 'Hall',
      price: '$15-30',
      sourceUrl: 'https://example.com/show',
      imageUrl: '/uploads/events/abc.webp',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      time: '9:30 pm',
      price: '$15-30',
      sourceUrl: 'https://example.com/show',
      imageUrl: '/uploads/events/abc.webp',
      description: 'Two sets.\nBring friends.',
      startsAt: eventStart(day, '9:30 PM').startsAt.toISOString(),
    });
    const row = await stored(res.json().id);
    expect([row.priceMinCents, row.priceMaxCents]).toEqual([1500, 3000]);
  });

  it.each([
    { title: '', date: day, venue: 'Hall' },
    { title: 'Show', venue: 'Hall' },
    { title: 'Show', date: day, venue: '   ' },
    {},
  ])('answers the form’s message when title, date or venue is missing (%o)', async (payload) => {
    const res = await create(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MISSING_EVENT_FIELDS);
    expect(await t.database.db.$count(events)).toBe(0);
  });

  it('refuses a date that is not a real YYYY-MM-DD day', async () => {
    for (const date of ['2030-02-30', '03/05/2030', 'tomorrow']) {
      const res = await create({ title: 'Show', date, venue: 'Hall' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('date: must be YYYY-MM-DD');
    }
  });

  it('refuses control characters', async () => {
    const res = await create({ title: 'Sh\u0007ow', date: day, venue: 'Hall' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('title: must not contain control characters');
  });
});

describe('PUT /api/events/:eventId', () => {
  it('recomputes the start when the date or the time changes', async () => {
    const id = (await create({ title: 'Show', date: day, venue: 'Hall', time: '8:00 PM' })).json()
      .id;
    const before = (await stored(id)).updatedAt;
    const later = addDays(day, 2);
    const moved = await update(id, { date: later });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().startsAt).toBe(eventStart(later, '8:00 PM').startsAt.toISOString());
    const earlier = await update(id, { time: '10:15 AM' });
    expect(earlier.json()).toMatchObject({
      date: later,
      time: '10:15 AM',
      startsAt: eventStart(later, '10:15 AM').startsAt.toISOString(),
    });
    expect((await stored(id)).updatedAt.getTime()).toBeGreaterThan(before.getTime());
  });

  it('re-derives category, price, art and movie run from the merged event', async () => {
    const id = (
      await create({ title: 'Film', date: day, venue: 'Hall', category: 'Concerts' })
    ).json().id;
    const res = await update(id, { category: 'film', price: '$12' });
    expect(res.json()).toMatchObject({
      category: 'movie',
      imageUrl: '/images/events/movie.svg',
      isMovie: true,
      startDate: day,
      endDate: day,
    });
    const row = await stored(id);
    expect(row.originalCategory).toBe('film');
    expect([row.priceMinCents, row.priceMaxCents]).toEqual([1200, 1200]);
  });

  it('keeps a movie’s run and the written category when other fields change', async () => {
    const [movie] = await insertEvents(t.database.db, [
      makeEvent({
        category: 'movie',
        originalCategory: 'Films',
        isMovie: true,
        date: day,
        startDate: day,
        endDate: addDays(day, 14),
      }),
    ]);
    const res = await update(movie!.id, { price: '$18', title: 'Renamed' });
    expect(res.json()).toMatchObject({
      title: 'Renamed',
      category: 'movie',
      startDate: day,
      endDate: addDays(day, 14),
    });
    expect((await stored(movie!.id)).originalCategory).toBe('Films');
  });

  it('keeps an uploaded image when the category changes', async () => {
    const id = (
      await create({ title: 'A', date: day, venue: 'Hall', imageUrl: '/uploads/events/x.webp' })
    ).json().id;
    const res = await update(id, { category: 'comedy' });
    expect(res.json().imageUrl).toBe('/uploads/events/x.webp');
  });

  it('moves the event to a known venue’s place, and keeps the place for an unknown venue', async () => {
    const id = (
      await create({ title: 'A', date: day, venue: 'Hall', neighborhood: 'Astoria' })
    ).json().id;
    expect((await update(id, { venue: 'Unknown Loft' })).json()).toMatchObject({
      neighborhood: 'Astoria',
      borough: 'Queens',
    });
    expect((await update(id, { venue: 'Blue Note Jazz Club' })).json()).toMatchObject({
      neighborhood: 'Greenwich Village',
      borough: 'Manhattan',
    });
    expect(
      (await update(id, { venue: 'Blue Note Jazz Club', neighborhood: 'williamsburg' })).json(),
    ).toMatchObject({ neighborhood: 'Williamsburg', borough: 'Brooklyn' });
  });

  it('answers 404 for an unknown event and 400 for an emptied title or a bad date', async () => {
    expect((await update(999_999, { title: 'X' })).statusCode).toBe(404);
    const id = (await create({ title: 'A', date: day, venue: 'Hall' })).json().id;
    expect((await update(id, { title: '  ' })).statusCode).toBe(400);
    expect((await update(id, { date: '2030-13-01' })).statusCode).toBe(400);
    expect((await stored(id)).title).toBe('A');
  });
});

describe('DELETE /api/events/:eventId', () => {
  it('deletes the event with its swipes and leaves other likes alone', async () => {
    const [gone, kept] = await insertEvents(t.database.db, [makeEvent(), makeEvent()]);
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const swipe = (cookie: string, eventId: number, action: string) =>
      t.app.inject(
        as(cookie, { method: 'POST', url: '/api/user-events', payload: { eventId, action } }),
      );
    await swipe(alice.cookie, gone!.id, 'liked');
    await swipe(alice.cookie, kept!.id, 'liked');
    await swipe(bob.cookie, gone!.id, 'passed');

    const res = await t.app.inject(as(admin, { method: 'DELETE', url: `/api/events/${gone!.id}` }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: true, userInteractionsDeleted: 2 });
    const left = await t.database.db.select().from(userEvents);
    expect(left.map((s) => s.eventId)).toEqual([kept!.id]);
    expect((await stored(kept!.id)).likeCount).toBe(1);
    const liked = await t.app.inject(
      as(alice.cookie, { method: 'GET', url: '/api/user-events/liked' }),
    );
    expect(liked.json().map((s: { eventId: number }) => s.eventId)).toEqual([kept!.id]);
    expect(
      (await t.app.inject(as(admin, { method: 'GET', url: `/api/events/${gone!.id}` }))).statusCode,
    ).toBe(404);
  });

  it('answers 404 for an unknown event', async () => {
    const res = await t.app.inject(as(admin, { method: 'DELETE', url: '/api/events/424242' }));
    expect(res.statusCode).toBe(404);
  });
});

describe('access', () => {
  const routes = [
    { method: 'POST', url: '/api/events', payload: { title: 'A', date: day, venue: 'Hall' } },
    { method: 'PUT', url: '/api/events/1', payload: { title: 'B' } },
    { method: 'DELETE', url: '/api/events/1' },
    {
      method: 'PUT',
      url: '/api/events/bulk-edit',
      payload: { eventIds: [1], updates: { price: '$1' } },
    },
    { method: 'DELETE', url: '/api/events/bulk-delete', payload: { eventIds: [1] } },
    { method: 'GET', url: '/api/admin/events' },
  ] as const;

  it.each(routes)('$method $url is for admins only', async (route) => {
    await insertEvents(t.database.db, [makeEvent({ title: 'Untouched' })]);
    const anonymous = await t.app.inject(route);
    expect(anonymous.statusCode).toBe(401);
    const { cookie } = await signUp(t.app);
    const user = await t.app.inject(as(cookie, route));
    expect(user.statusCode).toBe(403);
    expect(user.json().message).toBe('Admin access required');
    const rows = await t.database.db.select().from(events);
    expect(rows.map((e) => [e.id, e.title, e.price])).toEqual([[1, 'Untouched', 'Free']]);
  });
});
