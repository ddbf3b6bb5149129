import { describe, expect, it } from 'vitest';
import { eventStart, nycToday, parseEventTime } from '#shared/time.ts';

describe('parseEventTime', () => {
  it.each([
    ['7:00PM', { hour: 19, minute: 0 }],
    ['8:30 pm', { hour: 20, minute: 30 }],
    ['12:00 AM', { hour: 0, minute: 0 }],
    ['12:15 PM', { hour: 12, minute: 15 }],
    [' 9:05 am ', { hour: 9, minute: 5 }],
  ])('reads %s', (text, expected) => {
    expect(parseEventTime(text)).toEqual(expected);
  });

  it.each(['TBD', '19:00', '13:00 PM', '7 PM', '7:60 PM', ''])('rejects %s', (text) => {
    expect(parseEventTime(text)).toBeNull();
  });
});

describe('eventStart', () => {
  it('reads the date and time as New York wall-clock time', () => {
    expect(eventStart('2026-07-04', '9:00 PM').startsAt.toISOString()).toBe(
      '2026-07-05T01:00:00.000Z',
    );
    expect(eventStart('2026-12-31', '11:30 PM').startsAt.toISOString()).toBe(
      '2027-01-01T04:30:00.000Z',
    );
  });

  it('defaults an unparseable time to 7:00 PM and says so', () => {
    const { startsAt, defaulted } = eventStart('2026-03-08', 'TBD');
    expect(defaulted).toBe(true);
    // 8 March 2026 is the first day of daylight time in New York.
    expect(startsAt.toISOString()).toBe('2026-03-08T23:00:00.000Z');
  });

  it('rejects an invalid date', () => {
    expect(() => eventStart('2026-02-30', '7:00 PM')).toThrow(RangeError);
  });
});

describe('nycToday', () => {
  it('uses the New York date, not UTC', () => {
    expect(nycToday(new Date('2026-11-23T03:00:00Z'))).toBe('2026-11-22');
    expect(nycToday(new Date('2026-11-23T06:00:00Z'))).toBe('2026-11-23');
  });
});
