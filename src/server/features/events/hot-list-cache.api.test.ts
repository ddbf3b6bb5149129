import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '#server/db/schema/events.ts';
import { insertEvents, makeEvent } from '#test/support/server/factories.ts';
import { as, createTestApp, signUp, type TestApp } from '#test/support/server/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ HOT_CACHE_SECONDS: 60 });
});
afterAll(() => t.close());

const hot = async (cookie: string, limit = 20) => {
  const res = await t.app.inject(
    as(cookie, { method: 'GET', url: `/api/events/hot?limit=${limit}` }),
  );
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return (res.json() as { events: { id: number; interactionCount: number }[] }).events.map((e) => [
    e.id,
    e.interactionCount,
  ]);
};

describe('GET /api/events/hot with the cache on', () => {
  it('serves one read to everyone until a like through this server renews it', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const [one, two] = await insertEvents(t.database.db, [
      makeEvent({ likeCount: 5 }),
      makeEvent({ likeCount: 3 }),
    ]);
    expect(await hot(a.cookie)).toEqual([
      [one!.id, 5],
      [two!.id, 3],
    ]);

    // A change made elsewhere (another server, a script) shows only after the TTL.
    await t.database.db
      .update(events)
      .set({ likeCount: sql`${events.likeCount} + 10` })
      .where(eq(events.id, two!.id));
    expect(await hot(b.cookie)).toEqual([
      [one!.id, 5],
      [two!.id, 3],
    ]);
    // Each size is its own read.
    expect(await hot(b.cookie, 10)).toEqual([
      [two!.id, 13],
      [one!.id, 5],
    ]);

    // A pass changes no like count and keeps the cached list; a like renews it at once.
    const swipe = (action: string) =>
      t.app.inject(
        as(b.cookie, {
          method: 'POST',
          url: '/api/user-events',
          payload: { eventId: one!.id, action },
        }),
      );
    expect((await swipe('passed')).statusCode).toBe(201);
    expect(await hot(a.cookie)).toEqual([
      [one!.id, 5],
      [two!.id, 3],
    ]);
    expect((await swipe('liked')).statusCode).toBe(200);
    expect(await hot(a.cookie)).toEqual([
      [two!.id, 13],
      [one!.id, 6],
    ]);
  });
});
