import ICAL from 'ical.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertEvents, makeEvent } from '#server/test/factories.ts';
import { as, createTestApp, signUp, type TestApp } from '#server/test/test-app.ts';

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

/** Parses strictly with ical.js, registering the file's own VTIMEZONE as a calendar app would. */
function parse(text: string) {
  const root = new ICAL.Component(ICAL.parse(text));
  for (const tz of root.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz);
  return root;
}
const vevents = (root: ICAL.Component) =>
  root.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));

const generate = (payload: object) =>
  t.app.inject(as(cookie, { method: 'POST', url: '/api/calendar/ics/generate', payload }));

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
      'attachment; filename="Jazz-Late-Set-Vol-2.ics"',
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
  });

  it('makes a movie a daily noon reminder with an alarm at 0 minutes across a DST change', async () => {
    const res = await generate({
      title: 'Film Festival Pick',
      date: '2026-03-05',
      time: '7:00 PM',
      venue: 'Film Forum',
      isMovie: true,
      startDate: '2026-03-05',
      endDate: '2026-03-12',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('RRULE:FREQ=DAILY;UNTIL=20260312T160000Z');
    expect(res.body).toMatch(/BEGIN:VALARM\r\nACTION:DISPLAY\r\nTRIGGER:PT0M\r\n/);
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
  it('serves a stored event with a stable UID', async () => {
    const [e] = await insertEvents(t.database.db, [
      makeEvent({ title: 'Stored Show', time: '7:30 PM' }),
    ]);
    const res = await t.app.inject(
      as(cookie, { method: 'GET', url: `/api/events/${e!.id}/calendar.ics` }),
    );
    expect(res.statusCode).toBe(200);
    const [event] = vevents(parse(res.body));
    expect(event!.uid).toBe(`event-${e!.id}@swipenyc`);
    expect(event!.startDate.toString()).toBe(`${e!.date}T19:30:00`);
    expect(event!.startDate.zone.tzid).toBe('America/New_York');
    expect(
      (await t.app.inject(as(cookie, { method: 'GET', url: '/api/events/424242/calendar.ics' })))
        .statusCode,
    ).toBe(404);
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

  it('answers 404 to a guessed token', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/calendar/feed/${'a'.repeat(43)}.ics`,
    });
    expect(res.statusCode).toBe(404);
  });
});
