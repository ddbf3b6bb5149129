import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { EXPORT_COLUMNS, EXPORT_PAGE } from '#server/features/csv-import/csv-export.service.ts';
import { multipartPayload } from '#server/features/csv-import/multipart-payload.ts';
import { insertEvents, makeEvent } from '#test/support/server/factories.ts';
import {
  adminCookie,
  as,
  createTestApp,
  signUp,
  type TestApp,
} from '#test/support/server/test-app.ts';
import {
  CSV_OPTIONAL_COLUMNS,
  CSV_REQUIRED_COLUMNS,
  type Batch,
  type CsvUploadResult,
} from '#shared/schemas/csv-import.ts';
import { addDays, nycToday } from '#shared/time.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminCookie(t.app);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.execute(sql`DELETE FROM events`);
  await t.database.db.execute(sql`DELETE FROM upload_batches`);
});

const day = addDays(nycToday(), 3);
const csvOf = (...titles: string[]) =>
  [
    'title,description,date,time,venue,price,category',
    ...titles.map((title) => `${title},d,${day},8:00 PM,Brooklyn Bowl,$20,concert`),
  ].join('\n');

async function upload(content: string, filename = 'events.csv'): Promise<CsvUploadResult> {
  const { payload, headers } = multipartPayload(content, { filename });
  const res = await t.app.inject(
    as(admin, { method: 'POST', url: '/api/events/bulk-upload', payload, headers }),
  );
  expect(res.statusCode).toBe(200);
  return res.json() as CsvUploadResult;
}

const idsOf = async (titles: string[]) => {
  const rows = await queryRows<{ id: string | number; title: string }>(
    t.database.db,
    sql`SELECT id, title FROM events`,
  );
  return titles.map((title) => Number(rows.find((r) => r.title === title)!.id));
};

const swipe = (cookie: string, eventId: number, action: 'liked' | 'passed' | 'maybe') =>
  t.app.inject(
    as(cookie, { method: 'POST', url: '/api/user-events', payload: { eventId, action } }),
  );

const undo = (payload?: object) =>
  t.app.inject(as(admin, { method: 'DELETE', url: '/api/events/batch/undo', payload }));

describe('GET /api/events/batches', () => {
  it('lists batches newest first with their id range, count, file and uploader', async () => {
    const first = await upload(csvOf('A1', 'A2', 'A3'), 'spring.csv');
    const second = await upload(csvOf('B1', 'B2'), 'summer.csv');
    const res = await t.app.inject(as(admin, { method: 'GET', url: '/api/events/batches' }));
    expect(res.statusCode).toBe(200);
    const [a1, a3, b1, b2] = await idsOf(['A1', 'A3', 'B1', 'B2']);
    const batches = res.json() as Batch[];
    expect(batches).toEqual([
      {
        batchStartId: b1,
        batchEndId: b2,
        eventCount: 2,
        uploadedAt: expect.any(String) as string,
        filename: 'summer.csv',
        uploadedBy: 'SwipeNYC Admin',
      },
      {
        batchStartId: a1,
        batchEndId: a3,
        eventCount: 3,
        uploadedAt: expect.any(String) as string,
        filename: 'spring.csv',
        uploadedBy: 'SwipeNYC Admin',
      },
    ]);
    expect([first.batchStartId, second.batchStartId]).toEqual([a1, b1]);
    expect(Date.parse(batches[0]!.uploadedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('shows no uploader once that account is gone', async () => {
    const { user } = await signUp(t.app);
    await upload(csvOf('Orphan'));
    await t.database.db.execute(sql`UPDATE upload_batches SET uploaded_by = ${user.id}`);
    await t.database.db.execute(sql`DELETE FROM "user" WHERE id = ${user.id}`);
    const res = await t.app.inject(as(admin, { method: 'GET', url: '/api/events/batches' }));
    expect((res.json() as Batch[]).map((b) => b.uploadedBy)).toEqual([null]);
  });
});

describe('DELETE /api/events/batch/undo', () => {
  it("removes a batch's events and swipes, and leaves other events' like counts alone", async () => {
    const first = await upload(csvOf('A1', 'A2', 'A3'));
    await upload(csvOf('B1', 'B2'));
    const [other] = await insertEvents(t.database.db, [makeEvent({ title: 'Not uploaded' })]);
    const [a1, a2, b1] = await idsOf(['A1', 'A2', 'B1']);
    const ann = await signUp(t.app);
    const bob = await signUp(t.app);
    for (const [cookie, eventId, action] of [
      [ann.cookie, a1!, 'liked'],
      [ann.cookie, a2!, 'passed'],
      [bob.cookie, a1!, 'liked'],
      [bob.cookie, b1!, 'maybe'],
      [ann.cookie, other!.id, 'liked'],
      [bob.cookie, other!.id, 'liked'],
    ] as const) {
      expect((await swipe(cookie, eventId, action)).statusCode).toBeLessThan(300);
    }

    const res = await undo({ batchStartId: first.batchStartId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ eventsDeleted: 3, userInteractionsDeleted: 3 });

    const left = await queryRows<{ title: string; like_count: number }>(
      t.database.db,
      sql`SELECT title, like_count FROM events ORDER BY id`,
    );
    expect(left).toEqual([
      { title: 'B1', like_count: 0 },
      { title: 'B2', like_count: 0 },
      { title: 'Not uploaded', like_count: 2 },
    ]);
    const swipes = await queryRows<{ event_id: string | number; action: string }>(
      t.database.db,
      sql`SELECT event_id, action FROM user_events ORDER BY id`,
    );
    expect(swipes.map((s) => [Number(s.event_id), s.action])).toEqual([
      [b1, 'maybe'],
      [other!.id, 'liked'],
      [other!.id, 'liked'],
    ]);
    const liked = await t.app.inject(
      as(ann.cookie, { method: 'GET', url: '/api/user-events/by-action/liked' }),
    );
    expect((liked.json() as { eventId: number }[]).map((s) => s.eventId)).toEqual([other!.id]);
    const batches = await t.app.inject(as(admin, { method: 'GET', url: '/api/events/batches' }));
    expect((batches.json() as Batch[]).map((b) => b.eventCount)).toEqual([2]);
  });

  it('undoes the latest batch when no id is given, then has nothing left to undo', async () => {
    await upload(csvOf('A1', 'A2'));
    await upload(csvOf('B1'));
    const latest = await undo();
    expect(latest.json()).toEqual({ eventsDeleted: 1, userInteractionsDeleted: 0 });
    expect(await idsOf(['A1', 'A2'])).toHaveLength(2);
    expect((await undo({})).json()).toEqual({ eventsDeleted: 2, userInteractionsDeleted: 0 });
    const none = await undo();
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: 'No batch to undo', code: 'NOT_FOUND' });
  });

  it('answers 404 for an unknown batch and keeps the others', async () => {
    const { batchStartId } = await upload(csvOf('Keep'));
    const res = await undo({ batchStartId: batchStartId! + 1000 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Batch not found', code: 'NOT_FOUND' });
    expect(await idsOf(['Keep'])).toHaveLength(1);
  });
});

describe('GET /api/events/csv-template', () => {
  it('downloads the columns and three upcoming examples, one all-day over days, and imports as it is', async () => {
    const res = await t.app.inject(as(admin, { method: 'GET', url: '/api/events/csv-template' }));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="swipenyc-events-template.csv"',
    );
    const [header, ...rows] = parse(res.body, { bom: true }) as string[][];
    expect(header).toEqual([...CSV_REQUIRED_COLUMNS, ...CSV_OPTIONAL_COLUMNS]);
    expect(rows).toHaveLength(3);
    const dateAt = header!.indexOf('date');
    for (const row of rows) expect(row[dateAt]! > nycToday()).toBe(true);
    const market = rows[2]!;
    expect([market[header!.indexOf('time')], market[header!.indexOf('endDate')]]).toEqual([
      'All day',
      addDays(nycToday(), 30),
    ]);

    const imported = await upload(res.body, 'swipenyc-events-template.csv');
    expect(imported).toMatchObject({ successful: 3, failed: 0, errors: [] });
    const places = await queryRows<{
      borough: string;
      category: string;
      all_day: boolean;
      end_date: string | null;
    }>(
      t.database.db,
      sql`SELECT borough, category, all_day, end_date::text FROM events ORDER BY id`,
    );
    expect(places).toEqual([
      { borough: 'Manhattan', category: 'music', all_day: false, end_date: null },
      { borough: 'Brooklyn', category: 'yoga', all_day: false, end_date: null },
      {
        borough: 'Manhattan',
        category: 'festival',
        all_day: true,
        end_date: addDays(nycToday(), 30),
      },
    ]);
  });
});

describe('GET /api/events/export/csv', () => {
  const exportCsv = async (query = '') => {
    const res = await t.app.inject(
      as(admin, { method: 'GET', url: `/api/events/export/csv${query}` }),
    );
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = parse(res.body, { bom: true }) as string[][];
    expect(header).toEqual([...EXPORT_COLUMNS]);
    return { res, rows: rows.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i]!]))) };
  };

  it('neutralises every cell a spreadsheet would run as a formula', async () => {
    await insertEvents(t.database.db, [
      makeEvent({ title: '=HYPERLINK("https://evil.example","Tickets")', price: '-5' }),
      makeEvent({ title: '+1 show', venue: '@SUM(A1:A2)' }),
      makeEvent({ title: '-=x', description: '\tTabbed' }),
      makeEvent({ title: '\rCarriage', performer: '=1+1' }),
      makeEvent({ title: 'Plain, with "quotes"', description: 'Two\nlines', price: '$15-30' }),
    ]);
    const { res, rows } = await exportCsv();
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="swipenyc-events-${nycToday()}.csv"`,
    );
    expect(rows.map((r) => [r.title, r.price, r.venue, r.description, r.performer])).toEqual([
      [`'=HYPERLINK("https://evil.example","Tickets")`, "'-5", 'Test Hall', 'A test event.', ''],
      [`'+1 show`, 'Free', "'@SUM(A1:A2)", 'A test event.', ''],
      [`'-=x`, 'Free', 'Test Hall', "'\tTabbed", ''],
      [`'\rCarriage`, 'Free', 'Test Hall', 'A test event.', "'=1+1"],
      ['Plain, with "quotes"', '$15-30', 'Test Hall', 'Two\nlines', ''],
    ]);
  });

  it('exports every matching event once, in id order, past the page size', async () => {
    const many = await insertEvents(
      t.database.db,
      Array.from({ length: EXPORT_PAGE * 2 + 345 }, (_, i) =>
        makeEvent({ category: i % 5 === 0 ? 'comedy' : 'music', title: `Show ${i}` }),
      ),
    );
    const all = await exportCsv();
    expect(all.rows.map((r) => Number(r.id))).toEqual(many.map((e) => e.id));
    expect(all.rows[0]).toMatchObject({ title: 'Show 0', category: 'comedy', likeCount: '0' });

    const comedy = await exportCsv('?category=comedy');
    expect(comedy.rows.map((r) => Number(r.id))).toEqual(
      many.filter((e) => e.category === 'comedy').map((e) => e.id),
    );
    const search = await exportCsv('?search=Show%201234');
    expect(search.rows.map((r) => r.title)).toEqual(['Show 1234']);
    const none = await exportCsv('?category=yoga');
    expect(none.rows).toEqual([]);
  });
});

describe('access', () => {
  const routes = [
    ['POST', '/api/events/bulk-upload/preview'],
    ['POST', '/api/events/bulk-upload'],
    ['GET', '/api/events/batches'],
    ['DELETE', '/api/events/batch/undo'],
    ['GET', '/api/events/csv-template'],
    ['GET', '/api/events/export/csv'],
  ] as const;

  it('answers 401 to anonymous callers and 403 to users on every route', async () => {
    await upload(csvOf('Guarded'));
    const { cookie } = await signUp(t.app);
    for (const [method, url] of routes) {
      const { payload, headers } = multipartPayload(csvOf('Sneaky'));
      const body = method === 'POST' ? { payload, headers } : {};
      const anonymous = await t.app.inject({ method, url, ...body });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const user = await t.app.inject(as(cookie, { method, url, ...body }));
      expect(user.statusCode, `${method} ${url}`).toBe(403);
      expect(user.body).not.toContain('Guarded');
    }
    expect(await idsOf(['Guarded'])).toHaveLength(1);
    expect(
      (await t.app.inject(as(admin, { method: 'GET', url: '/api/events/batches' }))).json(),
    ).toHaveLength(1);
  });

  it('refuses admin writes sent from another site', async () => {
    await upload(csvOf('Kept'));
    const { payload, headers } = multipartPayload(csvOf('Forged'));
    for (const extra of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }]) {
      const res = await t.app.inject(
        as(admin, {
          method: 'POST',
          url: '/api/events/bulk-upload',
          payload,
          headers: { ...headers, ...extra },
        }),
      );
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: 'Cross-origin request refused' });
    }
    const forgedUndo = await t.app.inject(
      as(admin, {
        method: 'DELETE',
        url: '/api/events/batch/undo',
        headers: { origin: 'https://evil.example' },
      }),
    );
    expect(forgedUndo.statusCode).toBe(403);
    const titles = await queryRows<{ title: string }>(t.database.db, sql`SELECT title FROM events`);
    expect(titles).toEqual([{ title: 'Kept' }]);
  });

  it('documents every route in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = res.json() as { paths: Record<string, Record<string, unknown>> };
    for (const [method, url] of routes) {
      expect(paths.paths[url], url).toHaveProperty(method.toLowerCase());
    }
  });

  it('keeps /api/events/:eventId working beside the static admin paths', async () => {
    const [event] = await insertEvents(t.database.db, [makeEvent({ title: 'By id' })]);
    const byId = await t.app.inject(as(admin, { method: 'GET', url: `/api/events/${event!.id}` }));
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toMatchObject({ id: event!.id, title: 'By id' });
    const batches = await t.app.inject(as(admin, { method: 'GET', url: '/api/events/batches' }));
    expect(batches.json()).toEqual([]);
    const template = await t.app.inject(
      as(admin, { method: 'GET', url: '/api/events/csv-template' }),
    );
    expect(template.headers['content-type']).toBe('text/csv; charset=utf-8');
  });
});
