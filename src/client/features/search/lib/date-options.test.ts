import { describe, expect, it } from 'vitest';
import { dateLabel, dateOptions, nycToday } from './date-options.ts';

// 03:30 UTC on March 9 is still the evening of Friday, March 8 in New York.
const FRIDAY_NIGHT_IN_NYC = new Date('2030-03-09T03:30:00Z');

describe('nycToday', () => {
  it('is the day in New York, not in UTC', () => {
    expect(nycToday(FRIDAY_NIGHT_IN_NYC)).toBe('2030-03-08');
    expect(nycToday(new Date('2030-03-09T05:00:00Z'))).toBe('2030-03-09');
  });
});

describe('dateOptions', () => {
  it('offers today, tomorrow and the next six days by weekday name', () => {
    expect(dateOptions(FRIDAY_NIGHT_IN_NYC)).toEqual([
      { value: '2030-03-08', label: 'Today' },
      { value: '2030-03-09', label: 'Tomorrow' },
      // Clocks change on March 10; the days still follow one another.
      { value: '2030-03-10', label: 'Sunday, Mar 10' },
      { value: '2030-03-11', label: 'Monday, Mar 11' },
      { value: '2030-03-12', label: 'Tuesday, Mar 12' },
      { value: '2030-03-13', label: 'Wednesday, Mar 13' },
      { value: '2030-03-14', label: 'Thursday, Mar 14' },
      { value: '2030-03-15', label: 'Friday, Mar 15' },
    ]);
  });

  it('runs on into the next month and year', () => {
    const options = dateOptions(new Date('2030-12-30T17:00:00Z'));
    expect(options[0]).toEqual({ value: '2030-12-30', label: 'Today' });
    expect(options.at(-1)).toEqual({ value: '2031-01-06', label: 'Monday, Jan 6' });
  });
});

describe('dateLabel', () => {
  it('uses the option label, and spells out a date from an older link', () => {
    const options = dateOptions(FRIDAY_NIGHT_IN_NYC);
    expect(dateLabel('2030-03-09', options)).toBe('Tomorrow');
    expect(dateLabel('2030-02-27', options)).toBe('Wed, Feb 27, 2030');
  });
});
