import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { insertEvents, makeEvent } from '#test/support/server/factories.ts';
import { as, createTestApp, signUp, type TestApp } from '#test/support/server/test-app.ts';
import { everyonesSwipes } from './swipe-facts.ts';
import { PER_ACCOUNT } from './population-store.ts';

// Everyone's model is fitted once an hour here, so a fold compared across requests reads one prior.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TASTE_REFIT_SECONDS: 3600 });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.execute(sql`TRUNCATE events RESTART IDENTITY CASCADE`);
});

const swipe = (cookie: string, eventId: number, action: string) =>
  t.app.inject(
    as(cookie, { method: 'POST', url: '/api/user-events', payload: { eventId, action } }),
  );
const undo = (cookie: string, eventId: number) =>
  t.app.inject(as(cookie, { method: 'DELETE', url: `/api/user-events/${eventId}` }));
const deck = (cookie: string) =>
  t.app.inject(as(cookie, { method: 'GET', url: '/api/events/unseen?limit=20' }));
const stored = async (userId: string, db = t.database.db) => {
  const [row] = await queryRows<{ model: unknown; steps: number }>(
    db,
    sql`SELECT model, steps FROM taste_models WHERE user_id = ${userId}`,
  );
  return row;
};
const events = (db = t.database.db) =>
  insertEvents(
    db,
    ['jazz trio', 'techno party', 'stand-up night', 'ramen pop-up'].map((title, i) =>
      makeEvent({
        title,
        daysAhead: 1 + i,
        category: i < 2 ? 'music' : i === 2 ? 'comedy' : 'food',
      }),
    ),
  );

describe("the person's stored taste model", () => {
  it('is updated by each swipe, one step of the fold', async () => {
    const { cookie, user } = await signUp(t.app);
    const [a, b] = await events();
    expect((await swipe(cookie, a!.id, 'liked')).statusCode).toBe(201);
    const first = await stored(user.id);
    expect((await swipe(cookie, b!.id, 'maybe')).statusCode).toBe(201);
    const second = await stored(user.id);
    expect(second!.steps).toBe(first!.steps + 1);
    expect(JSON.stringify(second!.model)).toContain('w:jazz');
    expect(JSON.stringify(second!.model)).toContain('w:techno');
  });

  it('is after an undo exactly as if the swipe had never been made, and after a re-swipe as a fold anew', async () => {
    const { cookie, user } = await signUp(t.app);
    const [a, b, c] = await events();
    await swipe(cookie, a!.id, 'liked');
    await swipe(cookie, b!.id, 'passed');
    const before = await stored(user.id);
    await swipe(cookie, c!.id, 'liked');
    expect(await stored(user.id)).not.toEqual(before);
    expect((await undo(cookie, c!.id)).statusCode).toBe(200);
    expect(await stored(user.id)).toEqual(before);

    // A changed swipe moves to the end of the order: the stored model is the fold of a, then b's
    // new answer, the same as one folded from nothing by the next deck page.
    await swipe(cookie, a!.id, 'passed');
    const changed = await stored(user.id);
    await t.database.db.execute(sql`DELETE FROM taste_models WHERE user_id = ${user.id}`);
    expect((await deck(cookie)).statusCode).toBe(200);
    expect(await stored(user.id)).toEqual(changed);
  });

  it('is folded again from the swipes when the stored one is unreadable, with no error', async () => {
    const { cookie, user } = await signUp(t.app);
    const [a] = await events();
    await swipe(cookie, a!.id, 'liked');
    const good = await stored(user.id);
    await t.database.db.execute(
      sql`UPDATE taste_models SET model = '{"v":1,"steps":"many"}'::jsonb WHERE user_id = ${user.id}`,
    );
    const res = await deck(cookie);
    expect(res.statusCode).toBe(200);
    expect(await stored(user.id)).toEqual(good);
  });
});

describe('first-visit picks', () => {
  it('fold the model afresh from the new picks on the next page', async () => {
    // On its own server: everyone's model here is fitted from this test's swipes alone.
    const own = await createTestApp();
    onTestFinished(() => own.close());
    const swipe = (cookie: string, eventId: number, action: string) =>
      own.app.inject(
        as(cookie, { method: 'POST', url: '/api/user-events', payload: { eventId, action } }),
      );
    const deck = (cookie: string) =>
      own.app.inject(as(cookie, { method: 'GET', url: '/api/events/unseen?limit=20' }));
    const { cookie, user } = await signUp(own.app);
    const [a, , stand] = await events(own.database.db);
    await swipe(cookie, a!.id, 'liked');
    const picks = await own.app.inject(
      as(cookie, {
        method: 'PATCH',
        url: '/api/users/me/preferences',
        payload: { lovedCategories: ['comedy'], homeBorough: 'Queens', tasteIntroDone: true },
      }),
    );
    expect(picks.statusCode).toBe(200);
    const cards = (await deck(cookie)).json() as { id: number; reason: string }[];
    expect(cards[0]).toMatchObject({ id: stand!.id, reason: 'Because you picked Comedy' });
    const model = (await stored(user.id, own.database.db))!.model as {
      start: unknown;
      swipes: number;
    };
    expect(model.start).toEqual({ categories: ['comedy'], borough: 'Queens' });
    expect(model.swipes).toBe(1);
  });
});

describe("everyone's model", () => {
  it("reads at most PER_ACCOUNT of one account's swipes, and none once it is deleted", async () => {
    const many = await insertEvents(
      t.database.db,
      Array.from({ length: PER_ACCOUNT + 30 }, (_, i) =>
        makeEvent({ title: `Event ${i}`, daysAhead: 1 + (i % 20) }),
      ),
    );
    const script = await signUp(t.app);
    const person = await signUp(t.app);
    // A pass storm straight into the table (the API would throttle it), then one person's swipes.
    await t.database.db.execute(
      sql`INSERT INTO user_events (user_id, event_id, action)
          SELECT ${script.user.id}, id, 'passed' FROM events`,
    );
    for (const e of many.slice(0, 3)) await swipe(person.cookie, e.id, 'liked');
    const read = await everyonesSwipes(t.database.db, { window: 10_000, perAccount: PER_ACCOUNT });
    expect(read.filter((s) => s.userId === script.user.id)).toHaveLength(PER_ACCOUNT);
    expect(read.filter((s) => s.userId === person.user.id)).toHaveLength(3);

    await t.app.inject(
      as(script.cookie, {
        method: 'DELETE',
        url: `/api/users/${script.user.id}`,
        payload: { confirm: 'DELETE' },
      }),
    );
    const after = await everyonesSwipes(t.database.db, { window: 10_000, perAccount: PER_ACCOUNT });
    expect(after.map((s) => s.userId)).toEqual([person.user.id, person.user.id, person.user.id]);
  });
});
