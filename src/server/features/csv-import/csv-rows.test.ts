import { describe, expect, it } from 'vitest';
import {
  CSV_ERROR_LIST_MAX,
  parseCsvEvents,
  type ParsedCsv,
} from '#server/features/csv-import/csv-rows.ts';
import { HttpError } from '#server/lib/errors.ts';
import { CSV_MAX_ROWS, INVALID_CSV_FILE } from '#shared/schemas/csv-import.ts';
import { addDays, nycToday } from '#shared/time.ts';

const HEADER = 'title,description,date,time,venue,price,category';
const day = addDays(nycToday(), 10);
const row = (title: string, date = day, extra = '') =>
  `${title},A night out,${date},8:00 PM,Blue Note Jazz Club,$25,concert${extra}`;
const file = (...lines: string[]) => Buffer.from(lines.join('\n') + '\n');

async function parseFails(content: Buffer): Promise<HttpError> {
  const err: unknown = await parseCsvEvents(content).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(err instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(err)}`);
  return err;
}

const titles = (p: ParsedCsv) => p.valid.map((e) => e.row.title);

describe('parseCsvEvents: what a CSV file is', () => {
  it('reads a BOM, CRLF, quoted commas, multi-line cells and UTF-8 accents', async () => {
    const content = Buffer.from(
      '\ufeff' +
        `${HEADER}\r\n` +
        `"Jazz, Live",Two sets,${day},8:00 PM,Café Carlyle,$40,concert\r\n` +
        `Señor Frog Night,"Line one\r\nline ""two""",${day},9:30 PM,"Joe's Pub, Astor Place",Free,Comedy\r\n`,
    );
    const parsed = await parseCsvEvents(content);
    expect(parsed).toMatchObject({ totalRows: 2, failed: 0, errors: [] });
    const [first, second] = parsed.valid.map((e) => e.row);
    expect(first).toMatchObject({ title: 'Jazz, Live', venue: 'Café Carlyle', category: 'music' });
    expect(first!.originalCategory).toBe('concert');
    expect(second).toMatchObject({
      title: 'Señor Frog Night',
      description: 'Line one\r\nline "two"',
      venue: "Joe's Pub, Astor Place",
      category: 'comedy',
      source: 'csv',
    });
  });

  it('matches headers in any case, order and spelling, and ignores unknown columns', async () => {
    const content = file(
      ' Category ,VENUE,Source_URL,Title,Notes,Date,TIME,price,Description,image_url',
      `Concerts,Brooklyn Bowl,https://www.brooklynbowl.com,Bowl Night,ignore me,${day},8:00 PM,$20,Fun,`,
    );
    const parsed = await parseCsvEvents(content);
    expect(parsed.errors).toEqual([]);
    expect(parsed.valid[0]!.row).toMatchObject({
      title: 'Bowl Night',
      venue: 'Brooklyn Bowl',
      sourceUrl: 'https://www.brooklynbowl.com',
      category: 'music',
      originalCategory: 'Concerts',
      // A known venue places the event.
      neighborhood: 'Williamsburg',
      borough: 'Brooklyn',
      imageUrl: '/images/events/music.svg',
    });
  });

  it('names the missing required columns', async () => {
    const err = await parseFails(file('title,description,time,price,category', 'a,b,c,d,e'));
    expect(err.statusCode).toBe(400);
    expect(err.message).toBe('Missing columns: date, venue');
  });

  it.each([
    ['an empty file', Buffer.alloc(0)],
    ['a BOM alone', Buffer.from('\ufeff')],
    ['blank lines only', Buffer.from('\r\n\n  \n')],
    ['NUL bytes', Buffer.from(`${HEADER}\n${row('a')}\0\n`)],
    ['Latin-1 text', Buffer.from(`${HEADER}\n${row('Caf\u00e9')}\n`, 'latin1')],
    [
      'PNG bytes',
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      ),
    ],
  ])('refuses %s as not a CSV file (415)', async (_name, content) => {
    const err = await parseFails(content);
    expect(err.statusCode).toBe(415);
    expect(err.message).toBe(INVALID_CSV_FILE);
    expect(err.code).toBe('INVALID_CSV_FILE');
  });

  it('reads a header-only file as zero rows', async () => {
    expect(await parseCsvEvents(file(HEADER))).toEqual({
      totalRows: 0,
      validRows: 0,
      valid: [],
      failed: 0,
      errors: [],
      defaultedTimes: 0,
      picturesLeftOut: 0,
    });
  });

  it(`takes ${CSV_MAX_ROWS.toLocaleString('en-US')} rows and refuses one more (413)`, async () => {
    // Rows with a bad date skip the time-zone arithmetic, so the limit is cheap to check here;
    // the API test imports 50,000 real rows.
    const lines = Array.from({ length: CSV_MAX_ROWS }, (_, i) => row(`Event ${i}`, 'soon'));
    const parsed = await parseCsvEvents(file(HEADER, ...lines));
    expect(parsed).toMatchObject({ totalRows: CSV_MAX_ROWS, failed: CSV_MAX_ROWS });
    lines.push(row('One too many', 'soon'));
    const err = await parseFails(file(HEADER, ...lines));
    expect(err.statusCode).toBe(413);
    expect(err.message).toBe('Too many rows: at most 50,000');
  }, 60_000);
});

describe('parseCsvEvents: rows', () => {
  it('reports each bad row once by its spreadsheet row number and keeps the good ones', async () => {
    const content = file(
      HEADER,
      row('Good one'), // row 2
      row('Leap', '2026-02-30'), // row 3
      row('US date', '11/05/2026'), // row 4
      `"Two-line title ok",${day},"second`, // rows 5, its quoted cell spans into the next line
      `line",8:00 PM,V,Free,music`,
      '', // row 6: blank, skipped
      ',,,,,,', // row 7: empty cells only, skipped
      `,No title,${day},8:00 PM,,Free,music`, // row 8
      row('Short', day).split(',').slice(0, 5).join(','), // row 9
      row('Long', day, ',extra'), // row 10
      row('Good two'), // row 11
    );
    const parsed = await parseCsvEvents(content);
    expect(titles(parsed)).toEqual(['Good one', 'Good two']);
    expect(parsed.totalRows).toBe(8);
    expect(parsed.failed).toBe(6);
    expect(parsed.errors).toEqual([
      'Row 3: date must be YYYY-MM-DD',
      'Row 4: date must be YYYY-MM-DD',
      'Row 5: date must be YYYY-MM-DD',
      'Row 8: missing title, venue',
      'Row 9: has 5 values but the header has 7 columns (quote values that contain commas)',
      'Row 10: has 8 values but the header has 7 columns (quote values that contain commas)',
    ]);
  });

  it('refuses control characters in a cell but keeps tabs and line breaks in descriptions', async () => {
    const parsed = await parseCsvEvents(
      file(
        HEADER,
        `Bell\u0007,d,${day},8:00 PM,V,Free,music`,
        `Ok,"tab\there\nnewline",${day},8:00 PM,V,Free,music`,
        `Ok too,"bad \u001b escape",${day},8:00 PM,V,Free,music`,
        `Escaped venue,d,${day},8:00 PM,V\u0085,Free,music`,
      ),
    );
    expect(parsed.errors).toEqual([
      'Row 2: title must not contain control characters',
      'Row 4: description must not contain control characters',
      'Row 5: venue must not contain control characters',
    ]);
    expect(parsed.valid.map((e) => e.row.description)).toEqual(['tab\there\nnewline']);
  });

  it('keeps an unparseable time as written, starting at 7:00 PM New York, and counts it', async () => {
    // Next year's 4 July: inside the window of event dates, and in summer time.
    const july = `${Number(nycToday().slice(0, 4)) + 1}-07-04`;
    const after = `${Number(nycToday().slice(0, 4)) + 1}-07-05`;
    const parsed = await parseCsvEvents(
      file(
        HEADER,
        `Late,d,${july},25:99 PM,V,Free,music`,
        `Evening,d,${july},Doors at 8,V,Free,music`,
        `Exact,d,${july},9:15 pm,V,Free,music`,
        `Blank time,d,${july},,V,,`,
      ),
    );
    expect(parsed.errors).toEqual([]);
    expect(parsed.defaultedTimes).toBe(3);
    const rows = parsed.valid.map((e) => e.row);
    expect(rows.map((r) => r.time)).toEqual(['25:99 PM', 'Doors at 8', '9:15 pm', 'TBD']);
    // July: New York is UTC-4.
    expect(rows.map((r) => r.startsAt.toISOString())).toEqual([
      `${july}T23:00:00.000Z`,
      `${july}T23:00:00.000Z`,
      `${after}T01:15:00.000Z`,
      `${july}T23:00:00.000Z`,
    ]);
    // Empty price and category take the manual form's defaults.
    expect(rows[3]).toMatchObject({ price: 'Free', category: 'other', priceMinCents: 0 });
  });

  it('checks lengths, addresses and boroughs, and keeps an absurd price as text', async () => {
    const parsed = await parseCsvEvents(
      file(
        `${HEADER},sourceUrl,borough`,
        `${'x'.repeat(201)},d,${day},8:00 PM,V,Free,music,,`,
        `Link,d,${day},8:00 PM,V,Free,music,javascript:alert(1),`,
        `Place,d,${day},8:00 PM,V,Free,music,,Jersey City`,
        `Rich,d,${day},8:00 PM,V,"$99,999,999",music,,`,
        `None,d,${day},8:00 PM,V,Free,music,#,queens`,
      ),
    );
    expect(parsed.errors).toEqual([
      'Row 2: title must be at most 200 characters',
      'Row 3: sourceUrl must be a web address (https://…)',
      'Row 4: borough must be one of the five boroughs',
    ]);
    // Beyond the cents columns: shown as written, left out of price filters.
    expect(parsed.valid[0]!.row).toMatchObject({ price: '$99,999,999', priceMaxCents: null });
    expect(parsed.valid[1]!.row).toMatchObject({ sourceUrl: null, borough: 'Queens' });
  });

  it('keeps the first 100 error texts and counts them all', async () => {
    const bad = Array.from({ length: 150 }, () => row('Bad', 'soon'));
    const parsed = await parseCsvEvents(file(HEADER, ...bad, row('Fine')));
    expect(parsed.failed).toBe(150);
    expect(parsed.errors).toHaveLength(CSV_ERROR_LIST_MAX);
    expect(parsed.errors.at(-1)).toBe('Row 101: date must be YYYY-MM-DD');
    expect(titles(parsed)).toEqual(['Fine']);
  });

  it('gives rows naming the same event the same content key', async () => {
    const parsed = await parseCsvEvents(
      file(
        HEADER,
        `Jazz Night,one,${day},8:00 PM,Blue Note Jazz Club,$25,music`,
        ` JAZZ NIGHT ,another text,${day},8:00 pm,blue note jazz club,$30,concert`,
        `Jazz Night,one,${addDays(day, 1)},8:00 PM,Blue Note Jazz Club,$25,music`,
        `Jazz Night,one,${day},9:00 PM,Blue Note Jazz Club,$25,music`,
      ),
    );
    const [a, b, c, d] = parsed.valid.map((e) => e.key);
    expect(a).toMatch(/^csv:[0-9a-f]{64}$/);
    expect(b).toBe(a);
    expect(new Set([a, c, d]).size).toBe(3);
  });
});

describe('parseCsvEvents: files as people write them', () => {
  it('reads a stray quote inside an unquoted cell as text, as spreadsheets do', async () => {
    const parsed = await parseCsvEvents(
      file(HEADER, row('Joe "the" Show'), `"Shut"x,d,${day},8:00 PM,V,Free,music`),
    );
    expect(titles(parsed)).toEqual(['Joe "the" Show', '"Shut"x']);
    expect(parsed.errors).toEqual([]);
  });

  it('makes a quote that never closes one row error, naming its row, and reads on', async () => {
    const parsed = await parseCsvEvents(
      file(
        HEADER,
        row('First'),
        `"Open,x,${day},8:00 PM,V,Free,music`,
        row('Third'),
        row('Fourth'),
      ),
    );
    expect(titles(parsed)).toEqual(['First', 'Third', 'Fourth']);
    expect(parsed).toMatchObject({ totalRows: 4, failed: 1 });
    expect(parsed.errors).toEqual([
      'Row 3: a quote opens a value and never closes (remove it or close it)',
    ]);
  });

  it('makes a row over 64 KB one row error, naming its row, and reads on', async () => {
    const long = row(`Long ${'x'.repeat(70 * 1024)}`);
    const commas = ','.repeat(70 * 1024);
    // A quote that opens a value and then runs past the limit over several lines.
    const quoted = `"${'y'.repeat(40 * 1024)}\n${'z'.repeat(40 * 1024)}`;
    const parsed = await parseCsvEvents(
      file(HEADER, row('First'), long, commas, row('Fourth'), quoted, row('Seventh')),
    );
    expect(titles(parsed)).toEqual(['First', 'Fourth', 'Seventh']);
    expect(parsed.errors).toEqual([
      'Row 3: is longer than 65,536 characters',
      'Row 4: is longer than 65,536 characters',
      'Row 6: is longer than 65,536 characters',
      // Reading goes on at the line after the one the quote opened on.
      'Row 7: has 1 values but the header has 7 columns (quote values that contain commas)',
    ]);
    expect(parsed).toMatchObject({ totalRows: 7, failed: 4 });
  });

  it('reads a 9 MB line of commas as one row error', async () => {
    const parsed = await parseCsvEvents(file(HEADER, ','.repeat(9 * 2 ** 20), row('After')));
    expect(parsed.errors).toEqual(['Row 2: is longer than 65,536 characters']);
    expect(titles(parsed)).toEqual(['After']);
  });

  it('reads an Excel export with a BOM, semicolons and CRLF', async () => {
    const excel = Buffer.from(
      '\ufeff' +
        [
          HEADER.replaceAll(',', ';'),
          `Caf\u00e9 night;"Jazz; late";${day};8:00 PM;Blue Note;$25;concert`,
        ]
          .map((l) => `${l}\r\n`)
          .join(''),
    );
    const parsed = await parseCsvEvents(excel);
    expect(parsed.valid.map((e) => [e.row.title, e.row.description])).toEqual([
      ['Caf\u00e9 night', 'Jazz; late'],
    ]);
  });

  it('reads a Google Sheets or Numbers export: CRLF, quotes only where needed', async () => {
    const sheets = Buffer.from(
      [
        HEADER,
        `"Rooftop, cinema","He said ""hi""",${day},8:00 PM,Industry City,Free,movie`,
        '',
      ].join('\r\n'),
    );
    const parsed = await parseCsvEvents(sheets);
    expect(parsed.valid.map((e) => [e.row.title, e.row.description])).toEqual([
      ['Rooftop, cinema', 'He said "hi"'],
    ]);
  });
});
