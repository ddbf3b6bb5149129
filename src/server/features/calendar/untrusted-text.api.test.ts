import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminCookie,
  as,
  createTestApp,
  signUp,
  type TestApp,
} from '#test/support/server/test-app.ts';
import { calendarEntry, googleCalendarUrl, type CalendarSource } from '#shared/calendar.ts';
import { addDays, nycToday } from '#shared/time.ts';

let t: TestApp;
let user: string;
let event: CalendarSource & { id: number };
const hostile = {
  title: '<script>alert("x")</script> Jazz & "Blues"; Night, \\ Vol. 2 #1',
  description: '<img src=x onerror="alert(1)">\n<a href="javascript:alert(2)">tickets</a>',
  venue: '<b>Hall</b> & Bar',
};

beforeAll(async () => {
  t = await createTestApp();
  user = (await signUp(t.app)).cookie;
  const admin = await adminCookie(t.app);
  const created = await t.app.inject(
    as(admin, {
      method: 'POST',
      url: '/api/events',
      payload: { ...hostile, date: addDays(nycToday(), 4), time: '8:00 PM', category: 'music' },
    }),
  );
  expect(created.statusCode).toBe(201);
  event = created.json();
  expect(event).toMatchObject(hostile);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject(as(user, { method: 'GET', url }));

describe('event text from outside, in the files and links we hand out', () => {
  it('the .ics file carries it as escaped calendar text, never as HTML', async () => {
    const res = await get(`/api/events/${event.id}/calendar.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    // No HTML alternative description that a calendar app would render.
    expect(res.body).not.toMatch(/X-ALT-DESC|text\/html/i);
    // RFC 5545 escapes: the separators and the backslash in the text stay text.
    expect(res.body.replace(/\r\n /g, '')).toContain(
      'SUMMARY:<script>alert("x")</script> Jazz & "Blues"\\; Night\\, \\\\ Vol. 2 #1',
    );
    const vevent = new ICAL.Component(ICAL.parse(res.body)).getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('summary')).toBe(hostile.title);
    expect(vevent.getFirstPropertyValue('description')).toContain(hostile.description);
    expect(vevent.getFirstPropertyValue('location')).toMatch(/^<b>Hall<\/b> & Bar/);
  });

  it('the data export carries it verbatim as JSON strings', async () => {
    const liked = await t.app.inject(
      as(user, {
        method: 'POST',
        url: '/api/user-events',
        payload: { eventId: event.id, action: 'liked' },
      }),
    );
    expect(liked.statusCode).toBeLessThan(300);
    const res = await get('/api/users/me/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    const exported = res.json() as {
      swipes: { event: { title: string; description: string; venue: string } }[];
    };
    expect(exported.swipes.map((s) => s.event)).toEqual([expect.objectContaining(hostile)]);
  });

  it('the Google Calendar link encodes every character of it', async () => {
    const stored = await get(`/api/events/${event.id}`);
    expect(stored.statusCode).toBe(200);
    const link = googleCalendarUrl(calendarEntry(stored.json()));
    const query = link.slice(link.indexOf('?') + 1);
    // Nothing that could end the attribute, the URL or the parameter is left raw.
    expect(query).not.toMatch(/[<>"'\s#\\]/);
    expect(query.split('&').every((pair) => /^[a-z]+=[^=]*$/.test(pair))).toBe(true);
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('text')).toBe(hostile.title);
    expect(url.searchParams.get('details')).toContain(hostile.description);
    expect(url.searchParams.get('location')).toMatch(/^<b>Hall<\/b> & Bar/);
  });
});
