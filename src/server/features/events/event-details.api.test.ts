import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertEvents, makeEvent } from '#test/support/server/factories.ts';
import { as, createTestApp, signUp, type TestApp } from '#test/support/server/test-app.ts';
import { eventDetailsSchema, similarEventsSchema } from '#shared/schemas/event-details.ts';
import { nycToday } from '#shared/time.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.execute(sql`TRUNCATE events RESTART IDENTITY CASCADE`);
});

const get = (cookie: string, url: string) => t.app.inject(as(cookie, { method: 'GET', url }));
const swipe = (cookie: string, eventId: number, action: string) =>
  t.app.inject(
    as(cookie, { method: 'POST', url: '/api/user-events', payload: { eventId, action } }),
  );

describe('GET /api/events/:eventId/details', () => {
  it("answers the event, its origin and the caller's own swipe only", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const [event] = await insertEvents(t.database.db, [makeEvent({ source: 'crawler' })]);
    await swipe(a.cookie, event!.id, 'maybe');

    const mine = eventDetailsSchema.parse(
      (await get(a.cookie, `/api/events/${event!.id}/details`)).json(),
    );
    expect(mine).toMatchObject({ origin: 'crawler', swipe: 'maybe', event: { id: event!.id } });
    const theirs = eventDetailsSchema.parse(
      (await get(b.cookie, `/api/events/${event!.id}/details`)).json(),
    );
    expect(theirs.swipe).toBeNull();
  });

  it('says 404 with a message for an event that is gone', async () => {
    const { cookie } = await signUp(t.app);
    const res = await get(cookie, '/api/events/999999/details');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Event not found' });
  });
});

describe('GET /api/events/:eventId/similar', () => {
  it('lists upcoming events of the same category the caller has not swiped, soonest first', async () => {
    const { cookie } = await signUp(t.app);
    const [target, later, sooner, swiped, otherCategory, past] = await insertEvents(t.database.db, [
      makeEvent({ daysAhead: 1, category: 'comedy' }),
      makeEvent({ daysAhead: 5, category: 'comedy' }),
      makeEvent({ daysAhead: 2, category: 'comedy' }),
      makeEvent({ daysAhead: 1, category: 'comedy' }),
      makeEvent({ daysAhead: 1, category: 'music' }),
      makeEvent({
        date: nycToday(),
        category: 'comedy',
        startsAt: new Date(Date.now() - 3_600_000),
      }),
    ]);
    await swipe(cookie, swiped!.id, 'passed');
    const res = await get(cookie, `/api/events/${target!.id}/similar`);
    expect(res.statusCode).toBe(200);
    const ids = similarEventsSchema.parse(res.json()).map((e) => e.id);
    expect(ids).toEqual([sooner!.id, later!.id]);
    expect(ids).not.toContain(otherCategory!.id);
    expect(ids).not.toContain(past!.id);
  });

  it('says 404 for an event that is gone', async () => {
    const { cookie } = await signUp(t.app);
    expect((await get(cookie, '/api/events/999999/similar')).statusCode).toBe(404);
  });
});
