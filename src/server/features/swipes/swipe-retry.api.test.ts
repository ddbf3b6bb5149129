import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEvents, makeEvent } from '#test/support/server/factories.ts';
import { as, createTestApp, signUp, type TestApp } from '#test/support/server/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a swipe whose row never appears', () => {
  it('gives up with 409 after a few rounds instead of retrying forever', async () => {
    const { cookie, user } = await signUp(t.app);
    const [e] = await insertEvents(t.database.db, [makeEvent()]);
    // A trigger that silently drops this person's inserts: every round sees no row of its own,
    // as a first swipe does when a racing one keeps winning and being undone.
    await t.database.db.execute(sql`
      CREATE FUNCTION drop_insert() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RETURN NULL; END $$`);
    await t.database.db.execute(
      sql.raw(`CREATE TRIGGER drop_swipes BEFORE INSERT ON user_events FOR EACH ROW
               WHEN (NEW.user_id = '${user.id}') EXECUTE FUNCTION drop_insert()`),
    );
    try {
      const res = await t.app.inject(
        as(cookie, {
          method: 'POST',
          url: '/api/user-events',
          payload: { eventId: e!.id, action: 'liked' },
        }),
      );
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message: 'Your swipe could not be saved. Please try again.',
        code: 'CONFLICT',
      });
    } finally {
      await t.database.db.execute(sql`DROP TRIGGER drop_swipes ON user_events`);
      await t.database.db.execute(sql`DROP FUNCTION drop_insert()`);
    }
  });
});
