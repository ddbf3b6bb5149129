import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pushReminders, pushSubscriptions } from '#server/db/schema/push.ts';
import { sendDueReminders } from '#server/features/push/reminder-job.ts';
import { startFakePushService, type FakeBrowser } from '#test/support/fakes/fake-push-service.ts';
import { insertEvents, makeEvent } from '#test/support/server/factories.ts';
import { as, createTestApp, signUp, type TestApp } from '#test/support/server/test-app.ts';
import { eventStart } from '#shared/time.ts';

let t: TestApp;
let push: Awaited<ReturnType<typeof startFakePushService>>;
let policy: { subject: string; allowPrivateHosts: string[] };

beforeAll(async () => {
  t = await createTestApp();
  push = await startFakePushService();
  policy = { subject: 'mailto:test@example.com', allowPrivateHosts: [push.host] };
});
afterAll(async () => {
  await push.close();
  await t.close();
});

const at = (iso: string) => new Date(iso);
const send = (now: string) => sendDueReminders(t.database.db, policy, at(now));

/** A user with notifications on (or off), one subscribed browser, who loved `eventIds`. */
async function subscriber(opts: { notifications?: boolean; preferredTime?: string } = {}) {
  const { cookie, user } = await signUp(t.app);
  const prefs = await t.app.inject(
    as(cookie, {
      method: 'PATCH',
      url: '/api/users/me/preferences',
      payload: {
        notifications: opts.notifications ?? true,
        preferredTime: opts.preferredTime ?? 'any',
      },
    }),
  );
  expect(prefs.statusCode).toBe(200);
  const browser = push.browser();
  // The fake service is plain http on 127.0.0.1, which the subscribe route rightly refuses.
  await t.database.db.insert(pushSubscriptions).values({
    endpoint: browser.endpoint,
    userId: user.id,
    p256dh: browser.keys.p256dh,
    auth: browser.keys.auth,
  });
  const swipe = async (eventId: number, action: 'liked' | 'passed') => {
    const res = await t.app.inject(
      as(cookie, { method: 'POST', url: '/api/user-events', payload: { eventId, action } }),
    );
    expect(res.statusCode).toBeLessThan(300);
  };
  return { userId: user.id, browser, swipe, love: (eventId: number) => swipe(eventId, 'liked') };
}

async function eventAt(date: string, time: string, extra: Parameters<typeof makeEvent>[0] = {}) {
  const [row] = await insertEvents(t.database.db, [
    makeEvent({
      date,
      time,
      startsAt: eventStart(date, time).startsAt,
      venue: 'Bowery Ballroom',
      ...extra,
    }),
  ]);
  return row!;
}

const titles = (browser: FakeBrowser) => browser.received.map((m) => m.title);

beforeEach(async () => {
  await t.database.db.delete(pushReminders);
});

describe('reminders before a loved event', () => {
  it('comes two hours before, once, on the spring-forward day (8 PM EDT = 00:00 UTC)', async () => {
    const e = await eventAt('2027-03-14', '8:00 PM', { title: 'Spring Show' });
    const s = await subscriber();
    await s.love(e.id);
    expect(await send('2027-03-14T21:55:00Z')).toMatchObject({ sent: 0 });
    expect(await send('2027-03-14T22:00:00Z')).toMatchObject({ reminders: 1, sent: 1 });
    expect(await send('2027-03-14T22:05:00Z')).toMatchObject({ reminders: 0, sent: 0 });
    expect(s.browser.received).toEqual([
      {
        title: 'Tonight: Spring Show at Bowery Ballroom, 8:00 PM',
        body: 'You loved this event. Tap to see it in My Events.',
        url: '/my-events',
        tag: `starts-soon-${e.id}`,
      },
    ]);
  });

  it('counts the repeated hour on the fall-back day (3 AM EST is 08:00 UTC, reminder at 06:00)', async () => {
    const e = await eventAt('2027-11-07', '3:00 AM', { title: 'After Hours' });
    const s = await subscriber();
    await s.love(e.id);
    expect(await send('2027-11-07T05:59:00Z')).toMatchObject({ sent: 0 });
    expect(await send('2027-11-07T06:00:00Z')).toMatchObject({ sent: 1 });
    expect(titles(s.browser)).toEqual(['Today: After Hours at Bowery Ballroom, 3:00 AM']);
  });

  it('says "time to be announced" for a TBD time rather than the 7 PM placeholder', async () => {
    const e = await eventAt('2027-05-01', 'TBD', { title: 'Mystery Gig' });
    const s = await subscriber();
    await s.love(e.id);
    await send('2027-05-01T21:00:00Z');
    expect(titles(s.browser)).toEqual([
      'Tonight: Mystery Gig at Bowery Ballroom, time to be announced',
    ]);
  });

  it("comes at the preferred hour of the event's day when that is earlier", async () => {
    const e = await eventAt('2027-05-02', '8:00 PM', { title: 'Planned Ahead' });
    const s = await subscriber({ preferredTime: 'morning' });
    await s.love(e.id);
    // 9 AM EDT is 13:00 UTC.
    expect(await send('2027-05-02T12:59:00Z')).toMatchObject({ sent: 0 });
    expect(await send('2027-05-02T13:00:00Z')).toMatchObject({ sent: 1 });
  });

  it('is not sent to users who did not turn notifications on, nor for a pass', async () => {
    const e = await eventAt('2027-05-03', '8:00 PM');
    const off = await subscriber({ notifications: false });
    await off.love(e.id);
    const passer = await subscriber();
    await passer.swipe(e.id, 'passed');
    expect(await send('2027-05-03T23:00:00Z')).toMatchObject({ reminders: 0 });
    expect([...off.browser.received, ...passer.browser.received]).toEqual([]);
  });

  it('is claimed by one of two runs at the same moment', async () => {
    const e = await eventAt('2027-05-04', '8:00 PM');
    const s = await subscriber();
    await s.love(e.id);
    const runs = await Promise.all([send('2027-05-04T23:00:00Z'), send('2027-05-04T23:00:00Z')]);
    expect(runs.map((r) => r.sent).sort()).toEqual([0, 1]);
    expect(s.browser.received).toHaveLength(1);
  });
});

describe('daily noon reminders for loved movies', () => {
  it('come at noon New York time on each day the movie runs, across the DST change', async () => {
    const movie = await eventAt('2027-03-13', '7:00 PM', {
      title: 'Night Film',
      isMovie: true,
      category: 'movie',
      startDate: '2027-03-13',
      endDate: '2027-03-15',
    });
    const s = await subscriber();
    await s.love(movie.id);
    // 12:00 EST on the 13th is 17:00 UTC; from the 14th noon is EDT, 16:00 UTC.
    expect(await send('2027-03-13T16:59:00Z')).toMatchObject({ sent: 0 });
    expect(await send('2027-03-13T17:00:00Z')).toMatchObject({ sent: 1 });
    expect(await send('2027-03-13T17:05:00Z')).toMatchObject({ sent: 0 });
    expect(await send('2027-03-14T15:59:00Z')).toMatchObject({ sent: 0 });
    expect(await send('2027-03-14T16:00:00Z')).toMatchObject({ sent: 1 });
    expect(await send('2027-03-15T16:00:00Z')).toMatchObject({ sent: 1 });
    expect(await send('2027-03-16T16:00:00Z')).toMatchObject({ sent: 0 });
    expect(titles(s.browser)).toEqual([
      'Now showing: Night Film',
      'Now showing: Night Film',
      'Now showing: Night Film',
    ]);
  });
});

describe('reminders for all-day events and films', () => {
  it('announces an all-day event at 9 AM on its first day, not before its midnight start', async () => {
    const fair = await eventAt('2027-06-12', '12:00 AM', {
      title: 'Street Fair',
      time: 'All day',
      allDay: true,
      endDate: '2027-06-13',
    });
    const s = await subscriber();
    await s.love(fair.id);
    // 10 PM the evening before is two hours before its midnight start: nothing yet.
    expect(await send('2027-06-12T02:00:00Z')).toMatchObject({ sent: 0 });
    expect(await send('2027-06-12T12:59:00Z')).toMatchObject({ sent: 0 });
    // 9 AM EDT.
    expect(await send('2027-06-12T13:00:00Z')).toMatchObject({ sent: 1 });
    expect(await send('2027-06-12T13:05:00Z')).toMatchObject({ sent: 0 });
    expect(await send('2027-06-13T13:00:00Z')).toMatchObject({ sent: 0 });
    expect(titles(s.browser)).toEqual(['Today: Street Fair at Bowery Ballroom, all day']);
  });

  it('reminds of a one-day film with a time before it starts, with no noon reminder', async () => {
    const film = await eventAt('2027-06-12', '7:30 PM', {
      title: 'One Night Only',
      isMovie: true,
      category: 'movie',
      startDate: '2027-06-12',
      endDate: '2027-06-12',
    });
    const s = await subscriber();
    await s.love(film.id);
    expect(await send('2027-06-12T16:00:00Z')).toMatchObject({ sent: 0 });
    // 5:30 PM EDT, two hours before.
    expect(await send('2027-06-12T21:30:00Z')).toMatchObject({ sent: 1 });
    expect(titles(s.browser)).toEqual(['Tonight: One Night Only at Bowery Ballroom, 7:30 PM']);
  });
});

describe('delivery', () => {
  it('removes a subscription the push service no longer knows (410)', async () => {
    const e = await eventAt('2027-05-05', '8:00 PM');
    const s = await subscriber();
    await s.love(e.id);
    s.browser.answers.push(410);
    expect(await send('2027-05-05T23:00:00Z')).toMatchObject({ sent: 0, removed: 1 });
    const left = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, s.browser.endpoint));
    expect(left).toEqual([]);
  });

  it('never calls a private address it was not told to allow', async () => {
    const e = await eventAt('2027-05-06', '8:00 PM');
    const s = await subscriber();
    await s.love(e.id);
    const before = push.requests.length;
    const run = await sendDueReminders(
      t.database.db,
      { subject: policy.subject },
      at('2027-05-06T23:00:00Z'),
    );
    expect(run).toMatchObject({ reminders: 1, sent: 0, failed: 1 });
    expect(push.requests.length).toBe(before);
  });
});
