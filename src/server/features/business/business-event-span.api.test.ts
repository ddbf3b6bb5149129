import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessEvents } from '#server/db/schema/business.ts';
import { events } from '#server/db/schema/events.ts';
import {
  eventFields,
  markPaid,
  newBusiness,
  postBusinessEvent,
} from '#test/support/data/business-fixtures.ts';
import { adminCookie, as, createTestApp, type TestApp } from '#test/support/server/test-app.ts';
import { ALL_DAY, MAX_SPAN_DAYS } from '#shared/event-span.ts';
import { MISSING_BUSINESS_EVENT_FIELDS, type BusinessEvent } from '#shared/schemas/business.ts';
import { addDays, eventStart, nycToday } from '#shared/time.ts';

let t: TestApp;
let admin: string;
let business: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminCookie(t.app);
  business = (await newBusiness(t.app)).cookie;
});
afterAll(() => t.close());

const day = addDays(nycToday(), 3);
const submit = (overrides: object) =>
  postBusinessEvent(t.app, business, { ...eventFields(), date: day, ...overrides });
const submission = async (id: number) =>
  (await t.database.db.select().from(businessEvents).where(eq(businessEvents.id, id)))[0]!;

/** Pays for and publishes the submission; answers the events row on the deck. */
async function publish(id: number) {
  await markPaid(t.database.db, id);
  const res = await t.app.inject(
    as(admin, { method: 'POST', url: `/api/admin/business-events/${id}/publish` }),
  );
  expect(res.statusCode).toBe(200);
  const eventId = (res.json() as BusinessEvent).eventId!;
  return (await t.database.db.select().from(events).where(eq(events.id, eventId)))[0]!;
}

describe('a business event that is all-day or runs over several days', () => {
  it('is saved all-day without a time, with its last day, and published the same', async () => {
    const res = await submit({ time: '', allDay: true, endDate: addDays(day, 2) });
    expect(res.statusCode).toBe(201);
    const created = res.json() as BusinessEvent;
    expect(created).toMatchObject({ time: ALL_DAY, allDay: true, endDate: addDays(day, 2) });
    expect(await submission(created.id)).toMatchObject({
      time: ALL_DAY,
      allDay: true,
      endDate: addDays(day, 2),
    });

    const live = await publish(created.id);
    expect(live).toMatchObject({
      source: 'business',
      time: ALL_DAY,
      allDay: true,
      date: day,
      endDate: addDays(day, 2),
      startsAt: eventStart(day, '12:00 AM').startsAt,
    });
    const card = await t.app.inject(as(business, { url: `/api/events/${live.id}` }));
    expect(card.json()).toMatchObject({ allDay: true, time: ALL_DAY, endDate: addDays(day, 2) });
  });

  it('keeps the time of a timed run and publishes its last day', async () => {
    const created = (await submit({ time: '19:00', endDate: addDays(day, 4) })).json();
    expect(created).toMatchObject({ time: '7:00 PM', allDay: false, endDate: addDays(day, 4) });
    expect(await publish(created.id)).toMatchObject({
      allDay: false,
      time: '7:00 PM',
      endDate: addDays(day, 4),
      startsAt: eventStart(day, '7:00 PM').startsAt,
    });
  });

  it('saves a one-day timed event without a last day, and an empty one as none', async () => {
    const created = (await submit({ endDate: '' })).json();
    expect(created).toMatchObject({ allDay: false, endDate: null, time: '8:30 PM' });
    expect((await publish(created.id)).endDate).toBeNull();
  });

  it('still wants a time when the event is not all-day', async () => {
    const res = await submit({ time: '', allDay: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MISSING_BUSINESS_EVENT_FIELDS);
  });

  it.each([
    [addDays(day, -1), 'endDate: must not be before the date'],
    [addDays(day, MAX_SPAN_DAYS + 1), `endDate: must be within ${MAX_SPAN_DAYS} days`],
    ['2030-02-30', 'endDate: must be YYYY-MM-DD'],
    ['14/06/2030', 'endDate: must be YYYY-MM-DD'],
  ])('refuses the last day %s', async (endDate, message) => {
    const before = await t.database.db.$count(businessEvents);
    const res = await submit({ endDate });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await t.database.db.$count(businessEvents)).toBe(before);
  });

  it('refuses an All day that is not true or false', async () => {
    const res = await submit({ allDay: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^allDay: /);
  });
});
