import { describe, expect, it, vi } from 'vitest';
import { eventWhen, formatEventDate, formatEventTime, nycDateOf } from './event-when.ts';

const TODAY = '2026-11-25'; // a Wednesday

describe('eventWhen for one day', () => {
  it('prints the New York day and a normalised time', () => {
    expect(eventWhen({ date: '2026-11-27', time: '8:00PM' }, TODAY)).toEqual({
      text: 'Fri, Nov 27 · 8:00 PM',
      spoken: 'Friday, November 27, 8:00 PM',
    });
    expect(eventWhen({ date: '2026-01-01', time: '09:30 am' }, TODAY).text).toBe(
      'Thu, Jan 1 · 9:30 AM',
    );
  });

  it('says "All day" for an all-day event, never its midnight start', () => {
    expect(eventWhen({ date: '2026-11-27', time: 'All day', allDay: true }, TODAY)).toEqual({
      text: 'Fri, Nov 27 · All day',
      spoken: 'Friday, November 27, all day',
    });
    // A one-day all-day event has its own day as its last day: still one day.
    const oneDay = { date: '2026-11-27', time: 'All day', allDay: true, endDate: '2026-11-27' };
    expect(eventWhen(oneDay, TODAY).text).toBe('Fri, Nov 27 · All day');
  });

  it('keeps free-text times and drops empty ones', () => {
    expect(eventWhen({ date: '2026-11-27', time: ' Doors at 8 ' }, TODAY).text).toBe(
      'Fri, Nov 27 · Doors at 8',
    );
    expect(eventWhen({ date: '2026-11-27', time: '' }, TODAY).text).toBe('Fri, Nov 27');
  });
});

describe('eventWhen over several days', () => {
  const exhibition = { date: '2026-12-05', time: 'All day', allDay: true, endDate: '2027-01-29' };

  it('shows the span before it begins, in full words for screen readers', () => {
    expect(eventWhen(exhibition, TODAY)).toEqual({
      text: 'Dec 5 – Jan 29',
      spoken: 'Saturday, December 5 to Friday, January 29',
    });
  });

  it('says "Through {weekday}" once begun and ending within a week', () => {
    expect(eventWhen(exhibition, '2027-01-24')).toEqual({
      text: 'Through Fri',
      spoken: 'Through Friday',
    });
    expect(eventWhen(exhibition, '2027-01-29').text).toBe('Through today');
  });

  it('says the last day once begun and ending later than a week', () => {
    expect(eventWhen(exhibition, '2026-12-05')).toEqual({
      text: 'Through Jan 29',
      spoken: 'Through Friday, January 29',
    });
  });

  it('adds the time of a timed run', () => {
    const festival = { date: '2026-11-27', time: '7:30 PM', endDate: '2026-11-29' };
    expect(eventWhen(festival, TODAY).text).toBe('Nov 27 – Nov 29 · 7:30 PM');
    expect(eventWhen(festival, '2026-11-28').text).toBe('Through Sun · 7:30 PM');
  });
});

describe('formatEventDate and formatEventTime', () => {
  it('reads times as the server does, and shows the ones it cannot read as given', () => {
    expect(formatEventTime('12:05am')).toBe('12:05 AM');
    expect(formatEventTime('12:00 PM')).toBe('12:00 PM');
    expect(formatEventTime('13:00 PM')).toBe('13:00 PM');
    expect(formatEventTime('7:60 PM')).toBe('7:60 PM');
  });

  it('does not shift the day in time zones west of UTC, and shows an unreadable date as given', () => {
    expect(formatEventDate('2026-03-08')).toBe('Sun, Mar 8');
    expect(formatEventDate('soon')).toBe('soon');
  });
});

it('reads New York’s date, not UTC’s', () => {
  // 02:30 UTC on the 26th is still the evening of the 25th in New York.
  expect(nycDateOf(new Date('2026-11-26T02:30:00Z'))).toBe('2026-11-25');
});

it('builds no time-zone formatter for a one-day event, only for a span that needs today', async () => {
  const Real = Intl.DateTimeFormat;
  let built = 0;
  Intl.DateTimeFormat = class extends Real {
    constructor(...args: ConstructorParameters<typeof Real>) {
      super(...args);
      built += 1;
    }
  } as typeof Intl.DateTimeFormat;
  try {
    vi.resetModules();
    const fresh = await import('./event-when.ts');
    fresh.eventWhen({ date: '2026-12-05', time: '8:00 PM', allDay: false, endDate: null });
    fresh.eventWhen({ date: '2026-12-05', time: '', allDay: true, endDate: null });
    expect(built).toBe(0);
    fresh.eventWhen({ date: '2026-12-05', time: '', allDay: true, endDate: '2026-12-09' });
    expect(built).toBe(1);
  } finally {
    Intl.DateTimeFormat = Real;
  }
});
