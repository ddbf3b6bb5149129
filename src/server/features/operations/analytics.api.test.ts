import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRuns } from '#server/db/schema/job-runs.ts';
import { uploadBatches } from '#server/db/schema/upload-batches.ts';
import { insertEvents, makeEvent } from '#test/support/server/factories.ts';
import {
  adminCookie,
  as,
  createTestApp,
  signUp,
  type TestApp,
} from '#test/support/server/test-app.ts';
import type { Analytics } from '#shared/schemas/admin-operations.ts';
import { addDays, NYC_ZONE, nycToday } from '#shared/time.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminCookie(t.app);
});
afterAll(() => t.close());

const noonInNyc = (date: string) =>
  DateTime.fromISO(`${date}T12:00`, { zone: NYC_ZONE }).toJSDate().toISOString();

describe('GET /api/analytics', () => {
  it('counts events, users and swipes, fills in quiet days, and lists recent work', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const today = nycToday();
    const [liked2, liked1, passed, , started] = await insertEvents(t.database.db, [
      makeEvent({ category: 'music', borough: 'Manhattan' }),
      makeEvent({ category: 'comedy', borough: 'Brooklyn' }),
      makeEvent({ category: 'music', borough: null, neighborhood: null }),
      // Opened two days ago and still running: upcoming.
      makeEvent({
        category: 'movie',
        borough: 'Queens',
        isMovie: true,
        daysAhead: -2,
        startDate: addDays(today, -2),
        endDate: addDays(today, 2),
      }),
      makeEvent({ category: 'comedy', borough: 'Manhattan', daysAhead: -1 }),
    ]);
    const swipe = async (cookie: string, eventId: number, action: string) => {
      const res = await t.app.inject(
        as(cookie, { method: 'POST', url: '/api/user-events', payload: { eventId, action } }),
      );
      expect(res.statusCode).toBe(201);
    };
    await swipe(a.cookie, liked2!.id, 'liked');
    await swipe(b.cookie, liked2!.id, 'liked');
    await swipe(a.cookie, liked1!.id, 'liked');
    await swipe(b.cookie, passed!.id, 'passed');
    await swipe(a.cookie, started!.id, 'maybe');
    // One swipe made two days ago, one too long ago for the chart (still in the totals).
    await t.database.db.execute(sql`UPDATE user_events SET created_at = CASE
        WHEN user_id = ${a.user.id} THEN ${noonInNyc(addDays(today, -2))}::timestamptz
        ELSE ${noonInNyc(addDays(today, -40))}::timestamptz END
      WHERE event_id = ${liked2!.id}`);

    for (let i = 1; i <= 6; i++) {
      await t.database.db.insert(uploadBatches).values({
        startId: i * 100,
        endId: i * 100 + 9,
        eventCount: 10,
        filename: `batch-${i}.csv`,
        uploadedAt: new Date(Date.UTC(2025, 0, i)),
      });
    }
    for (let i = 1; i <= 11; i++) {
      await t.database.db.insert(jobRuns).values({
        job: i === 11 ? 'generate-mock' : 'cleanup',
        startedAt: new Date(Date.UTC(2025, 0, 1, i)),
        finishedAt: i === 11 ? null : new Date(Date.UTC(2025, 0, 1, i, 0, 2)),
        ok: i === 11 ? null : true,
        result: { run: i },
      });
    }

    const res = await t.app.inject(as(admin, { method: 'GET', url: '/api/analytics' }));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json() as Analytics;

    expect(body.totals).toEqual({
      events: 5,
      upcoming: 4,
      // The two sign-ups and the demo account; the admin is not a user.
      users: 3,
      swipes: { liked: 3, passed: 1, maybe: 1 },
    });
    expect(body.byCategory).toEqual([
      { key: 'comedy', count: 2 },
      { key: 'music', count: 2 },
      { key: 'movie', count: 1 },
    ]);
    expect(body.byBorough).toEqual([
      { key: 'Manhattan', count: 2 },
      { key: 'Brooklyn', count: 1 },
      { key: 'Queens', count: 1 },
      { key: 'Unknown', count: 1 },
    ]);
    expect(body.topLiked).toEqual([
      { id: liked2!.id, title: liked2!.title, likeCount: 2 },
      { id: liked1!.id, title: liked1!.title, likeCount: 1 },
    ]);

    const days = Array.from({ length: 30 }, (_, i) => addDays(today, i - 29));
    const expected: Record<string, number> = { [addDays(today, -2)]: 1, [today]: 3 };
    expect(body.swipesPerDay).toEqual(days.map((day) => ({ day, count: expected[day] ?? 0 })));

    expect(body.recentBatches.map((x) => x.filename)).toEqual(
      [6, 5, 4, 3, 2].map((i) => `batch-${i}.csv`),
    );
    expect(body.recentBatches[0]).toEqual({
      batchStartId: 600,
      eventCount: 10,
      uploadedAt: '2025-01-06T00:00:00.000Z',
      filename: 'batch-6.csv',
    });
    expect(body.recentJobRuns.map((r) => (r.result as { run: number }).run)).toEqual([
      11, 10, 9, 8, 7, 6, 5, 4, 3, 2,
    ]);
    expect(body.recentJobRuns[0]).toEqual({
      job: 'generate-mock',
      startedAt: '2025-01-01T11:00:00.000Z',
      finishedAt: null,
      ok: null,
      result: { run: 11 },
      error: null,
    });
    expect(body.recentJobRuns[1]).toMatchObject({
      job: 'cleanup',
      finishedAt: '2025-01-01T10:00:02.000Z',
      ok: true,
    });
  });

  it('counts all-day events and runs as upcoming until their last day is over', async () => {
    const upcoming = async () =>
      (
        (
          await t.app.inject(as(admin, { method: 'GET', url: '/api/analytics' }))
        ).json() as Analytics
      ).totals.upcoming;
    const before = await upcoming();
    const today = nycToday();
    const midnight = (date: string) => DateTime.fromISO(date, { zone: NYC_ZONE }).toJSDate();
    await insertEvents(t.database.db, [
      makeEvent({
        time: 'All day',
        allDay: true,
        date: today,
        startsAt: midnight(today),
        endDate: today,
      }),
      makeEvent({
        daysAhead: -2,
        startsAt: midnight(addDays(today, -2)),
        endDate: addDays(today, 1),
      }),
      makeEvent({
        time: 'All day',
        allDay: true,
        daysAhead: -3,
        startsAt: midnight(addDays(today, -3)),
        endDate: addDays(today, -1),
      }),
      // A one-day showing is over once it starts, though it has a last day.
      makeEvent({
        isMovie: true,
        startsAt: new Date(Date.now() - 60_000),
        date: today,
        startDate: today,
        endDate: today,
      }),
    ]);
    expect((await upcoming()) - before).toBe(2);
  });
});
