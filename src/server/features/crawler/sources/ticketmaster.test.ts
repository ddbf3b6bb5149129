import { describe, expect, it } from 'vitest';
import {
  parseTicketmasterPage,
  TICKETMASTER_EVENTS_URL,
  ticketmasterPageUrl,
} from '#server/features/crawler/sources/ticketmaster.ts';
import { fixtureText } from '#test/support/crawler/fixture-text.ts';

describe('the Ticketmaster Discovery API', () => {
  const { events, totalPages } = parseTicketmasterPage(fixtureText('ticketmaster.json'));
  const byTitle = (title: string) => events.find((e) => e.title === title)!;

  it('reads a page of events with venue, price range, picture and classification', () => {
    expect(totalPages).toBe(1);
    expect(events).toHaveLength(5);
    expect(byTitle('Snarky Puppy')).toEqual({
      sourceId: 'vvG1IZ9KbGkX0v',
      title: 'Snarky Puppy',
      description: 'All ages. Doors open at 7 PM.',
      date: '2025-09-12',
      time: '8:00 PM',
      endDate: null,
      venue: 'Brooklyn Steel',
      price: '$45 - $65',
      category: 'music',
      originalCategory: 'Music / Jazz',
      performer: 'Snarky Puppy',
      url: 'https://www.ticketmaster.com/snarky-puppy-brooklyn-new-york-09-12-2025/event/30006122A1B2C3D4',
      imageUrl: expect.stringMatching(/_TABLET_LANDSCAPE_16_9\.jpg$/),
      location: { lat: 40.7195, lng: -73.9387 },
      borough: 'Brooklyn',
      address: { locality: 'Brooklyn', region: 'NY', postalCode: '11211', country: 'US' },
    });
  });

  it('maps segments and genres to categories, and marks cancelled events', () => {
    expect(events.map((e) => [e.category, e.price, e.unusable])).toEqual([
      ['music', '$45 - $65', undefined],
      ['sports', '$38 - $420', undefined],
      ['theater', '$99 - $549', undefined],
      ['comedy', '$59.50 - $150', undefined],
      ['sports', '$25 - $310', 'cancelled'],
    ]);
  });

  it('asks for one page of upcoming city events within the size limits', () => {
    const url = new URL(
      ticketmasterPageUrl(
        {
          url: TICKETMASTER_EVENTS_URL,
          city: 'New York',
          classifications: ['music', 'comedy'],
          days: 60,
          pageSize: 100,
        },
        'KEY',
        new Date('2025-09-01T16:00:00.250Z'),
        2,
      ),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      apikey: 'KEY',
      city: 'New York',
      stateCode: 'NY',
      countryCode: 'US',
      classificationName: 'music,comedy',
      startDateTime: '2025-09-01T16:00:00Z',
      endDateTime: '2025-10-31T16:00:00Z',
      sort: 'date,asc',
      size: '100',
      page: '2',
    });
  });

  it('reads a search with no results, and refuses anything else', () => {
    expect(
      parseTicketmasterPage('{"page":{"size":20,"totalElements":0,"totalPages":0,"number":0}}'),
    ).toEqual({
      events: [],
      totalPages: 0,
    });
    expect(() => parseTicketmasterPage('{"fault":{"faultstring":"Invalid ApiKey"}}')).toThrow(
      'expected a Discovery API event search page',
    );
  });
});
