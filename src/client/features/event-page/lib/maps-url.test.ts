import { describe, expect, it } from 'vitest';
import { mapsUrl } from './maps-url.ts';
import { originLabel, sourceLinkLabel } from './origin-label.ts';

describe('mapsUrl', () => {
  it('searches for the venue in its borough of New York', () => {
    const url = new URL(mapsUrl({ venue: 'Blue Note', borough: 'Manhattan' })!);
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/search/');
    expect(url.searchParams.get('query')).toBe('Blue Note, Manhattan, New York, NY');
  });

  it('leaves the borough out when unknown and gives no link without a venue', () => {
    expect(new URL(mapsUrl({ venue: 'Pier 17', borough: null })!).searchParams.get('query')).toBe(
      'Pier 17, New York, NY',
    );
    expect(mapsUrl({ venue: '  ', borough: 'Queens' })).toBeNull();
  });
});

describe('labels', () => {
  it('says a business posted it whatever the stored source', () => {
    expect(originLabel('manual', true)).toBe('Posted by a business');
    expect(originLabel('crawler', false)).toBe('Found on the web');
  });

  it('calls the link Tickets unless the event is free', () => {
    expect(sourceLinkLabel('$25')).toBe('Tickets');
    expect(sourceLinkLabel('Free')).toBe('Event page');
    expect(sourceLinkLabel('Free with RSVP')).toBe('Event page');
  });
});
