import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { multipartPayload } from '#server/features/csv-import/multipart-payload.ts';
import { adminCookie, as, createTestApp, type TestApp } from '#test/support/server/test-app.ts';
import { MAX_SPAN_DAYS } from '#shared/event-span.ts';
import type { CsvPreview, CsvUploadResult } from '#shared/schemas/csv-import.ts';
import { addDays, eventStart, nycToday } from '#shared/time.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminCookie(t.app);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.execute(sql`TRUNCATE events, upload_batches RESTART IDENTITY CASCADE`);
});

let address = 0;
function upload(content: string, preview = false) {
  address += 1;
  const { payload, headers } = multipartPayload(content, {});
  return t.app.inject(
    as(admin, {
      method: 'POST',
      url: preview ? '/api/events/bulk-upload/preview' : '/api/events/bulk-upload',
      payload,
      headers,
      // Each upload from its own address, so the upload rate limit stays out of the way.
      remoteAddress: `10.9.0.${address}`,
    }),
  );
}

const day = addDays(nycToday(), 5);
/** The endDate column in the middle, in another spelling: any order and case is read. */
const HEADER = 'title,description,date,End Date,time,venue,price,category';
const line = (title: string, endDate: string, time = '8:00 PM', date = day) =>
  `${title},Open daily,${date},${endDate},${time},Union Square Park,Free,festival`;
const csv = (...lines: string[]) => `${[HEADER, ...lines].join('\n')}\n`;

interface Stored {
  title: string;
  time: string;
  all_day: boolean;
  date: string;
  end_date: string | null;
  starts_at: Date | string;
}
const stored = () =>
  queryRows<Stored>(
    t.database.db,
    sql`SELECT title, time, all_day, date::text, end_date::text, starts_at FROM events ORDER BY id`,
  );

describe('CSV endDate and "All day"', () => {
  const file = csv(
    line('Makers Market', addDays(day, 9), 'All day'),
    line('Street Fair', '', 'all-day'),
    line('Night Market', addDays(day, 2), '6:00 PM'),
    line('Jazz Set', ''),
  );

  it('previews the span and the all-day time of each row', async () => {
    const res = await upload(file, true);
    expect(res.statusCode).toBe(200);
    const preview = res.json() as CsvPreview;
    expect(preview.preview).toEqual([
      expect.objectContaining({
        title: 'Makers Market',
        time: 'All day',
        allDay: true,
        date: day,
        endDate: addDays(day, 9),
      }),
      expect.objectContaining({
        title: 'Street Fair',
        time: 'All day',
        allDay: true,
        endDate: null,
      }),
      expect.objectContaining({ title: 'Night Market', time: '6:00 PM', endDate: addDays(day, 2) }),
    ]);
  });

  it('stores all-day events from midnight through their last day, and timed runs with theirs', async () => {
    const res = await upload(file);
    expect(res.json()).toMatchObject({ successful: 4, failed: 0 });
    const rows = await stored();
    expect(rows.map(({ starts_at: _, ...r }) => r)).toEqual([
      {
        title: 'Makers Market',
        time: 'All day',
        all_day: true,
        date: day,
        end_date: addDays(day, 9),
      },
      { title: 'Street Fair', time: 'All day', all_day: true, date: day, end_date: day },
      {
        title: 'Night Market',
        time: '6:00 PM',
        all_day: false,
        date: day,
        end_date: addDays(day, 2),
      },
      { title: 'Jazz Set', time: '8:00 PM', all_day: false, date: day, end_date: null },
    ]);
    expect(new Date(rows[0]!.starts_at)).toEqual(eventStart(day, '12:00 AM').startsAt);
  });

  it('names each bad end date by its row and imports the good rows', async () => {
    const res = await upload(
      csv(
        line('Good', addDays(day, 1)),
        line('Before', addDays(day, -1)),
        line('Too long', addDays(day, MAX_SPAN_DAYS + 1)),
        line('Not a day', '2030-02-30'),
        line('Written out', 'June 20'),
        line('Too many characters', '2030-06-20T10:00'),
      ),
    );
    const result = res.json() as CsvUploadResult;
    expect(result).toMatchObject({ successful: 1, failed: 5 });
    expect(result.errors).toEqual([
      'Row 3: endDate must not be before the date',
      `Row 4: endDate must be within ${MAX_SPAN_DAYS} days`,
      'Row 5: endDate must be YYYY-MM-DD',
      'Row 6: endDate must be YYYY-MM-DD',
      'Row 7: endDate must be at most 10 characters',
    ]);
    expect((await stored()).map((r) => r.title)).toEqual(['Good']);
  });
});
