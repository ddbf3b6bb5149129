import { describe, expect, it } from 'vitest';
import {
  NYC_PERMITTED_EVENTS_URL,
  parseSocrataRows,
  PUBLIC_EVENT_TYPES,
  socrataQueryUrl,
} from '#server/features/crawler/sources/socrata.ts';
import { fixtureText } from '#test/support/crawler/fixture-text.ts';

describe('NYC Permitted Event Information (Socrata)', () => {
  const events = parseSocrataRows(
    fixtureText('nyc-permitted-events.json'),
    NYC_PERMITTED_EVENTS_URL,
  );

  it('reads each row as one day of a permitted event', () => {
    expect(events).toHaveLength(7);
    expect(events[0]).toEqual({
      sourceId: '848114@2025-09-07T08:00:00.000',
      title: 'Columbia Greenmarket Sunday',
      description:
        'Farmers Market permitted by the Street Activity Permit Office. Sidewalk and Curb Lane Closure: Broadway between West 114 Street and West 116 Street.',
      date: '2025-09-07',
      time: '8:00 AM',
      endDate: null,
      venue: 'Broadway between West 114 Street and West 116 Street',
      price: 'Free',
      category: 'food',
      originalCategory: 'Farmers Market',
      performer: null,
      url: null,
      recordUrl: 'https://data.cityofnewyork.us/resource/tvpp-9vvx.json?event_id=848114',
      imageUrl: null,
      location: null,
      borough: 'Manhattan',
    });
  });

  it('gives a weekly permit an id per day, and a festival spread over blocks one id', () => {
    const ids = events.map((e) => e.sourceId);
    expect(ids.filter((id) => id.startsWith('848114@'))).toHaveLength(2);
    expect(ids.filter((id) => id === '852290@2025-09-28T10:00:00.000')).toHaveLength(2);
  });

  it('keeps a permit over two days as a run, and maps permit types to categories', () => {
    expect(events.find((e) => e.title === 'Arthur Avenue Fall Festival')).toMatchObject({
      date: '2025-09-13',
      endDate: '2025-09-14',
      category: 'festival',
      borough: 'Bronx',
    });
    expect(events.find((e) => e.title === 'Steuben Parade')?.category).toBe('festival');
  });

  it('queries public event types over the coming days, soonest first', () => {
    const url = new URL(
      socrataQueryUrl(
        {
          url: NYC_PERMITTED_EVENTS_URL,
          eventTypes: ['Farmers Market', "Kids' Day"],
          days: 30,
          limit: 1000,
        },
        new Date('2025-09-01T16:00:00Z'),
      ),
    );
    expect(url.origin + url.pathname).toBe(NYC_PERMITTED_EVENTS_URL);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      $where:
        "start_date_time >= '2025-09-01T00:00:00' AND start_date_time < '2025-10-01T00:00:00' AND event_type in ('Farmers Market', 'Kids'' Day')",
      $order: 'start_date_time, event_id',
      $limit: '1000',
    });
    expect(PUBLIC_EVENT_TYPES).not.toContain('Sport - Youth');
  });

  it('reports the error object the API answers instead of rows', () => {
    expect(() =>
      parseSocrataRows('{"error":true,"message":"Invalid SoQL query"}', NYC_PERMITTED_EVENTS_URL),
    ).toThrow('the dataset answered: Invalid SoQL query');
    expect(() => parseSocrataRows('<html>', NYC_PERMITTED_EVENTS_URL)).toThrow(SyntaxError);
  });
});
