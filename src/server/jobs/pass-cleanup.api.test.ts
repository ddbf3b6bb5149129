import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { PASS_CLEANUP_MIN_SWIPERS } from '#server/config.ts';
import { cleanup } from '#server/jobs/cleanup.ts';
import { insertEvents, makeEvent } from '#test/support/server/factories.ts';
import {
  adminCookie,
  as,
  createTestApp,
  signUp,
  type TestApp,
} from '#test/support/server/test-app.ts';

let t: TestApp;
let people: string[];
beforeAll(async () => {
  t = await createTestApp();
  // Enough accounts for the threshold and more, written straight to the table: how they signed
  // up does not matter here, only that they are different people.
  people = Array.from({ length: PASS_CLEANUP_MIN_SWIPERS + 5 }, (_, i) => `passer-${i}`);
  for (const id of people) {
    await t.database.db.execute(
      sql`INSERT INTO "user" (id, name, email) VALUES (${id}, ${id}, ${`${id}@example.com`})`,
    );
  }
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.execute(sql`TRUNCATE events RESTART IDENTITY CASCADE`);
});

const upcoming = () => makeEvent({ startsAt: new Date(Date.now() + 7 * 86_400_000) });

async function swipes(eventId: number, by: string[], action: 'passed' | 'liked' | 'maybe') {
  for (const userId of by) {
    await t.database.db.execute(
      sql`INSERT INTO user_events (user_id, event_id, action) VALUES (${userId}, ${eventId}, ${action})`,
    );
  }
}

const left = async () =>
  (
    await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT id::int AS id FROM events ORDER BY id`,
    )
  ).map((r) => r.id);

describe('events everyone passed', () => {
  it("one person's pass never removes an event, through the admin's cleanup too", async () => {
    const { cookie } = await signUp(t.app);
    const [e] = await insertEvents(t.database.db, [upcoming()]);
    const pass = await t.app.inject(
      as(cookie, {
        method: 'POST',
        url: '/api/user-events',
        payload: { eventId: e!.id, action: 'passed' },
      }),
    );
    expect(pass.statusCode).toBe(201);
    const run = await t.app.inject(
      as(await adminCookie(t.app), { method: 'POST', url: '/api/events/cleanup' }),
    );
    expect(run.statusCode).toBe(200);
    expect(run.json()).toMatchObject({ passedEvents: 0 });
    expect(await left()).toEqual([e!.id]);
  });

  it(`needs ${PASS_CLEANUP_MIN_SWIPERS} different people, all passing`, async () => {
    const [few, enough, oneSaved, oneMaybe] = await insertEvents(
      t.database.db,
      Array.from({ length: 4 }, upcoming),
    );
    const threshold = people.slice(0, PASS_CLEANUP_MIN_SWIPERS);
    await swipes(few!.id, threshold.slice(1), 'passed');
    await swipes(enough!.id, threshold, 'passed');
    await swipes(oneSaved!.id, people.slice(1), 'passed');
    await swipes(oneSaved!.id, people.slice(0, 1), 'liked');
    await swipes(oneMaybe!.id, people.slice(1), 'passed');
    await swipes(oneMaybe!.id, people.slice(0, 1), 'maybe');

    expect(await cleanup(t.database.db)).toMatchObject({ passedEvents: 1 });
    expect(await left()).toEqual([few!.id, oneSaved!.id, oneMaybe!.id]);
  });
});
