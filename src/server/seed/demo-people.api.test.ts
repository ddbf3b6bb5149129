import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PEOPLE_DOMAIN } from '#server/auth/demo-people.ts';
import { queryRows } from '#server/db/client.ts';
import { account } from '#server/db/schema/auth.ts';
import { DEMO_PEOPLE_COUNT } from '#server/seed/demo-people.ts';
import {
  adminCookie,
  as,
  createTestApp,
  signUp,
  type TestApp,
} from '#test/support/server/test-app.ts';
import { hotListSchema } from '#shared/schemas/events.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: 'on' });
});
afterAll(() => t.close());

const count = async (query: ReturnType<typeof sql>) =>
  (await queryRows<{ n: number }>(t.database.db, query))[0]!.n;
const demoPeople = () =>
  count(sql`SELECT count(*)::int AS n FROM "user" WHERE email LIKE ${`%@${DEMO_PEOPLE_DOMAIN}`}`);

/** Every event's like and swipe counts agree with its swipes. */
async function countsAreExact() {
  const off = await count(sql`
    SELECT count(*)::int AS n FROM events e
    WHERE e.like_count <> (SELECT count(*) FROM user_events u WHERE u.event_id = e.id AND u.action = 'liked')
       OR e.swipe_count <> (SELECT count(*) FROM user_events u WHERE u.event_id = e.id)`);
  expect(off).toBe(0);
}

describe('demo people', () => {
  it('are seeded with swipes of every kind, the counts kept exact', async () => {
    expect(await demoPeople()).toBe(DEMO_PEOPLE_COUNT);
    const actions = await queryRows<{ action: string; n: number }>(
      t.database.db,
      sql`SELECT action, count(*)::int AS n FROM user_events GROUP BY action ORDER BY action`,
    );
    expect(actions.map((a) => a.action)).toEqual(['liked', 'maybe', 'passed']);
    for (const a of actions) expect(a.n, a.action).toBeGreaterThan(50);
    await countsAreExact();
  });

  it('never sign in, even with a password set, and their domain cannot be registered', async () => {
    const email = `demo-person-1@${DEMO_PEOPLE_DOMAIN}`;
    const [person] = await queryRows<{ id: string }>(
      t.database.db,
      sql`SELECT id FROM "user" WHERE email = ${email}`,
    );
    // As if a password had reached the account somehow: the routes must still refuse it.
    await t.database.db.insert(account).values({
      id: randomUUID(),
      accountId: person!.id,
      providerId: 'credential',
      userId: person!.id,
      password: await hashPassword('demo-person-pass'),
    });
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

    expect(
      (await post('/api/auth/login', { email, password: 'demo-person-pass' })).statusCode,
    ).toBe(401);
    const byName = { username: 'demo-person-1', password: 'demo-person-pass' };
    expect((await post('/api/auth/demo-login', byName)).statusCode).toBe(401);
    expect((await post('/api/auth/admin-login', byName)).statusCode).toBe(401);
    const register = await post('/api/auth/register', {
      email: `someone@${DEMO_PEOPLE_DOMAIN}`,
      password: 'secret123',
      firstName: 'Some',
      lastName: 'One',
    });
    expect(register.statusCode).toBe(400);
    expect(register.json()).toMatchObject({ code: 'INVALID_INPUT' });
    // The reset form answers as for anyone, and no reset link is made for a demo person.
    expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
    const admin = await adminCookie(t.app);
    const reset = await t.app.inject(
      as(admin, { method: 'POST', url: `/api/admin/accounts/${person!.id}/password-reset` }),
    );
    expect(reset.statusCode).toBe(403);
    await t.database.db.execute(sql`DELETE FROM account WHERE user_id = ${person!.id}`);
  });

  it('give Hot real signal: several popular events, not single likes', async () => {
    const { cookie } = await signUp(t.app);
    const res = await t.app.inject(as(cookie, { method: 'GET', url: '/api/events/hot' }));
    expect(res.statusCode).toBe(200);
    const list = hotListSchema.parse(res.json());
    expect(list.state).toBe('trending');
    const popular = list.events.filter((e) => e.popular);
    expect(popular.length).toBeGreaterThanOrEqual(3);
    expect(popular[0]!.recentLoves).toBeGreaterThanOrEqual(3);
    // Uneven, as real interest is: the top event has more loves than the tenth.
    expect(list.events[0]!.recentLoves!).toBeGreaterThan(list.events[9]!.recentLoves!);
  });

  it('are left out of the admin numbers for people and swipes', async () => {
    const admin = await adminCookie(t.app);
    const res = await t.app.inject(as(admin, { method: 'GET', url: '/api/analytics' }));
    expect(res.statusCode).toBe(200);
    const real = await count(sql`
      SELECT count(*)::int AS n FROM "user"
      WHERE role <> 'admin' AND email NOT LIKE ${`%@${DEMO_PEOPLE_DOMAIN}`}`);
    const body = res.json() as { totals: { users: number; swipes: { liked: number } } };
    expect(body.totals.users).toBe(real);
    expect(body.totals.swipes.liked).toBe(0);
  });

  it('are removed with their swipes when demo data is turned off', async () => {
    // A real person's love of an event the demo people loved too must survive them.
    const { cookie } = await signUp(t.app);
    const [loved] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM events ORDER BY like_count DESC, id LIMIT 1`,
    );
    await t.app.inject(
      as(cookie, {
        method: 'POST',
        url: '/api/user-events',
        payload: { eventId: loved!.id, action: 'liked' },
      }),
    );
    const off = await createTestApp({ SEED_DEMO: 'off' }, { database: t.database });
    await off.close();
    expect(await demoPeople()).toBe(0);
    expect(await count(sql`SELECT count(*)::int AS n FROM user_events`)).toBe(1);
    expect(await count(sql`SELECT like_count AS n FROM events WHERE id = ${loved!.id}`)).toBe(1);
    await countsAreExact();
  });
});
