import { describe, expect, it } from 'vitest';
import { detailsUrl, formatEventDateAtTime, formatEventPlace } from './format-event.ts';

describe('formatEventDateAtTime', () => {
  it('says "date at time", and the date alone when there is no time', () => {
    expect(formatEventDateAtTime({ date: '2030-06-14', time: '8:00PM' })).toBe(
      'Fri, Jun 14 at 8:00 PM',
    );
    expect(formatEventDateAtTime({ date: '2030-06-14', time: '' })).toBe('Fri, Jun 14');
  });

  it('words an all-day event and one over several days as the cards do', () => {
    const allDay = { date: '2030-06-14', time: 'All day', allDay: true, endDate: '2030-06-14' };
    expect(formatEventDateAtTime(allDay)).toBe('Fri, Jun 14 · All day');
    expect(formatEventDateAtTime({ ...allDay, endDate: '2030-06-16' })).toBe('Jun 14 – Jun 16');
    expect(
      formatEventDateAtTime({ date: '2030-06-14', time: '7:00 PM', endDate: '2030-06-16' }),
    ).toBe('Jun 14 – Jun 16 · 7:00 PM');
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
