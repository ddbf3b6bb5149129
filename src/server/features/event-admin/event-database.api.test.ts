import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertEvents, makeEvent } from '#test/support/server/factories.ts';
import { adminCookie, as, createTestApp, type TestApp } from '#test/support/server/test-app.ts';
import { EVENT_DATABASE_COUNT_CAP } from '#shared/schemas/event-database.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminCookie(t.app);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.execute(sql`TRUNCATE events RESTART IDENTITY CASCADE`);
});

const list = async (query = '') => {
  const res = await t.app.inject(as(admin, { method: 'GET', url: `/api/admin/events${query}` }));
  expect(res.statusCode).toBe(200);
  return {
    ids: (res.json() as { id: number }[]).map((e) => e.id),
    body: res.json(),
    total: res.headers['x-total-count'],
    capped: res.headers['x-total-capped'],
    hasMore: res.headers['x-has-more'],
    cache: res.headers['cache-control'],
  };
};
/** ids from `from` down to `to`. */
const down = (from: number, to: number) =>
  Array.from({ length: from - to + 1 }, (_, i) => from - i);

describe('GET /api/admin/events', () => {
  it('lists every event newest first, past ones too, with where it came from', async () => {
    await insertEvents(t.database.db, [
      makeEvent({ title: 'Old', daysAhead: -30, source: 'csv', originalCategory: 'Concerts' }),
      makeEvent({ title: 'New', source: 'mock' }),
    ]);
    const page = await list();
    expect(page.ids).toEqual([2, 1]);
    expect(page.body[1]).toMatchObject({
      title: 'Old',
      source: 'csv',
      originalCategory: 'Concerts',
      batchId: null,
      category: 'music',
    });
    expect(new Date(page.body[1].createdAt).toISOString()).toBe(page.body[1].createdAt);
    expect(page).toMatchObject({ total: '2', hasMore: '0', capped: undefined, cache: 'no-store' });
  });

  it('pages with after and before consistently over three pages', async () => {
    await insertEvents(
      t.database.db,
      Array.from({ length: 50 }, () => makeEvent()),
    );
    const first = await list();
    expect(first).toMatchObject({ ids: down(50, 31), hasMore: '1', total: '50' });
    const second = await list(`?after=${first.ids.at(-1)}`);
    expect(second).toMatchObject({ ids: down(30, 11), hasMore: '1', total: '50' });
    const third = await list(`?after=${second.ids.at(-1)}`);
    expect(third).toMatchObject({ ids: down(10, 1), hasMore: '0' });

    const backToSecond = await list(`?before=${third.ids[0]}`);
    expect(backToSecond).toMatchObject({ ids: second.ids, hasMore: '1' });
    const backToFirst = await list(`?before=${backToSecond.ids[0]}`);
    expect(backToFirst).toMatchObject({ ids: first.ids, hasMore: '0' });

    // A direct link to an early page agrees with the keyset pages.
    expect((await list('?page=2')).ids).toEqual(second.ids);
    expect((await list('?page=3')).ids).toEqual(third.ids);
    expect(await list('?page=4')).toMatchObject({ ids: [], hasMore: '0' });
  });

  it('stays consistent when events arrive between pages', async () => {
    await insertEvents(
      t.database.db,
      Array.from({ length: 25 }, () => makeEvent()),
    );
    const first = await list();
    await insertEvents(t.database.db, [makeEvent(), makeEvent()]);
    // OFFSET would repeat two rows here; the keyset page starts right after the last one seen.
    expect((await list(`?after=${first.ids.at(-1)}`)).ids).toEqual(down(5, 1));
  });

  it('filters by search text and by category, aliases included', async () => {
    await insertEvents(t.database.db, [
      makeEvent({ title: 'Jazz at Midnight', category: 'music' }),
      makeEvent({ title: 'Stand-up Hour', category: 'comedy' }),
      makeEvent({ title: 'Late Jazz Trio', category: 'nightlife' }),
      makeEvent({ title: 'Quartet', category: 'music' }),
    ]);
    expect(await list('?search=jazz')).toMatchObject({ ids: [3, 1], total: '2' });
    expect(await list('?category=concert')).toMatchObject({ ids: [4, 1], total: '2' });
    expect(await list('?category=all')).toMatchObject({ total: '4' });
    expect(await list('?search=jazz&category=concert')).toMatchObject({ ids: [1], total: '1' });
    expect(await list('?search=2')).toMatchObject({ ids: [2] });
  });

  it('pages within a filter', async () => {
    await insertEvents(
      t.database.db,
      Array.from({ length: 45 }, (_, i) => makeEvent({ category: i % 2 ? 'comedy' : 'music' })),
    );
    // Odd ids (1, 3, … 45) are music: 23 of them.
    const first = await list('?category=music');
    expect(first).toMatchObject({ total: '23', hasMore: '1' });
    expect(first.ids).toEqual(down(45, 7).filter((id) => id % 2 === 1));
    const next = await list(`?category=music&after=${first.ids.at(-1)}`);
    expect(next).toMatchObject({ ids: [5, 3, 1], hasMore: '0' });
    const back = await list(`?category=music&before=${next.ids[0]}`);
    expect(back).toMatchObject({ ids: first.ids, hasMore: '0' });
  });

  it('pages through text matches the same way', async () => {
    await insertEvents(
      t.database.db,
      Array.from({ length: 30 }, (_, i) => makeEvent({ title: i % 5 ? `Salsa ${i}` : 'Tango' })),
    );
    // Ids 1, 6, 11, … are Tango: the other 24 are Salsa.
    const salsa = down(30, 1).filter((id) => id % 5 !== 1);
    const first = await list('?search=salsa');
    expect(first).toMatchObject({ ids: salsa.slice(0, 20), total: '24', hasMore: '1' });
    const next = await list(`?search=salsa&after=${first.ids.at(-1)}`);
    expect(next).toMatchObject({ ids: salsa.slice(20), hasMore: '0' });
    const back = await list(`?search=salsa&before=${next.ids[0]}`);
    expect(back).toMatchObject({ ids: first.ids, hasMore: '0' });
  });

  it('counts matches only up to the cap and says so', async () => {
    await t.database.db.execute(sql`
      INSERT INTO events (title, date, starts_at, venue, category, source)
      SELECT 'Bulk ' || n, '2030-01-01', '2030-01-01T00:00:00Z', 'Hall', 'music', 'mock'
      FROM generate_series(1, ${EVENT_DATABASE_COUNT_CAP + 1}) AS n
    `);
    const page = await list();
    expect(page).toMatchObject({ total: String(EVENT_DATABASE_COUNT_CAP), capped: '1' });
    expect(page.ids).toHaveLength(20);
    await t.database.db.execute(sql`DELETE FROM events WHERE id = 1`);
    expect(await list()).toMatchObject({
      total: String(EVENT_DATABASE_COUNT_CAP),
      capped: undefined,
    });
  });

  it('refuses a page past 50 and control characters in the search', async () => {
    const far = await t.app.inject(as(admin, { method: 'GET', url: '/api/admin/events?page=51' }));
    expect(far.statusCode).toBe(400);
    const bad = await t.app.inject(
      as(admin, { method: 'GET', url: '/api/admin/events?search=a%07b' }),
    );
    expect(bad.statusCode).toBe(400);
  });
});
