import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { IMPORT_CHUNK } from '#server/features/csv-import/csv-import.service.ts';
import { multipartPayload } from '#server/features/csv-import/multipart-payload.ts';
import { adminCookie, as, createTestApp, type TestApp } from '#test/support/server/test-app.ts';
import {
  CSV_MAX_BYTES,
  CSV_MAX_ROWS,
  INVALID_CSV_FILE,
  type CsvPreview,
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

// Every call from its own address, so the upload rate limit (tested below) never interferes.
let address = 0;
const nextAddress = () => {
  address += 1;
  return `10.1.${Math.floor(address / 250)}.${(address % 250) + 1}`;
};

function upload(
  content: Buffer | string,
  opts: {
    preview?: boolean;
    query?: string;
    field?: string;
    filename?: string;
    contentType?: string;
    remoteAddress?: string;
  } = {},
) {
  const { payload, headers } = multipartPayload(content, opts);
  const path = opts.preview ? '/api/events/bulk-upload/preview' : '/api/events/bulk-upload';
  return t.app.inject(
    as(admin, {
      method: 'POST',
      url: `${path}${opts.query ? `?${opts.query}` : ''}`,
      payload,
      headers,
      remoteAddress: opts.remoteAddress ?? nextAddress(),
    }),
  );
}

const HEADER = 'title,description,date,time,venue,price,category';
const day = addDays(nycToday(), 5);
const line = (title: string, date = day, time = '8:00 PM') =>
  `${title},Live on stage,${date},${time},Blue Note Jazz Club,$25,concert`;
const csv = (...lines: string[]) => `${[HEADER, ...lines].join('\n')}\n`;

async function count(table: 'events' | 'upload_batches' | 'keyed'): Promise<number> {
  const query =
    table === 'keyed'
      ? sql`SELECT count(*) AS n FROM events WHERE source_key IS NOT NULL`
      : sql`SELECT count(*) AS n FROM ${sql.identifier(table)}`;
  const [row] = await queryRows<{ n: string | number }>(t.database.db, query);
  return Number(row!.n);
}

interface StoredEvent {
  title: string;
  description: string;
  venue: string;
  time: string;
  starts_at: Date | string;
  category: string;
  original_category: string;
  neighborhood: string | null;
  borough: string | null;
  source: string;
  source_key: string | null;
  batch_id: string | number;
}
const stored = () => queryRows<StoredEvent>(t.database.db, sql`SELECT * FROM events ORDER BY id`);

describe('POST /api/events/bulk-upload', () => {
  it('imports a spreadsheet export with a BOM, CRLF, quotes, multi-line cells and accents', async () => {
    const content =
      '\ufeffVenue,TITLE,Date,Time,Description,Price,Category,Notes,Source_URL\r\n' +
      `Café Carlyle,"Jazz, Live at the Carlyle",${day},8:00 PM,"Two sets.\r\nDress code: ""smart""",$80,Concerts,x,https://www.rosewoodhotels.com\r\n` +
      `"Joe's Pub, Astor Place",Señor Comedy Night,${day},9:30 PM,Stand-up,Free,comedy,y,\r\n`;
    // Declared as a binary download with a .txt name: the content decides.
    const res = await upload(content, {
      filename: 'C:\\fakepath\\Spring events.txt',
      contentType: 'application/octet-stream',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as CsvUploadResult;
    expect(body).toMatchObject({
      successful: 2,
      failed: 0,
      duplicates: 0,
      totalRows: 2,
      errors: [],
    });
    const rows = await stored();
    expect(rows.map((r) => [r.title, r.venue, r.category, r.original_category])).toEqual([
      ['Jazz, Live at the Carlyle', 'Café Carlyle', 'music', 'Concerts'],
      ['Señor Comedy Night', "Joe's Pub, Astor Place", 'comedy', 'comedy'],
    ]);
    expect(rows[0]!.description).toBe('Two sets.\r\nDress code: "smart"');
    expect(rows.every((r) => r.source === 'csv' && r.source_key?.startsWith('csv:'))).toBe(true);
    const [batch] = await queryRows<{
      id: string | number;
      start_id: string | number;
      filename: string;
    }>(t.database.db, sql`SELECT * FROM upload_batches`);
    expect(body.batchStartId).toBe(Number(batch!.start_id));
    expect(batch!.filename).toBe('Spring events.txt');
    expect(rows.map((r) => Number(r.batch_id))).toEqual([Number(batch!.id), Number(batch!.id)]);
  });

  it('imports the valid rows and reports every bad one by its spreadsheet row', async () => {
    const res = await upload(
      csv(
        line('Good'),
        line('Leap day', '2026-02-30'),
        line('American', '11/05/2026'),
        line('Whenever', day, 'around eight'),
        `Bell\u0007,d,${day},8:00 PM,V,Free,music`,
        `,No title or venue,${day},8:00 PM,,Free,music`,
      ),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      successful: 2,
      failed: 4,
      duplicates: 0,
      totalRows: 6,
      errors: [
        'Row 3: date must be YYYY-MM-DD',
        'Row 4: date must be YYYY-MM-DD',
        'Row 6: title must not contain control characters',
        'Row 7: missing title, venue',
      ],
      batchStartId: expect.any(Number) as number,
      picturesNote: null,
    });
    const rows = await stored();
    expect(rows.map((r) => r.title)).toEqual(['Good', 'Whenever']);
    // An unparseable time is kept as written and starts at 7:00 PM New York time.
    expect(rows[1]!.time).toBe('around eight');
    const seven = await queryRows<{ local: string }>(
      t.database.db,
      sql`SELECT to_char(starts_at AT TIME ZONE 'America/New_York', 'HH24:MI') AS local
        FROM events WHERE title = 'Whenever'`,
    );
    expect(seven[0]!.local).toBe('19:00');
  });

  it('imports a hand-typed file with stray quotes, the unclosed one a row error', async () => {
    const res = await upload(
      csv(line('Joe "the" Show'), `"Broken,d,${day},8:00 PM,V,Free,music`, line('After it')),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      successful: 2,
      failed: 1,
      totalRows: 3,
      errors: ['Row 3: a quote opens a value and never closes (remove it or close it)'],
    });
    expect((await stored()).map((r) => r.title)).toEqual(['Joe "the" Show', 'After it']);
  });

  it('makes a line over 64 KB a row error naming its row, and imports the rest', async () => {
    const res = await upload(
      csv(line('Before'), line(`Long ${'x'.repeat(70 * 1024)}`), line('After')),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      successful: 2,
      failed: 1,
      totalRows: 3,
      errors: ['Row 3: is longer than 65,536 characters'],
    });
    expect((await stored()).map((r) => r.title)).toEqual(['Before', 'After']);
  });

  it('lists at most 100 errors, the last one counting the rest', async () => {
    const bad = Array.from({ length: 130 }, (_, i) => line(`Bad ${i}`, 'next week'));
    const body = (await upload(csv(...bad, line('Fine')))).json() as CsvUploadResult;
    expect(body).toMatchObject({ successful: 1, failed: 130, totalRows: 131 });
    expect(body.errors).toHaveLength(100);
    expect(body.errors[98]).toBe('Row 100: date must be YYYY-MM-DD');
    expect(body.errors[99]).toBe('…and 31 more');
  });

  it('answers 400 naming missing columns, and saves nothing', async () => {
    const res = await upload('title,description,time,price,category\nA,b,8:00 PM,Free,music\n');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Missing columns: date, venue', code: 'BAD_REQUEST' });
    expect(await count('events')).toBe(0);
  });

  it('refuses what is not CSV text with 415, whatever its name and type', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    for (const [content, filename] of [
      [png, 'photo.csv'],
      ['', 'empty.csv'],
    ] as const) {
      const res = await upload(content, { filename, contentType: 'text/csv' });
      expect(res.statusCode, filename).toBe(415);
      expect(res.json()).toEqual({ message: INVALID_CSV_FILE, code: 'INVALID_CSV_FILE' });
    }
    expect(await count('events')).toBe(0);
  });

  it('answers a header-only file with zero rows and no batch', async () => {
    const res = await upload(csv());
    expect(res.json()).toEqual({
      successful: 0,
      failed: 0,
      duplicates: 0,
      totalRows: 0,
      errors: [],
      batchStartId: null,
      picturesNote: null,
    });
    expect(await count('upload_batches')).toBe(0);
  });

  it('takes exactly 10 MB and refuses one byte more (413)', async () => {
    // Rows padded through an ignored column up to the exact byte size; the last takes the rest.
    // Each stays under the 64 KB a row may hold.
    const head = `${HEADER},notes\n`;
    const body = line('Padded');
    const rowSize = Math.floor((CSV_MAX_BYTES - head.length) / 201);
    const padded = (size: number) => `${body},${'x'.repeat(size - body.length - 2)}\n`;
    let content = head + padded(rowSize).repeat(200);
    content += padded(CSV_MAX_BYTES - content.length);
    expect(Buffer.byteLength(content)).toBe(CSV_MAX_BYTES);

    const ok = await upload(content);
    expect(ok.statusCode).toBe(200);
    // The same event 201 times: imported once.
    expect(ok.json()).toMatchObject({ successful: 1, duplicates: 200, totalRows: 201 });

    const res = await upload(`${content}\n`);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      message: 'File too large: at most 10 MB',
      code: 'FILE_TOO_LARGE',
    });
    expect(await count('upload_batches')).toBe(1);
  });

  it(`refuses more than ${CSV_MAX_ROWS.toLocaleString('en-US')} rows (413) and saves nothing`, async () => {
    // Short rows with an unreadable date: cheap to build and to read.
    const rows = Array.from({ length: CSV_MAX_ROWS + 1 }, (_, i) => `E${i},,x,,V,,`);
    const res = await upload(csv(...rows));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Too many rows: at most 50,000', code: 'TOO_MANY_ROWS' });
    expect(await count('events')).toBe(0);
  }, 60_000);

  it('answers 400 without a multipart csv file', async () => {
    const json = await t.app.inject(
      as(admin, { method: 'POST', url: '/api/events/bulk-upload', payload: { csv: HEADER } }),
    );
    expect(json.statusCode).toBe(400);
    const otherField = await upload(csv(line('A')), { field: 'file' });
    expect(otherField.statusCode).toBe(400);
    expect(otherField.json()).toMatchObject({ message: 'No file in field "csv"' });
    const boundary = 'fieldsonly';
    const fieldOnly = await t.app.inject(
      as(admin, {
        method: 'POST',
        url: '/api/events/bulk-upload',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="csv"\r\n\r\n${HEADER}\r\n--${boundary}--\r\n`,
        remoteAddress: nextAddress(),
      }),
    );
    expect(fieldOnly.statusCode).toBe(400);
    const broken = await t.app.inject(
      as(admin, {
        method: 'POST',
        url: '/api/events/bulk-upload',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="csv"; filename="a.csv"\r\n\r\n${HEADER}`,
        remoteAddress: nextAddress(),
      }),
    );
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: 'Malformed multipart body', code: 'BAD_REQUEST' });
    expect(await count('events')).toBe(0);
  });

  it('skips rows already imported unless duplicates are allowed', async () => {
    const file = csv(line('One'), line('Two'), line('one'), line('Three'));
    const first = (await upload(file)).json() as CsvUploadResult;
    // "one" repeats "One" (same title, date, time and venue): counted once.
    expect(first).toMatchObject({ successful: 3, duplicates: 1, totalRows: 4 });

    const again = await upload(file);
    expect(again.json()).toEqual({
      successful: 0,
      failed: 0,
      duplicates: 4,
      totalRows: 4,
      errors: [],
      batchStartId: null,
      picturesNote: null,
    });
    expect(await count('events')).toBe(3);
    expect(await count('upload_batches')).toBe(1);

    const extended = (await upload(csv(line('One'), line('Four')))).json() as CsvUploadResult;
    expect(extended).toMatchObject({ successful: 1, duplicates: 1 });

    const forced = (
      await upload(file, { query: 'allowDuplicates=true' })
    ).json() as CsvUploadResult;
    expect(forced).toMatchObject({ successful: 4, duplicates: 0, totalRows: 4 });
    expect(await count('events')).toBe(8);
    // The copies carry no content key; the originals keep theirs.
    expect(await count('keyed')).toBe(4);
    expect(await count('upload_batches')).toBe(3);
  });

  it('is all or nothing when the database fails half-way', async () => {
    // A constraint only the database knows, hit by a row in the second chunk: the first chunk
    // has already been inserted in the same transaction when it fails. This stands in for any
    // failure mid-import (a full disk, a lost connection, a killed server).
    await t.database.db.execute(
      sql`ALTER TABLE events ADD CONSTRAINT csv_test_no_boom CHECK (title <> 'Boom')`,
    );
    try {
      const rows = Array.from({ length: IMPORT_CHUNK + 500 }, (_, i) =>
        line(i === IMPORT_CHUNK + 100 ? 'Boom' : `Event ${i}`),
      );
      const res = await upload(csv(...rows));
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: 'Something went wrong', code: 'INTERNAL' });
      expect(await count('events')).toBe(0);
      expect(await count('upload_batches')).toBe(0);
    } finally {
      await t.database.db.execute(sql`ALTER TABLE events DROP CONSTRAINT csv_test_no_boom`);
    }
  }, 60_000);

  it('is all or nothing when the batch record fails after every event went in', async () => {
    // The batch's final count is written last; refusing it must take the events back too.
    await t.database.db.execute(
      sql`ALTER TABLE upload_batches ADD CONSTRAINT csv_test_small CHECK (event_count < 3)`,
    );
    try {
      const res = await upload(csv(line('A'), line('B'), line('C')));
      expect(res.statusCode).toBe(500);
      expect(await count('events')).toBe(0);
      expect(await count('upload_batches')).toBe(0);
    } finally {
      await t.database.db.execute(sql`ALTER TABLE upload_batches DROP CONSTRAINT csv_test_small`);
    }
    expect((await upload(csv(line('A'), line('B'), line('C')))).json()).toMatchObject({
      successful: 3,
    });
  });

  it(`imports ${CSV_MAX_ROWS.toLocaleString('en-US')} rows`, async () => {
    const times = ['10:00 AM', '1:30 PM', '6:00 PM', '7:30 PM', '8:00 PM', '9:00 PM', '10:30 PM'];
    const venues = ['Blue Note Jazz Club', 'Brooklyn Bowl', 'Prospect Park', 'Comedy Cellar'];
    const rows = Array.from(
      { length: CSV_MAX_ROWS },
      (_, i) =>
        `Event ${i},"Row ${i}, imported in bulk",${addDays(day, i % 365)},${times[i % times.length]},` +
        `${venues[i % venues.length]},$${(i % 90) + 10},${['concert', 'comedy', 'outdoors'][i % 3]}`,
    );
    const content = csv(...rows);
    const started = performance.now();
    const res = await upload(content, { filename: 'big.csv' });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `${CSV_MAX_ROWS} rows (${(content.length / 1e6).toFixed(1)} MB) imported on ` +
        `${t.database.kind} in ${seconds} s`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ successful: CSV_MAX_ROWS, failed: 0, duplicates: 0 });
    expect(await count('events')).toBe(CSV_MAX_ROWS);
    const [batch] = await queryRows<{ event_count: number; start_id: string; end_id: string }>(
      t.database.db,
      sql`SELECT * FROM upload_batches`,
    );
    expect(batch!.event_count).toBe(CSV_MAX_ROWS);
    expect(Number(batch!.end_id) - Number(batch!.start_id)).toBe(CSV_MAX_ROWS - 1);
  }, 300_000);

  it('limits uploads per address', async () => {
    const from = '10.9.9.9';
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) {
      codes.push((await upload(csv(), { remoteAddress: from })).statusCode);
    }
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes[30]).toBe(429);
  });
});

describe('POST /api/events/bulk-upload/preview', () => {
  it('shows the first rows with their categories, the first errors, and saves nothing', async () => {
    const res = await upload(
      csv(
        line('Alpha'),
        `Beta,d,${day},7:00 PM,Comedy Cellar,$15,Stand-Up`,
        line('Bad one', '2026-13-01'),
        `Gamma,d,${day},6:00 PM,Prospect Park,Free,Outdoors`,
        line('Bad two', 'tomorrow'),
        line('Delta'),
        line('Bad three', ''),
        line('Bad four', '05/06/2026'),
      ),
      { preview: true },
    );
    expect(res.statusCode).toBe(200);
    const body = res.json() as CsvPreview;
    expect(body).toEqual({
      totalRows: 8,
      successful: 4,
      failed: 4,
      duplicates: 0,
      previewNote: 'Showing 3 of 4 events to import. 4 rows have errors.',
      preview: [
        {
          title: 'Alpha',
          originalCategory: 'concert',
          normalizedCategory: 'music',
          date: day,
          time: '8:00 PM',
          allDay: false,
          endDate: null,
          venue: 'Blue Note Jazz Club',
        },
        {
          title: 'Beta',
          originalCategory: 'Stand-Up',
          normalizedCategory: 'comedy',
          date: day,
          time: '7:00 PM',
          allDay: false,
          endDate: null,
          venue: 'Comedy Cellar',
        },
        {
          title: 'Gamma',
          originalCategory: 'Outdoors',
          normalizedCategory: 'outdoor',
          date: day,
          time: '6:00 PM',
          allDay: false,
          endDate: null,
          venue: 'Prospect Park',
        },
      ],
      errors: [
        'Row 4: date must be YYYY-MM-DD',
        'Row 6: date must be YYYY-MM-DD',
        'Row 8: missing date',
      ],
    });
    expect(await count('events')).toBe(0);
    expect(await count('upload_batches')).toBe(0);
  });

  it('counts the rows an upload would skip as already imported', async () => {
    await upload(csv(line('One'), line('Two')));
    const body = (
      await upload(csv(line('One'), line('Two'), line('Three'), line('three')), {
        preview: true,
      })
    ).json() as CsvPreview;
    expect(body).toMatchObject({ totalRows: 4, successful: 1, duplicates: 3, failed: 0 });
    // The sample, its count and the tiles all speak of the one row an upload would import.
    expect(body.previewNote).toBe(
      'Showing 1 of 1 event to import. 3 duplicate rows will be skipped.',
    );
    expect(body.preview.map((row) => row.title)).toEqual(['Three']);
    const nothingNew = (await upload(csv(line('One'), line('Two')), { preview: true })).json();
    expect(nothingNew).toMatchObject({ successful: 0, duplicates: 2, preview: [] });
    expect((nothingNew as CsvPreview).previewNote).toBe(
      'Nothing new to import. 2 duplicate rows will be skipped.',
    );
    const forced = (
      await upload(csv(line('One')), {
        preview: true,
        query: 'allowDuplicates=true',
      })
    ).json() as CsvPreview;
    expect(forced).toMatchObject({ successful: 1, duplicates: 0 });
    expect(await count('events')).toBe(2);
  });

  it('refuses the same files as the upload', async () => {
    expect((await upload('\u0000\u0001binary', { preview: true })).statusCode).toBe(415);
    expect((await upload('title\nx\n', { preview: true })).statusCode).toBe(400);
  });
});
