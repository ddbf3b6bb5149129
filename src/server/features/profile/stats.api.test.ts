import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertEvents, makeEvent } from '#test/support/server/factories.ts';
import { as, createTestApp, signUp, type TestApp } from '#test/support/server/test-app.ts';
import type { ProfileStats } from '#shared/schemas/profile.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.execute(sql`TRUNCATE events RESTART IDENTITY CASCADE`);
});

const get = (cookie: string, url: string) => t.app.inject(as(cookie, { method: 'GET', url }));
const stats = async (cookie: string) =>
  (await get(cookie, '/api/users/me/stats')).json() as ProfileStats;
async function swipe(cookie: string, eventId: number, action: 'liked' | 'passed' | 'maybe') {
  const res = await t.app.inject(
    as(cookie, { method: 'POST', url: '/api/user-events', payload: { eventId, action } }),
  );
  expect(res.statusCode).toBeLessThan(300);
}

describe('GET /api/users/me/stats', () => {
  it('counts a loved all-day event or run as upcoming until its last day is over', async () => {
    const { cookie } = await signUp(t.app);
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const rows = await insertEvents(t.database.db, [
      makeEvent({
        time: 'All day',
        allDay: true,
        date: day(-3),
        startsAt: new Date(Date.now() - 3 * 86_400_000),
        endDate: day(3),
      }),
      makeEvent({
        date: day(-2),
        startsAt: new Date(Date.now() - 2 * 86_400_000),
        endDate: day(2),
      }),
      makeEvent({
        time: 'All day',
        allDay: true,
        date: day(-5),
        startsAt: new Date(Date.now() - 5 * 86_400_000),
        endDate: day(-2),
      }),
    ]);
    for (const row of rows) await swipe(cookie, row.id, 'liked');
    expect((await stats(cookie)).upcoming).toBe(2);
  });

  it('derives the profile values from 11 swipes with 4 likes', async () => {
    const { cookie } = await signUp(t.app);
    const other = await signUp(t.app);
    const rows = await insertEvents(t.database.db, [
      makeEvent({ category: 'comedy' }),
      makeEvent({ category: 'music' }),
      makeEvent({ category: 'comedy', startsAt: new Date(Date.now() - 3_600_000) }),
      makeEvent({ category: 'music' }),
      ...Array.from({ length: 7 }, () => makeEvent({ category: 'art' })),
    ]);
    const [comedy1, music1, startedComedy, music2, ...rest] = rows.map((r) => r.id);
    // Two comedy and two music likes: the tie goes to the category liked last (music).
    for (const id of [comedy1!, music1!, startedComedy!, music2!]) await swipe(cookie, id, 'liked');
    for (const id of rest.slice(0, 5)) await swipe(cookie, id, 'passed');
    for (const id of rest.slice(5)) await swipe(cookie, id, 'maybe');
    // Someone else's swipes count for them only.
    for (const id of rest) await swipe(other.cookie, id, 'liked');

    const res = await get(cookie, '/api/users/me/stats');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const s = res.json() as ProfileStats;
    expect(s).toMatchObject({
      totalSwipes: 11,
      likedEvents: 4,
      // Five passes; the two maybes are counted apart, not as passes.
      passed: 5,
      maybe: 2,
      level: 2,
      accuracy: 36,
      upcoming: 3,
      favoriteCategory: 'music',
    });
    expect(s.recentLikes.map((e) => e.id)).toEqual([music2, startedComedy, music1]);
    const byId = Object.fromEntries(s.achievements.map((a) => [a.id, a]));
    expect(byId['swipe-starter']).toMatchObject({ unlocked: true, current: 11, target: 10 });
    expect(byId.explorer).toMatchObject({ unlocked: false, current: 11, target: 50 });
    expect(byId['event-lover']).toMatchObject({ unlocked: false, current: 4, target: 5 });
    expect(byId.selective).toMatchObject({ unlocked: true, current: 36, target: 30 });
  });

  it('follows re-swipes and ties on the most recent like', async () => {
    const { cookie } = await signUp(t.app);
    const [music, comedy] = await insertEvents(t.database.db, [
      makeEvent({ category: 'music' }),
      makeEvent({ category: 'comedy' }),
    ]);
    await swipe(cookie, comedy!.id, 'liked');
    await swipe(cookie, music!.id, 'liked');
    expect((await stats(cookie)).favoriteCategory).toBe('music');
    await swipe(cookie, music!.id, 'passed');
    expect(await stats(cookie)).toMatchObject({
      totalSwipes: 2,
      likedEvents: 1,
      passed: 1,
      maybe: 0,
      accuracy: 50,
      favoriteCategory: 'comedy',
    });
    await swipe(cookie, music!.id, 'liked');
    expect((await stats(cookie)).favoriteCategory).toBe('music');
  });

  it('answers level 1 and zeros before the first swipe', async () => {
    const { cookie } = await signUp(t.app);
    const s = await stats(cookie);
    expect(s).toMatchObject({
      totalSwipes: 0,
      likedEvents: 0,
      upcoming: 0,
      accuracy: 0,
      passed: 0,
      level: 1,
      favoriteCategory: null,
      recentLikes: [],
    });
    expect(s.achievements.filter((a) => a.unlocked)).toEqual([]);
  });

  it("answers under the user's own id, never another's", async () => {
    const { cookie, user } = await signUp(t.app);
    const other = await signUp(t.app);
    expect((await get(cookie, `/api/users/${user.id}/stats`)).statusCode).toBe(200);
    expect((await get(cookie, `/api/users/${other.user.id}/stats`)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me/stats' })).statusCode).toBe(
      401,
    );
  });
});
