import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { NewEventRow } from '#server/events/event-row.ts';
import { TYPO_MATCH_LIMIT } from '#server/features/search/search.service.ts';
import { insertEvents, makeEvent } from '#test/support/server/factories.ts';
import { as, createTestApp, signUp, type TestApp } from '#test/support/server/test-app.ts';
import { SEARCH_COUNT_CAP } from '#shared/search-filters.ts';
import { addDays, eventStart, nycToday } from '#shared/time.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await signUp(t.app));
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.execute(sql`TRUNCATE events RESTART IDENTITY CASCADE`);
});

const search = (params: Record<string, string | number> = {}) => {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  return t.app.inject(as(cookie, { method: 'GET', url: `/api/events?${query.toString()}` }));
};
const titles = async (params: Record<string, string | number> = {}) => {
  const res = await search(params);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { title: string }[]).map((e) => e.title);
};
const add = (...rows: NewEventRow[]) => insertEvents(t.database.db, rows);

/** An event on a given day from today, at a given New York time. */
const on = (daysAhead: number, time: string, overrides: Partial<NewEventRow> = {}) => {
  const date = addDays(nycToday(), daysAhead);
  return makeEvent({ date, time, startsAt: eventStart(date, time).startsAt, ...overrides });
};

/** A movie showing from `from` to `to` days from today (its start is its first day). */
const movie = (title: string, from: number, to: number) =>
  on(from, '7:00 PM', {
    title,
    category: 'movie',
    isMovie: true,
    startDate: addDays(nycToday(), from),
    endDate: addDays(nycToday(), to),
  });

/** An all-day event from `from` to `to` days from today, starting at New York midnight. */
const allDay = (title: string, from: number, to: number) =>
  on(from, '12:00 AM', {
    title,
    time: 'All day',
    allDay: true,
    endDate: addDays(nycToday(), to),
  });

describe('GET /api/events', () => {
  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/events' });
    expect(res.statusCode).toBe(401);
  });

  it('lists upcoming events by date, then start time, then id', async () => {
    await add(
      on(2, '9:00 PM', { title: 'Day 2 late' }),
      on(1, '8:00 PM', { title: 'Day 1 evening A' }),
      on(2, '10:00 AM', { title: 'Day 2 morning' }),
      on(1, '8:00 PM', { title: 'Day 1 evening B' }),
      on(1, '11:00 AM', { title: 'Day 1 morning' }),
    );
    const res = await search();
    expect(res.headers['cache-control']).toBe('no-store');
    expect((res.json() as { title: string }[]).map((e) => e.title)).toEqual([
      'Day 1 morning',
      'Day 1 evening A',
      'Day 1 evening B',
      'Day 2 morning',
      'Day 2 late',
    ]);
  });

  it('leaves out events that have started, but keeps movies still running', async () => {
    await add(
      makeEvent({ title: 'Started', date: nycToday(), startsAt: new Date(Date.now() - 60_000) }),
      on(-2, '8:00 PM', { title: 'Last week' }),
      movie('Still showing', -3, 4),
      movie('Run over', -10, -1),
      on(1, '8:00 PM', { title: 'Tomorrow' }),
    );
    expect(await titles()).toEqual(['Still showing', 'Tomorrow']);
  });

  it('keeps every event still running: all-day today, an exhibition, a festival', async () => {
    await add(
      allDay('All day today', 0, 0),
      allDay('Exhibition', -20, 30),
      on(-1, '6:00 PM', { title: 'Festival', endDate: addDays(nycToday(), 1) }),
      allDay('Fair over', -3, -1),
      // A one-day showing with a last day is over once it starts, as on the deck.
      makeEvent({
        title: 'Started screening',
        date: nycToday(),
        startsAt: new Date(Date.now() - 60_000),
        isMovie: true,
        startDate: nycToday(),
        endDate: nycToday(),
      }),
      on(1, '8:00 PM', { title: 'Tomorrow' }),
    );
    expect(await titles()).toEqual(['Exhibition', 'Festival', 'All day today', 'Tomorrow']);
  });

  it('answers with the event fields the deck uses', async () => {
    const [row] = await add(on(1, '8:00 PM', { title: 'Shape', performer: 'Someone' }));
    const [event] = (await search()).json() as Record<string, unknown>[];
    expect(event).toEqual({
      id: row!.id,
      title: 'Shape',
      description: 'A test event.',
      date: row!.date,
      time: '8:00 PM',
      startsAt: row!.startsAt.toISOString(),
      venue: 'Test Hall',
      price: 'Free',
      category: 'music',
      performer: 'Someone',
      sourceUrl: null,
      // No picture of its own: the category's art (src/server/events/shown-image.ts).
      imageUrl: '/images/events/music.svg',
      neighborhood: 'Chelsea',
      borough: 'Manhattan',
      isMovie: false,
      allDay: false,
      startDate: null,
      endDate: null,
      likeCount: 0,
      fromBusiness: false,
      savedAs: null,
    });
  });

  it('is described in the API docs with its query parameters', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const op = res.json().paths['/api/events'].get as { parameters: { name: string }[] };
    expect(op.parameters.map((p) => p.name)).toEqual([
      'q',
      'categories',
      'borough',
      'neighborhood',
      'location',
      'date',
      'when',
      'maxPrice',
      'from',
      'to',
      'sort',
      'cursor',
      'page',
      'pageSize',
    ]);
  });

  it('does not take the place of the other event routes', async () => {
    const [row] = await add(on(1, '8:00 PM', { title: 'By id' }));
    const byId = await t.app.inject(as(cookie, { method: 'GET', url: `/api/events/${row!.id}` }));
    expect(byId.json()).toMatchObject({ title: 'By id' });
    const hot = await t.app.inject(as(cookie, { method: 'GET', url: '/api/events/hot' }));
    expect(hot.statusCode).toBe(200);
  });
});

describe('text search (q)', () => {
  it('finds words in the title, description, venue, category and performer', async () => {
    await add(
      on(1, '8:00 PM', { title: 'Harbor Lights' }),
      on(1, '8:00 PM', { description: 'An evening of harbor songs.' }),
      on(1, '8:00 PM', { venue: 'The Harbor Room' }),
      on(1, '8:00 PM', { title: 'Lakeside', category: 'comedy' }),
      on(1, '8:00 PM', { title: 'Quiet', performer: 'Mingus Dynasty' }),
      on(1, '8:00 PM', { title: 'Unrelated' }),
    );
    expect(await titles({ q: 'harbor' })).toHaveLength(3);
    expect(await titles({ q: 'comedy' })).toEqual(['Lakeside']);
    expect(await titles({ q: 'mingus' })).toEqual(['Quiet']);
    // All words must match.
    expect(await titles({ q: 'harbor lights' })).toEqual(['Harbor Lights']);
  });

  it('lists text matches soonest first, or the most relevant first when asked', async () => {
    await add(
      ...Array.from({ length: 10 }, (_, i) =>
        on(1 + i, '8:00 PM', { title: `Open mic ${i + 1}`, description: 'Bring a saxophone.' }),
      ),
      on(12, '8:00 PM', { title: 'Saxophone summit' }),
    );
    const byDate = await titles({ q: 'saxophone' });
    expect(byDate.slice(0, 2)).toEqual(['Open mic 1', 'Open mic 2']);
    expect(byDate.at(-1)).toBe('Saxophone summit');
    const found = await titles({ q: 'saxophone', sort: 'relevance' });
    expect(found.slice(0, 3)).toEqual(['Saxophone summit', 'Open mic 1', 'Open mic 2']);
    expect(found).toHaveLength(11);
  });

  it('refuses relevance order without text, and an unknown order', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ sort: 'relevance' }, 'sort: relevance needs search text (q)'],
      [{ q: 'jazz', sort: 'price' }, 'sort: Invalid option: expected one of "date"|"relevance"'],
    ];
    for (const [params, message] of cases) {
      const res = await search(params);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message, code: 'INVALID_INPUT' });
    }
  });

  it('matches the last word as a prefix while it is typed', async () => {
    await add(on(1, '8:00 PM', { title: 'Jazz at Dusk' }), on(1, '8:00 PM', { title: 'Jam' }));
    expect(await titles({ q: 'jaz' })).toEqual(['Jazz at Dusk']);
    expect(await titles({ q: 'dusk jaz' })).toEqual(['Jazz at Dusk']);
    // A stop word on its way to a longer word still narrows the results.
    await add(on(2, '8:00 PM', { title: 'Theater Night' }));
    expect(await titles({ q: 'the' })).toEqual(['Theater Night']);
  });

  it('understands web search syntax: phrases and exclusions', async () => {
    await add(
      on(1, '8:00 PM', { title: 'Blue Note Jazz' }),
      on(2, '8:00 PM', { title: 'Jazz Brunch', description: 'Note: blue plates.' }),
      on(3, '8:00 PM', { title: 'Jazz and Rock' }),
    );
    expect(await titles({ q: '"blue note"' })).toEqual(['Blue Note Jazz']);
    expect(await titles({ q: 'jazz -rock' })).toEqual(['Blue Note Jazz', 'Jazz Brunch']);
  });

  it('tolerates typos when the text finds little', async () => {
    await add(
      on(1, '8:00 PM', { title: 'The Jazz Quartet Live' }),
      on(1, '9:00 PM', { title: 'Comedy Cellar Late Show', category: 'comedy' }),
      on(1, '10:00 PM', { title: 'Poetry Slam' }),
    );
    expect(await titles({ q: 'jaz quartett' })).toEqual(['The Jazz Quartet Live']);
    expect(await titles({ q: 'commedy' })).toEqual(['Comedy Cellar Late Show']);
    expect(await titles({ q: 'xylophone' })).toEqual([]);
  });

  it('tolerates typos in a venue or a performer as in a title', async () => {
    await add(
      on(1, '8:00 PM', { title: 'Brahms and Dvořák', venue: 'Carnegie Hall' }),
      on(1, '9:00 PM', { title: 'An evening of songs', performer: 'Esperanza Spalding' }),
      on(1, '10:00 PM', { title: 'Poetry Slam', venue: 'Nuyorican Poets Cafe' }),
    );
    expect(await titles({ q: 'carnagie' })).toEqual(['Brahms and Dvořák']);
    expect(await titles({ q: 'esperanza spaulding' })).toEqual(['An evening of songs']);
  });

  it('lists full-text matches before typo matches, and adds typo matches only when few', async () => {
    await add(
      on(1, '8:00 PM', { title: 'String Quartett Evening' }),
      on(2, '8:00 PM', { title: 'Chamber Night', description: 'A quartet plays.' }),
    );
    // The trailing space ends the word, so it is not matched as a prefix.
    expect(await titles({ q: 'quartet ' })).toEqual(['Chamber Night', 'String Quartett Evening']);
    await add(...Array.from({ length: 9 }, (_, i) => on(3, '8:00 PM', { title: `Quartet ${i}` })));
    const found = await titles({ q: 'quartet ' });
    expect(found).toHaveLength(10);
    expect(found).not.toContain('String Quartett Evening');
  });

  it('keeps only the soonest typo matches of a misspelt common word', async () => {
    await add(
      on(30, '8:00 PM', { title: 'Salsa Social finale' }),
      ...Array.from({ length: TYPO_MATCH_LIMIT }, (_, i) =>
        on(1 + (i % 20), '8:00 PM', { title: `Salsa Social ${i}` }),
      ),
    );
    const res = await search({ q: 'salssa', pageSize: 200 });
    expect(res.headers['x-total-count']).toBe(String(TYPO_MATCH_LIMIT));
    const found = res.json() as { title: string; date: string }[];
    expect(found).toHaveLength(TYPO_MATCH_LIMIT);
    expect(found.map((e) => e.title)).not.toContain('Salsa Social finale');
    expect(found.map((e) => e.date)).toEqual(found.map((e) => e.date).sort());
  });

  it('finds nothing for text without a word', async () => {
    await add(on(1, '8:00 PM'));
    expect(await titles({ q: '?!' })).toEqual([]);
    expect((await search({ q: '?!' })).headers['x-total-count']).toBe('0');
  });

  it('refuses control characters', async () => {
    const res = await search({ q: 'jazz\u0000' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'q: must not contain control characters' });
  });
});

describe('filters', () => {
  it('filters by one or several categories; all and nothing mean every one', async () => {
    await add(
      on(1, '1:00 PM', { title: 'Music', category: 'music' }),
      on(1, '2:00 PM', { title: 'Comedy', category: 'comedy' }),
      on(1, '3:00 PM', { title: 'Festival', category: 'festival' }),
      on(1, '4:00 PM', { title: 'Other', category: 'other' }),
      movie('Movie', 1, 5),
    );
    expect(await titles({ categories: 'comedy' })).toEqual(['Comedy']);
    expect(await titles({ categories: 'music,movie' })).toEqual(['Music', 'Movie']);
    // Every category has a chip of its own: "other" is only "other".
    expect(await titles({ categories: 'other' })).toEqual(['Other']);
    expect(await titles({ categories: 'festival' })).toEqual(['Festival']);
    // Older names are aliases of their category.
    expect(await titles({ categories: 'Concerts,films' })).toEqual(['Music', 'Movie']);
    expect(await titles({ categories: 'stand-up' })).toEqual(['Comedy']);
    expect(await titles({ categories: 'all' })).toHaveLength(5);
    expect(await titles({ categories: 'comedy,all' })).toHaveLength(5);
    expect(await titles({ categories: '' })).toHaveLength(5);
  });

  it('refuses an unknown category', async () => {
    const res = await search({ categories: 'music,karaoke' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'categories: Unknown category: karaoke' });
  });

  it('filters by borough and neighborhood, in any case', async () => {
    await add(
      on(1, '1:00 PM', { title: 'Soho', borough: 'Manhattan', neighborhood: 'SoHo' }),
      on(1, '2:00 PM', { title: 'Chelsea', borough: 'Manhattan', neighborhood: 'Chelsea' }),
      on(1, '3:00 PM', { title: 'Astoria', borough: 'Queens', neighborhood: 'Astoria' }),
    );
    expect(await titles({ borough: 'manhattan' })).toEqual(['Soho', 'Chelsea']);
    expect(await titles({ neighborhood: 'soho' })).toEqual(['Soho']);
    expect(await titles({ borough: 'Queens', neighborhood: 'Astoria' })).toEqual(['Astoria']);
  });

  it('refuses an unknown borough or neighborhood, and a neighborhood outside its borough', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ borough: 'Queenz' }, 'borough: Unknown borough: Queenz'],
      [{ neighborhood: 'Narnia' }, 'neighborhood: Unknown neighborhood: Narnia'],
      [
        { borough: 'Brooklyn', neighborhood: 'SoHo' },
        'neighborhood: SoHo is in Manhattan, not Brooklyn',
      ],
    ];
    for (const [params, message] of cases) {
      const res = await search(params);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message, code: 'INVALID_INPUT' });
    }
  });

  it('matches location text against venue, neighborhood and borough only', async () => {
    await add(
      on(1, '1:00 PM', { title: 'Venue', venue: 'Williamsburg Music Hall', borough: 'Brooklyn' }),
      on(1, '2:00 PM', { title: 'Area', neighborhood: 'Williamsburg', borough: 'Brooklyn' }),
      on(1, '3:00 PM', { title: 'Williamsburg Sounds', description: 'Williamsburg vibes.' }),
      on(1, '4:00 PM', { title: 'Queens', borough: 'Queens', neighborhood: 'Astoria' }),
    );
    expect(await titles({ location: 'williamsburg' })).toEqual(['Venue', 'Area']);
    expect(await titles({ location: 'Williamsb' })).toEqual(['Venue', 'Area']);
    expect(await titles({ location: 'queens' })).toEqual(['Queens']);
    expect(await titles({ location: 'music hall brooklyn' })).toEqual(['Venue']);
    expect(await titles({ location: '...' })).toEqual([]);
  });

  it('filters by date, ISO or long form, with movies on every day of their run', async () => {
    const day = addDays(nycToday(), 3);
    await add(
      on(2, '8:00 PM', { title: 'Day before' }),
      on(3, '8:00 PM', { title: 'On the day' }),
      on(4, '12:30 AM', { title: 'Just after midnight' }),
      movie('Running', 1, 6),
      movie('Opens later', 4, 9),
    );
    expect(await titles({ date: day })).toEqual(['Running', 'On the day']);
    await add(
      allDay('Exhibition', 1, 10),
      on(2, '6:00 PM', { title: 'Festival', endDate: addDays(nycToday(), 3) }),
      allDay('Fair on the day', 3, 3),
      allDay('Fair after', 4, 5),
    );
    expect(await titles({ date: day })).toEqual([
      'Exhibition',
      'Running',
      'Festival',
      'Fair on the day',
      'On the day',
    ]);
    await t.database.db.execute(
      sql`DELETE FROM events WHERE NOT is_movie AND end_date IS NOT NULL`,
    );
    const long = DateTime.fromISO(day).toFormat('LLLL d, yyyy');
    expect(await titles({ date: long })).toEqual(['Running', 'On the day']);
    expect(
      await titles({ date: DateTime.fromISO(day).toFormat('LLL d, yyyy').toUpperCase() }),
    ).toEqual(['Running', 'On the day']);
  });

  it('filters by a from–to range, with events running through any day of it', async () => {
    const from = addDays(nycToday(), 3);
    const to = addDays(nycToday(), 5);
    await add(
      on(2, '11:00 PM', { title: 'Day before' }),
      on(3, '12:30 AM', { title: 'First day' }),
      on(5, '11:30 PM', { title: 'Last day' }),
      on(6, '12:30 AM', { title: 'Day after' }),
      allDay('Exhibition through it', 1, 10),
      allDay('Fair ending on the first day', 1, 3),
      allDay('Fair starting on the last day', 5, 8),
      allDay('Fair over before', 1, 2),
      on(2, '6:00 PM', { title: 'Festival into it', endDate: from }),
      movie('Opens after', 6, 9),
    );
    expect(await titles({ from, to })).toEqual([
      'Exhibition through it',
      'Fair ending on the first day',
      'Festival into it',
      'First day',
      'Fair starting on the last day',
      'Last day',
    ]);
    // A range has both ends.
    const open = await search({ from });
    expect(open.statusCode).toBe(400);
    expect(open.json()).toMatchObject({ message: 'to: a range needs both from and to' });
  });

  it('filters by the presets, in New York days from today', async () => {
    const today = nycToday();
    const weekday = DateTime.fromISO(today).weekday; // 1 Monday … 7 Sunday
    const toSunday = 7 - weekday;
    await add(
      on(0, '11:59 PM', { title: 'Tonight' }),
      on(1, '11:59 PM', { title: 'Tomorrow' }),
      on(toSunday, '11:00 PM', { title: 'Sunday' }),
      on(toSunday + 1, '11:00 PM', { title: 'Next Monday' }),
      on(6, '11:59 PM', { title: 'In six days' }),
      on(7, '11:59 PM', { title: 'In a week' }),
    );
    expect(await titles({ when: 'tonight' })).toEqual(['Tonight']);
    expect(await titles({ when: 'tomorrow' })).toEqual(['Tomorrow']);
    const week = await titles({ when: 'week' });
    expect(week).toContain('In six days');
    expect(week).not.toContain('In a week');
    const weekend = await titles({ when: 'weekend' });
    expect(weekend).toContain('Sunday');
    expect(weekend).not.toContain('Next Monday');
    // Friday to Sunday: today counts only once the weekend has begun.
    expect(weekend.includes('Tonight')).toBe(weekday >= 5);
  });

  it('refuses a range that ends before it starts or spans more than a year, naming the field', async () => {
    const from = addDays(nycToday(), 5);
    const backwards = await search({ from, to: addDays(nycToday(), 4) });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ message: 'to: must not be before from' });

    const year = await search({ from, to: addDays(from, 365) });
    expect(year.statusCode, year.body).toBe(200);
    const tooLong = await search({ from, to: addDays(from, 366) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ message: 'to: a date range is at most 366 days' });

    for (const [params, field] of [
      [{ when: 'someday' }, 'when'],
      [{ from: '2025-02-30' }, 'from'],
      [{ when: 'weekend', from }, 'when'],
      [{ date: from, to: from }, 'date'],
      [{ date: from, when: 'tonight' }, 'when'],
    ] as const) {
      const res = await search(params);
      expect(res.statusCode, JSON.stringify(params)).toBe(400);
      expect((res.json() as { message: string }).message).toMatch(new RegExp(`^${field}: `));
    }
  });

  it('refuses a malformed or impossible date', async () => {
    for (const date of ['tomorrow', '2025-02-30', 'February 30, 2025', '03/05/2025']) {
      const res = await search({ date });
      expect(res.statusCode, date).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'date: must be YYYY-MM-DD or like March 5, 2025',
      });
    }
  });

  it('combines every filter', async () => {
    const match = {
      title: 'Jazz Night',
      category: 'music',
      borough: 'Brooklyn',
      neighborhood: 'Williamsburg',
      venue: 'Bedford Hall',
    };
    await add(
      on(2, '8:00 PM', match),
      on(2, '9:00 PM', { ...match, title: 'Rock Night' }),
      on(2, '8:00 PM', { ...match, category: 'comedy' }),
      on(2, '8:00 PM', { ...match, borough: 'Queens', neighborhood: 'Astoria' }),
      on(2, '8:00 PM', { ...match, venue: 'Other Hall' }),
      on(3, '8:00 PM', match),
    );
    const res = await search({
      q: 'jazz',
      categories: 'music,dance',
      borough: 'Brooklyn',
      neighborhood: 'Williamsburg',
      location: 'bedford',
      date: addDays(nycToday(), 2),
    });
    expect(res.headers['x-total-count']).toBe('1');
    expect((res.json() as { title: string }[]).map((e) => e.title)).toEqual(['Jazz Night']);
  });
});

describe('paging', () => {
  beforeEach(async () => {
    await add(...Array.from({ length: 7 }, (_, i) => on(1 + i, '8:00 PM', { title: `E${i + 1}` })));
  });

  /** Every page from the first, following X-Next-Cursor as "load more" does. */
  async function allPages(params: Record<string, string | number>) {
    const pages: string[][] = [];
    let cursor: string | undefined;
    do {
      const res = await search(cursor ? { ...params, cursor } : params);
      expect(res.statusCode, res.body).toBe(200);
      pages.push((res.json() as { title: string }[]).map((e) => e.title));
      cursor = res.headers['x-next-cursor'] as string | undefined;
    } while (cursor && pages.length < 10);
    return pages;
  }

  it('loads more through the cursor, and links to the first and next pages', async () => {
    const res = await search({ q: 'test', pageSize: 3 });
    expect((res.json() as { title: string }[]).map((e) => e.title)).toEqual(['E1', 'E2', 'E3']);
    expect(res.headers['x-total-count']).toBe('7');
    expect(res.headers['x-total-count-capped']).toBeUndefined();
    const cursor = res.headers['x-next-cursor'] as string;
    expect(res.headers.link).toBe(
      [
        '</api/events?q=test&pageSize=3>; rel="first"',
        `</api/events?q=test&pageSize=3&cursor=${cursor}>; rel="next"`,
      ].join(', '),
    );
    expect(await allPages({ q: 'test', pageSize: 3 })).toEqual([
      ['E1', 'E2', 'E3'],
      ['E4', 'E5', 'E6'],
      ['E7'],
    ]);
  });

  it('pages most relevant first through the cursor too', async () => {
    await add(on(9, '8:00 PM', { title: 'Test of tests' }));
    const pages = await allPages({ q: 'test', sort: 'relevance', pageSize: 3 });
    expect(pages.flat()[0]).toBe('Test of tests');
    expect(pages.flat()).toHaveLength(8);
    expect(new Set(pages.flat()).size).toBe(8);
  });

  it('still answers page numbers within the first thousand matches', async () => {
    expect(await titles({ pageSize: 3, page: 2 })).toEqual(['E4', 'E5', 'E6']);
    expect(await titles({ pageSize: 3, page: 3 })).toEqual(['E7']);
    expect(await titles({ pageSize: 3, page: 4 })).toEqual([]);
  });

  it('pages through running movies and later events as one list', async () => {
    await add(movie('Showing now', -2, 3));
    expect((await allPages({ pageSize: 3 })).flat()).toEqual([
      'Showing now',
      'E1',
      'E2',
      'E3',
      'E4',
      'E5',
      'E6',
      'E7',
    ]);
  });

  it('defaults to 50 a page and refuses sizes outside 1 to 200', async () => {
    await add(...Array.from({ length: 50 }, () => on(9, '8:00 PM')));
    expect(await titles()).toHaveLength(50);
    expect((await search({ pageSize: 200 })).json()).toHaveLength(57);
    const invalid: Record<string, string | number>[] = [
      { pageSize: 201 },
      { pageSize: 0 },
      { page: 0 },
      { page: 'two' },
    ];
    for (const params of invalid) {
      expect((await search(params)).statusCode).toBe(400);
    }
  });
});

describe('counting', () => {
  /** `n` upcoming events titled "Bulk …", written in one statement. */
  const addMany = (n: number) =>
    t.database.db.execute(sql`
      INSERT INTO events (title, date, starts_at, source)
      SELECT 'Bulk ' || g, (now() AT TIME ZONE 'America/New_York')::date + 1,
             now() + interval '1 day' + g * interval '1 second', 'mock'
      FROM generate_series(1, ${n}) g`);

  it('counts exactly up to 1,000 matches', async () => {
    await addMany(SEARCH_COUNT_CAP);
    const res = await search({ q: 'bulk' });
    expect(res.headers['x-total-count']).toBe(String(SEARCH_COUNT_CAP));
    expect(res.headers['x-total-count-capped']).toBeUndefined();
  });

  it('says the count is capped past 1,000 matches, and still pages on by cursor', async () => {
    await addMany(SEARCH_COUNT_CAP + 5);
    const res = await search({ q: 'bulk', pageSize: 200 });
    expect(res.headers['x-total-count']).toBe(String(SEARCH_COUNT_CAP));
    expect(res.headers['x-total-count-capped']).toBe('true');
    // Past the thousandth match the date order goes on by cursor.
    let cursor = res.headers['x-next-cursor'] as string;
    let seen = 200;
    for (let i = 0; i < 5; i++) {
      const next = await search({ q: 'bulk', pageSize: 200, cursor });
      seen += (next.json() as unknown[]).length;
      cursor = next.headers['x-next-cursor'] as string;
    }
    expect(seen).toBe(SEARCH_COUNT_CAP + 5);
    expect(cursor).toBeUndefined();
  });

  it('ranks at most the soonest 1,000 matches by relevance', async () => {
    await addMany(SEARCH_COUNT_CAP);
    await add(on(30, '8:00 PM', { title: 'Bulk bulk bulk, the latest' }));
    const found = await titles({ q: 'bulk', sort: 'relevance', pageSize: 5 });
    expect(found).not.toContain('Bulk bulk bulk, the latest');
  });
});

describe('saved events', () => {
  it('keeps the person’s saved events in the results, marked with how they were saved', async () => {
    const [liked, maybe, passed] = await add(
      on(1, '8:00 PM', { title: 'Liked' }),
      on(2, '8:00 PM', { title: 'Maybe' }),
      on(3, '8:00 PM', { title: 'Passed' }),
      on(4, '8:00 PM', { title: 'Untouched' }),
    );
    const swipe = (who: string, eventId: number, action: string) =>
      t.app.inject(
        as(who, { method: 'POST', url: '/api/user-events', payload: { eventId, action } }),
      );
    const other = (await signUp(t.app)).cookie;
    await swipe(cookie, liked!.id, 'liked');
    await swipe(cookie, maybe!.id, 'maybe');
    await swipe(cookie, passed!.id, 'passed');
    await swipe(other, passed!.id, 'liked');
    const mine = (await search()).json() as { title: string; savedAs: string | null }[];
    expect(mine.map((e) => [e.title, e.savedAs])).toEqual([
      ['Liked', 'liked'],
      ['Maybe', 'maybe'],
      ['Passed', null],
      ['Untouched', null],
    ]);
    const theirs = await t.app.inject(as(other, { method: 'GET', url: '/api/events' }));
    expect((theirs.json() as { savedAs: string | null }[]).map((e) => e.savedAs)).toEqual([
      null,
      null,
      'liked',
      null,
    ]);
  });
});

describe('bad input', () => {
  beforeEach(async () => {
    await add(on(1, '8:00 PM', { title: '100% Fun_Night' }), on(2, '8:00 PM', { title: 'Other' }));
  });

  it('takes 200 characters of text and refuses more, naming q', async () => {
    expect((await search({ q: 'a'.repeat(200) })).statusCode).toBe(200);
    const res = await search({ q: 'a'.repeat(201) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'INVALID_INPUT',
      message: expect.stringMatching(/^q: /),
    });
  });

  it('answers an empty page for stop words only, punctuation, % and _', async () => {
    for (const q of ['the and of ', 'of a', '?!', '...', '%', '_', '%%', '%_%']) {
      const res = await search({ q });
      expect(res.statusCode, q).toBe(200);
      expect(res.json(), q).toEqual([]);
      expect(res.headers['x-total-count'], q).toBe('0');
    }
  });

  it('matches % and _ as nothing special next to a word', async () => {
    expect(await titles({ q: 'fun%' })).toEqual(['100% Fun_Night']);
    expect(await titles({ q: 'fun_night' })).toEqual(['100% Fun_Night']);
  });

  it('answers an empty page far past the end', async () => {
    for (const page of [3, 6, 1000, 100_000]) {
      const res = await search({ page, pageSize: 200 });
      expect(res.statusCode, String(page)).toBe(200);
      expect(res.json()).toEqual([]);
      expect(res.headers['x-next-cursor']).toBeUndefined();
    }
  });

  it('refuses a cursor it did not write, naming cursor', async () => {
    const cases: Record<string, string | number>[] = [
      { cursor: 'abc' },
      { cursor: 'd1.2.3' },
      { cursor: 'o1001' },
      { cursor: `d${'9'.repeat(18)}.1` },
      { cursor: 'x'.repeat(41) },
      { cursor: 'o10', page: 2 },
      { q: 'other', sort: 'relevance', cursor: 'd1.2' },
    ];
    for (const params of cases) {
      const res = await search(params);
      expect(res.statusCode, String(params.cursor)).toBe(400);
      expect((res.json() as { message: string }).message).toMatch(/^cursor: /);
    }
  });

  it('goes on after the same event from an old cursor, and answers nothing past the end', async () => {
    // A cursor from before the first event went by: everything still upcoming follows it.
    expect(await titles({ cursor: 'd0.0' })).toEqual(['100% Fun_Night', 'Other']);
    expect(await titles({ cursor: 'o500' })).toEqual([]);
    expect(await titles({ cursor: `d${(Date.now() + 365 * 86_400_000) * 1000}.1` })).toEqual([]);
  });
});

describe('GET /api/events: what the search text names', () => {
  const understood = (res: { headers: Record<string, unknown> }) =>
    JSON.parse(decodeURIComponent(String(res.headers['x-search-understood'] ?? '%5B%5D'))) as {
      words: string;
      label: string;
      applied: boolean;
    }[];
  const place = (title: string, borough: string, neighborhood: string) =>
    on(1, '8:00 PM', { title, borough, neighborhood });

  it('takes a nickname, a ZIP code or a street for a neighborhood and searches the rest', async () => {
    await add(
      place('Jazz on the UWS', 'Manhattan', 'Upper West Side'),
      place('Jazz in Chelsea', 'Manhattan', 'Chelsea'),
      place('Jazz on Bedford', 'Brooklyn', 'Williamsburg'),
      place('Rock on Bedford', 'Brooklyn', 'Williamsburg'),
    );
    expect(await titles({ q: 'jazz UWS' })).toEqual(['Jazz on the UWS']);
    expect(await titles({ q: 'jazz 11211' })).toEqual(['Jazz on Bedford']);
    expect(await titles({ q: 'Bedford Ave' })).toEqual(['Jazz on Bedford', 'Rock on Bedford']);
    const res = await search({ q: 'jazz in UWS' });
    expect(understood(res)).toEqual([
      { words: 'jazz', label: 'Music', applied: true },
      { words: 'UWS', label: 'Upper West Side', applied: true },
    ]);
  });

  it('reads tonight as from 5 PM until 4 AM, and runs going on today', async () => {
    await add(
      on(1, '1:30 AM', { title: 'After midnight' }),
      on(1, '5:00 AM', { title: 'Early tomorrow' }),
      on(1, '8:00 PM', { title: 'Tomorrow night' }),
      allDay('Running through today', -1, 2),
    );
    expect(await titles({ when: 'tonight' })).toEqual(['Running through today', 'After midnight']);
    expect(await titles({ q: 'tonight' })).toEqual(['Running through today', 'After midnight']);
  });

  it('lets a filter given as a parameter win, and says so', async () => {
    await add(
      on(1, '8:00 PM', { title: 'Jazz tomorrow', category: 'music' }),
      on(2, '8:00 PM', { title: 'Jazz later', category: 'music' }),
    );
    const res = await search({ q: 'jazz tonight', when: 'tomorrow' });
    expect((res.json() as { title: string }[]).map((e) => e.title)).toEqual(['Jazz tomorrow']);
    expect(understood(res)).toContainEqual({ words: 'tonight', label: 'Tonight', applied: false });
  });

  it('understands free and under a price, leaving out events of unknown price', async () => {
    await add(
      on(1, '1:00 PM', {
        title: 'Free comedy',
        category: 'comedy',
        price: 'Free',
        priceMinCents: 0,
        priceMaxCents: 0,
      }),
      on(1, '2:00 PM', {
        title: 'Cheap comedy',
        category: 'comedy',
        price: '$15',
        priceMinCents: 1500,
        priceMaxCents: 1500,
      }),
      on(1, '3:00 PM', {
        title: 'Dear comedy',
        category: 'comedy',
        price: '$45',
        priceMinCents: 4500,
        priceMaxCents: 4500,
      }),
      on(1, '4:00 PM', {
        title: 'Unknown comedy',
        category: 'comedy',
        price: 'TBA',
        priceMinCents: null,
        priceMaxCents: null,
      }),
      on(1, '5:00 PM', {
        title: 'Free music',
        category: 'music',
        price: 'Free',
        priceMinCents: 0,
        priceMaxCents: 0,
      }),
    );
    expect(await titles({ q: 'free comedy' })).toEqual(['Free comedy']);
    expect(await titles({ q: 'comedy under $20' })).toEqual(['Free comedy', 'Cheap comedy']);
    expect(await titles({ q: 'cheap' })).toEqual(['Free comedy', 'Cheap comedy', 'Free music']);
  });

  it('searches words in double quotes as words', async () => {
    await add(
      on(1, '8:00 PM', { title: 'The Tonight Show taping' }),
      on(1, '9:00 PM', { title: 'Other' }),
    );
    expect(await titles({ q: '"tonight" show' })).toEqual(['The Tonight Show taping']);
    expect(understood(await search({ q: '"tonight" show' }))).toEqual([]);
  });

  it('answers odd text with a list, never an error', async () => {
    await add(on(1, '8:00 PM', { title: 'Anything' }));
    const long = await search({ q: 'jazz '.repeat(60) });
    expect([long.statusCode, long.json().message]).toEqual([400, expect.stringMatching(/200/)]);
    for (const q of [
      Array.from({ length: 50 }, (_, i) => `w${i}`).join(' '),
      'the and of',
      '!!! ??? ...',
      '🎉🎉',
      "jazz & | ! :* ( ) ' --",
      '07030',
      'BK',
      'tonight tomorrow friday',
    ]) {
      const res = await search({ q });
      expect([q, res.statusCode]).toEqual([q, 200]);
    }
  });
});
