import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { fixtureText } from '#test/support/crawler/fixture-text.ts';
import {
  adminCookie,
  as,
  createTestApp,
  signUp,
  type TestApp,
} from '#test/support/server/test-app.ts';
import { crawlPreviewSchema, SKIP_REASONS } from '#shared/schemas/crawl.ts';

let t: TestApp;
let admin: string;
let user: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminCookie(t.app);
  user = (await signUp(t.app)).cookie;
  await t.database.db.execute(sql`TRUNCATE events, job_runs RESTART IDENTITY CASCADE`);
});
afterAll(async () => {
  await t.close();
});

/** A multipart body with the form's fields and the file, as the crawler page sends it. */
function form(fields: Record<string, string>, file: Buffer | string, filename = 'saved.txt') {
  const boundary = `----preview${randomBytes(8).toString('hex')}`;
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    payload: Buffer.concat([
      Buffer.from(parts.join('')),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      Buffer.from(file),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const preview = (cookie: string | null, fields: Record<string, string>, file: Buffer | string) => {
  const req = { method: 'POST' as const, url: '/api/admin/crawl/preview', ...form(fields, file) };
  return t.app.inject(cookie ? as(cookie, req) : req);
};

const eventCount = async () =>
  (await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM events`))[0]?.n;

describe('POST /api/admin/crawl/preview', () => {
  it('answers 401 anonymous and 403 to a user', async () => {
    const file = fixtureText('nyc-parks.xml');
    expect((await preview(null, { kind: 'nyc-parks' }, file)).statusCode).toBe(401);
    const res = await preview(user, { kind: 'nyc-parks' }, file);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('reads a saved feed the way a crawl does, past events included, and writes nothing', async () => {
    const res = await preview(
      admin,
      { kind: 'nyc-parks' },
      fixtureText('real/nyc-parks/parks-2013-09-28.xml'),
    );
    expect(res.statusCode).toBe(200);
    const body = crawlPreviewSchema.parse(res.json());
    expect(body).toMatchObject({ found: 2, kept: 0, skipped: 2, skips: { past: 2 } });
    expect(body.items[0]).toEqual({
      status: 'skipped',
      reason: 'past',
      event: expect.objectContaining({
        title: 'Central Park Tour: North Woods',
        date: '2013-09-28',
        time: '2:00 PM',
        allDay: false,
        price: 'See details',
        borough: 'Manhattan',
      }),
    });
    expect(await eventCount()).toBe(0);
  });

  it('keeps upcoming events and names the first reason for each skipped one', async () => {
    // A month ahead: inside the window of dates an event may have (docs/product.md#event-dates).
    const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const rows = [
      ['1', 'Atlantic Antic', 'Street Festival'],
      ['2', 'Smith Wedding', 'Special Event'],
      ['1', 'Atlantic Antic', 'Street Festival'],
      ['3', '', 'Parade'],
    ].map(([id, name, type]) => ({
      event_id: id,
      event_name: name,
      event_type: type,
      start_date_time: `${day}T10:00:00.000`,
      end_date_time: `${day}T18:00:00.000`,
      event_borough: 'Brooklyn',
      event_location: 'ATLANTIC AVENUE',
      street_closure_type: 'N/A',
    }));
    const res = await preview(admin, { kind: 'socrata' }, JSON.stringify(rows));
    const body = crawlPreviewSchema.parse(res.json());
    expect(body.items.map((i) => [i.status, i.reason ?? null])).toEqual([
      ['kept', null],
      ['skipped', 'not-public'],
      ['skipped', 'duplicate'],
      ['skipped', 'invalid'],
    ]);
    expect(body.items[0]?.event).toMatchObject({ borough: 'Brooklyn', price: 'Free' });
    expect(Object.keys(body.skips)).toEqual([...SKIP_REASONS]);
  });

  it("reads the permit portal's CSV export: a real window keeps 12 of its 79 rows", async () => {
    const csv = fixtureText('real/socrata/permitted-events-2022-02.csv');
    const body = crawlPreviewSchema.parse((await preview(admin, { kind: 'socrata' }, csv)).json());
    // Every row of February 2022 is past now; past comes last, so the other reasons still show.
    expect([body.found, body.skips['not-public']]).toEqual([79, 67]);
    expect(body.skips.past).toBe(12);
    expect(await eventCount()).toBe(0);
  });

  it('reads a saved response as a crawl on the day given as asOf would', async () => {
    const csv = fixtureText('real/socrata/permitted-events-2022-02.csv');
    const body = crawlPreviewSchema.parse(
      (await preview(admin, { kind: 'socrata', asOf: '2022-02-01' }, csv)).json(),
    );
    // Read on its own month's first day, the public permits are upcoming, not past.
    expect([body.found, body.skips['not-public'], body.skips.past]).toEqual([79, 67, 0]);
    expect(body.kept).toBe(12);
    expect(await eventCount()).toBe(0);
  });

  it('bounds a calendar of thousands of series and lists the first 500 items, counting them all', async () => {
    const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'X-WR-TIMEZONE:America/New_York'];
    for (let i = 0; i < 3000; i += 1) {
      lines.push(
        'BEGIN:VEVENT',
        `UID:series-${i}`,
        'DTSTAMP:20300101T000000Z',
        'DTSTART;TZID=America/New_York:20300105T190000',
        'RRULE:FREQ=DAILY',
        `SUMMARY:Nightly set ${i}`,
        'LOCATION:Union Hall, 702 Union St, Brooklyn, NY 11215',
        'END:VEVENT',
      );
    }
    lines.push('END:VCALENDAR', '');
    const body = crawlPreviewSchema.parse(
      (await preview(admin, { kind: 'ical', asOf: '2030-01-05' }, lines.join('\r\n'))).json(),
    );
    // 3,000 open-ended series give their next two dates each, and listing stops at 5,000.
    expect([body.found, body.kept, body.items.length, body.itemsOmitted]).toEqual([
      5000, 5000, 500, 4500,
    ]);
  });

  it('answers 400 naming asOf for a day that is not one', async () => {
    const csv = fixtureText('real/socrata/permitted-events-2022-02.csv');
    for (const asOf of ['2022-02-30', 'yesterday', '1850-01-01']) {
      const res = await preview(admin, { kind: 'socrata', asOf }, csv);
      expect([asOf, res.statusCode]).toEqual([asOf, 400]);
      expect(res.json().message).toMatch(/^asOf: /);
    }
  });

  it('answers 400 naming the kind for a file that kind cannot read', async () => {
    for (const kind of ['ticketmaster', 'socrata', 'nyc-parks', 'ical', 'json-ld']) {
      const res = await preview(admin, { kind }, 'this is not a saved response');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(`(${kind})`);
    }
    const unknown = await preview(admin, { kind: 'rss' }, '<rss/>');
    expect(unknown.statusCode).toBe(400);
  });

  it('answers 413 for a file over 10 MB', async () => {
    const res = await preview(admin, { kind: 'ical' }, Buffer.alloc(10 * 1024 * 1024 + 1, 0x20));
    expect(res.statusCode).toBe(413);
  });
});
