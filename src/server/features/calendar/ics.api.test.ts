import ICAL from 'ical.js';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { events } from '#server/db/schema/events.ts';
import { insertEvents, makeEvent } from '#test/support/server/factories.ts';
import { as, createTestApp, signUp, type TestApp } from '#test/support/server/test-app.ts';
import { readCalendar } from '#test/support/calendar/read-calendar.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await signUp(t.app)).cookie;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.execute(sql`TRUNCATE events RESTART IDENTITY CASCADE`);
});

/** The rules ical-generator's own output breaks, checked on the raw text. */
function expectWellFormed(text: string) {
  expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
  expect(text).not.toMatch(/[^\r]\n/);
  // An entry ends by DURATION or by DTEND, never both (RFC 5545).
  for (const event of text.match(/BEGIN:VEVENT[\s\S]*?END:VEVENT/g) ?? []) {
    expect(/^DTEND[;:]/m.test(event) && /^DURATION:/m.test(event)).toBe(false);
  }
  // Nothing but the end of the event may follow an alarm.
  expect(text).not.toMatch(/END:VALARM\r\n(?!END:VEVENT|BEGIN:VALARM)/);
  expect(text).not.toMatch(/^DESCRIPTION:\r?$/m);
}

/**
 * Checks the raw rules, then parses strictly with ical.js, registering the file's own
 * VTIMEZONE as a calendar app would.
 */
function parse(text: string) {
  expectWellFormed(text);
  const root = new ICAL.Component(ICAL.parse(text));
  for (const tz of root.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz);
  return root;
}
const vevents = (root: ICAL.Component) =>
  root.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));

const generate = (payload: object) =>
  t.app.inject(as(cookie, { method: 'POST', url: '/api/calendar/ics/generate', payload }));
const download = (id: number) =>
  t.app.inject(as(cookie, { method: 'GET', url: `/api/events/${id}/calendar.ics` }));

describe('POST /api/calendar/ics/generate', () => {
  it('answers a downloadable New York calendar entry of two hours', async () => {
    const res = await generate({
      title: 'Jazz: "Late" Set / Vol. 2',
      description: 'Trio, with guests; bring friends',
      date: '2026-12-05',
      time: '8:30 PM',
      venue: 'Blue Note',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Jazz-Late-Set-Vol-2.ics"; filename*=UTF-8''Jazz-Late-Set-Vol-2.ics`,
    );
    expect(res.body).toContain('DTSTART;TZID=America/New_York:20261205T203000');
    expect(res.body).toContain('BEGIN:VTIMEZONE');
    const [event] = vevents(parse(res.body));
    expect(event!.summary).toBe('Jazz: "Late" Set / Vol. 2');
    expect(event!.description).toBe('Trio, with guests; bring friends');
    expect(event!.location).toBe('Blue Note');
    expect(event!.startDate.toJSDate().toISOString()).toBe('2026-12-06T01:30:00.000Z');
    expect(event!.endDate.toJSDate().toISOString()).toBe('2026-12-06T03:30:00.000Z');
    expect(event!.isRecurring()).toBe(false);
    expect(res.body).not.toContain('VALARM');
  });

  it('keeps the same UID for the same event', async () => {
    const body = { title: 'Same', date: '2026-12-05', time: '8:00 PM', venue: 'X' };
    const uid = async () => vevents(parse((await generate(body)).body))[0]!.uid;
    expect(await uid()).toBe(await uid());
    expect(await uid()).toMatch(/^adhoc-[0-9a-f]{24}@localhost$/);
  });

  it("builds a named event from what is stored, never from the caller's text", async () => {
    const [e] = await insertEvents(t.database.db, [
      makeEvent({ title: 'Stored Show', time: '7:30 PM' }),
    ]);
    const res = await generate({ eventId: e!.id, title: 'Free beer!', date: '2030-01-01' });
    expect(res.statusCode).toBe(200);
    const [event] = vevents(parse(res.body));
    expect(event!.uid).toBe(`event-${e!.id}@localhost`);
    expect(event!.summary).toBe('Stored Show');
    expect(event!.startDate.toString()).toBe(`${e!.date}T19:30:00`);
    expect((await generate({ eventId: 424242, title: 'x', date: '2030-01-01' })).statusCode).toBe(
      404,
    );
  });

  it('makes a movie a daily noon reminder with an alarm at 0 minutes across a DST change', async () => {
    const res = await generate({
      title: 'Film Festival Pick',
      date: '2026-03-05',
      time: 'TBD',
      venue: 'Film Forum',
      isMovie: true,
      startDate: '2026-03-05',
      endDate: '2026-03-12',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('RRULE:FREQ=DAILY;UNTIL=20260312T160000Z');
    expect(res.body).toMatch(
      /BEGIN:VALARM\r\nACTION:DISPLAY\r\nTRIGGER:PT0M\r\n[\s\S]*END:VALARM\r\nEND:VEVENT\r\n/,
    );
    const [event] = vevents(parse(res.body));
    const it = event!.iterator();
    const occurrences: string[] = [];
    for (let next = it.next(); next; next = it.next())
      occurrences.push(next.toJSDate().toISOString());
    expect(occurrences).toHaveLength(8);
    // 12:00 EST before 8 March, 12:00 EDT from then on: the wall clock stays at noon.
    expect(occurrences[0]).toBe('2026-03-05T17:00:00.000Z');
    expect(occurrences[3]).toBe('2026-03-08T16:00:00.000Z');
    expect(occurrences[7]).toBe('2026-03-12T16:00:00.000Z');
    expect(event!.endDate.subtractDate(event!.startDate).toSeconds()).toBe(30 * 60);
  });

  it('falls back to one entry for a movie with invalid dates', async () => {
    const res = await generate({
      title: 'M',
      date: '2026-03-05',
      time: '9:00 PM',
      isMovie: true,
      startDate: '2026-03-12',
      endDate: '2026-03-05',
    });
    expect(res.statusCode).toBe(200);
    const [event] = vevents(parse(res.body));
    expect(event!.isRecurring()).toBe(false);
    expect(event!.startDate.toString()).toBe('2026-03-05T21:00:00');
  });

  it.each([
    [{ date: '2026-12-05' }, 'title'],
    [{ title: 'x', date: '12/05/2026' }, 'date'],
    [{ title: 'x', date: '2026-12-05', startDate: 'soon' }, 'startDate'],
  ])('rejects %o', async (payload, field) => {
    const res = await generate(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe(field);
  });

  it('writes an all-day event the caller describes as dates', async () => {
    const res = await generate({
      title: 'Street Fair',
      date: '2026-12-05',
      time: 'All day',
      allDay: true,
      endDate: '2026-12-06',
    });
    expect(res.statusCode).toBe(200);
    expect(readCalendar(res.body)).toMatchObject([
      { allDay: true, start: '2026-12-05', end: '2026-12-07' },
    ]);
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/calendar/ics/generate',
      payload: { title: 'x', date: '2026-12-05' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/events/:id/calendar.ics', () => {
  it('serves a stored event with a stable UID qualified by the public host', async () => {
    const [e] = await insertEvents(t.database.db, [
      makeEvent({ title: 'Stored Show', time: '7:30 PM' }),
    ]);
    const res = await download(e!.id);
    expect(res.statusCode).toBe(200);
    const [event] = vevents(parse(res.body));
    expect(event!.uid).toBe(`event-${e!.id}@localhost`);
    expect(event!.startDate.toString()).toBe(`${e!.date}T19:30:00`);
    expect(event!.startDate.zone.tzid).toBe('America/New_York');
    expect((await download(424242)).statusCode).toBe(404);
  });

  it('serves an all-day run as dates and a timed run as its real span', async () => {
    const [fair, fest] = await insertEvents(t.database.db, [
      makeEvent({
        title: 'Winter Lights',
        date: '2026-12-05',
        time: 'All day',
        allDay: true,
        endDate: '2027-01-29',
      }),
      makeEvent({
        title: 'Jazz Weekend',
        date: '2026-12-05',
        time: '7:30 PM',
        endDate: '2026-12-07',
      }),
    ]);
    const allDay = await download(fair!.id);
    expect(allDay.body).toContain('DTSTART;VALUE=DATE:20261205\r\nDTEND;VALUE=DATE:20270130\r\n');
    expect(readCalendar(allDay.body)).toMatchObject([
      { summary: 'Winter Lights', allDay: true, start: '2026-12-05', end: '2027-01-30' },
    ]);
    expect(readCalendar((await download(fest!.id)).body)).toMatchObject([
      {
        summary: 'Jazz Weekend',
        allDay: false,
        start: '2026-12-06T00:30:00.000Z',
        end: '2026-12-08T02:30:00.000Z',
        occurrences: ['2026-12-06T00:30:00.000Z'],
      },
    ]);
  });

  it('raises SEQUENCE when the event changes, so calendars replace their copy', async () => {
    const [e] = await insertEvents(t.database.db, [makeEvent({ title: 'Before' })]);
    const sequence = async () => {
      const [event] = parse((await download(e!.id)).body).getAllSubcomponents('vevent');
      return [event!.getFirstPropertyValue('sequence'), event!.getFirstPropertyValue('summary')];
    };
    expect(await sequence()).toEqual([0, 'Before']);
    await t.database.db.update(events).set({ title: 'After' }).where(eq(events.id, e!.id));
    expect(await sequence()).toEqual([1, 'After']);
  });

  it('names the file in its own script with an ASCII fallback (RFC 6266)', async () => {
    const [e] = await insertEvents(t.database.db, [makeEvent({ title: '東京 ジャズ Night' })]);
    const disposition = (await download(e!.id)).headers['content-disposition'] as string;
    const [, ascii] = /filename="([^"]*)"/.exec(disposition)!;
    const [, encoded] = /filename\*=UTF-8''(\S+)/.exec(disposition)!;
    expect(ascii).toBe('Night.ics');
    expect(decodeURIComponent(encoded!)).toBe('東京-ジャズ-Night.ics');
  });

  it('writes no control characters and no empty DESCRIPTION for stored text', async () => {
    const [e] = await insertEvents(t.database.db, [
      makeEvent({ title: 'Bell\u0007 Show\u0085', description: '', venue: 'Hall\u001b' }),
    ]);
    const res = await download(e!.id);
    // eslint-disable-next-line no-control-regex
    expect(res.body.replace(/\r\n/g, '')).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
    const [event] = vevents(parse(res.body));
    expect(event!.summary).toBe('Bell Show');
    expect(event!.location).toBe('Hall, Chelsea, Manhattan');
    expect(res.body).not.toContain('DESCRIPTION');
  });
});

describe('calendar feed', () => {
  it('lists loved events under an unguessable token that can be revoked', async () => {
    const { cookie: mine } = await signUp(t.app);
    const [loved, maybe] = await insertEvents(t.database.db, [
      makeEvent({ title: 'Loved' }),
      makeEvent({ title: 'Maybe' }),
    ]);
    for (const [id, action] of [
      [loved!.id, 'liked'],
      [maybe!.id, 'maybe'],
    ] as const) {
      await t.app.inject(
        as(mine, { method: 'POST', url: '/api/user-events', payload: { eventId: id, action } }),
      );
    }
    const feed = (
      await t.app.inject(as(mine, { method: 'GET', url: '/api/calendar/feed' }))
    ).json();
    expect(feed.webcalUrl).toMatch(
      /^webcal:\/\/localhost:3000\/api\/calendar\/feed\/[\w-]{43}\.ics$/,
    );
    const again = (
      await t.app.inject(as(mine, { method: 'GET', url: '/api/calendar/feed' }))
    ).json();
    expect(again.url).toBe(feed.url);

    const path = new URL(feed.url).pathname;
    const res = await t.app.inject({ method: 'GET', url: path });
    expect(res.statusCode).toBe(200);
    expect(vevents(parse(res.body)).map((e) => e.summary)).toEqual(['Loved']);

    const rotated = (
      await t.app.inject(as(mine, { method: 'POST', url: '/api/calendar/feed/regenerate' }))
    ).json();
    expect(rotated.url).not.toBe(feed.url);
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: new URL(rotated.url).pathname })).statusCode,
    ).toBe(200);
  });

  it('lists all-day events, spans and movie runs as the card shows them', async () => {
    const { cookie: mine } = await signUp(t.app);
    const rows = await insertEvents(t.database.db, [
      makeEvent({
        title: 'Fair',
        date: '2026-12-05',
        time: 'All day',
        allDay: true,
        endDate: '2026-12-05',
      }),
      makeEvent({ title: 'Festival', date: '2026-12-05', time: '6:00 PM', endDate: '2026-12-06' }),
      makeEvent({
        title: 'Run',
        date: '2026-12-05',
        time: '7:30 PM',
        isMovie: true,
        startDate: '2026-12-05',
        endDate: '2026-12-06',
      }),
      makeEvent({
        title: 'Reminder',
        date: '2026-12-05',
        time: 'TBD',
        isMovie: true,
        startDate: '2026-12-05',
        endDate: '2026-12-06',
      }),
      makeEvent({
        title: 'Screening',
        date: '2026-12-05',
        time: '7:30 PM',
        isMovie: true,
        startDate: '2026-12-05',
        endDate: '2026-12-05',
      }),
    ]);
    for (const row of rows) {
      await t.app.inject(
        as(mine, {
          method: 'POST',
          url: '/api/user-events',
          payload: { eventId: row.id, action: 'liked' },
        }),
      );
    }
    const feed = (
      await t.app.inject(as(mine, { method: 'GET', url: '/api/calendar/feed' }))
    ).json();
    const res = await t.app.inject({ method: 'GET', url: new URL(feed.url).pathname });
    const byTitle = Object.fromEntries(readCalendar(res.body).map((e) => [e.summary, e]));
    expect(byTitle).toMatchObject({
      Fair: { allDay: true, start: '2026-12-05', end: '2026-12-06' },
      Festival: { start: '2026-12-05T23:00:00.000Z', end: '2026-12-07T01:00:00.000Z' },
      // A run with a show time is the same noon reminder (docs/product.md#calendar).
      Run: { occurrences: ['2026-12-05T17:00:00.000Z', '2026-12-06T17:00:00.000Z'] },
      Reminder: { occurrences: ['2026-12-05T17:00:00.000Z', '2026-12-06T17:00:00.000Z'] },
      Screening: { end: '2026-12-06T02:30:00.000Z', occurrences: ['2026-12-06T00:30:00.000Z'] },
    });
  });

  it('answers 404 to a guessed token', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/calendar/feed/${'a'.repeat(43)}.ics`,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('calendar feed caching and limits', () => {
  async function lovedFeed(titles: string[]) {
    const { cookie: mine } = await signUp(t.app);
    const rows = await insertEvents(
      t.database.db,
      titles.map((title) => makeEvent({ title })),
    );
    for (const row of rows) {
      await t.app.inject(
        as(mine, {
          method: 'POST',
          url: '/api/user-events',
          payload: { eventId: row.id, action: 'liked' },
        }),
      );
    }
    const { url } = (
      await t.app.inject(as(mine, { method: 'GET', url: '/api/calendar/feed' }))
    ).json();
    return { path: new URL(url).pathname, rows };
  }
  const fetchFeed = (path: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: path, headers });

  it('asks calendar apps to refresh hourly', async () => {
    const { path } = await lovedFeed(['Loved']);
    const res = await fetchFeed(path);
    parse(res.body);
    expect(res.body).toMatch(
      /^BEGIN:VCALENDAR\r\n[\s\S]*REFRESH-INTERVAL;VALUE=DURATION:PT1H\r\nX-PUBLISHED-TTL:PT1H\r\n[\s\S]*BEGIN:VEVENT/,
    );
  });

  it('answers 304 to a current ETag, and 200 once the feed changes', async () => {
    const { path, rows } = await lovedFeed(['One', 'Two']);
    const first = await fetchFeed(path);
    const etag = first.headers.etag as string;
    const lastModified = first.headers['last-modified'] as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(Date.parse(lastModified)).toBeLessThanOrEqual(Date.now());
    expect((await fetchFeed(path)).headers.etag).toBe(etag);

    const byTag = await fetchFeed(path, { 'if-none-match': etag });
    expect(byTag.statusCode).toBe(304);
    expect(byTag.body).toBe('');
    expect(byTag.headers.etag).toBe(etag);
    expect((await fetchFeed(path, { 'if-none-match': `"stale", W/${etag}` })).statusCode).toBe(304);
    // A removed like leaves no date behind, so a date alone never earns a 304.
    expect((await fetchFeed(path, { 'if-modified-since': lastModified })).statusCode).toBe(200);
    const stale = { 'if-none-match': '"stale"', 'if-modified-since': lastModified };
    expect((await fetchFeed(path, stale)).statusCode).toBe(200);

    await t.database.db.update(events).set({ title: 'Two!' }).where(eq(events.id, rows[1]!.id));
    const changed = await fetchFeed(path, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(vevents(parse(changed.body)).map((e) => e.summary)).toContain('Two!');
  });

  it('gives each feed token its own rate limit, whatever the client address', async () => {
    const fetchToken = (c: string) => fetchFeed(`/api/calendar/feed/${c.repeat(43)}.ics`);
    for (let i = 0; i < 60; i++) expect((await fetchToken('x')).statusCode).toBe(404);
    expect((await fetchToken('x')).statusCode).toBe(429);
    expect((await fetchToken('y')).statusCode).toBe(404);
  });
});
