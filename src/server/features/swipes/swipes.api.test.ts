import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { events } from '#server/db/schema/events.ts';
import { userEvents } from '#server/db/schema/user-events.ts';
import { insertEvents, makeEvent } from '#test/support/server/factories.ts';
import { as, createTestApp, signUp, type TestApp } from '#test/support/server/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.execute(sql`TRUNCATE events RESTART IDENTITY CASCADE`);
});

const swipe = (cookie: string, payload: object) =>
  t.app.inject(as(cookie, { method: 'POST', url: '/api/user-events', payload }));
const get = (cookie: string, url: string) => t.app.inject(as(cookie, { method: 'GET', url }));
const swipeCount = async (id: number) => {
  const [row] = await t.database.db
    .select({ n: events.swipeCount })
    .from(events)
    .where(sql`id = ${id}`);
  return row!.n;
};
const likeCount = async (id: number) => {
  const [row] = await t.database.db
    .select({ n: events.likeCount })
    .from(events)
    .where(sql`id = ${id}`);
  return row!.n;
};

describe('POST /api/user-events', () => {
  it('records a swipe and answers it with the nested event', async () => {
    const { cookie, user } = await signUp(t.app);
    const [e] = await insertEvents(t.database.db, [makeEvent({ title: 'Jazz Night' })]);
    const res = await swipe(cookie, { eventId: e!.id, action: 'liked' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      userId: user.id,
      eventId: e!.id,
      action: 'liked',
      event: { id: e!.id, title: 'Jazz Night', likeCount: 1 },
    });
  });

  it('changes the action on a re-swipe and keeps like_count exact', async () => {
    const { cookie } = await signUp(t.app);
    const [e] = await insertEvents(t.database.db, [makeEvent()]);
    const id = e!.id;
    expect((await swipe(cookie, { eventId: id, action: 'liked' })).statusCode).toBe(201);
    expect((await swipe(cookie, { eventId: id, action: 'liked' })).statusCode).toBe(200);
    expect(await likeCount(id)).toBe(1);
    await swipe(cookie, { eventId: id, action: 'maybe' });
    expect(await likeCount(id)).toBe(0);
    await swipe(cookie, { eventId: id, action: 'liked' });
    expect(await likeCount(id)).toBe(1);
    // The popularity prior counts people, not re-swipes.
    expect(await swipeCount(id)).toBe(1);
    const other = await signUp(t.app);
    await swipe(other.cookie, { eventId: id, action: 'passed' });
    expect([await likeCount(id), await swipeCount(id)]).toEqual([1, 2]);
    const undo = await t.app.inject(
      as(other.cookie, { method: 'DELETE', url: `/api/user-events/${id}` }),
    );
    expect(undo.statusCode).toBe(200);
    expect([await likeCount(id), await swipeCount(id)]).toEqual([1, 1]);
    const all = (await get(cookie, '/api/user-events')).json();
    expect(all).toHaveLength(1);
    expect(all[0].action).toBe('liked');
  });

  it('keeps like_count exact under 50 concurrent likes by 50 users (races only on PostgreSQL)', async () => {
    const [e] = await insertEvents(t.database.db, [makeEvent()]);
    const users = await Promise.all(Array.from({ length: 50 }, () => signUp(t.app)));
    const results = await Promise.all(
      users.map(({ cookie }) => swipe(cookie, { eventId: e!.id, action: 'liked' })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(50).fill(201));
    expect(await likeCount(e!.id)).toBe(50);
    expect(await swipeCount(e!.id)).toBe(50);
  });

  it('answers one 201 and four 200s when one user double-submits concurrently (races only on PostgreSQL)', async () => {
    const { cookie, user } = await signUp(t.app);
    const [e] = await insertEvents(t.database.db, [makeEvent()]);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => swipe(cookie, { eventId: e!.id, action: 'liked' })),
    );
    expect(results.map((r) => r.statusCode).sort((a, b) => a - b)).toEqual([
      200, 200, 200, 200, 201,
    ]);
    const rows = await t.database.db
      .select({ action: userEvents.action })
      .from(userEvents)
      .where(and(eq(userEvents.userId, user.id), eq(userEvents.eventId, e!.id)));
    expect(rows).toEqual([{ action: 'liked' }]);
    expect(await likeCount(e!.id)).toBe(1);
    expect(await swipeCount(e!.id)).toBe(1);
  });

  it('answers 404 for an unknown event and 400 for an unknown action', async () => {
    const { cookie } = await signUp(t.app);
    const [e] = await insertEvents(t.database.db, [makeEvent()]);
    expect((await swipe(cookie, { eventId: 999999, action: 'liked' })).statusCode).toBe(404);
    const bad = await swipe(cookie, { eventId: e!.id, action: 'loved' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/liked, passed or maybe/);
  });

  it('refuses a userId that is not the signed-in user', async () => {
    const { cookie, user } = await signUp(t.app);
    const [e] = await insertEvents(t.database.db, [makeEvent()]);
    expect((await swipe(cookie, { userId: 1, eventId: e!.id, action: 'liked' })).statusCode).toBe(
      403,
    );
    expect(
      (await swipe(cookie, { userId: user.id, eventId: e!.id, action: 'liked' })).statusCode,
    ).toBe(201);
  });
});

describe('DELETE /api/user-events/:eventId', () => {
  it('removes the swipe, fixes the like count and returns the card to the deck', async () => {
    const { cookie } = await signUp(t.app);
    const [e] = await insertEvents(t.database.db, [makeEvent()]);
    await swipe(cookie, { eventId: e!.id, action: 'liked' });
    expect((await get(cookie, '/api/events/unseen')).json()).toHaveLength(0);

    const undo = await t.app.inject(
      as(cookie, { method: 'DELETE', url: `/api/user-events/${e!.id}` }),
    );
    expect(undo.statusCode).toBe(200);
    expect(undo.json()).toEqual({ eventId: e!.id, action: 'liked' });
    expect(await likeCount(e!.id)).toBe(0);
    expect(
      (await get(cookie, '/api/events/unseen')).json().map((x: { id: number }) => x.id),
    ).toEqual([e!.id]);

    const again = await t.app.inject(
      as(cookie, { method: 'DELETE', url: `/api/user-events/${e!.id}` }),
    );
    expect(again.statusCode).toBe(404);
  });
});

describe('listing swipes', () => {
  it('lists by action, newest first, with a total count', async () => {
    const { cookie } = await signUp(t.app);
    const [a, b, c] = await insertEvents(t.database.db, [makeEvent(), makeEvent(), makeEvent()]);
    await swipe(cookie, { eventId: a!.id, action: 'liked' });
    await swipe(cookie, { eventId: b!.id, action: 'maybe' });
    await swipe(cookie, { eventId: c!.id, action: 'liked' });

    const liked = await get(cookie, '/api/user-events/by-action/liked');
    expect(liked.json().map((s: { eventId: number }) => s.eventId)).toEqual([c!.id, a!.id]);
    expect(liked.headers['x-total-count']).toBe('2');
    expect((await get(cookie, '/api/user-events/liked')).json()).toEqual(liked.json());
    expect((await get(cookie, '/api/user-events/by-action/maybe')).json()[0].event.id).toBe(b!.id);
    expect((await get(cookie, '/api/user-events')).json()).toHaveLength(3);
    expect((await get(cookie, '/api/user-events/by-action/loved')).statusCode).toBe(400);
  });

  it("orders by the events' dates on request: upcoming soonest first, then past, latest first", async () => {
    const { cookie } = await signUp(t.app);
    const hourAgo = new Date(Date.now() - 3_600_000);
    const [far, soon, longAgo, recent, near] = await insertEvents(t.database.db, [
      makeEvent({ daysAhead: 9 }),
      makeEvent({ daysAhead: 1 }),
      makeEvent({ daysAhead: -5, startsAt: new Date(Date.now() - 5 * 86_400_000) }),
      makeEvent({ daysAhead: 0, startsAt: hourAgo }),
      makeEvent({ daysAhead: 3 }),
    ]);
    for (const e of [soon, far, near, longAgo, recent]) {
      await swipe(cookie, { eventId: e!.id, action: 'liked' });
    }
    const byDate = await get(cookie, '/api/user-events/by-action/liked?order=date');
    expect(byDate.json().map((s: { eventId: number }) => s.eventId)).toEqual(
      [soon, near, far, recent, longAgo].map((e) => e!.id),
    );
    expect((await get(cookie, '/api/user-events?order=soon')).statusCode).toBe(400);
  });

  it("never shows another user's records", async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const [e] = await insertEvents(t.database.db, [makeEvent()]);
    await swipe(alice.cookie, { eventId: e!.id, action: 'liked' });
    expect((await get(bob.cookie, '/api/user-events')).json()).toEqual([]);
    expect((await get(bob.cookie, '/api/user-events/by-action/liked')).json()).toEqual([]);
    const removeOthers = await t.app.inject(
      as(bob.cookie, { method: 'DELETE', url: `/api/user-events/${e!.id}` }),
    );
    expect(removeOthers.statusCode).toBe(404);
    expect(await likeCount(e!.id)).toBe(1);
  });
});
