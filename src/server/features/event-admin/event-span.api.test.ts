import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { events } from '#server/db/schema/events.ts';
import { adminCookie, as, createTestApp, type TestApp } from '#test/support/server/test-app.ts';
import { ALL_DAY, MAX_SPAN_DAYS } from '#shared/event-span.ts';
import { addDays, eventStart, nycToday } from '#shared/time.ts';

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

const day = addDays(nycToday(), 3);
const create = (payload: object) =>
  t.app.inject(as(admin, { method: 'POST', url: '/api/events', payload }));
const update = (id: number, payload: object) =>
  t.app.inject(as(admin, { method: 'PUT', url: `/api/events/${id}`, payload }));
const stored = async (id: number) => {
  const [row] = await t.database.db.select().from(events).where(eq(events.id, id));
  return row!;
};
/** The card a signed-in person gets for the event. */
const card = async (id: number) =>
  (await t.app.inject(as(admin, { url: `/api/events/${id}` }))).json();

describe('POST /api/events with All day and a last day', () => {
  it('stores an all-day event over several days, starting at New York midnight', async () => {
    const res = await create({
      title: 'Winter Lights',
      date: day,
      time: '8:00 PM',
      venue: 'Hall',
      allDay: true,
      endDate: addDays(day, 20),
    });
    expect(res.statusCode).toBe(201);
    const row = await stored(res.json().id);
    expect(row).toMatchObject({
      allDay: true,
      time: ALL_DAY,
      date: day,
      endDate: addDays(day, 20),
      startsAt: eventStart(day, '12:00 AM').startsAt,
    });
    expect(await card(row.id)).toMatchObject({
      allDay: true,
      time: ALL_DAY,
      date: day,
      endDate: addDays(day, 20),
    });
  });

  it('gives a one-day all-day event its own day as the last, and a timed run its last day', async () => {
    const oneDay = (await create({ title: 'Fair', date: day, venue: 'Hall', allDay: true })).json();
    expect(oneDay).toMatchObject({ allDay: true, time: ALL_DAY, endDate: day });
    const run = (
      await create({
        title: 'Run',
        date: day,
        time: '2:00 PM',
        venue: 'Hall',
        endDate: addDays(day, 2),
      })
    ).json();
    expect(run).toMatchObject({ allDay: false, time: '2:00 PM', endDate: addDays(day, 2) });
    expect((await stored(run.id)).startsAt).toEqual(eventStart(day, '2:00 PM').startsAt);
    // An empty last day, or the date itself, is a one-day timed event: over once it starts.
    for (const endDate of ['', day]) {
      const plain = (
        await create({ title: `One ${endDate}`, date: day, venue: 'Hall', endDate })
      ).json();
      expect(plain).toMatchObject({ allDay: false, endDate: null });
    }
  });

  it.each([
    [addDays(day, -1), 'endDate: must not be before the date'],
    [addDays(day, MAX_SPAN_DAYS + 1), `endDate: must be within ${MAX_SPAN_DAYS} days`],
    ['2030-02-30', 'endDate: must be YYYY-MM-DD'],
    ['03/05/2030', 'endDate: must be YYYY-MM-DD'],
    ['next week', 'endDate: must be YYYY-MM-DD'],
  ])('refuses the last day %s', async (endDate, message) => {
    const res = await create({ title: 'Show', date: day, venue: 'Hall', endDate });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await t.database.db.$count(events)).toBe(0);
  });

  it('refuses an All day that is not true or false', async () => {
    const res = await create({ title: 'Show', date: day, venue: 'Hall', allDay: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^allDay: /);
  });

  it('takes the longest run allowed', async () => {
    const endDate = addDays(day, MAX_SPAN_DAYS);
    const res = await create({ title: 'Season', date: day, venue: 'Hall', endDate });
    expect(res.json()).toMatchObject({ endDate });
  });
});

describe('PUT /api/events/:eventId with All day and a last day', () => {
  const timed = async () =>
    (await create({ title: 'Show', date: day, time: '8:00 PM', venue: 'Hall' })).json()
      .id as number;

  it('makes a timed event all-day over several days, and back to a timed one-day event', async () => {
    const id = await timed();
    const res = await update(id, { allDay: true, time: '', endDate: addDays(day, 6) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ allDay: true, time: ALL_DAY, endDate: addDays(day, 6) });
    expect(await stored(id)).toMatchObject({
      allDay: true,
      endDate: addDays(day, 6),
      startsAt: eventStart(day, '12:00 AM').startsAt,
    });
    const back = await update(id, { allDay: false, time: '6:30 PM', endDate: '' });
    expect(back.json()).toMatchObject({ allDay: false, time: '6:30 PM', endDate: null });
    expect((await card(id)).startsAt).toBe(eventStart(day, '6:30 PM').startsAt.toISOString());
  });

  it('moves the last day with a new date, so a three-day run stays three days', async () => {
    const id = (
      await create({
        title: 'Fest',
        date: day,
        venue: 'Hall',
        allDay: true,
        endDate: addDays(day, 2),
      })
    ).json().id;
    const res = await update(id, { date: addDays(day, 7) });
    expect(res.json()).toMatchObject({
      date: addDays(day, 7),
      endDate: addDays(day, 9),
      allDay: true,
    });
  });

  it.each([
    [{ endDate: addDays(day, -1) }, 'endDate: must not be before the date'],
    [{ endDate: addDays(day, MAX_SPAN_DAYS + 1) }, `endDate: must be within ${MAX_SPAN_DAYS} days`],
    [{ date: addDays(day, 5), endDate: addDays(day, 4) }, 'endDate: must not be before the date'],
    [{ endDate: '2030-13-01' }, 'endDate: must be YYYY-MM-DD'],
    [{ allDay: 'true' }, /^allDay: /],
  ])('refuses %o and leaves the event as it was', async (changes, message) => {
    const id = await timed();
    const res = await update(id, changes);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(await stored(id)).toMatchObject({
      date: day,
      allDay: false,
      endDate: null,
      time: '8:00 PM',
    });
  });
});
