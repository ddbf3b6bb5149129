import { eq, inArray } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '#server/db/schema/events.ts';
import { multipartPayload } from '#server/features/csv-import/multipart-payload.ts';
import { cleanup } from '#server/jobs/cleanup.ts';
import { adminCookie, as, createTestApp, type TestApp } from '#test/support/server/test-app.ts';
import { insertEvents, makeEvent } from '#test/support/server/factories.ts';
import { daysBetween } from '#shared/event-span.ts';
import { nycToday } from '#shared/time.ts';

// Event times on New York's daylight-saving change days, through every way an event is made and
// used. The rule (RFC 5545 § 3.3.5 says the same, and luxon does it):
// - a wall time that does not exist (2:30 AM on 8 March 2026, clocks jump 2:00 → 3:00) moves
//   forward by the gap: 3:30 AM EDT;
// - a wall time that happens twice (1:30 AM on 1 November 2026, clocks go 2:00 → 1:00) is the
//   first one, in EDT;
// - "TBD" and any other unreadable time start at 7:00 PM, stored and exported as such.

const SPRING = '2026-03-08';
const FALL = '2026-11-01';

const cases = [
  {
    name: 'nonexistent 2:30 AM',
    date: SPRING,
    time: '2:30 AM',
    utc: '2026-03-08T07:30:00.000Z',
    wall: '20260308T033000',
  },
  {
    name: 'last minute of EST',
    date: SPRING,
    time: '1:59 AM',
    utc: '2026-03-08T06:59:00.000Z',
    wall: '20260308T015900',
  },
  {
    name: 'first hour of EDT',
    date: SPRING,
    time: '3:00 AM',
    utc: '2026-03-08T07:00:00.000Z',
    wall: '20260308T030000',
  },
  {
    name: 'midnight before spring forward',
    date: SPRING,
    time: '12:00 AM',
    utc: '2026-03-08T05:00:00.000Z',
    wall: '20260308T000000',
  },
  {
    name: 'TBD on spring forward',
    date: SPRING,
    time: 'TBD',
    utc: '2026-03-08T23:00:00.000Z',
    wall: '20260308T190000',
  },
  {
    name: 'ambiguous 1:30 AM',
    date: FALL,
    time: '1:30 AM',
    utc: '2026-11-01T05:30:00.000Z',
    wall: null,
  },
  {
    name: 'after the repeated hour',
    date: FALL,
    time: '2:30 AM',
    utc: '2026-11-01T07:30:00.000Z',
    wall: '20261101T023000',
  },
  {
    name: 'midnight before fall back',
    date: FALL,
    time: '12:00 AM',
    utc: '2026-11-01T04:00:00.000Z',
    wall: '20261101T000000',
  },
  {
    name: 'TBD on fall back',
    date: FALL,
    time: 'TBD',
    utc: '2026-11-02T00:00:00.000Z',
    wall: '20261101T190000',
  },
] as const;

let t: TestApp;
let admin: string;
beforeAll(async () => {
  // The change days of 2026 are pinned, so the window of days events may be written for reaches
  // back to them (EVENT_DATE_MAX_DAYS_BEHIND) instead of yesterday.
  t = await createTestApp({
    EVENT_DATE_MAX_DAYS_BEHIND: Math.max(1, daysBetween(SPRING, nycToday()) + 1),
  });
  admin = await adminCookie(t.app);
});
afterAll(() => t.close());

let n = 0;
const title = (name: string, via: string) => `DST ${via} ${name} ${++n}`;

async function createByApi(c: (typeof cases)[number]) {
  const payload = { title: title(c.name, 'api'), date: c.date, venue: 'Hall', time: c.time };
  const res = await t.app.inject(as(admin, { method: 'POST', url: '/api/events', payload }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; startsAt: string; time: string };
}

async function importCsv(rows: { title: string; date: string; time: string }[]) {
  const csv = [
    'title,description,date,time,venue,price,category',
    ...rows.map((r) => `${r.title},Late show,${r.date},${r.time},Hall,Free,music`),
  ].join('\n');
  const { payload, headers } = multipartPayload(`${csv}\n`, {});
  const res = await t.app.inject(
    as(admin, { method: 'POST', url: '/api/events/bulk-upload', payload, headers }),
  );
  expect(res.statusCode, res.body).toBe(200);
  const titles = rows.map((r) => r.title);
  return t.database.db.select().from(events).where(inArray(events.title, titles));
}

/** DTSTART as written, and the instant a calendar app reads from it with the file's VTIMEZONE. */
async function calendarStart(id: number) {
  const res = await t.app.inject(
    as(admin, { method: 'GET', url: `/api/events/${id}/calendar.ics` }),
  );
  expect(res.statusCode).toBe(200);
  const root = new ICAL.Component(ICAL.parse(res.body));
  for (const tz of root.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz);
  const vevent = root.getFirstSubcomponent('vevent')!;
  // The VTIMEZONE has DTSTARTs of its own; the event's comes after them.
  const event = res.body.slice(res.body.indexOf('BEGIN:VEVENT'));
  return {
    line: /^DTSTART[^\r\n]*/m.exec(event)![0],
    instant: new ICAL.Event(vevent).startDate.toJSDate().toISOString(),
    duration: /^DURATION:(.*)$/m.exec(event)![1]!.trim(),
  };
}

describe.each(cases)('$name ($date $time)', (c) => {
  it('starts at the documented instant when made through the admin API', async () => {
    const created = await createByApi(c);
    expect(created.startsAt).toBe(c.utc);
    // The time is kept as written; only the instant is resolved.
    expect(created.time).toBe(c.time);
  });

  it('starts at the same instant when imported from CSV', async () => {
    const name = title(c.name, 'csv');
    const [row] = await importCsv([{ title: name, date: c.date, time: c.time }]);
    expect(row!.startsAt.toISOString()).toBe(c.utc);
  });

  it('exports DTSTART in New York wall time that calendar apps read as that instant', async () => {
    const created = await createByApi(c);
    const start = await calendarStart(created.id);
    // A time New York passes twice is written in UTC: readers disagree on which pass TZID means.
    expect(start.line).toBe(
      c.wall ? `DTSTART;TZID=America/New_York:${c.wall}` : 'DTSTART:20261101T053000Z',
    );
    expect(start.instant).toBe(c.utc);
    expect(start.duration).toBe('PT2H');
  });

  it('is removed by cleanup exactly once its start has passed', async () => {
    const [row] = await insertEvents(t.database.db, [
      makeEvent({ title: title(c.name, 'cleanup'), date: c.date, time: c.time }),
    ]);
    const exists = async () =>
      (await t.database.db.select().from(events).where(eq(events.id, row!.id))).length === 1;
    const start = Date.parse(c.utc);
    await cleanup(t.database.db, { now: new Date(start - 60_000) });
    expect(await exists()).toBe(true);
    await cleanup(t.database.db, { now: new Date(start) });
    expect(await exists()).toBe(true);
    await cleanup(t.database.db, { now: new Date(start + 60_000) });
    expect(await exists()).toBe(false);
  });
});

describe('the repeated hour on 1 November', () => {
  it('has 1:30 AM expire in the first (EDT) hour, before the clock shows 1:30 again', async () => {
    const [row] = await insertEvents(t.database.db, [
      makeEvent({ title: title('repeat', 'cleanup'), date: FALL, time: '1:30 AM' }),
    ]);
    // 06:00Z is 1:00 AM EST, the second pass through 1 AM.
    await cleanup(t.database.db, { now: new Date('2026-11-01T06:00:00Z') });
    expect(await t.database.db.select().from(events).where(eq(events.id, row!.id))).toEqual([]);
  });
});

describe('movies on change days', () => {
  it.each([
    // The day after a spring-forward end date begins at 04:00Z (EDT), not 05:00Z.
    { endDate: SPRING, kept: '2026-03-09T03:59:00Z', gone: '2026-03-09T04:01:00Z' },
    // The day after a fall-back end date begins at 05:00Z (EST); the change day has 25 hours.
    { endDate: FALL, kept: '2026-11-02T04:59:00Z', gone: '2026-11-02T05:01:00Z' },
  ])('a run ending $endDate stays until New York midnight', async ({ endDate, kept, gone }) => {
    const [row] = await insertEvents(t.database.db, [
      makeEvent({
        title: title(endDate, 'movie'),
        date: '2026-02-01',
        isMovie: true,
        startDate: '2026-02-01',
        endDate,
      }),
    ]);
    const exists = async () =>
      (await t.database.db.select().from(events).where(eq(events.id, row!.id))).length === 1;
    await cleanup(t.database.db, { now: new Date(kept) });
    expect(await exists()).toBe(true);
    await cleanup(t.database.db, { now: new Date(gone) });
    expect(await exists()).toBe(false);
  });
});
