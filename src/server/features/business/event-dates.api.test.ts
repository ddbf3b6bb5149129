import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { businessEvents } from '#server/db/schema/business.ts';
import { events } from '#server/db/schema/events.ts';
import { multipartPayload } from '#server/features/csv-import/multipart-payload.ts';
import {
  addBusinessEvent,
  eventFields,
  markPaid,
  newBusiness,
  postBusinessEvent,
} from '#test/support/data/business-fixtures.ts';
import { adminCookie, as, createTestApp, type TestApp } from '#test/support/server/test-app.ts';
import { addDays, nycToday } from '#shared/time.ts';

// Days well inside and well outside the window, so a run across New York's midnight cannot
// move one across a bound; the bounds themselves are pinned in event-date-window.test.ts.
const soon = () => addDays(nycToday(), 5);
const longAgo = () => addDays(nycToday(), -5);
const tooFar = () => addDays(nycToday(), 740);

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminCookie(t.app);
});
afterAll(() => t.close());

const messageOf = (res: { json: () => unknown }) => (res.json() as { message: string }).message;

describe('the days a business event may have', () => {
  it('refuses a date or last day outside the window, naming the field', async () => {
    const biz = await newBusiness(t.app);
    const far = await postBusinessEvent(t.app, biz.cookie, eventFields({ date: tooFar() }));
    expect(far.statusCode).toBe(400);
    expect(messageOf(far)).toMatch(/^date: must not be after /);
    const past = await postBusinessEvent(t.app, biz.cookie, eventFields({ date: longAgo() }));
    expect(past.statusCode).toBe(400);
    expect(messageOf(past)).toMatch(/^date: must not be before /);
    const lastDay = await postBusinessEvent(
      t.app,
      biz.cookie,
      eventFields({ date: addDays(nycToday(), 700), endDate: tooFar(), allDay: true }),
    );
    expect(lastDay.statusCode).toBe(400);
    expect(messageOf(lastDay)).toMatch(/^endDate: must not be after /);
    expect(
      (await postBusinessEvent(t.app, biz.cookie, eventFields({ date: soon() }))).statusCode,
    ).toBe(201);
  });

  it('answers a clear 422 when a stored row cannot be published, and keeps it in review', async () => {
    const biz = await newBusiness(t.app);
    const submitted = await addBusinessEvent(t.app, biz.cookie, { title: 'Forever Gala' });
    await markPaid(t.database.db, submitted.id);
    // As stored before dates were checked.
    await t.database.db
      .update(businessEvents)
      .set({ date: '9999-12-31' })
      .where(eq(businessEvents.id, submitted.id));
    const res = await t.app.inject(
      as(admin, { method: 'POST', url: `/api/admin/business-events/${submitted.id}/publish` }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'INVALID_EVENT' });
    expect(messageOf(res)).toMatch(/date: must not be after/);
    const reject = await t.app.inject(
      as(admin, {
        method: 'POST',
        url: `/api/admin/business-events/${submitted.id}/reject`,
        payload: { reason: 'The date is not real' },
      }),
    );
    expect(reject.statusCode).toBe(200);
  });
});

describe('the days an admin event may have', () => {
  const create = (payload: object) =>
    t.app.inject(as(admin, { method: 'POST', url: '/api/events', payload }));
  const base = { title: 'Dated', venue: 'Hall', time: '7:00 PM' };

  it('refuses a date or last day outside the window, naming the field', async () => {
    const far = await create({ ...base, date: tooFar() });
    expect(far.statusCode).toBe(400);
    expect(messageOf(far)).toMatch(/date/);
    expect(messageOf(far)).toMatch(/must not be after/);
    const past = await create({ ...base, date: longAgo() });
    expect(past.statusCode).toBe(400);
    expect(messageOf(past)).toMatch(/must not be before/);
    const lastDay = await create({ ...base, date: addDays(nycToday(), 700), endDate: tooFar() });
    expect(lastDay.statusCode).toBe(400);
    expect(messageOf(lastDay)).toMatch(/endDate/);
  });

  it('lets an edit keep a day already past, but not move one outside the window', async () => {
    const made = await create({ ...base, date: soon() });
    expect(made.statusCode).toBe(201);
    const { id } = made.json() as { id: number };
    const update = (payload: object) =>
      t.app.inject(as(admin, { method: 'PUT', url: `/api/events/${id}`, payload }));
    // As if the event had happened a while ago.
    await t.database.db.update(events).set({ date: longAgo() }).where(eq(events.id, id));
    expect((await update({ date: longAgo(), title: 'Renamed' })).statusCode).toBe(200);
    const moved = await update({ date: tooFar() });
    expect(moved.statusCode).toBe(400);
    expect(messageOf(moved)).toMatch(/^date: must not be after /);
  });

  it('makes a CSV row outside the window a row error', async () => {
    const csv = [
      'title,description,date,time,venue,price,category',
      `Near,,${soon()},7:00 PM,Hall,Free,music`,
      `Far,,${tooFar()},7:00 PM,Hall,Free,music`,
    ].join('\n');
    const { payload, headers } = multipartPayload(`${csv}\n`, {});
    const res = await t.app.inject(
      as(admin, { method: 'POST', url: '/api/events/bulk-upload/preview', payload, headers }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json() as { successful: number; failed: number; errors: string[] };
    expect(preview).toMatchObject({ successful: 1, failed: 1 });
    expect(preview.errors[0]).toMatch(/^Row 3: date must not be after /);
  });
});
