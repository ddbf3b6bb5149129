import { describe, expect, it } from 'vitest';
import { calendarEntry, googleCalendarUrl, icsFileName, recurrenceRule } from '#shared/calendar.ts';

const base = {
  title: 'Jazz at Dusk',
  description: 'Live trio.',
  venue: 'Blue Note',
  date: '2026-12-05',
};

describe('calendarEntry', () => {
  it('lasts two hours from the New York start time', () => {
    const e = calendarEntry({ ...base, time: '8:30 PM' });
    expect(e.start.toISO()).toBe('2026-12-05T20:30:00.000-05:00');
    expect(e.end.diff(e.start, 'hours').hours).toBe(2);
    expect(e.repeatUntil).toBeUndefined();
    expect(recurrenceRule(e)).toBeUndefined();
  });

  it('runs past midnight into the next day', () => {
    const e = calendarEntry({ ...base, time: '11:30 PM' });
    expect(e.end.toISODate()).toBe('2026-12-06');
    expect(e.end.hour).toBe(1);
  });

  it('starts at midnight for 12:00 AM', () => {
    expect(calendarEntry({ ...base, time: '12:00 AM' }).start.toISO()).toBe(
      '2026-12-05T00:00:00.000-05:00',
    );
  });

  it('defaults an unparseable time to 7:00 PM', () => {
    expect(calendarEntry({ ...base, time: 'Doors at dusk' }).start.hour).toBe(19);
    expect(calendarEntry({ ...base, time: null }).start.hour).toBe(19);
  });

  it('keeps wall-clock time across the November DST change', () => {
    // Clocks fall back on 1 Nov 2026: EDT (-4) before, EST (-5) after.
    expect(calendarEntry({ ...base, date: '2026-10-31', time: '7:00 PM' }).start.toISO()).toBe(
      '2026-10-31T19:00:00.000-04:00',
    );
    expect(calendarEntry({ ...base, date: '2026-11-01', time: '7:00 PM' }).start.toISO()).toBe(
      '2026-11-01T19:00:00.000-05:00',
    );
  });

  it('makes a movie a daily 12:00 PM half-hour reminder until its end date', () => {
    const e = calendarEntry({
      ...base,
      isMovie: true,
      startDate: '2026-03-05',
      endDate: '2026-03-12',
      time: '7:00 PM',
    });
    expect(e.isMovieReminder).toBe(true);
    expect(e.start.toISO()).toBe('2026-03-05T12:00:00.000-05:00');
    expect(e.end.diff(e.start, 'minutes').minutes).toBe(30);
    // The series crosses the 8 March DST change: the last reminder is 12:00 EDT = 16:00Z.
    expect(recurrenceRule(e)).toBe('RRULE:FREQ=DAILY;UNTIL=20260312T160000Z');
    expect(e.description).toMatch(/showtimes/);
  });

  it.each([
    [{ startDate: 'soon', endDate: '2026-03-12' }],
    [{ startDate: '2026-03-12', endDate: '2026-03-05' }],
    [{ startDate: null, endDate: null }],
  ])('falls back to a single entry for a movie with bad dates %o', (dates) => {
    const e = calendarEntry({ ...base, isMovie: true, time: '9:00 PM', ...dates });
    expect(e.isMovieReminder).toBe(false);
    expect(e.start.hour).toBe(21);
    expect(e.end.diff(e.start, 'hours').hours).toBe(2);
  });

  it('rejects an invalid event date', () => {
    expect(() => calendarEntry({ ...base, date: '2026-13-01' })).toThrow(RangeError);
  });
});

describe('googleCalendarUrl', () => {
  it('builds the template link in New York time', () => {
    const url = new URL(
      googleCalendarUrl(
        calendarEntry({
          ...base,
          time: '8:00 PM',
          neighborhood: 'Greenwich Village',
          borough: 'Manhattan',
        }),
      ),
    );
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe('Jazz at Dusk');
    expect(url.searchParams.get('dates')).toBe('20261205T200000/20261205T220000');
    expect(url.searchParams.get('ctz')).toBe('America/New_York');
    expect(url.searchParams.get('location')).toBe('Blue Note, Greenwich Village, Manhattan');
    expect(url.searchParams.get('details')).toBe('Live trio.');
    expect(url.searchParams.has('recur')).toBe(false);
  });

  it('adds the recurrence for movies', () => {
    const url = new URL(
      googleCalendarUrl(
        calendarEntry({ ...base, isMovie: true, startDate: '2026-12-01', endDate: '2026-12-03' }),
      ),
    );
    expect(url.searchParams.get('dates')).toBe('20261201T120000/20261201T123000');
    expect(url.searchParams.get('recur')).toBe('RRULE:FREQ=DAILY;UNTIL=20261203T170000Z');
  });
});

describe('icsFileName', () => {
  it('keeps letters, digits and dashes only', () => {
    expect(icsFileName('Jazz @ Dusk: "Live"/../etc')).toBe('Jazz-Dusk-Liveetc.ics');
    expect(icsFileName('💥')).toBe('event.ics');
  });
});
