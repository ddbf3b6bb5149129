import { asc, sql } from 'drizzle-orm';
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
import { NO_BULK_CHANGES } from '#shared/schemas/event-input.ts';

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

const bulkEdit = (payload: object) =>
  t.app.inject(as(admin, { method: 'PUT', url: '/api/events/bulk-edit', payload }));
const bulkDelete = (payload: object) =>
  t.app.inject(as(admin, { method: 'DELETE', url: '/api/events/bulk-delete', payload }));
const all = () => t.database.db.select().from(events).orderBy(asc(events.id));

describe('PUT /api/events/bulk-edit', () => {
  it('updates the listed events through the shared normalisation and counts only real ones', async () => {
    const [a, b, other] = await insertEvents(t.database.db, [
      makeEvent({ category: 'comedy', imageUrl: '/images/events/comedy.svg', price: 'Free' }),
      makeEvent({ category: 'art', imageUrl: 'https://example.com/own.jpg', price: 'Free' }),
      makeEvent({ category: 'comedy', imageUrl: '/images/events/comedy.svg', price: 'Free' }),
    ]);
    const res = await bulkEdit({
      eventIds: [a!.id, b!.id, 987_654],
      updates: { category: 'Concerts', price: '$15-30' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updatedCount: 2 });
    const [ra, rb, rother] = await all();
    for (const row of [ra!, rb!]) {
      expect(row).toMatchObject({
        category: 'music',
        originalCategory: 'Concerts',
        price: '$15-30',
        priceMinCents: 1500,
        priceMaxCents: 3000,
        isMovie: false,
      });
    }
    // Category art follows the category; the event's own image stays.
    expect(ra!.imageUrl).toBe('/images/events/music.svg');
    expect(rb!.imageUrl).toBe('https://example.com/own.jpg');
    expect(rother).toMatchObject({ category: 'comedy', price: 'Free', id: other!.id });
  });

  it('places events at a known venue and keeps the place for an unknown one', async () => {
    const [a, b] = await insertEvents(t.database.db, [
      makeEvent({ neighborhood: 'Astoria', borough: 'Queens' }),
      makeEvent({ neighborhood: 'Chelsea', borough: 'Manhattan' }),
    ]);
    const ids = [a!.id, b!.id];
    await bulkEdit({ eventIds: ids, updates: { venue: 'Unknown Loft', category: '' } });
    expect((await all()).map((e) => [e.venue, e.neighborhood, e.borough])).toEqual([
      ['Unknown Loft', 'Astoria', 'Queens'],
      ['Unknown Loft', 'Chelsea', 'Manhattan'],
    ]);
    await bulkEdit({ eventIds: ids, updates: { venue: 'Blue Note Jazz Club' } });
    expect((await all()).map((e) => [e.venue, e.neighborhood, e.borough])).toEqual([
      ['Blue Note Jazz Club', 'Greenwich Village', 'Manhattan'],
      ['Blue Note Jazz Club', 'Greenwich Village', 'Manhattan'],
    ]);
  });

  it('makes movies run on their own day and keeps every run over several days', async () => {
    const [plain, movie] = await insertEvents(t.database.db, [
      makeEvent({ date: '2030-05-01' }),
      makeEvent({
        date: '2030-05-01',
        category: 'movie',
        isMovie: true,
        startDate: '2030-05-01',
        endDate: '2030-05-20',
      }),
    ]);
    await bulkEdit({ eventIds: [plain!.id, movie!.id], updates: { category: 'Films' } });
    expect((await all()).map((e) => [e.category, e.isMovie, e.startDate, e.endDate])).toEqual([
      ['movie', true, '2030-05-01', '2030-05-01'],
      ['movie', true, '2030-05-01', '2030-05-20'],
    ]);
    await bulkEdit({ eventIds: [plain!.id, movie!.id], updates: { category: 'theater' } });
    // The one-day showing is over at its start again; the run still plays until May 20.
    expect((await all()).map((e) => [e.isMovie, e.startDate, e.endDate])).toEqual([
      [false, null, null],
      [false, null, '2030-05-20'],
    ]);
  });

  it.each([{}, { category: '', venue: '', price: '' }])(
    'answers the form’s message when nothing is to change (%o)',
    async (updates) => {
      const [e] = await insertEvents(t.database.db, [makeEvent()]);
      const res = await bulkEdit({ eventIds: [e!.id], updates });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(NO_BULK_CHANGES);
    },
  );

  it('refuses an empty selection', async () => {
    const res = await bulkEdit({ eventIds: [], updates: { price: '$5' } });
    expect(res.statusCode).toBe(400);
  });
});

describe('DELETE /api/events/bulk-delete', () => {
  it('deletes the listed events with their swipes and counts only real ones', async () => {
    const [a, b, kept] = await insertEvents(t.database.db, [makeEvent(), makeEvent(), makeEvent()]);
    const { cookie } = await signUp(t.app);
    for (const e of [a!, kept!]) {
      await t.app.inject(
        as(cookie, {
          method: 'POST',
          url: '/api/user-events',
          payload: { eventId: e.id, action: 'liked' },
        }),
      );
    }
    const res = await bulkDelete({ eventIds: [a!.id, b!.id, 55_555] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deletedCount: 2 });
    const left = await all();
    expect(left.map((e) => [e.id, e.likeCount])).toEqual([[kept!.id, 1]]);
    const swipes = await t.database.db.select().from(userEvents);
    expect(swipes.map((s) => s.eventId)).toEqual([kept!.id]);
  });

  it('refuses an empty selection', async () => {
    const res = await bulkDelete({ eventIds: [] });
    expect(res.statusCode).toBe(400);
  });
});
