import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertEvents, makeEvent } from '#server/test/factories.ts';
import { as, createTestApp, signUp, type TestApp } from '#server/test/test-app.ts';
import { addDays, eventStart, nycToday } from '#shared/time.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.execute(sql`TRUNCATE events RESTART IDENTITY CASCADE`);
});

const get = (cookie: string, url: string) => t.app.inject(as(cookie, { method: 'GET', url }));
const ids = (res: { json: () => unknown }) => (res.json() as { id: number }[]).map((e) => e.id);
const swipe = (cookie: string, eventId: number, action: string) =>
  t.app.inject(
    as(cookie, { method: 'POST', url: '/api/user-events', payload: { eventId, action } }),
  );

describe('GET /api/events/unseen', () => {
  it('never returns a swiped or an already started event', async () => {
    const { cookie } = await signUp(t.app);
    const started = new Date(Date.now() - 60_000);
    const [past, a, b, c] = await insertEvents(t.database.db, [
      makeEvent({ date: nycToday(), startsAt: started }),
      makeEvent({ daysAhead: 1 }),
      makeEvent({ daysAhead: 2 }),
      makeEvent({ daysAhead: 3 }),
    ]);
    await swipe(cookie, a!.id, 'passed');
    await swipe(cookie, b!.id, 'maybe');
    const res = await get(cookie, '/api/events/unseen');
    expect(res.statusCode).toBe(200);
    expect(ids(res)).toEqual([c!.id]);
    expect(ids(res)).not.toContain(past!.id);
  });

  it('orders soonest first for a user with no likes', async () => {
    const { cookie } = await signUp(t.app);
    const rows = await insertEvents(t.database.db, [
      makeEvent({ daysAhead: 3, category: 'comedy' }),
      makeEvent({ daysAhead: 1, category: 'music' }),
      makeEvent({ daysAhead: 2, category: 'art' }),
    ]);
    expect(ids(await get(cookie, '/api/events/unseen'))).toEqual([
      rows[1]!.id,
      rows[2]!.id,
      rows[0]!.id,
    ]);
  });

  it('pulls the categories a user likes forward', async () => {
    const { cookie } = await signUp(t.app);
    const [likedComedy, soonMusic, laterComedy] = await insertEvents(t.database.db, [
      makeEvent({ daysAhead: 1, category: 'comedy' }),
      makeEvent({ daysAhead: 2, category: 'music' }),
      makeEvent({ daysAhead: 3, category: 'comedy' }),
    ]);
    expect(ids(await get(cookie, '/api/events/unseen'))).toEqual([
      likedComedy!.id,
      soonMusic!.id,
      laterComedy!.id,
    ]);
    await swipe(cookie, likedComedy!.id, 'liked');
    // All recent likes are comedy: comedy moves up to 72 h, ahead of the sooner music event.
    expect(ids(await get(cookie, '/api/events/unseen'))).toEqual([laterComedy!.id, soonMusic!.id]);
  });

  it('filters by discover categories, with "other" for the rest', async () => {
    const { cookie } = await signUp(t.app);
    const [music, comedy, movie, festival] = await insertEvents(t.database.db, [
      makeEvent({ category: 'music' }),
      makeEvent({ category: 'comedy' }),
      makeEvent({ category: 'movie' }),
      makeEvent({ category: 'festival' }),
    ]);
    expect(ids(await get(cookie, '/api/events/unseen?categories=comedy'))).toEqual([comedy!.id]);
    expect(new Set(ids(await get(cookie, '/api/events/unseen?categories=music,other')))).toEqual(
      new Set([music!.id, movie!.id, festival!.id]),
    );
    expect(ids(await get(cookie, '/api/events/unseen?categories=all'))).toHaveLength(4);
    expect((await get(cookie, '/api/events/unseen?categories=polka')).statusCode).toBe(400);
  });

  it('pages with a keyset cursor without gaps or repeats', async () => {
    const { cookie } = await signUp(t.app);
    const today = nycToday();
    const rows = await insertEvents(
      t.database.db,
      Array.from({ length: 25 }, (_, i) => {
        const date = addDays(today, 1 + (i % 5));
        // Several events share a start time: the id breaks the tie.
        return makeEvent({
          date,
          startsAt: eventStart(date, '8:00 PM').startsAt,
          category: i % 2 ? 'music' : 'art',
        });
      }),
    );
    const seen: number[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 10; page++) {
      const res = await get(
        cookie,
        `/api/events/unseen?limit=7${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...ids(res));
      cursor = res.headers['x-next-cursor'] as string | undefined;
      if (!cursor) break;
    }
    expect(seen).toHaveLength(25);
    expect(new Set(seen)).toEqual(new Set(rows.map((r) => r.id)));
  });

  it('deals every card once in a whole pass, liking as it goes', async () => {
    const { cookie } = await signUp(t.app);
    const today = nycToday();
    const kinds = ['comedy', 'music', 'art', 'food'];
    await insertEvents(
      t.database.db,
      Array.from({ length: 120 }, (_, i) => {
        const date = addDays(today, 1 + (i % 10));
        const time = `${1 + (i % 11)}:${i % 2 ? '30' : '00'} PM`;
        return makeEvent({ date, time, category: kinds[i % kinds.length]! });
      }),
    );
    // Like every comedy card as it comes: each like shifts the taste by hours.
    const dealt: number[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 30; page++) {
      const query = `/api/events/unseen?limit=10${cursor ? `&cursor=${cursor}` : ''}`;
      const res = await get(cookie, query);
      expect(res.statusCode).toBe(200);
      for (const card of res.json() as { id: number; category: string }[]) {
        dealt.push(card.id);
        const action = card.category === 'comedy' ? 'liked' : 'passed';
        expect((await swipe(cookie, card.id, action)).statusCode).toBe(201);
      }
      cursor = res.headers['x-next-cursor'] as string | undefined;
      if (!cursor) break;
    }
    expect(new Set(dealt).size).toBe(dealt.length);
    expect(dealt).toHaveLength(120);
    expect(ids(await get(cookie, '/api/events/unseen'))).toEqual([]);
  });

  it('validates limit and cursor', async () => {
    const { cookie } = await signUp(t.app);
    expect((await get(cookie, '/api/events/unseen?limit=101')).statusCode).toBe(400);
    expect((await get(cookie, '/api/events/unseen?limit=0')).statusCode).toBe(400);
    for (const cursor of [
      'abc',
      '253402300800000.1',
      '-999999999999999.1',
      '1700000000000.1.nosuch-60',
      '1700000000000.1.comedy-259201',
      '1700000000000.1.comedy-60_comedy-60',
    ]) {
      const res = await get(cookie, `/api/events/unseen?cursor=${encodeURIComponent(cursor)}`);
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json()).toMatchObject({ message: 'cursor: Invalid cursor' });
    }
    const ok = await get(cookie, '/api/events/unseen?cursor=1700000000000.1.comedy-3600');
    expect(ok.statusCode).toBe(200);
  });
});

describe('GET /api/events/hot', () => {
  it('ranks upcoming events by likes with interactionCount', async () => {
    const users = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
    const [one, three, none, two] = await insertEvents(t.database.db, [
      makeEvent(),
      makeEvent(),
      makeEvent(),
      makeEvent(),
    ]);
    for (const u of users) await swipe(u.cookie, three!.id, 'liked');
    await swipe(users[0]!.cookie, two!.id, 'liked');
    await swipe(users[1]!.cookie, two!.id, 'liked');
    await swipe(users[2]!.cookie, one!.id, 'liked');
    await swipe(users[0]!.cookie, none!.id, 'passed');

    const res = await get(users[0]!.cookie, '/api/events/hot');
    expect(res.statusCode).toBe(200);
    expect(
      res.json().map((e: { id: number; interactionCount: number }) => [e.id, e.interactionCount]),
    ).toEqual([
      [three!.id, 3],
      [two!.id, 2],
      [one!.id, 1],
    ]);
  });

  it('honours the limit and accepts only 10, 20 or 50', async () => {
    const { cookie } = await signUp(t.app);
    const rows = await insertEvents(
      t.database.db,
      Array.from({ length: 12 }, () => makeEvent({ likeCount: 1 })),
    );
    expect(rows).toHaveLength(12);
    expect((await get(cookie, '/api/events/hot?limit=10')).json()).toHaveLength(10);
    expect((await get(cookie, '/api/events/hot')).json()).toHaveLength(12);
    expect((await get(cookie, '/api/events/hot?limit=15')).statusCode).toBe(400);
  });

  it('leaves out events that have started', async () => {
    const { cookie } = await signUp(t.app);
    await insertEvents(t.database.db, [
      makeEvent({ startsAt: new Date(Date.now() - 1000), likeCount: 9 }),
    ]);
    expect((await get(cookie, '/api/events/hot')).json()).toEqual([]);
  });
});

describe('GET /api/events/:eventId', () => {
  it('reads one event by id and answers 404 for an unknown one', async () => {
    const { cookie } = await signUp(t.app);
    const [e] = await insertEvents(t.database.db, [makeEvent({ title: 'Opening Night' })]);
    const res = await get(cookie, `/api/events/${e!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: e!.id, title: 'Opening Night', sourceUrl: null });
    expect((await get(cookie, '/api/events/987654')).statusCode).toBe(404);
    expect((await get(cookie, '/api/events/abc')).statusCode).toBe(400);
  });
});
