import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertEvents, makeEvent } from '#test/support/server/factories.ts';
import { as, createTestApp, signUp, type TestApp } from '#test/support/server/test-app.ts';
import { hotListSchema, type HotList } from '#shared/schemas/events.ts';
import { addDays, eventStart, nycToday } from '#shared/time.ts';

let t: TestApp;
let people: { cookie: string; user: { id: string } }[];
beforeAll(async () => {
  t = await createTestApp();
  people = [];
  for (let i = 0; i < 5; i += 1) people.push(await signUp(t.app));
});
afterAll(() => t.close());
/** Every swipe of a test is dated from this one instant, so equal swipes tie exactly. */
let base: number;
beforeEach(async () => {
  await t.database.db.execute(sql`TRUNCATE events RESTART IDENTITY CASCADE`);
  base = Date.now();
});

const get = (url: string) => t.app.inject(as(people[0]!.cookie, { method: 'GET', url }));
async function hot(query = ''): Promise<HotList> {
  const res = await get(`/api/events/hot${query}`);
  expect(res.statusCode).toBe(200);
  return hotListSchema.parse(res.json());
}
const rows = (list: HotList) => list.events.map((e) => [e.id, e.recentLoves, e.popular]);

/** `count` people swipe the event, `daysAgo` days ago (a swipe's time is when it last changed). */
async function swipes(eventId: number, count: number, daysAgo = 0, action = 'liked') {
  for (const { cookie } of people.slice(0, count)) {
    const res = await t.app.inject(
      as(cookie, { method: 'POST', url: '/api/user-events', payload: { eventId, action } }),
    );
    expect(res.statusCode).toBeLessThan(300);
  }
  const at = new Date(base - daysAgo * 86_400_000).toISOString();
  await t.database.db.execute(
    sql`UPDATE user_events SET updated_at = ${at}::timestamptz WHERE event_id = ${eventId}`,
  );
}

describe('GET /api/events/hot, trending', () => {
  it("ranks by the week's loves the card prints", async () => {
    const [fresh, stale, a, b, single] = await insertEvents(
      t.database.db,
      Array.from({ length: 5 }, () => makeEvent()),
    );
    await swipes(fresh!.id, 3);
    await swipes(stale!.id, 5, 6);
    await swipes(a!.id, 4);
    await swipes(b!.id, 4);
    await swipes(single!.id, 1);

    const list = await hot();
    expect(list.state).toBe('trending');
    // Five loves six days ago are five loves this week, though no longer popular: they keep
    // an eighth of their weight.
    expect(rows(list)).toEqual([
      [stale!.id, 5, false],
      [a!.id, 4, true],
      [b!.id, 4, true],
      [fresh!.id, 3, true],
      [single!.id, 1, false],
    ]);
    const shown = list.events.map((e) => e.recentLoves ?? 0);
    expect(shown).toEqual([...shown].sort((x, y) => y - x));
  });

  it('weighs a maybe below a love and forgets interest older than a week', async () => {
    const [loved, maybe, old, ...popular] = await insertEvents(
      t.database.db,
      Array.from({ length: 6 }, () => makeEvent()),
    );
    for (const e of popular) await swipes(e.id, 5);
    await swipes(loved!.id, 2);
    await swipes(maybe!.id, 2, 0, 'maybe');
    await swipes(old!.id, 5, 8);

    const list = await hot();
    expect(list.state).toBe('trending');
    const ids = list.events.map((e) => e.id);
    expect(ids.slice(3)).toEqual([loved!.id, maybe!.id]);
    expect(list.events.find((e) => e.id === maybe!.id)?.recentLoves).toBe(0);
  });
});

describe('GET /api/events/hot, too few recent loves', () => {
  it('does not call one like popular and shows well-loved picks instead', async () => {
    const [single, pair, loved, classic] = await insertEvents(t.database.db, [
      makeEvent(),
      makeEvent(),
      makeEvent({ likeCount: 7 }),
      makeEvent({ likeCount: 12 }),
    ]);
    await swipes(single!.id, 1);
    await swipes(pair!.id, 2);

    const list = await hot();
    expect(list.state).toBe('well-loved');
    // Liked by several people, most first; the single like is no pick and nothing is "popular".
    expect(rows(list)).toEqual([
      [classic!.id, null, false],
      [loved!.id, null, false],
      [pair!.id, null, false],
    ]);
  });

  it('is empty when nothing has been liked by more than one person', async () => {
    const [single] = await insertEvents(t.database.db, [makeEvent(), makeEvent()]);
    await swipes(single!.id, 1);
    expect(await hot()).toEqual({ state: 'well-loved', events: [] });
  });
});

describe('GET /api/events/hot, the list', () => {
  it('honours the limit, Top 20 unless asked, and accepts only 10, 20 or 50', async () => {
    // More than a Top 20 and fewer than a Top 50, so each limit answers a different length.
    await insertEvents(
      t.database.db,
      Array.from({ length: 21 }, () => makeEvent({ likeCount: 2 })),
    );
    const length = async (query: string) => (await hot(query)).events.length;
    expect(await length('?limit=10')).toBe(10);
    expect(await length('?limit=20')).toBe(20);
    expect(await length('')).toBe(20);
    expect(await length('?limit=50')).toBe(21);
    expect((await get('/api/events/hot?limit=15')).statusCode).toBe(400);
  });

  it('leaves out events that have started and keeps those still to come', async () => {
    const [started, upcoming, ...popular] = await insertEvents(t.database.db, [
      makeEvent({ startsAt: new Date(Date.now() - 1000), likeCount: 9 }),
      makeEvent({ startsAt: new Date(Date.now() + 3_600_000), likeCount: 2 }),
      makeEvent(),
      makeEvent(),
      makeEvent(),
    ]);
    expect((await hot()).events.map((e) => e.id)).toEqual([upcoming!.id]);

    // Trending leaves it out too, however loved it was this week.
    await swipes(started!.id, 5);
    for (const e of popular) await swipes(e.id, 4);
    const list = await hot();
    expect(list.state).toBe('trending');
    expect(list.events.map((e) => e.id)).toEqual(popular.map((e) => e.id));
  });

  it('keeps an all-day event and a run until their last day is over', async () => {
    const today = nycToday();
    const midnight = (date: string) => eventStart(date, '12:00 AM').startsAt;
    const [today1, run, , upcoming] = await insertEvents(t.database.db, [
      makeEvent({
        time: 'All day',
        allDay: true,
        date: today,
        startsAt: midnight(today),
        endDate: today,
        likeCount: 7,
      }),
      makeEvent({
        date: addDays(today, -2),
        startsAt: midnight(addDays(today, -2)),
        endDate: addDays(today, 2),
        likeCount: 5,
      }),
      makeEvent({
        time: 'All day',
        allDay: true,
        date: addDays(today, -3),
        startsAt: midnight(addDays(today, -3)),
        endDate: addDays(today, -1),
        likeCount: 9,
      }),
      makeEvent({ startsAt: new Date(Date.now() + 3_600_000), likeCount: 2 }),
    ]);
    expect((await hot()).events.map((e) => e.id)).toEqual([today1!.id, run!.id, upcoming!.id]);
  });
});
