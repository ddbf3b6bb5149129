import { describe, expect, it } from 'vitest';
import {
  attachmentDisposition,
  calendarEntry,
  googleCalendarUrl,
  icsFileNames,
  recurrenceRule,
} from '#shared/calendar.ts';

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

  it('makes a movie without a show time a daily 12:00 PM half-hour reminder until its end date', () => {
    const e = calendarEntry({
      ...base,
      isMovie: true,
      startDate: '2026-03-05',
      endDate: '2026-03-12',
      time: 'TBD',
    });
    expect(e.isMovieReminder).toBe(true);
    expect(e.start.toISO()).toBe('2026-03-05T12:00:00.000-05:00');
    expect(e.end.diff(e.start, 'minutes').minutes).toBe(30);
    // The series crosses the 8 March DST change: the last reminder is 12:00 EDT = 16:00Z.
    expect(recurrenceRule(e)).toBe('RRULE:FREQ=DAILY;UNTIL=20260312T160000Z');
    expect(e.description).toMatch(/showtimes/);
  });

  it('makes a run with a show time the same daily 12:00 PM reminder, as the card promises', () => {
    const e = calendarEntry({
      ...base,
      isMovie: true,
      startDate: '2026-03-05',
      endDate: '2026-03-12',
      time: '4:15 PM',
    });
    expect(e.isMovieReminder).toBe(true);
    expect(e.start.toISO()).toBe('2026-03-05T12:00:00.000-05:00');
    expect(e.end.diff(e.start, 'minutes').minutes).toBe(30);
    expect(recurrenceRule(e)).toBe('RRULE:FREQ=DAILY;UNTIL=20260312T160000Z');
  });

  it('makes a one-day film with a time an ordinary two-hour event', () => {
    const e = calendarEntry({
      ...base,
      isMovie: true,
      startDate: base.date,
      endDate: base.date,
      time: '7:30 PM',
    });
    expect([e.isMovieReminder, e.start.hour, e.start.minute, e.repeatUntil]).toEqual([
      false,
      19,
      30,
      undefined,
    ]);
    expect(e.end.diff(e.start, 'hours').hours).toBe(2);
  });

  it('makes an all-day event whole days, ending the day after its last', () => {
    const one = calendarEntry({ ...base, time: 'All day', allDay: true, endDate: base.date });
    expect([one.allDay, one.start.toISO(), one.end.toISO()]).toEqual([
      true,
      '2026-12-05T00:00:00.000-05:00',
      '2026-12-06T00:00:00.000-05:00',
    ]);
    const run = calendarEntry({ ...base, time: 'All day', allDay: true, endDate: '2027-01-29' });
    expect(run.end.toISODate()).toBe('2027-01-30');
    expect(recurrenceRule(run)).toBeUndefined();
  });

  it('spans a timed event over several days from its start to two hours after it on the last day', () => {
    const e = calendarEntry({ ...base, time: '7:30 PM', endDate: '2026-12-07' });
    expect([e.allDay, e.start.toISO(), e.end.toISO(), e.repeatUntil]).toEqual([
      false,
      '2026-12-05T19:30:00.000-05:00',
      '2026-12-07T21:30:00.000-05:00',
      undefined,
    ]);
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

  it('gives an all-day event dates alone, the end the day after its last', () => {
    const url = new URL(
      googleCalendarUrl(
        calendarEntry({ ...base, time: 'All day', allDay: true, endDate: '2027-01-29' }),
      ),
    );
    expect(url.searchParams.get('dates')).toBe('20261205/20270130');
    expect(url.searchParams.has('recur')).toBe(false);
  });

  it('spans a timed event over several days', () => {
    const url = new URL(
      googleCalendarUrl(calendarEntry({ ...base, time: '7:30 PM', endDate: '2026-12-07' })),
    );
    expect(url.searchParams.get('dates')).toBe('20261205T193000/20261207T213000');
  });
});

describe('icsFileNames', () => {
  it('keeps letters, digits and single dashes only', () => {
    expect(icsFileNames('Jazz @ Dusk: "Live"/../etc')).toEqual({
      unicode: 'Jazz-Dusk-Liveetc.ics',
      ascii: 'Jazz-Dusk-Liveetc.ics',
    });
    expect(icsFileNames('Rock - Roll')).toMatchObject({ ascii: 'Rock-Roll.ics' });
    expect(icsFileNames('💥')).toEqual({ unicode: 'event.ics', ascii: 'event.ics' });
  });

  it('keeps a non-Latin title in the unicode name and falls back to ASCII', () => {
    const names = icsFileNames('東京 ジャズ Night');
    expect(names.unicode).toBe('東京-ジャズ-Night.ics');
    expect(names.ascii).toBe('Night.ics');
    expect(icsFileNames('Café Müller')).toEqual({
      unicode: 'Café-Müller.ics',
      ascii: 'Cafe-Muller.ics',
    });
    expect(icsFileNames('東京')).toEqual({ unicode: '東京.ics', ascii: 'event.ics' });
  });

  it('drops direction overrides and other invisible characters', () => {
    expect(icsFileNames('Show\u202Esci.exe\u0007').unicode).toBe('Showsciexe.ics');
  });

  it('cuts at 60 characters without leaving a dash at the end', () => {
    // The 60th character is the space between the words.
    const names = icsFileNames(`${'a'.repeat(59)} bcd`);
    expect(names.ascii).toBe(`${'a'.repeat(59)}.ics`);
    expect(names.unicode).toBe(`${'a'.repeat(59)}.ics`);
    expect(icsFileNames('ジ'.repeat(70)).unicode).toBe(`${'ジ'.repeat(60)}.ics`);
  });
});

describe('attachmentDisposition', () => {
  it('sends an ASCII filename and the UTF-8 name as filename* (RFC 6266)', () => {
    const header = attachmentDisposition(icsFileNames('東京 ジャズ Night'));
    expect(header).toBe(
      `attachment; filename="Night.ics"; filename*=UTF-8''${encodeURIComponent('東京-ジャズ-Night.ics')}`,
    );
    expect(header).toMatch(/^[\x20-\x7e]+$/);
  });

  it('escapes the characters encodeURIComponent leaves but RFC 5987 does not allow', () => {
    expect(attachmentDisposition({ unicode: "it's (x)*.ics", ascii: 'x.ics' })).toBe(
      `attachment; filename="x.ics"; filename*=UTF-8''it%27s%20%28x%29%2A.ics`,
    );
  });
});
