import { describe, expect, it } from 'vitest';
import {
  detailsUrl,
  formatEventDate,
  formatEventDateAtTime,
  formatEventPlace,
  formatEventTime,
  formatEventWhen,
} from './format-event.ts';

describe('formatEventDateAtTime', () => {
  it('says "date at time", and the date alone when there is no time', () => {
    expect(formatEventDateAtTime({ date: '2030-06-14', time: '8:00PM' })).toBe(
      'Fri, Jun 14 at 8:00 PM',
    );
    expect(formatEventDateAtTime({ date: '2030-06-14', time: '' })).toBe('Fri, Jun 14');
  });
});

describe('formatEventWhen', () => {
  it('prints the New York day and a normalised time', () => {
    expect(formatEventWhen({ date: '2026-11-27', time: '8:00PM' })).toBe('Fri, Nov 27 · 8:00 PM');
    expect(formatEventWhen({ date: '2026-01-01', time: '09:30 am' })).toBe('Thu, Jan 1 · 9:30 AM');
  });

  it('reads times as the server does, and shows the ones it cannot read as given', () => {
    expect(formatEventTime('12:05am')).toBe('12:05 AM');
    expect(formatEventTime('12:00 PM')).toBe('12:00 PM');
    expect(formatEventTime('13:00 PM')).toBe('13:00 PM');
    expect(formatEventTime('7:60 PM')).toBe('7:60 PM');
  });

  it('keeps free-text times and drops empty ones', () => {
    expect(formatEventTime(' Doors at 8 ')).toBe('Doors at 8');
    expect(formatEventWhen({ date: '2026-11-27', time: '' })).toBe('Fri, Nov 27');
  });

  it('does not shift the day in time zones west of UTC', () => {
    // The formatter is pinned to UTC, so whatever TZ the tests run in, the day stays put.
    expect(formatEventDate('2026-03-08')).toBe('Sun, Mar 8');
  });

  it('shows an unreadable date as given', () => {
    expect(formatEventDate('soon')).toBe('soon');
  });
});

describe('formatEventPlace', () => {
  it('joins venue, neighborhood and borough', () => {
    expect(
      formatEventPlace({
        venue: 'Blue Note',
        neighborhood: 'Greenwich Village',
        borough: 'Manhattan',
      }),
    ).toBe('Blue Note · Greenwich Village, Manhattan');
    expect(formatEventPlace({ venue: 'Park', neighborhood: null, borough: 'Queens' })).toBe(
      'Park · Queens',
    );
    expect(formatEventPlace({ venue: '', neighborhood: null, borough: null })).toBe('');
  });
});

describe('detailsUrl', () => {
  it('treats null, blank and "#" as no link', () => {
    expect(detailsUrl({ sourceUrl: null })).toBeNull();
    expect(detailsUrl({ sourceUrl: '#' })).toBeNull();
    expect(detailsUrl({ sourceUrl: '  ' })).toBeNull();
    expect(detailsUrl({ sourceUrl: 'https://example.com/e' })).toBe('https://example.com/e');
  });
});
