import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { events } from '#server/db/schema/events.ts';
import { jobRuns } from '#server/db/schema/job-runs.ts';
import { venues } from '#shared/nyc/venues.ts';
import { insertEvents, makeEvent } from '#test/support/server/factories.ts';
import {
  adminCookie,
  as,
  createTestApp,
  signUp,
  type TestApp,
} from '#test/support/server/test-app.ts';
import { normalizeCategory } from '#shared/categories.ts';
import { MOCK_COUNT_MESSAGE } from '#shared/schemas/admin-operations.ts';
import { addDays, nycToday } from '#shared/time.ts';

let t: TestApp;
let admin: string;
let user: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminCookie(t.app);
  user = (await signUp(t.app)).cookie;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.execute(sql`TRUNCATE events, job_runs RESTART IDENTITY CASCADE`);
});

const generate = (payload?: unknown) =>
  t.app.inject(
    as(admin, {
      method: 'POST',
      url: '/api/events/generate-mock',
      ...(payload === undefined ? {} : { payload: payload as object }),
    }),
  );
const mockRows = () => t.database.db.select().from(events).where(eq(events.source, 'mock'));
const runsOf = (job: string) => t.database.db.select().from(jobRuns).where(eq(jobRuns.job, job));

describe('admin only', () => {
  it.each([
    ['POST', '/api/events/generate-mock'],
    ['POST', '/api/events/cleanup'],
    ['GET', '/api/analytics'],
  ] as const)('%s %s answers 401 anonymous and 403 to a user', async (method, url) => {
    const payload = method === 'POST' ? { count: 5 } : undefined;
    expect((await t.app.inject({ method, url, payload })).statusCode).toBe(401);
    expect((await t.app.inject(as(user, { method, url, payload }))).statusCode).toBe(403);
    expect(await mockRows()).toHaveLength(0);
    expect(await t.database.db.select().from(jobRuns)).toHaveLength(0);
  });
});

// Each admin may generate 10 times a minute: this file's calls stay within that until the last.
describe('POST /api/events/generate-mock', () => {
  it.each([
    [{ count: 0 }],
    [{ count: 5001 }],
    [{ count: 'abc' }],
    [{ count: 2.5 }],
    [{}],
    [undefined],
  ])('answers 400 with the form’s message for %j', async (payload) => {
    const res = await generate(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MOCK_COUNT_MESSAGE);
    expect(await mockRows()).toHaveLength(0);
  });

  it('creates upcoming events at real venues with normalised categories, and records the run', async () => {
    const before = new Date();
    const res = await generate({ count: 50 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ created: 50, message: 'Generated 50 mock events' });

    const rows = await mockRows();
    expect(rows).toHaveLength(50);
    const today = nycToday();
    const venueByName = new Map(venues.map((v) => [v.name, v]));
    for (const e of rows) {
      expect(e.date >= today && e.date <= addDays(today, 30), e.date).toBe(true);
      // A movie's run may have opened earlier today; anything else starts later.
      if (!e.isMovie) expect(e.startsAt.getTime(), e.title).toBeGreaterThan(before.getTime());
      const venue = venueByName.get(e.venue);
      expect(venue, e.venue).toBeDefined();
      expect(venue!.categories).toContain(e.category);
      expect([e.neighborhood, e.borough]).toEqual([venue!.neighborhood, venue!.borough]);
      expect(normalizeCategory(e.category)).toBe(e.category);
      expect(normalizeCategory(e.originalCategory)).toBe(e.category);
      // A picture of its own, drawn from its category and title (src/server/events/event-art.ts).
      expect(e.imageUrl).toMatch(
        new RegExp(`^/images/art/${e.category}-[0-9a-f]+-[A-Z0-9]+\\.svg$`),
      );
      expect(e.sourceKey).toBeNull();
      expect(e.likeCount).toBe(0);
    }
    expect(new Set(rows.map((e) => e.title)).size).toBeGreaterThan(40);

    const [run] = await runsOf('generate-mock');
    expect(run).toMatchObject({
      ok: true,
      error: null,
      result: { count: 50, created: 50, trigger: 'manual' },
    });
    expect(run!.finishedAt).not.toBeNull();
  });

  it('inserts all the events or none', async () => {
    // The database refuses the 1,201st row, after a first chunk of 1,000 went in.
    await t.database.db.execute(sql`CREATE SEQUENCE test_mock_rows`);
    await t.database.db.execute(sql`
      CREATE FUNCTION test_refuse_mock() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.source = 'mock' AND nextval('test_mock_rows') > 1200 THEN
          RAISE EXCEPTION 'disk full, say';
        END IF;
        RETURN NEW;
      END;
      $$`);
    await t.database.db.execute(sql`
      CREATE TRIGGER test_refuse_mock BEFORE INSERT ON events
      FOR EACH ROW EXECUTE FUNCTION test_refuse_mock()`);
    try {
      const res = await generate({ count: 1500 });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: 'Something went wrong', code: 'INTERNAL' });
      const [{ n }] = (await queryRows<{ n: number }>(
        t.database.db,
        sql`SELECT last_value::int AS n FROM test_mock_rows`,
      )) as [{ n: number }];
      expect(n).toBe(1201);
    } finally {
      await t.database.db.execute(sql`DROP TRIGGER test_refuse_mock ON events`);
      await t.database.db.execute(sql`DROP FUNCTION test_refuse_mock`);
      await t.database.db.execute(sql`DROP SEQUENCE test_mock_rows`);
    }
    expect(await mockRows()).toHaveLength(0);
    expect(await runsOf('generate-mock')).toMatchObject([{ ok: false, error: 'disk full, say' }]);
  });

  it('limits how often an admin generates', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11 && !statuses.includes(429); i++) {
      statuses.push((await generate({ count: 0 })).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('POST /api/events/cleanup', () => {
  it('runs the cleanup now and records it as a manual run', async () => {
    const { cookie } = await signUp(t.app);
    const [started, upcoming] = await insertEvents(t.database.db, [
      makeEvent({ daysAhead: -1 }),
      makeEvent({ daysAhead: 2 }),
    ]);
    for (const id of [started!.id, upcoming!.id]) {
      const res = await t.app.inject(
        as(cookie, {
          method: 'POST',
          url: '/api/user-events',
          payload: { eventId: id, action: 'passed' },
        }),
      );
      expect(res.statusCode).toBe(201);
    }
    const res = await t.app.inject(as(admin, { method: 'POST', url: '/api/events/cleanup' }));
    expect(res.statusCode).toBe(200);
    // The started event goes; one person's pass only hides the upcoming one from them.
    const result = { expiredEvents: 1, passedEvents: 0, expiredUserEvents: 1 };
    expect(res.json()).toEqual(result);
    expect((await t.database.db.select().from(events)).map((e) => e.id)).toEqual([upcoming!.id]);
    expect(await runsOf('cleanup')).toMatchObject([
      { ok: true, error: null, result: { ...result, trigger: 'manual' } },
    ]);
  });
});
