import { describe, expect, it } from 'vitest';
import { placeEvidence, type OwnPlace } from '#server/features/crawler/place-evidence.ts';

const own = (o: Partial<OwnPlace>): OwnPlace => ({
  location: null,
  borough: null,
  venue: '',
  ...o,
});
const verdict = (o: Partial<OwnPlace>, declared?: Parameters<typeof placeEvidence>[1]) =>
  placeEvidence(own(o), declared);

describe('evidence that an event is in New York City', () => {
  it('places coordinates by the borough boundaries, shore piers included, New Jersey not', () => {
    expect(verdict({ location: { lat: 40.758, lng: -73.9855 } })).toMatchObject({
      in: 'nyc',
      borough: 'Manhattan',
      by: 'coordinates',
    });
    // Pier 17, just off Manhattan's shoreline.
    expect(verdict({ location: { lat: 40.7058, lng: -74.0019 } })).toMatchObject({
      in: 'nyc',
      borough: 'Manhattan',
    });
    expect(verdict({ location: { lat: 40.744, lng: -74.0324 } })).toEqual({
      in: 'elsewhere',
      by: 'coordinates',
    });
    // Coordinates outweigh a borough the item names.
    expect(verdict({ location: { lat: 41.8781, lng: -87.6298 }, borough: 'Brooklyn' })).toEqual({
      in: 'elsewhere',
      by: 'coordinates',
    });
  });

  it('reads an NYC ZIP code as the city, and another US one as elsewhere, even without a state', () => {
    expect(verdict({ address: { postalCode: '11211' } })).toMatchObject({
      in: 'nyc',
      borough: 'Brooklyn',
      by: 'zip',
    });
    expect(verdict({ placeText: 'Union Hall, 702 Union St, Brooklyn, NY 11215' })).toMatchObject({
      in: 'nyc',
      borough: 'Brooklyn',
    });
    expect(verdict({ placeText: '1000 Scotten Detroit 48209' })).toEqual({
      in: 'elsewhere',
      by: 'zip',
    });
    expect(verdict({ address: { postalCode: '11501', locality: 'Mineola' } })).toEqual({
      in: 'elsewhere',
      by: 'zip',
    });
  });

  it('calls a foreign address elsewhere, named by its country though its city is unknown here', () => {
    for (const placeText of [
      'BTU, Platz der Deutschen Einheit 1, 03044 Cottbus, Deutschland',
      'Haus 5, Am Treptower Park 1, 12459 Berlin, Deutschland',
    ]) {
      expect(verdict({ placeText })).toEqual({ in: 'elsewhere', by: 'address' });
    }
    expect(verdict({ address: { locality: 'Berlin', country: 'DE' } })).toEqual({
      in: 'elsewhere',
      by: 'address',
    });
    // Berlin's 10115 is a Manhattan ZIP code too: the country decides first.
    expect(
      verdict({ address: { locality: 'Berlin', postalCode: '10115', country: 'DE' } }),
    ).toEqual({ in: 'elsewhere', by: 'address' });
  });

  it('calls a US city and state elsewhere, and a New York State town that is not the city too', () => {
    expect(verdict({ placeText: 'Thalia Hall, Chicago, IL' }).in).toBe('elsewhere');
    expect(verdict({ address: { locality: 'Ithaca', region: 'NY' } }).in).toBe('elsewhere');
    expect(verdict({ placeText: 'Village Hall, Hempstead, NY' }).in).toBe('elsewhere');
    expect(verdict({ placeText: 'Brooklyn, MI' }).in).toBe('elsewhere');
  });

  it('reads a known venue, a listed neighborhood or a borough named in the address', () => {
    expect(verdict({ venue: 'Carnegie Hall' })).toMatchObject({
      in: 'nyc',
      borough: 'Manhattan',
      by: 'venue',
    });
    expect(verdict({ placeText: 'The Rooftop, Long Island City' })).toMatchObject({
      in: 'nyc',
      borough: 'Queens',
      neighborhood: 'Long Island City',
    });
    expect(verdict({ placeText: 'Main Branch, Bronx, NY' })).toMatchObject({
      in: 'nyc',
      borough: 'Bronx',
    });
    expect(verdict({ placeText: 'Town Hall, New York, NY' })).toMatchObject({
      in: 'nyc',
      borough: 'Manhattan',
    });
  });

  it('takes a time zone other than New York as elsewhere unless stronger evidence says the city', () => {
    expect(verdict({ placeText: 'Seminarraum', zone: 'Europe/Berlin' })).toEqual({
      in: 'elsewhere',
      by: 'zone',
    });
    expect(verdict({ placeText: 'Room 2', zone: 'America/Chicago' }).in).toBe('elsewhere');
    expect(verdict({ placeText: 'Room 2', zone: 'America/New_York' }).in).toBe('unknown');
    expect(verdict({ placeText: 'Room 2', zone: 'UTC' }).in).toBe('unknown');
    expect(verdict({ address: { postalCode: '10036' }, zone: 'America/Chicago' }).in).toBe('nyc');
  });

  it("gives the source's declared place only to an item that says nothing of its own", () => {
    const declared = {
      venue: 'Union Pool',
      neighborhood: 'Williamsburg',
      borough: 'Brooklyn' as const,
    };
    expect(verdict({ placeText: 'Back room' }, declared)).toEqual({
      in: 'nyc',
      borough: 'Brooklyn',
      neighborhood: 'Williamsburg',
      by: 'declared',
    });
    // A show the club lists in Philadelphia follows the item.
    expect(verdict({ placeText: 'Johnny Brenda’s, Philadelphia, PA' }, declared).in).toBe(
      'elsewhere',
    );
    expect(verdict({ placeText: 'Back room' }).in).toBe('unknown');
    expect(verdict({ placeText: 'Back room' }, { venue: 'Somewhere' }).in).toBe('unknown');
  });
});
