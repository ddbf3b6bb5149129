import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { businessAccounts, businessEvents } from '#server/db/schema/business.ts';
import type { NewEventRow } from '#server/events/event-row.ts';
import { cleanup } from '#server/jobs/cleanup.ts';
import { insertEvents, makeEvent } from '#test/support/server/factories.ts';
import { as, createTestApp, signUp, type TestApp } from '#test/support/server/test-app.ts';
import { NYC_ZONE } from '#shared/time.ts';

let t: TestApp;
let users: string[];
beforeAll(async () => {
  t = await createTestApp();
  users = await Promise.all([signUp(t.app), signUp(t.app)]).then((u) => u.map((x) => x.cookie));
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.execute(sql`TRUNCATE events RESTART IDENTITY CASCADE`);
});

/** A New York wall-clock time as an instant. */
const nyc = (iso: string) => DateTime.fromISO(iso, { zone: NYC_ZONE }).toJSDate();

/** An event starting at a New York wall-clock time. */
function at(iso: string, overrides: Partial<NewEventRow> = {}): NewEventRow {
  const dt = DateTime.fromISO(iso, { zone: NYC_ZONE });
  return makeEvent({
    date: dt.toISODate()!,
    time: dt.toFormat('h:mm a'),
    startsAt: dt.toJSDate(),
    ...overrides,
  });
}

function movie(opening: string, endDate: string): NewEventRow {
  return at(`${opening}T19:00`, {
    category: 'movie',
    isMovie: true,
    startDate: opening,
    endDate,
  });
}

async function swipe(cookie: string, eventId: number, action: 'liked' | 'passed' | 'maybe') {
  const res = await t.app.inject(
    as(cookie, { method: 'POST', url: '/api/user-events', payload: { eventId, action } }),
  );
  expect(res.statusCode).toBe(201);
}

const remaining = async () =>
  queryRows<{ id: number; likeCount: number }>(
    t.database.db,
    sql`SELECT id::int AS id, like_count AS "likeCount" FROM events ORDER BY id`,
  );
const swipeCount = async () =>
  (
    await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM user_events`)
  )[0]!.n;

describe('cleanup around midnight in New York', () => {
  it('removes started events, finished movie runs and events everyone passed, with their swipes', async () => {
    const [a, b] = users as [string, string];
    const rows = await insertEvents(t.database.db, [
      at('2030-06-10T23:59'), // started a moment before `now`
      at('2030-06-11T00:00'), // starts at midnight, after `now`
      movie('2030-06-01', '2030-06-09'), // run ended yesterday
      movie('2030-06-03', '2030-06-10'), // run ends today: stays until midnight
      at('2030-06-20T20:00'), // passed by both users
      at('2030-06-20T20:00'), // passed by one, liked by the other
      at('2030-06-20T20:00'), // nobody swiped it
    ]);
    const [started, midnight, movieDone, movieToday, allPassed, mixed, unswiped] = rows.map(
      (r) => r.id,
    ) as number[];
    await swipe(a, started!, 'liked');
    await swipe(b, started!, 'maybe');
    await swipe(a, midnight!, 'liked');
    await swipe(a, movieDone!, 'passed');
    await swipe(a, allPassed!, 'passed');
    await swipe(b, allPassed!, 'passed');
    await swipe(a, mixed!, 'passed');
    await swipe(b, mixed!, 'liked');

    const now = nyc('2030-06-10T23:59:30');
    expect(await cleanup(t.database.db, { now, minPassSwipers: 2 })).toEqual({
      expiredEvents: 2,
      passedEvents: 1,
      // two on the started show, one on the finished movie, two on the passed event
      expiredUserEvents: 5,
    });
    expect(await remaining()).toEqual([
      { id: midnight, likeCount: 1 },
      { id: movieToday, likeCount: 0 },
      { id: mixed, likeCount: 1 },
      { id: unswiped, likeCount: 0 },
    ]);
    expect(await swipeCount()).toBe(3);

    // A minute later it is the 11th in New York: the midnight show started, the movie's run is over.
    const later = nyc('2030-06-11T00:00:30');
    expect(await cleanup(t.database.db, { now: later })).toEqual({
      expiredEvents: 2,
      passedEvents: 0,
      expiredUserEvents: 1,
    });
    expect((await remaining()).map((e) => e.id)).toEqual([mixed, unswiped]);
    expect(await cleanup(t.database.db, { now: later })).toEqual({
      expiredEvents: 0,
      passedEvents: 0,
      expiredUserEvents: 0,
    });
  });

  it('reads "today" in New York, not in UTC', async () => {
    // 9 PM on the 10th in New York is already the 11th in UTC.
    const [running] = await insertEvents(t.database.db, [movie('2030-06-01', '2030-06-10')]);
    const now = nyc('2030-06-10T21:00');
    expect(now.toISOString().slice(0, 10)).toBe('2030-06-11');
    expect((await cleanup(t.database.db, { now })).expiredEvents).toBe(0);
    expect((await remaining()).map((e) => e.id)).toEqual([running!.id]);
  });

  it('works through more rows than one batch holds', async () => {
    const [a, b] = users as [string, string];
    const past = await insertEvents(
      t.database.db,
      Array.from({ length: 5 }, () => at('2030-06-10T12:00')),
    );
    const passed = await insertEvents(
      t.database.db,
      Array.from({ length: 3 }, () => at('2030-06-20T12:00')),
    );
    const [keep] = await insertEvents(t.database.db, [at('2030-06-20T12:00')]);
    for (const e of past) await swipe(a, e.id, 'liked');
    for (const e of passed) {
      await swipe(a, e.id, 'passed');
      await swipe(b, e.id, 'passed');
    }
    await swipe(a, keep!.id, 'maybe');

    const now = nyc('2030-06-10T13:00');
    expect(await cleanup(t.database.db, { now, batchSize: 2, minPassSwipers: 2 })).toEqual({
      expiredEvents: 5,
      passedEvents: 3,
      expiredUserEvents: 11,
    });
    expect((await remaining()).map((e) => e.id)).toEqual([keep!.id]);
    expect(await swipeCount()).toBe(1);
  });

  it('commits batch by batch and rests between them, the deck answering meanwhile', async () => {
    const { cookie } = await signUp(t.app);
    await insertEvents(
      t.database.db,
      Array.from({ length: 3 }, () => at('2030-06-10T12:00')),
    );
    const expiredLeft = async () =>
      (
        await queryRows<{ n: number }>(
          t.database.db,
          sql`SELECT count(*)::int AS n FROM events WHERE starts_at < ${nyc('2030-06-10T13:00').toISOString()}::timestamptz`,
        )
      )[0]!.n;
    let settled = false;
    const run = cleanup(t.database.db, {
      now: nyc('2030-06-10T13:00'),
      batchSize: 2,
      pauseMs: 3_000,
    }).finally(() => {
      settled = true;
    });
    // The first batch is committed (a second connection sees it) while the run goes on.
    while ((await expiredLeft()) !== 1) {
      expect(settled, 'the cleanup ran its batches back to back').toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const deck = await t.app.inject(as(cookie, { method: 'GET', url: '/api/events/unseen' }));
    expect(deck.statusCode).toBe(200);
    expect(settled).toBe(false);
    expect((await run).expiredEvents).toBe(3);
    expect(await expiredLeft()).toBe(0);
  });

  it('keeps business events everyone passed until they are over', async () => {
    const [a, b] = users as [string, string];
    const owner = await signUp(t.app);
    const [account] = await t.database.db
      .insert(businessAccounts)
      .values({
        userId: owner.user.id,
        companyName: 'Blue Door',
        businessType: 'venue',
        contactName: 'Kim',
        email: 'kim@example.com',
      })
      .returning();
    const submission = { businessId: account!.id, time: '8:00 PM', venue: 'Blue Door' };
    const [upcoming, over] = await t.database.db
      .insert(businessEvents)
      .values([
        { ...submission, title: 'Paid, upcoming', date: '2030-06-20', status: 'live' as const },
        { ...submission, title: 'Paid, over', date: '2030-06-10', status: 'live' as const },
      ])
      .returning();
    const [paidUpcoming, paidOver, ordinary] = await insertEvents(t.database.db, [
      at('2030-06-20T20:00', { source: 'business', businessEventId: upcoming!.id }),
      at('2030-06-10T12:00', { source: 'business', businessEventId: over!.id }),
      at('2030-06-20T20:00'),
    ]);
    for (const e of [paidUpcoming!, paidOver!, ordinary!]) {
      await swipe(a, e.id, 'passed');
      await swipe(b, e.id, 'passed');
    }

    expect(
      await cleanup(t.database.db, { now: nyc('2030-06-10T13:00'), minPassSwipers: 2 }),
    ).toEqual({
      expiredEvents: 1,
      passedEvents: 1,
      expiredUserEvents: 4,
    });
    expect((await remaining()).map((e) => e.id)).toEqual([paidUpcoming!.id]);
    expect(await swipeCount()).toBe(2);
  });
});
