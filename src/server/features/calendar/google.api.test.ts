import { eq, sql } from 'drizzle-orm';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { calendarSettings } from '#server/db/schema/calendar-settings.ts';
import { insertEvents, makeEvent } from '#test/support/server/factories.ts';
import { as, createTestApp, signUp, type TestApp } from '#test/support/server/test-app.ts';

// Google is the one party we cannot reach: its token and Calendar endpoints are faked on the wire.
const tokenCalls: URLSearchParams[] = [];
const insertCalls: { auth: string | null; body: Record<string, unknown> }[] = [];
let calendarStatus = 200;
let refreshRevoked = false;
const google = setupServer(
  http.post('https://oauth2.googleapis.com/token', async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    tokenCalls.push(form);
    const refreshed = form.get('grant_type') === 'refresh_token';
    if (form.get('code') === 'bad-code' || (refreshed && refreshRevoked))
      return HttpResponse.json({ error: 'invalid_grant' }, { status: 400 });
    if (form.get('code') === 'google-down')
      return HttpResponse.json({ error: 'backend_error' }, { status: 503 });
    return HttpResponse.json({
      access_token: refreshed ? 'access-2' : 'access-1',
      expires_in: 3599,
      ...(refreshed ? {} : { refresh_token: 'refresh-1' }),
    });
  }),
  http.post(
    'https://www.googleapis.com/calendar/v3/calendars/primary/events',
    async ({ request }) => {
      insertCalls.push({
        auth: request.headers.get('authorization'),
        body: (await request.json()) as Record<string, unknown>,
      });
      if (calendarStatus !== 200)
        return HttpResponse.json({ error: 'nope' }, { status: calendarStatus });
      return HttpResponse.json({ id: 'g1', htmlLink: 'https://calendar.google.com/event?eid=g1' });
    },
  ),
);

let t: TestApp;
beforeAll(async () => {
  google.listen({ onUnhandledRequest: 'error' });
  t = await createTestApp({ GOOGLE_CLIENT_ID: 'client-123', GOOGLE_CLIENT_SECRET: 'secret-456' });
});
afterEach(() => {
  tokenCalls.length = 0;
  insertCalls.length = 0;
  calendarStatus = 200;
  refreshRevoked = false;
});
afterAll(async () => {
  google.close();
  await t.close();
});

const call = (cookie: string, method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object) =>
  t.app.inject(as(cookie, { method, url, payload }));

async function connect(cookie: string, code = 'good-code') {
  const { authUrl } = (await call(cookie, 'GET', '/api/calendar/google/connect')).json();
  const state = new URL(authUrl).searchParams.get('state')!;
  return call(
    cookie,
    'GET',
    `/api/calendar/google/callback?code=${code}&state=${encodeURIComponent(state)}`,
  );
}

const isConnected = async (cookie: string) =>
  (await call(cookie, 'GET', '/api/users/me/calendar-settings')).json()
    .googleCalendarConnected as boolean;

/** The popup gets a page that says what happened, never JSON. */
function expectPopupPage(
  res: { statusCode: number; headers: object; body: string },
  status: number,
  text: string,
) {
  expect(res.statusCode).toBe(status);
  expect(res.headers).toMatchObject({ 'content-type': 'text/html; charset=utf-8' });
  expect(res.body).toMatch(/^<!doctype html>/);
  expect(res.body).toContain(text);
}

describe('calendar settings', () => {
  it('starts with the defaults and is reachable as me or by id', async () => {
    const { cookie, user } = await signUp(t.app);
    const expected = {
      googleCalendarConnected: false,
      appleCalendarPreference: 'manual',
      autoAddToCalendar: false,
      googleCalendarAvailable: true,
    };
    expect((await call(cookie, 'GET', '/api/users/me/calendar-settings')).json()).toEqual(expected);
    expect((await call(cookie, 'GET', `/api/users/${user.id}/calendar-settings`)).json()).toEqual(
      expected,
    );
  });

  it('changes one field at a time and keeps the rest', async () => {
    const { cookie } = await signUp(t.app);
    await call(cookie, 'PATCH', '/api/users/me/calendar-settings', {
      appleCalendarPreference: 'auto',
    });
    const res = await call(cookie, 'PATCH', '/api/users/me/calendar-settings', {
      autoAddToCalendar: true,
    });
    expect(res.json()).toMatchObject({
      appleCalendarPreference: 'auto',
      autoAddToCalendar: true,
      googleCalendarConnected: false,
    });
  });

  it.each([
    {},
    { googleCalendarConnected: true },
    { appleCalendarPreference: 'sometimes' },
    { colour: 'red' },
  ])('rejects %o', async (body) => {
    const { cookie } = await signUp(t.app);
    expect((await call(cookie, 'PATCH', '/api/users/me/calendar-settings', body)).statusCode).toBe(
      400,
    );
  });

  it("refuses another user's settings (403), whatever the id", async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    for (const id of [alice.user.id, '1']) {
      expect((await call(bob.cookie, 'GET', `/api/users/${id}/calendar-settings`)).statusCode).toBe(
        403,
      );
      const patch = await call(bob.cookie, 'PATCH', `/api/users/${id}/calendar-settings`, {
        autoAddToCalendar: true,
      });
      expect(patch.statusCode).toBe(403);
    }
    expect(
      (await call(alice.cookie, 'GET', '/api/users/me/calendar-settings')).json().autoAddToCalendar,
    ).toBe(false);
  });
});

describe('Google Calendar', () => {
  it('connects through OAuth with the calendar.events scope and seals the tokens', async () => {
    const { cookie, user } = await signUp(t.app);
    const { authUrl } = (await call(cookie, 'GET', '/api/calendar/google/connect')).json();
    const url = new URL(authUrl);
    expect(url.origin).toBe('https://accounts.google.com');
    expect(url.searchParams.get('scope')).toBe('https://www.googleapis.com/auth/calendar.events');
    expect(url.searchParams.get('client_id')).toBe('client-123');
    expect(url.searchParams.get('redirect_uri')).toBe(
      'http://localhost:3000/api/calendar/google/callback',
    );

    const callback = await connect(cookie);
    expect(callback.statusCode).toBe(200);
    expect(callback.body).toContain('You can close this window');
    expect(tokenCalls[0]!.get('code')).toBe('good-code');
    expect(tokenCalls[0]!.get('client_secret')).toBe('secret-456');
    expect(
      (await call(cookie, 'GET', '/api/users/me/calendar-settings')).json().googleCalendarConnected,
    ).toBe(true);

    const [row] = await t.database.db
      .select()
      .from(calendarSettings)
      .where(eq(calendarSettings.userId, user.id));
    expect(row!.googleAccessToken).not.toContain('access-1');
    expect(row!.googleRefreshToken).not.toContain('refresh-1');
  });

  it("refuses a callback carrying someone else's state", async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const { authUrl } = (await call(alice.cookie, 'GET', '/api/calendar/google/connect')).json();
    const state = new URL(authUrl).searchParams.get('state')!;
    const res = await call(
      bob.cookie,
      'GET',
      `/api/calendar/google/callback?code=good-code&state=${encodeURIComponent(state)}`,
    );
    expectPopupPage(res, 403, 'this connection link is not yours or has expired');
    expect(tokenCalls).toHaveLength(0);
    expect(await isConnected(bob.cookie)).toBe(false);
  });

  it.each([
    ['no state', ''],
    ['a forged state', 'state=garbage'],
    ['an overlong state', `state=${'x'.repeat(600)}`],
    ['a repeated state', 'state=a&state=b'],
  ])('answers the popup page (403) to a callback with %s', async (_, query) => {
    const { cookie } = await signUp(t.app);
    const res = await call(cookie, 'GET', `/api/calendar/google/callback?code=good-code&${query}`);
    expectPopupPage(res, 403, 'Google Calendar was not connected');
    expect(tokenCalls).toHaveLength(0);
  });

  it('tells the popup when Google refuses the sign-in code', async () => {
    const { cookie } = await signUp(t.app);
    const res = await connect(cookie, 'bad-code');
    expectPopupPage(
      res,
      400,
      'Google Calendar was not connected: Google refused the sign-in code. Close this window and try again.',
    );
    expect(tokenCalls[0]!.get('code')).toBe('bad-code');
    expect(await isConnected(cookie)).toBe(false);
  });

  it('answers 502 in the popup when Google fails, and 400 when the user declines', async () => {
    const { cookie } = await signUp(t.app);
    expectPopupPage(
      await connect(cookie, 'google-down'),
      502,
      'Google could not complete the sign-in',
    );
    const { authUrl } = (await call(cookie, 'GET', '/api/calendar/google/connect')).json();
    const state = encodeURIComponent(new URL(authUrl).searchParams.get('state')!);
    const declined = await call(
      cookie,
      'GET',
      `/api/calendar/google/callback?error=access_denied&state=${state}`,
    );
    expectPopupPage(declined, 400, 'Google did not grant access');
    expect(await isConnected(cookie)).toBe(false);
  });

  it('adds a movie to the primary calendar as a daily reminder', async () => {
    const { cookie } = await signUp(t.app);
    await connect(cookie);
    const res = await call(cookie, 'POST', '/api/calendar/google/add-event', {
      event: {
        title: 'Indie Premiere',
        description: 'Q&A after',
        date: '2026-12-01',
        time: 'TBD',
        venue: 'Metrograph',
        category: 'movie',
        isMovie: true,
        startDate: '2026-12-01',
        endDate: '2026-12-03',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      htmlLink: 'https://calendar.google.com/event?eid=g1',
    });
    expect(insertCalls[0]!.auth).toBe('Bearer access-1');
    expect(insertCalls[0]!.body).toMatchObject({
      summary: 'Indie Premiere',
      location: 'Metrograph',
      start: { dateTime: '2026-12-01T12:00:00-05:00', timeZone: 'America/New_York' },
      end: { dateTime: '2026-12-01T12:30:00-05:00', timeZone: 'America/New_York' },
      recurrence: ['RRULE:FREQ=DAILY;UNTIL=20261203T170000Z'],
    });
  });

  it.each([
    {
      name: 'an all-day event over several days as dates, ending the day after its last',
      event: { time: 'All day', allDay: true, endDate: '2026-12-07' },
      start: { date: '2026-12-05' },
      end: { date: '2026-12-08' },
      recurrence: undefined,
    },
    {
      name: 'a timed event over several days as one span to two hours after the last start',
      event: { time: '7:30 PM', endDate: '2026-12-07' },
      start: { dateTime: '2026-12-05T19:30:00-05:00', timeZone: 'America/New_York' },
      end: { dateTime: '2026-12-07T21:30:00-05:00', timeZone: 'America/New_York' },
      recurrence: undefined,
    },
    {
      name: 'a movie with a show time as the daily noon reminder until its last day',
      event: { time: '7:30 PM', isMovie: true, startDate: '2026-12-05', endDate: '2026-12-07' },
      start: { dateTime: '2026-12-05T12:00:00-05:00', timeZone: 'America/New_York' },
      end: { dateTime: '2026-12-05T12:30:00-05:00', timeZone: 'America/New_York' },
      recurrence: ['RRULE:FREQ=DAILY;UNTIL=20261207T170000Z'],
    },
    {
      name: 'a one-day film with a time as an ordinary two-hour event',
      event: { time: '7:30 PM', isMovie: true, startDate: '2026-12-05', endDate: '2026-12-05' },
      start: { dateTime: '2026-12-05T19:30:00-05:00', timeZone: 'America/New_York' },
      end: { dateTime: '2026-12-05T21:30:00-05:00', timeZone: 'America/New_York' },
      recurrence: undefined,
    },
  ])('adds $name', async ({ event, start, end, recurrence }) => {
    const { cookie } = await signUp(t.app);
    await connect(cookie);
    const [e] = await insertEvents(t.database.db, [
      makeEvent({ title: 'Stored run', date: '2026-12-05', ...event }),
    ]);
    const res = await call(cookie, 'POST', '/api/calendar/google/add-event', {
      event: { eventId: e!.id, title: 'ignored', date: e!.date },
    });
    expect(res.statusCode).toBe(200);
    const body = insertCalls[0]!.body;
    expect(body).toMatchObject({ summary: 'Stored run', start, end });
    // Dates alone, never a time beside them: Google would refuse both.
    expect(Object.keys(body.start as object).sort()).toEqual(Object.keys(start).sort());
    expect(body.recurrence).toEqual(recurrence);
  });

  it('adds a stored event by id and refreshes an expired token first', async () => {
    const { cookie, user } = await signUp(t.app);
    await connect(cookie);
    await t.database.db.execute(
      sql`UPDATE calendar_settings SET google_token_expires_at = now() - interval '1 hour' WHERE user_id = ${user.id}`,
    );
    const [e] = await insertEvents(t.database.db, [
      makeEvent({ title: 'Stored', time: '9:00 PM' }),
    ]);
    const res = await call(cookie, 'POST', '/api/calendar/google/add-event', {
      event: { eventId: e!.id, title: 'ignored', date: e!.date },
    });
    expect(res.statusCode).toBe(200);
    expect(tokenCalls.at(-1)!.get('grant_type')).toBe('refresh_token');
    expect(tokenCalls.at(-1)!.get('refresh_token')).toBe('refresh-1');
    expect(insertCalls[0]!.auth).toBe('Bearer access-2');
    expect(insertCalls[0]!.body).toMatchObject({
      summary: 'Stored',
      start: { dateTime: `${e!.date}T21:00:00-05:00` },
    });
  });

  it('disconnects when Google refuses the refresh token', async () => {
    const { cookie, user } = await signUp(t.app);
    await connect(cookie);
    await t.database.db.execute(
      sql`UPDATE calendar_settings SET google_token_expires_at = now() - interval '1 hour' WHERE user_id = ${user.id}`,
    );
    refreshRevoked = true;
    const res = await call(cookie, 'POST', '/api/calendar/google/add-event', {
      event: { title: 'x', date: '2026-12-01' },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('Google Calendar access expired; please connect again');
    expect(insertCalls).toHaveLength(0);
    expect(await isConnected(cookie)).toBe(false);
  });

  it('disconnects when Google revokes access', async () => {
    const { cookie } = await signUp(t.app);
    await connect(cookie);
    calendarStatus = 401;
    const res = await call(cookie, 'POST', '/api/calendar/google/add-event', {
      event: { title: 'x', date: '2026-12-01' },
    });
    expect(res.statusCode).toBe(502);
    expect(
      (await call(cookie, 'GET', '/api/users/me/calendar-settings')).json().googleCalendarConnected,
    ).toBe(false);
  });

  it('answers 409 when not connected and 403 for another userId', async () => {
    const { cookie } = await signUp(t.app);
    const event = { title: 'x', date: '2026-12-01' };
    expect(
      (await call(cookie, 'POST', '/api/calendar/google/add-event', { event })).statusCode,
    ).toBe(409);
    expect(
      (await call(cookie, 'POST', '/api/calendar/google/add-event', { userId: 1, event }))
        .statusCode,
    ).toBe(403);
    expect(insertCalls).toHaveLength(0);
  });

  it('disconnects on request', async () => {
    const { cookie } = await signUp(t.app);
    await connect(cookie);
    const res = await call(cookie, 'PATCH', '/api/users/me/calendar-settings', {
      googleCalendarConnected: false,
    });
    expect(res.json().googleCalendarConnected).toBe(false);
  });
});

describe('Google Calendar without keys', () => {
  it('answers 503 with the product’s message', async () => {
    const bare = await createTestApp();
    try {
      const { cookie } = await signUp(bare.app);
      for (const [method, url, payload] of [
        ['GET', '/api/calendar/google/connect', undefined],
        ['POST', '/api/calendar/google/add-event', { event: { title: 'x', date: '2026-12-01' } }],
      ] as const) {
        const res = await bare.app.inject(as(cookie, { method, url, payload }));
        expect(res.statusCode).toBe(503);
        expect(res.json().message).toBe('Google Calendar integration is currently unavailable');
      }
      const settings = await bare.app.inject(
        as(cookie, { method: 'GET', url: '/api/users/me/calendar-settings' }),
      );
      expect(settings.json().googleCalendarAvailable).toBe(false);
      const callback = await bare.app.inject(
        as(cookie, { method: 'GET', url: '/api/calendar/google/callback?code=c&state=s' }),
      );
      expectPopupPage(callback, 503, 'Google Calendar integration is currently unavailable');
    } finally {
      await bare.close();
    }
  });
});
