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

  // Spring forward (8 March 2026): 2:00-2:59 AM does not exist and moves forward by the gap.
  // Fall back (1 November 2026): 1:00-1:59 AM happens twice and means the first (EDT) pass.
  it.each([
    ['2026-03-08', '1:59 AM', '2026-03-08T06:59:00.000Z'],
    ['2026-03-08', '2:00 AM', '2026-03-08T07:00:00.000Z'],
    ['2026-03-08', '2:30 AM', '2026-03-08T07:30:00.000Z'],
    ['2026-03-08', '3:30 AM', '2026-03-08T07:30:00.000Z'],
    ['2026-03-08', '12:00 AM', '2026-03-08T05:00:00.000Z'],
    ['2026-11-01', '12:59 AM', '2026-11-01T04:59:00.000Z'],
    ['2026-11-01', '1:30 AM', '2026-11-01T05:30:00.000Z'],
    ['2026-11-01', '2:00 AM', '2026-11-01T07:00:00.000Z'],
    ['2026-11-01', '12:00 AM', '2026-11-01T04:00:00.000Z'],
  ])('on a change day reads %s %s as %s', (date, time, utc) => {
    expect(eventStart(date, time).startsAt.toISOString()).toBe(utc);
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
