import { describe, expect, it } from 'vitest';
import { eventDateProblem, eventDateRange } from '#shared/event-date-window.ts';

// 03:00 UTC on the 23rd is still the 22nd in New York: the window follows New York's date.
const now = new Date('2026-11-23T03:00:00Z');

describe('the days an event may be written for', () => {
  it('run from yesterday to two years ahead, by the date in New York', () => {
    expect(eventDateRange(now)).toEqual({ first: '2026-11-21', last: '2028-11-21' });
  });

  it('refuse a day before yesterday or after the last, naming the bound', () => {
    expect(eventDateProblem('2026-11-21', now)).toBeUndefined();
    expect(eventDateProblem('2028-11-21', now)).toBeUndefined();
    expect(eventDateProblem('2026-11-20', now)).toBe('must not be before 2026-11-21');
    expect(eventDateProblem('2028-11-22', now)).toBe('must not be after 2028-11-21');
    expect(eventDateProblem('9999-12-31', now)).toBe('must not be after 2028-11-21');
  });
});
